import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AppError } from '../../errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { messages } from '../../messages.js';
import { NotificationPreferences, NotificationPreferencesInput } from './reminder.types.js';

@Resolver()
export class ReminderResolver {
  @Authorized()
  @Query(() => NotificationPreferences, { description: 'next (progress over time)' })
  async notificationPreferences(@Ctx() ctx: GraphQLContext): Promise<NotificationPreferences> {
    return Object.assign(new NotificationPreferences(), await ctx.services.reminders.preferences(memberOf(ctx)));
  }

  @Authorized()
  @Mutation(() => NotificationPreferences, { description: 'next (progress over time)' })
  async updateNotificationPreferences(
    @Arg('input', () => NotificationPreferencesInput) input: NotificationPreferencesInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NotificationPreferences> {
    const view = await ctx.services.reminders.updatePreferences(memberOf(ctx), {
      retakeReminders: input.retakeReminders,
      appointmentReminders: input.appointmentReminders,
      sms: input.sms,
    });
    return Object.assign(new NotificationPreferences(), view);
  }
}

function memberOf(ctx: GraphQLContext): string {
  if (!ctx.userId) throw AppError.unauthenticated(messages.signInRequired);
  return ctx.userId;
}
