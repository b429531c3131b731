// The Condition enum of the contract, registered once: assessments, experts and bookings use it.
import { registerEnumType } from 'type-graphql';
import { CONDITIONS, type Condition } from '../content/index.js';

export type { Condition };

export const ConditionEnum = Object.fromEntries(CONDITIONS.map((c) => [c, c])) as { [K in Condition]: K };

registerEnumType(ConditionEnum, {
  name: 'Condition',
  description:
    'The five conditions. Stored and routed as depression, anxiety, schizophrenia, substance_abuse, dementia.',
});
