// The appointment operations (#23): free slots (anyone), the expert's availability and
// appointments (EXPERT), and the member's reschedule. Identity from the context only; which
// bookings an expert may touch is decided in the appointment service.
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { directoryLookup } from '../booking/booking.resolver.js';
import { Booking, toBooking } from '../booking/booking.types.js';
import {
  AppointmentOutcome,
  Availability,
  AvailabilityInput,
  TimeSlot,
  toAvailability,
  toTimeSlot,
} from './appointment.types.js';

@Resolver()
export class AppointmentResolver {
  @Query(() => [TimeSlot], {
    description: "next (appointments): an active expert's free slots between two instants (at most 31 days apart).",
  })
  async expertSlots(
    @Arg('expertId', () => ID) expertId: string,
    @Arg('from', () => Date) from: Date,
    @Arg('to', () => Date) to: Date,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TimeSlot[]> {
    return (await ctx.services.availability.freeSlots(expertId, from, to)).map(toTimeSlot);
  }

  @Authorized('EXPERT')
  @Query(() => Availability, {
    nullable: true,
    description: "next (appointments): the signed-in expert's working hours (EXPERT).",
  })
  async myAvailability(@Ctx() ctx: GraphQLContext): Promise<Availability | null> {
    const expertId = await ctx.services.appointments.expertOf(ctx.userId!);
    const value = await ctx.services.availability.get(expertId);
    return value ? toAvailability(value) : null;
  }

  @Authorized('EXPERT')
  @Mutation(() => Availability, {
    description: "next (appointments, EXPERT): replaces the expert's working hours and time off.",
  })
  async setAvailability(
    @Arg('input', () => AvailabilityInput) input: AvailabilityInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Availability> {
    const expertId = await ctx.services.appointments.expertOf(ctx.userId!);
    return toAvailability(await ctx.services.availability.set(expertId, input));
  }

  @Authorized('EXPERT')
  @Query(() => [Booking], {
    description: "next (appointments): the signed-in expert's bookings between two instants, soonest first (EXPERT).",
  })
  async expertAppointments(
    @Arg('from', () => Date) from: Date,
    @Arg('to', () => Date) to: Date,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking[]> {
    const bookings = await ctx.services.appointments.expertAppointments(ctx.userId!, from, to);
    const members = await ctx.services.appointments.membersOf(bookings);
    const find = directoryLookup(ctx);
    return bookings.map((b) => toBooking(b, find, members.get(b.userId) ?? null));
  }

  @Authorized()
  @Mutation(() => Booking, {
    description:
      'next (appointments): the member moves a paid appointment to another free slot (not later than 24 hours before it begins).',
  })
  async rescheduleBooking(
    @Arg('reference', () => String) reference: string,
    @Arg('start', () => Date) start: Date,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    return toBooking(
      await ctx.services.bookings.rescheduleBooking(ctx.userId!, reference, start),
      directoryLookup(ctx),
    );
  }

  @Authorized('EXPERT')
  @Mutation(() => Booking, {
    description: 'next (appointments, EXPERT): declines or cancels an appointment; the member is refunded in full.',
  })
  async declineBooking(
    @Arg('reference', () => String) reference: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    return this.forExpert(ctx, await ctx.services.appointments.declineBooking(ctx.userId!, reference, reason));
  }

  @Authorized('EXPERT')
  @Mutation(() => Booking, { description: 'next (appointments, EXPERT): records how a past appointment went.' })
  async completeAppointment(
    @Arg('reference', () => String) reference: string,
    @Arg('outcome', () => AppointmentOutcome) outcome: AppointmentOutcome,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    return this.forExpert(ctx, await ctx.services.room.attendance.complete(ctx.userId!, reference, outcome));
  }

  @Authorized('EXPERT')
  @Mutation(() => Booking, { description: 'next (appointments, EXPERT): the https link of the video or meeting room.' })
  async setMeetingLink(
    @Arg('reference', () => String) reference: string,
    @Arg('url', () => String) url: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking> {
    return this.forExpert(ctx, await ctx.services.appointments.setMeetingLink(ctx.userId!, reference, url));
  }

  /** The expert's view of one of their bookings: with the member who booked. */
  private async forExpert(ctx: GraphQLContext, booking: Parameters<typeof toBooking>[0]): Promise<Booking> {
    const members = await ctx.services.appointments.membersOf([booking]);
    return toBooking(booking, directoryLookup(ctx), members.get(booking.userId) ?? null);
  }
}
