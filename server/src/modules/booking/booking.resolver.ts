import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Booking, PaymentCheckout, SessionFee, toBooking, toPaymentCheckout } from './booking.types.js';
import { DEFAULT_SLOT_MINUTES } from '../appointment/availability.service.js';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';

@Resolver(() => Booking)
export class BookingResolver {
  @Authorized()
  @Query(() => [Booking], { description: "The signed-in member's bookings, newest first." })
  async myBookings(@Ctx() ctx: GraphQLContext): Promise<Booking[]> {
    const bookings = await ctx.services.bookings.myBookings(ctx.userId!);
    const find = directoryLookup(ctx);
    return bookings.map((booking) => toBooking(booking, find));
  }

  @Query(() => SessionFee, {
    description:
      "next (journeys): the session fee (and the expert's session length), before any checkout; for visitors too.",
  })
  async sessionFee(
    @Arg('expertId', () => ID, { nullable: true }) expertId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SessionFee> {
    let minutes = DEFAULT_SLOT_MINUTES;
    if (expertId) {
      if (typeof expertId !== 'string' || expertId.length > 100 || !directoryLookup(ctx)(expertId))
        throw AppError.notFound(messages.expertNotFound);
      minutes = (await ctx.services.availability.get(expertId))?.slotMinutes ?? DEFAULT_SLOT_MINUTES;
    }
    return Object.assign(new SessionFee(), { ...ctx.services.bookings.price, minutes });
  }

  @Authorized()
  @Mutation(() => PaymentCheckout, {
    description:
      'Creates a pending booking and initializes the payment. next (appointments): holds the slot that begins at start, one of expertSlots; refused with CONFLICT when it is taken.',
  })
  async startBooking(
    @Arg('expertId', () => ID) expertId: string,
    @Arg('start', () => Date, { nullable: true }) start: Date | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PaymentCheckout> {
    return toPaymentCheckout(
      await ctx.services.bookings.startBooking(ctx.userId!, expertId, start, ctx.currentUser),
      directoryLookup(ctx),
    );
  }

  @Authorized()
  @Mutation(() => PaymentCheckout, {
    description:
      'next (journeys): "Try again": a new checkout for the expert and time (or start, another free time) of the member\'s own booking whose payment did not go through; that booking then leaves myBookings. CONFLICT when the time was taken meanwhile; BAD_USER_INPUT for a paid booking.',
  })
  async retryBooking(
    @Arg('reference', () => String) reference: string,
    @Arg('start', () => Date, { nullable: true }) start: Date | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PaymentCheckout> {
    return toPaymentCheckout(
      await ctx.services.bookings.retryBooking(ctx.userId!, reference, start, ctx.currentUser),
      directoryLookup(ctx),
    );
  }

  @Authorized()
  @Mutation(() => Booking, {
    description: 'Verifies the payment with the provider and marks the booking paid; safe to call twice.',
  })
  async confirmBooking(
    @Arg('reference', () => String) reference: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    return toBooking(await ctx.services.bookings.confirmBooking(ctx.userId!, reference), directoryLookup(ctx));
  }

  @Authorized()
  @Mutation(() => Booking, {
    description:
      'A pending booking whose checkout the member closed is CANCELLED and its slot freed. next (appointments): a paid one cancelled at least 24 hours before it begins is CANCELLED and refunded in full; later, CANCELLED without a refund.',
  })
  async cancelBooking(@Arg('reference', () => String) reference: string, @Ctx() ctx: GraphQLContext): Promise<Booking> {
    return toBooking(await ctx.services.bookings.cancelBooking(ctx.userId!, reference), directoryLookup(ctx));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "The built-in test checkout's Pay button. Only when no payment provider is configured (never in production; FORBIDDEN otherwise): records the simulated payment of the member's own booking, which confirmBooking then verifies like a real one.",
  })
  async completeTestCheckout(
    @Arg('reference', () => String) reference: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.bookings.completeTestCheckout(ctx.userId!, reference);
    return true;
  }
}

export function directoryLookup(ctx: GraphQLContext) {
  const { directory } = ctx.services.experts;
  return (id: string) => directory.find(id);
}
