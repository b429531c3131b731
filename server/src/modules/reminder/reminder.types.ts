import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description: 'next (progress over time): which reminders the member wants by email.',
})
export class NotificationPreferences {
  @Field(() => Boolean) retakeReminders: boolean;
  @Field(() => Boolean) appointmentReminders: boolean;
  @Field(() => Boolean, { description: 'wave 3 (reach): reminders by SMS to a verified phone number.' })
  sms: boolean;
}

@InputType({ description: 'next (progress over time)' })
export class NotificationPreferencesInput {
  @Field(() => Boolean, { nullable: true }) retakeReminders?: boolean | null;
  @Field(() => Boolean, { nullable: true }) appointmentReminders?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'wave 3 (reach)' }) sms?: boolean | null;
}
