// The console's types: the contract's ExpertInput and ContactMessage, and AuditEntry (an addition:
// the audit log shown on the record it touched).
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { type Condition, type Specialization } from '../../content/index.js';
import { ConditionEnum } from '../../graphql/condition.enum.js';
import { ExpertSelfInput, SpecializationEnum } from '../expert/expert.types.js';

@InputType({ description: 'next (experts and operators)' })
export class ExpertInput extends ExpertSelfInput {
  @Field(() => String)
  name: string;

  @Field(() => SpecializationEnum)
  specialization: Specialization;

  @Field(() => ConditionEnum)
  field: Condition;

  @Field(() => String, { nullable: true, description: 'IANA time zone; Africa/Lagos when left out.' })
  timeZone?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class ContactMessage {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  message: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String, { description: 'sent, failed or not_configured' })
  delivery: string;
}

@ObjectType({
  simpleResolvers: true,
  description: 'One operator (or expert) change: who, what, when, and the record before and after (JSON).',
})
export class AuditEntry {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  actorEmail: string;

  @Field(() => String, { description: 'The operation, e.g. updateExpert.' })
  action: string;

  @Field(() => String)
  targetType: string;

  @Field(() => ID)
  targetId: string;

  @Field(() => String, { nullable: true })
  before: string | null;

  @Field(() => String, { nullable: true })
  after: string | null;

  @Field(() => Date)
  createdAt: Date;
}
