// The session room's API (#35): joinRoom, sendRoomSignal and roomSignals, and the appointment
// messages. Authorization is the services' (the booking's member or its expert only).
import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AppointmentMessageEvent, AppointmentMessageView } from './messages.service.js';
import type { RoomSignalEvent } from './room.service.js';
import { AppointmentMessage, IceServer, RoomSignal, SessionRoom } from './room.types.js';
import type { CrisisKindEnum } from '../chat/chat.types.js';

interface SubscribeData {
  args: Record<string, unknown>;
  context: unknown;
}

@Resolver()
export class RoomResolver {
  @Authorized()
  @Mutation(() => SessionRoom, {
    description:
      'wave 3 (session room): the member or the expert enters the call; records attendance. FORBIDDEN outside the window.',
  })
  async joinRoom(@Arg('reference', () => String) reference: string, @Ctx() ctx: GraphQLContext): Promise<SessionRoom> {
    const room = await ctx.services.room.rooms.join(ctx.userId, reference);
    return Object.assign(new SessionRoom(), {
      ...room,
      iceServers: room.iceServers.map((s) => Object.assign(new IceServer(), s)),
    });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'wave 3 (session room)' })
  async sendRoomSignal(
    @Arg('reference', () => String) reference: string,
    @Arg('signal', () => String) signal: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    return ctx.services.room.rooms.sendSignal(ctx.userId, reference, signal);
  }

  @Authorized()
  @Subscription(() => RoomSignal, {
    description: 'wave 3 (session room): signals from the other person of one booking.',
    // Refused (FORBIDDEN) unless the subscriber is the booking's member or expert, in the window.
    subscribe: ({ args, context }: SubscribeData) =>
      (context as GraphQLContext).services.room.rooms.subscribeSignals(
        (context as GraphQLContext).userId,
        args.reference,
      ),
  })
  roomSignals(@Arg('reference', () => String) _reference: string, @Root() event: RoomSignalEvent): RoomSignal {
    return Object.assign(new RoomSignal(), { from: event.from, signal: event.signal });
  }

  @Authorized()
  @Query(() => [AppointmentMessage], {
    description: 'wave 3 (session room): the messages of one booking, oldest first (its member or its expert).',
  })
  async appointmentMessages(
    @Arg('reference', () => String) reference: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AppointmentMessage[]> {
    return (await ctx.services.room.messages.list(ctx.userId, reference)).map(toMessage);
  }

  @Authorized()
  @Mutation(() => AppointmentMessage, { description: 'wave 3 (session room)' })
  async sendAppointmentMessage(
    @Arg('reference', () => String) reference: string,
    @Arg('text', () => String) text: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AppointmentMessage> {
    return toMessage(await ctx.services.room.messages.send(ctx.userId, reference, text));
  }

  @Authorized()
  @Subscription(() => AppointmentMessage, {
    description: 'wave 3 (session room): new messages of one booking.',
    subscribe: ({ args, context }: SubscribeData) =>
      (context as GraphQLContext).services.room.messages.subscribe((context as GraphQLContext).userId, args.reference),
  })
  appointmentMessageAdded(
    @Arg('reference', () => String) _reference: string,
    @Root() event: AppointmentMessageEvent,
  ): AppointmentMessage {
    return toMessage({ ...event.message, createdAt: new Date(event.message.createdAt) });
  }
}

function toMessage(m: AppointmentMessageView): AppointmentMessage {
  return Object.assign(new AppointmentMessage(), {
    id: m.id,
    from: m.from,
    text: m.text,
    createdAt: m.createdAt,
    crisisKind: (m.crisisKind as CrisisKindEnum | null) ?? null,
  });
}
