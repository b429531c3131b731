import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { AppError } from '../../errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { messages } from '../../messages.js';
import { idempotencyKey } from '../../graphql/idempotency-key.js';
import { MoodEntry, MoodInput } from './mood.types.js';
import type { MoodEntryView } from './mood.service.js';

@Resolver()
export class MoodResolver {
  @Authorized()
  @Query(() => [MoodEntry], { description: "next (progress over time): the member's mood check-ins, oldest first." })
  async moodEntries(
    @Arg('from', () => Date, { nullable: true }) from: Date | null | undefined,
    @Arg('to', () => Date, { nullable: true }) to: Date | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MoodEntry[]> {
    return (await ctx.services.moods.list(memberOf(ctx), { from, to })).map(toEntry);
  }

  @Authorized()
  @Mutation(() => MoodEntry, { description: 'next (progress over time)' })
  async logMood(@Arg('input', () => MoodInput) input: MoodInput, @Ctx() ctx: GraphQLContext): Promise<MoodEntry> {
    // Copied field by field: nothing else of the input reaches the service.
    const entry = await ctx.services.moods.log(
      memberOf(ctx),
      { mood: input.mood, note: input.note ?? null, tags: input.tags ?? null },
      idempotencyKey(ctx),
    );
    return toEntry(entry);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'next (progress over time)' })
  deleteMoodEntry(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.moods.delete(memberOf(ctx), String(id));
  }
}

function memberOf(ctx: GraphQLContext): string {
  if (!ctx.userId) throw AppError.unauthenticated(messages.signInRequired);
  return ctx.userId;
}

function toEntry(view: MoodEntryView): MoodEntry {
  return Object.assign(new MoodEntry(), view);
}
