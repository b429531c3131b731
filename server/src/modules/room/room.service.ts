// The session room (#35): a 1:1 WebRTC call per paid appointment, peer to peer. The server only
// admits the two people of the booking in the window, records each side's first join (attendance),
// mints short-lived TURN credentials, and relays signalling between them over the GraphQL
// WebSocket's pub/sub. Nothing of the call itself passes through it, and nothing is recorded.
import { trusted } from 'mongoose';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { AppPubSub } from '../../pubsub/index.js';
import type { Limiter } from '../../rate-limit/index.js';
import type { BookingModel } from '../booking/booking.model.js';
import type { RoomAccess, RoomParty } from './room.access.js';
import { iceServersFor, type IceServerView } from './room.ice.js';
import { roomMessages, roomWindow, SIGNAL_MAX_CHARS, type RoomSide } from './room.rules.js';

export interface RoomServiceDeps {
  bookings: BookingModel;
  access: RoomAccess;
  pubSub: AppPubSub;
  clock: Clock;
  iceServers: readonly { urls: string[] }[];
  turnSecret?: string;
  signalLimiter: Limiter;
  logger: Logger;
}

export interface SessionRoomView {
  reference: string;
  opensAt: Date;
  closesAt: Date;
  iceServers: IceServerView[];
}

/** What travels over pub/sub: plain JSON, addressed to one side of one booking. */
export interface RoomSignalEvent {
  bookingId: string;
  to: RoomSide;
  from: RoomSide;
  signal: string;
}

/** One topic per booking and receiving side: a signal only ever reaches the other person. */
export function roomSignalTopic(bookingId: string, to: RoomSide): string {
  return `room.signal.${bookingId}.${to}`;
}

export class RoomService {
  constructor(private readonly deps: RoomServiceDeps) {}

  /** The booking's member or expert, the room open now: else FORBIDDEN saying when it opens. */
  async openParty(userId: string | null | undefined, reference: unknown): Promise<RoomParty> {
    const party = await this.deps.access.party(userId, reference);
    const { booking } = party;
    if (booking.status !== 'PAID' && booking.status !== 'COMPLETED') throw AppError.forbidden(roomMessages.notPaid);
    const { opensAt, closesAt } = roomWindow(booking.start!, booking.end!);
    const now = this.deps.clock.now();
    if (now < opensAt) throw AppError.forbidden(roomMessages.opensAt(opensAt));
    if (now >= closesAt) throw AppError.forbidden(roomMessages.closed);
    return party;
  }

  async join(userId: string | null | undefined, reference: unknown): Promise<SessionRoomView> {
    const { booking, side } = await this.openParty(userId, reference);
    const field = side === 'MEMBER' ? 'attendance.memberJoinedAt' : 'attendance.expertJoinedAt';
    // The first join only: a conditional update, so racing joins (two tabs) record one time.
    const recorded = await this.deps.bookings.updateOne(
      { _id: booking._id, [field]: trusted({ $exists: false }) },
      { $set: { [field]: this.deps.clock.now() } },
    );
    if (recorded.modifiedCount) this.deps.logger.info({ bookingId: booking.id, side }, 'room joined');
    const { opensAt, closesAt } = roomWindow(booking.start!, booking.end!);
    return {
      reference: booking.reference,
      opensAt,
      closesAt,
      // Valid until the room closes, never longer: a leaked credential is soon worthless.
      iceServers: iceServersFor(this.deps.iceServers, this.deps.turnSecret, userId!, closesAt),
    };
  }

  async sendSignal(userId: string | null | undefined, reference: unknown, signal: unknown): Promise<boolean> {
    // The cap before anything reads it; then it must be a JSON object (an SDP or a candidate).
    if (typeof signal !== 'string' || signal.length === 0 || signal.length > SIGNAL_MAX_CHARS)
      throw AppError.badInput(roomMessages.signalInvalid, 'signal');
    if (!isJsonObject(signal)) throw AppError.badInput(roomMessages.signalInvalid, 'signal');
    // Counted first: a flood is refused before it costs a read.
    if (userId) await this.deps.signalLimiter.consume(userId);
    const { booking, side } = await this.openParty(userId, reference);
    const to: RoomSide = side === 'MEMBER' ? 'EXPERT' : 'MEMBER';
    const event: RoomSignalEvent = { bookingId: booking.id as string, to, from: side, signal };
    this.deps.pubSub.publish(roomSignalTopic(event.bookingId, to), event);
    return true;
  }

  /** The signals meant for the subscriber: only the booking's member or expert, in the window. */
  async subscribeSignals(userId: string | null | undefined, reference: unknown): Promise<AsyncIterable<unknown>> {
    const { booking, side } = await this.openParty(userId, reference);
    return this.deps.pubSub.subscribe(roomSignalTopic(booking.id as string, side));
  }
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
