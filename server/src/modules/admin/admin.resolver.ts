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
    description: 'next (experts and operators): every booking, newest first, optionally of one status (ADMIN).',
  })
  async adminBookings(
    @Arg('status', () => BookingStatus, { nullable: true }) status: BookingStatus | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Booking[]> {
    const bookings = await ctx.services.admin.listBookings(status);
    const { directory } = ctx.services.experts;
    return bookings.map((b) => toBooking(b, (id) => directory.find(id)));
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
  async refundBooking(@Arg('reference', () => String) reference: string, @Ctx() ctx: GraphQLContext): Promise<Booking> {
    const booking = await ctx.services.admin.refundBooking(await actorOf(ctx), reference);
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
