// Care between sessions (#34): the expert's private notes, and the results a member shares with
// a booking's expert. Identity from the context only; every rule in the services.
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Booking, toBooking } from '../booking/booking.types.js';
import { directoryLookup } from '../booking/booking.resolver.js';
import { MeasureResult, toMeasureResult } from '../measures/measures.types.js';
import { MemberTestScore, SessionNote } from './care.types.js';

const note = (view: SessionNote) => Object.assign(new SessionNote(), view);

@Resolver()
export class CareResolver {
  @Authorized('EXPERT')
  @Mutation(() => SessionNote, { description: 'wave 3 (validated measures): EXPERT, on their own booking.' })
  async saveSessionNote(
    @Arg('reference', () => String) reference: string,
    @Arg('text', () => String) text: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SessionNote> {
    return note(await ctx.services.care.notes.save(ctx.userId!, reference, text));
  }

  @Authorized('EXPERT')
  @Query(() => [SessionNote], {
    description: "wave 3 (validated measures): the signed-in expert's own notes on one booking, newest first (EXPERT).",
  })
  async sessionNotes(@Arg('reference', () => String) reference: string, @Ctx() ctx: GraphQLContext) {
    return (await ctx.services.care.notes.list(ctx.userId!, reference)).map(note);
  }

  @Authorized()
  @Mutation(() => Booking, {
    description:
      "wave 3 (validated measures): the member shares (or stops sharing) their results with a booking's expert.",
  })
  async shareResultsWithExpert(
    @Arg('reference', () => String) reference: string,
    @Arg('share', () => Boolean) share: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    const booking = await ctx.services.care.sharing.share(ctx.userId!, reference, share);
    return toBooking(booking, directoryLookup(ctx));
  }

  @Authorized('EXPERT')
  @Query(() => [MeasureResult], {
    description:
      "wave 3 (validated measures): a member's measures, for the expert of a booking the member shares them with (EXPERT; each read is audited).",
  })
  async memberMeasures(
    @Arg('reference', () => String) reference: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MeasureResult[]> {
    return (await ctx.services.care.sharing.memberMeasures(ctx.userId!, reference)).map(toMeasureResult);
  }

  @Authorized('EXPERT')
  @Query(() => [MemberTestScore], {
    description:
      "wave 3 (validated measures): the member's scores on the spec's five tests, oldest first, for the expert of a booking the member shares results with (EXPERT; each read is audited).",
  })
  async memberTestScores(
    @Arg('reference', () => String) reference: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MemberTestScore[]> {
    const scores = await ctx.services.care.sharing.memberTestScores(ctx.userId!, reference);
    return scores.map((score) => Object.assign(new MemberTestScore(), score));
  }
}
