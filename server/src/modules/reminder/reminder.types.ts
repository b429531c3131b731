import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description: 'next (progress over time): which reminders the member wants by email.',
})
export class NotificationPreferences {
  @Field(() => Boolean) retakeReminders: boolean;
  @Field(() => Boolean) appointmentReminders: boolean;
}

@InputType({ description: 'next (progress over time)' })
export class NotificationPreferencesInput {
  @Field(() => Boolean, { nullable: true }) retakeReminders?: boolean | null;
  @Field(() => Boolean, { nullable: true }) appointmentReminders?: boolean | null;
}
