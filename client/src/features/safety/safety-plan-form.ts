import { type Control, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { safetyPlanFormContact, safetyPlanFormEntry, safetyPlanFormList } from '@mindcheck/common';
import { type CachedSafetyPlan } from '../../lib/safety-plan-cache';

// The rules are common's (the service checks the same ones).
const entry = safetyPlanFormEntry;
const contact = safetyPlanFormContact;
const list = safetyPlanFormList;

export const schema = z.object({
  warningSigns: list(entry),
  copingStrategies: list(entry),
  distractions: list(entry),
  peopleToAsk: list(contact),
  professionals: list(contact),
  safeEnvironment: list(entry),
  reasonsForLiving: list(entry),
  keepOnDevice: z.boolean(),
});

export type Values = z.infer<typeof schema>;

export type TextKey = 'warningSigns' | 'copingStrategies' | 'distractions' | 'safeEnvironment' | 'reasonsForLiving';

export type ContactKey = 'peopleToAsk' | 'professionals';

export function toValues(plan: CachedSafetyPlan | null, keepOnDevice: boolean): Values {
  const text = (items?: string[]) => (items?.length ? items : ['']).map((value) => ({ value }));
  const contacts = (items?: { name: string; phone?: string | null }[]) =>
    (items?.length ? items : [{ name: '', phone: '' }]).map((c) => ({ name: c.name, phone: c.phone ?? '' }));
  return {
    warningSigns: text(plan?.warningSigns),
    copingStrategies: text(plan?.copingStrategies),
    distractions: text(plan?.distractions),
    peopleToAsk: contacts(plan?.peopleToAsk),
    professionals: contacts(plan?.professionals),
    safeEnvironment: text(plan?.safeEnvironment),
    reasonsForLiving: text(plan?.reasonsForLiving),
    keepOnDevice,
  };
}

export interface StepProps<K> {
  name: K;
  title: string;
  label: string;
  hint: string;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}
