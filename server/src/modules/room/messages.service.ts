// Appointment messages (#35): the booking's member and expert write to each other from payment
// until 7 days after the appointment. Rate-limited and length-capped; the member's messages go
// through the crisis check (the expert then sees the crisis card); shown as text only; the other
// side is told by mail at most once an hour (never the text itself).
import { trusted } from 'mongoose';
import type { CrisisKind } from '@mindcheck/common';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { MailService } from '../../mail/index.js';
import type { AppPubSub } from '../../pubsub/index.js';
import type { Limiter } from '../../rate-limit/index.js';
import type { SmsNoticesPort } from '../phone/index.js';
import { assessCrisis } from '../safety/crisis/detector.js';
import type { AppointmentMessageModel, AppointmentMessageRecord } from './messages.model.js';
import type { RoomAccess, RoomParty } from './room.access.js';
import {
  MESSAGE_MAIL_EVERY_MS,
  MESSAGE_MAX_CHARS,
  MESSAGES_OPEN_AFTER_MS,
  roomMessages,
  type RoomSide,
} from './room.rules.js';

export interface AppointmentMessageView {
  id: string;
  from: RoomSide;
  text: string;
  crisisKind: CrisisKind | null;
  createdAt: Date;
}

/** Over pub/sub (plain JSON): one booking's new message. */
export interface AppointmentMessageEvent {
  bookingId: string;
  message: Omit<AppointmentMessageView, 'createdAt'> & { createdAt: string };
}

export function appointmentMessageTopic(bookingId: string): string {
  return `room.message.${bookingId}`;
}

export interface AppointmentMessagesDeps {
  messages: AppointmentMessageModel;
  access: RoomAccess;
  pubSub: AppPubSub;
  clock: Clock;
  limiter: Limiter;
  mail: MailService;
  /** #36: the member's SMS (their own preference; never the text). */
  sms: SmsNoticesPort;
  logger: Logger;
  publicUrl: string;
  /** Where to tell each side: the member's account, the expert's account (null when none). */
  addressOf(
    side: RoomSide,
    booking: RoomParty['booking'],
  ): Promise<{ email: string; firstName?: string; locale?: string } | null>;
}

export class AppointmentMessagesService {
  constructor(private readonly deps: AppointmentMessagesDeps) {}

  async list(userId: string | null | undefined, reference: unknown): Promise<AppointmentMessageView[]> {
    const { booking } = await this.deps.access.party(userId, reference);
    const found = await this.deps.messages
      .find({ bookingId: booking.id as string })
      .sort({ createdAt: 1, _id: 1 })
      .limit(500);
    return found.map(toView);
  }

  async send(userId: string | null | undefined, reference: unknown, text: unknown): Promise<AppointmentMessageView> {
    // Capped before anything reads it (the crisis check is linear, but nothing long is kept).
    const body = typeof text === 'string' && text.length <= MESSAGE_MAX_CHARS * 2 ? text.trim() : null;
    if (body === null || body.length > MESSAGE_MAX_CHARS) throw AppError.badInput(roomMessages.messageTooLong, 'text');
    if (!body) throw AppError.badInput(roomMessages.messageEmpty, 'text');
    const party = await this.deps.access.party(userId, reference);
    const { booking, side } = party;
    if (this.deps.clock.now().getTime() > booking.end!.getTime() + MESSAGES_OPEN_AFTER_MS)
      throw AppError.forbidden(roomMessages.messagesClosed);
    await this.deps.limiter.consume(userId!);
    const crisis = side === 'MEMBER' ? assessCrisis(body) : null;
    const crisisKind = crisis && crisis.level !== 'NONE' ? (crisis.kind ?? 'SELF_HARM') : undefined;
    const stored = await this.deps.messages.create({
      bookingId: booking.id as string,
      memberId: booking.userId,
      from: side,
      text: body,
      ...(crisisKind ? { crisisKind } : {}),
      createdAt: this.deps.clock.now(),
    });
    const view = toView(stored);
    const event: AppointmentMessageEvent = {
      bookingId: booking.id as string,
      message: { ...view, createdAt: view.createdAt.toISOString() },
    };
    this.deps.pubSub.publish(appointmentMessageTopic(event.bookingId), event);
    await this.tellOtherSide(party, stored._id);
    return view;
  }

  async subscribe(userId: string | null | undefined, reference: unknown): Promise<AsyncIterable<unknown>> {
    const { booking } = await this.deps.access.party(userId, reference);
    return this.deps.pubSub.subscribe(appointmentMessageTopic(booking.id as string));
  }

  /** A mail unless this side already sent one within the hour; a failure never undoes the message. */
  private async tellOtherSide({ booking, side }: RoomParty, messageId: unknown): Promise<void> {
    try {
      const now = this.deps.clock.now();
      const recent = await this.deps.messages.exists({
        bookingId: booking.id as string,
        from: side,
        mailedAt: trusted({ $gt: new Date(now.getTime() - MESSAGE_MAIL_EVERY_MS) }),
      });
      if (recent) return;
      await this.deps.messages.updateOne({ _id: messageId }, { $set: { mailedAt: now } });
      const to: RoomSide = side === 'MEMBER' ? 'EXPERT' : 'MEMBER';
      if (to === 'MEMBER') {
        const { id, userId, expertId } = booking;
        await this.deps.sms.newMessage({ id: id as string, userId, expertId }, String(messageId));
      }
      const address = await this.deps.addressOf(to, booking);
      if (!address) return;
      await this.deps.mail.queue({
        template: 'appointmentMessage',
        data: {
          firstName: address.firstName,
          forExpert: to === 'EXPERT',
          link: new URL(to === 'EXPERT' ? '/expert' : '/bookings', this.deps.publicUrl).href,
        },
        to: address.email,
        locale: address.locale,
        ...(to === 'MEMBER' ? { userId: booking.userId } : {}),
      });
    } catch (error) {
      this.deps.logger.error({ err: { message: error instanceof Error ? error.message : 'unknown' } }, 'notice failed');
    }
  }
}

function toView(m: AppointmentMessageRecord & { _id: unknown }): AppointmentMessageView {
  return { id: String(m._id), from: m.from, text: m.text, crisisKind: m.crisisKind ?? null, createdAt: m.createdAt };
}
