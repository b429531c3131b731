import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { callerLocale } from '../locale/locale.request.js';
import { wordingNote } from '../locale/wording-note.js';
import type { Instrument } from '@mindcheck/common';
import { idempotencyKey } from '../../graphql/idempotency-key.js';
import { AppError } from '../../errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { messages } from '../../messages.js';
import { AnswerInput } from '../assessment/assessment.inputs.js';
import {
  InstrumentEnum,
  MeasureDefinition,
  MeasureResult,
  toMeasureDefinition,
  toMeasureResult,
} from './measures.types.js';

@Resolver()
export class MeasuresResolver {
  @Authorized()
  @Query(() => MeasureDefinition, {
    description:
      "wave 3 (validated measures): an instrument's questions in a language (default: the member's, else en). Only en has a recorded published source so far: other languages get the English wording, which its `language` says.",
  })
  async measure(
    @Arg('instrument', () => InstrumentEnum) instrument: Instrument,
    @Arg('language', () => String, { nullable: true }) language: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MeasureDefinition> {
    // The member's language unless they ask for another; English (with a line saying why) where
    // no published wording in that language is recorded.
    const reader = await callerLocale(ctx);
    const asked = language ?? reader;
    const view = ctx.services.measures.definition(instrument, asked);
    return toMeasureDefinition(view, wordingNote(view.language, reader, asked));
  }

  @Authorized()
  @Query(() => [MeasureResult], {
    description: "wave 3 (validated measures): the member's results, oldest first, optionally of one instrument.",
  })
  async measureHistory(
    @Arg('instrument', () => InstrumentEnum, { nullable: true }) instrument: Instrument | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MeasureResult[]> {
    const userId = memberOf(ctx);
    const member = ctx.currentUser ? await ctx.currentUser() : null;
    const results = await ctx.services.measures.listForMember(userId, instrument ?? null, {
      country: member?.country ?? null,
    });
    return results.map(toMeasureResult);
  }

  @Authorized()
  @Mutation(() => MeasureResult, { description: 'wave 3 (validated measures)' })
  async submitMeasure(
    @Arg('instrument', () => InstrumentEnum) instrument: Instrument,
    @Arg('answers', () => [AnswerInput]) answers: AnswerInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<MeasureResult> {
    const userId = memberOf(ctx);
    // Copied field by field: nothing but these two strings reaches the service (its rule checks them).
    const submitted = answers.map((a) => ({
      questionId: String(a.questionId),
      selectedAnswer: String(a.selectedAnswer),
    }));
    // Answers queued offline carry the client's key (#36): a repeat answers the first result.
    const key = idempotencyKey(ctx);
    return toMeasureResult(await ctx.services.measures.submit(userId, instrument, submitted, key));
  }
}

function memberOf(ctx: GraphQLContext): string {
  if (!ctx.userId) throw AppError.unauthenticated(messages.signInRequired);
  return ctx.userId;
}
