import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Booking, BookingStatus, toBooking } from '../booking/booking.types.js';
import { Expert, toExpert } from '../expert/expert.types.js';
import { actorOf } from '../auth/actor-of.js';
import { AuditEntry, ContactMessage, ExpertInput } from './admin.types.js';

@Resolver()
export class AdminResolver {
  @Authorized('ADMIN')
  @Query(() => [Expert], { description: 'next (experts and operators): every expert, active or not (ADMIN).' })
  adminExperts(@Ctx() ctx: GraphQLContext): Expert[] {
    return ctx.services.admin.listExperts().map(toExpert);
  }

  @Authorized('ADMIN')
  @Query(() => [Booking], {
    description:
      'next (experts and operators): every booking, newest first, optionally of one status and of appointments starting in [from, to) (ADMIN), each with its member.',
  })
  async adminBookings(
    @Arg('status', () => BookingStatus, { nullable: true }) status: BookingStatus | null,
    @Ctx() ctx: GraphQLContext,
    @Arg('from', () => Date, { nullable: true, description: 'next (journeys): appointments starting at or after.' })
    from?: Date | null,
    @Arg('to', () => Date, { nullable: true, description: 'next (journeys): appointments starting before.' })
    to?: Date | null,
  ): Promise<Booking[]> {
    const bookings = await ctx.services.admin.listBookings(status, { from, to });
    const { directory } = ctx.services.experts;
    // The member who booked (name and email), for operators only (#39, item 5).
    const members = await ctx.services.appointments.membersOf(bookings);
    return bookings.map((b) => toBooking(b, (id) => directory.find(id), members.get(b.userId) ?? null));
  }

  @Authorized('ADMIN')
  @Query(() => [ContactMessage], {
    description: 'next (experts and operators): contact-form messages, newest first (ADMIN).',
  })
  async contactMessages(@Ctx() ctx: GraphQLContext): Promise<ContactMessage[]> {
    const docs = await ctx.services.admin.listContactMessages();
    return docs.map((doc) =>
      Object.assign(new ContactMessage(), {
        id: String(doc._id),
        name: doc.name,
        email: doc.email,
        message: doc.message,
        createdAt: doc.createdAt,
        delivery: doc.status,
      }),
    );
  }

  @Authorized('ADMIN')
  @Query(() => [AuditEntry], {
    description: 'The audit log of one record (an expert id or a booking id), newest first (ADMIN).',
  })
  async auditLog(@Arg('targetId', () => ID) targetId: string, @Ctx() ctx: GraphQLContext): Promise<AuditEntry[]> {
    const docs = await ctx.services.admin.auditLog(targetId);
    return docs.map((doc) =>
      Object.assign(new AuditEntry(), {
        id: String(doc._id),
        actorEmail: doc.actorEmail,
        action: doc.action,
        targetType: doc.targetType,
        targetId: doc.targetId,
        before: doc.before,
        after: doc.after,
        createdAt: doc.createdAt,
      }),
    );
  }

  @Authorized('ADMIN')
  @Mutation(() => Booking, { description: 'next (experts and operators, ADMIN): refunds a paid booking in full.' })
  async refundBooking(
    @Arg('reference', () => String) reference: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'next (journeys): why, told to the member and the expert (one line, at most 500 characters).',
    })
    reason?: string | null,
  ): Promise<Booking> {
    const booking = await ctx.services.admin.refundBooking(await actorOf(ctx), reference, reason);
    const { directory } = ctx.services.experts;
    return toBooking(booking, (id) => directory.find(id));
  }

  @Authorized('ADMIN')
  @Mutation(() => Expert, { description: 'next (experts and operators, ADMIN)' })
  async createExpert(@Arg('input', () => ExpertInput) input: ExpertInput, @Ctx() ctx: GraphQLContext): Promise<Expert> {
    return toExpert(await ctx.services.admin.createExpert(await actorOf(ctx), { ...input }));
  }

  @Authorized('ADMIN')
  @Mutation(() => Expert, { description: 'next (experts and operators, ADMIN)' })
  async updateExpert(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ExpertInput) input: ExpertInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Expert> {
    return toExpert(await ctx.services.admin.updateExpert(await actorOf(ctx), id, { ...input }));
  }

  @Authorized('ADMIN')
  @Mutation(() => Expert, {
    description:
      'next (experts and operators, ADMIN): an inactive expert cannot be booked; their confirmed appointments stay.',
  })
  async setExpertActive(
    @Arg('id', () => ID) id: string,
    @Arg('active', () => Boolean) active: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Expert> {
    return toExpert(await ctx.services.admin.setExpertActive(await actorOf(ctx), id, active));
  }
}
