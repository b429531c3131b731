// Paid bookings (spec sections 2, 7, 9; SECURITY.md 14-16). The server decides the amount and
// currency (config), makes the reference, and counts a booking paid only when the payment
// provider says success for exactly that reference, amount and currency, whether it learns so
// from confirmBooking (the provider's verify API) or from a signed webhook. Status changes are
// conditional updates: however many confirmations and deliveries race, a booking is paid once.
import { randomBytes } from 'node:crypto';
import { isOneLine } from '@mindcheck/common';
import { trusted, Types } from 'mongoose';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { Logger } from '../../logger.js';
import type { Limiter } from '../../rate-limit/index.js';
import {
  CHARGE_SUCCESS,
  PaymentFailure,
  type PaymentEvent,
  type PaymentProvider,
  type VerifiedTransaction,
} from '../../payments/index.js';
import type { BookingDocument, BookingModel, BookingRecord, BookingStatusValue } from './booking.model.js';
import type { Clock } from '../../clock.js';
import type { AvailabilityService } from '../appointment/availability.service.js';
import type { AppointmentNotices } from '../appointment/appointment.notices.js';
import { claimHoldPlace, isMemberHoldDuplicate, type HoldPlace } from './booking.holds.js';

export interface BookingServiceDeps {
  bookings: BookingModel;
  payments: PaymentProvider;
  /** True when the expert id is an active expert of the directory (an inactive one cannot be booked). */
  expertExists(expertId: string): boolean;
  /** The signed-in member's email and whether it is verified; null if they are gone. */
  member(userId: string): Promise<{ email: string; emailVerified: boolean } | null>;
  /** Names and addresses of members, by id (the expert's and the operators' views). */
  memberDetails(userIds: string[]): Promise<Map<string, MemberDetails>>;
  /** The expert an EXPERT account speaks for, or null for any other account. */
  expertIdOf(userId: string): Promise<string | null>;
  /** Appointments (#23): free slots, and the rules of holds and the cut-off. */
  availability: AvailabilityService;
  rules: { holdMinutes: number; refundCutoffHours: number };
  /** Mails and reminders about appointments. */
  notices: AppointmentNotices;
  /** Asks for a full refund of a paid booking (once per booking, however often called). */
  requestFullRefund(booking: BookingDocument, reason: RefundReason): Promise<void>;
  clock: Clock;
  /** From config (BOOKING_AMOUNT, BOOKING_CURRENCY). */
  price: { amount: number; currency: string };
  /** Counts startBooking calls per member. */
  limiter: Limiter;
  /** Counts rescheduleBooking calls per member (RESCHEDULES_PER_MEMBER_PER_HOUR). */
  rescheduleLimiter: Limiter;
  /** Counts setMeetingLink calls per expert account (MEETING_LINK_CHANGES_PER_HOUR): each change mails the member. */
  meetingLinkLimiter: Limiter;
  logger: Logger;
}

export interface Checkout {
  booking: BookingDocument;
  publicKey: string;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  accessCode: string | null;
  simulated: boolean;
}

/** Checkouts one member may start per hour: enough for any real use, not for hammering the provider. */
export const BOOKING_STARTS_PER_HOUR = 30;
/** Moves of one appointment (#33): each one mails the member and the expert a calendar entry. */
export const RESCHEDULES_PER_BOOKING = 2;
/** rescheduleBooking calls one member may make per hour, moved or not. */
export const RESCHEDULES_PER_MEMBER_PER_HOUR = 10;
/** setMeetingLink calls one expert account may make per hour (#33). */
export const MEETING_LINK_CHANGES_PER_HOUR = 20;

/** What a provider's word about a transaction means for one booking. */
export type PaymentVerdict = 'paid' | 'failed' | 'pending' | 'mismatch';

/** What a webhook delivery did. */
export type WebhookOutcome = 'paid' | 'already_paid' | 'ignored' | 'mismatch' | 'unconfirmed';

export interface MemberDetails {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** Why a paid booking is refunded in full. */
export type RefundReason = 'member-cancelled' | 'expert-declined' | 'late-payment';

/** What a provider's word meant for a booking after the slot it held went to someone else. */
export type RecordOutcome = {
  verdict: PaymentVerdict;
  booking: BookingDocument;
  transitioned: boolean;
  slotLost?: boolean;
};

/** Statuses an expert's list shows: appointments that were paid for. */
const APPOINTMENT_STATUSES: BookingStatusValue[] = ['PAID', 'COMPLETED', 'NO_SHOW', 'DECLINED', 'CANCELLED'];
/** How far apart expertAppointments' from and to may be. */
export const MAX_APPOINTMENT_RANGE_DAYS = 92;
const REASON_MAX = 500;
const MEETING_URL_MAX = 500;

export function slotKeyOf(expertId: string, start: Date): string {
  return `${expertId}|${start.toISOString()}`;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown }).code === 11000;
}

// Final without money: the member can start a new booking.
const UNPAID_FINAL = new Set(['failed', 'abandoned', 'reversed']);

/** Paystack references allow letters, digits, '-', '.', '='; 128 random bits. */
export function newReference(): string {
  return `mc-${randomBytes(16).toString('hex')}`;
}

export function judgePayment(
  booking: Pick<BookingDocument, 'reference' | 'amount' | 'currency'>,
  transaction: VerifiedTransaction,
): PaymentVerdict {
  if (transaction.reference !== booking.reference) return 'mismatch';
  if (transaction.status === 'success') {
    return transaction.amount === booking.amount && transaction.currency === booking.currency ? 'paid' : 'mismatch';
  }
  return UNPAID_FINAL.has(transaction.status) ? 'failed' : 'pending';
}

/** Leeway for clocks of several instances that disagree a little (see BookingService.liveHolds). */
const CLOCK_LEEWAY_MS = 60_000;
const LIVE_HOLDS_MAX = 10_000;

export class BookingService {
  /**
   * slotKey -> when the hold this instance granted on it runs out. Until then (less a leeway for
   * other instances' clocks) whoever holds that key holds it live: that hold, a later one (made
   * after it was let go, so running out later), or a paid booking. A member whose insert meets such
   * a key is refused at once, without the update that releases an expired hold.
   */
  private readonly liveHolds = new Map<string, number>();
  /**
   * slotKey -> this instance's hold insert on it that has not answered yet. A member asking for the
   * same slot meanwhile waits for that answer instead of sending an insert of their own: when the
   * database granted it (or refused it as taken), theirs would be refused by the same unique key.
   * Only when it failed otherwise do they try themselves. Across instances the index still decides.
   */
  private readonly holding = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: BookingServiceDeps) {}

  /** What one session costs, as startBooking charges it (#39, item 2: shown before checkout). */
  get price(): { amount: number; currency: string } {
    return this.deps.price;
  }

  /**
   * Holds the slot that begins at `start` as a PENDING booking at the configured price, then
   * initializes the payment. The unique slotKey index decides races: of any number of members
   * asking for one slot at once, one gets the hold and the others CONFLICT.
   */
  async startBooking(
    userId: string,
    expertId: string,
    start: Date | null | undefined,
    /** The signed-in member as the request already read them with its session (HTTP), if it did. */
    currentMember?: () => Promise<{ email: string; emailVerified?: boolean | null } | null>,
  ): Promise<Checkout> {
    if (!this.deps.expertExists(expertId)) throw AppError.notFound(messages.expertNotFound);
    if (!(start instanceof Date) || isNaN(start.getTime())) throw AppError.badInput(messages.slotRequired, 'start');
    await this.deps.limiter.consume(userId);
    const member = currentMember ? await currentMember() : await this.deps.member(userId);
    if (!member) throw AppError.unauthenticated(messages.signInRequired);
    // The receipt and the expert's contact go to this address: it must be the member's own.
    if (!member.emailVerified) throw AppError.forbidden(messages.emailNotVerified);
    const email = member.email;

    // No read of the bookings first: the insert's unique slotKey decides who holds the slot, so of
    // many members racing for it the losers cost one failed insert each.
    const slot = await this.deps.availability.slotAt(expertId, start);
    if (!slot) throw AppError.badInput(messages.slotUnavailable, 'start');

    const { amount, currency } = this.deps.price;
    const booking = await this.hold(userId, expertId, slot, amount, currency);
    // A booking at another start may still overlap this slot (the expert changed their slot length
    // since it was made): checked after the insert, so that of two such racing holds neither is
    // missed (at worst both give way). Ours is removed: it was never paid for or shown.
    if (await this.deps.availability.isTaken(expertId, slot, booking._id)) {
      await this.deps.bookings.deleteOne({ _id: booking._id, status: 'PENDING' });
      throw AppError.conflict(messages.slotTaken);
    }

    let initialized;
    try {
      initialized = await this.deps.payments.initialize({ reference: booking.reference, email, amount, currency });
    } catch (error) {
      // Nothing can be paid on it (no access code reached the member); kept, as FAILED, for the record.
      await this.transition(booking, ['PENDING'], 'FAILED');
      this.deps.logger.warn({ bookingId: booking.id, reason: reasonOf(error) }, 'payment initialization failed');
      throw AppError.upstream(messages.paymentFailed, error);
    }

    return {
      booking,
      publicKey: this.deps.payments.publicKey,
      reference: booking.reference,
      email,
      amount,
      currency,
      accessCode: initialized.accessCode,
      simulated: this.deps.payments.simulated,
    };
  }

  /** Inserts the PENDING booking with its slotKey; a slot still held by an expired hold is taken over. */
  private async hold(
    userId: string,
    expertId: string,
    slot: { start: Date; end: Date },
    amount: number,
    currency: string,
  ): Promise<BookingDocument> {
    const slotKey = slotKeyOf(expertId, slot.start);
    const pending = this.holding.get(slotKey);
    if (pending) {
      const outcome = await pending.then(
        () => 'held',
        (error: unknown) => (error instanceof AppError && error.message === messages.slotTaken ? 'taken' : 'failed'),
      );
      if (outcome !== 'failed') throw AppError.conflict(messages.slotTaken);
    }
    const attempt = this.claimAndInsert(userId, expertId, slot, slotKey, amount, currency);
    if (!this.holding.has(slotKey)) {
      this.holding.set(slotKey, attempt);
      const done = () => {
        if (this.holding.get(slotKey) === attempt) this.holding.delete(slotKey);
      };
      attempt.then(done, done);
    }
    return attempt;
  }

  /**
   * At most one hold per expert and two in all (#33): the member's place is claimed (their older
   * hold on this expert goes) only by a start that will send its insert, not by one that waited for
   * another member's insert on the same slot.
   */
  private async claimAndInsert(
    userId: string,
    expertId: string,
    slot: { start: Date; end: Date },
    slotKey: string,
    amount: number,
    currency: string,
  ): Promise<BookingDocument> {
    const place = await claimHoldPlace(this.deps.bookings, userId, expertId, this.deps.clock.now());
    return this.insertHold(userId, expertId, slot, slotKey, place, amount, currency);
  }

  private async insertHold(
    userId: string,
    expertId: string,
    slot: { start: Date; end: Date },
    slotKey: string,
    place: HoldPlace,
    amount: number,
    currency: string,
  ): Promise<BookingDocument> {
    for (let attempt = 0; ; attempt++) {
      const now = this.deps.clock.now();
      const holdExpiresAt = new Date(now.getTime() + this.deps.rules.holdMinutes * 60_000);
      try {
        // The driver's insert and a hydrated document, not Model.create: every member racing for a
        // slot makes one, and mongoose's document building, validation and save hooks were a fifth
        // of the race's CPU. Every field is the server's own, of its schema type.
        const record: BookingRecord & { _id: Types.ObjectId } = {
          _id: new Types.ObjectId(),
          userId,
          expertId,
          amount,
          currency,
          reference: newReference(),
          status: 'PENDING',
          provider: this.deps.payments.kind,
          start: slot.start,
          end: slot.end,
          slotKey,
          holdExpiresAt,
          ...place,
          createdAt: now,
          updatedAt: now,
        };
        await this.deps.bookings.collection.insertOne(record);
        const booking = this.deps.bookings.hydrate(record);
        this.rememberHold(slotKey, holdExpiresAt.getTime(), now.getTime());
        return booking;
      } catch (error) {
        // A concurrent start of the same member took the place first.
        if (isMemberHoldDuplicate(error)) throw AppError.conflict(messages.holdLimit);
        const knownLive = (this.liveHolds.get(slotKey) ?? 0) - CLOCK_LEEWAY_MS > now.getTime();
        if (!isDuplicateKey(error) || attempt > 0 || knownLive) {
          if (isDuplicateKey(error)) throw AppError.conflict(messages.slotTaken);
          throw error;
        }
        // The key's holder may be a hold that has run out: released by a conditional update, so of
        // many members seeing it at once, the one whose insert follows wins (the others CONFLICT).
        const released = await this.deps.bookings.updateOne(
          { slotKey, status: 'PENDING', holdExpiresAt: trusted({ $lte: now }) },
          { $unset: { slotKey: '' }, $set: { updatedAt: now } },
        );
        if (!released.modifiedCount) throw AppError.conflict(messages.slotTaken);
      }
    }
  }

  private rememberHold(slotKey: string, expiresAt: number, now: number): void {
    if (this.liveHolds.size >= LIVE_HOLDS_MAX) {
      for (const [key, until] of this.liveHolds) if (until <= now) this.liveHolds.delete(key);
      if (this.liveHolds.size >= LIVE_HOLDS_MAX) this.liveHolds.clear();
    }
    this.liveHolds.set(slotKey, expiresAt);
  }

  /** The provider's word on a booking's payment; when it cannot be asked, the payment is unconfirmed. */
  private async verifyPayment(booking: BookingDocument): Promise<VerifiedTransaction> {
    try {
      return await this.deps.payments.verify(booking.reference);
    } catch (error) {
      this.deps.logger.warn({ bookingId: booking.id, reason: reasonOf(error) }, 'payment verification failed');
      throw AppError.upstream(messages.paymentUnconfirmed, error);
    }
  }

  /**
   * Asks the provider about the member's own booking and records the answer. Paid stays paid
   * (no second call); a failed or abandoned payment is FAILED and an error; a payment still in
   * progress leaves the booking PENDING.
   */
  async confirmBooking(userId: string, reference: string): Promise<BookingDocument> {
    const booking = await this.ownBooking(userId, reference);
    if (booking.status === 'PAID') return booking;
    this.assertSameProvider(booking);

    const transaction = await this.verifyPayment(booking);
    const result = await this.record(booking, transaction, 'verify');
    if (result.slotLost) throw AppError.conflict(messages.slotLostRefunded);
    if (result.verdict === 'failed' || result.verdict === 'mismatch') throw AppError.upstream(messages.paymentFailed);
    return result.booking;
  }

  /**
   * The member cancels. A PENDING booking (the checkout was closed) becomes CANCELLED and frees its
   * slot (a later verified payment still wins if the slot is free). A PAID appointment becomes
   * CANCELLED too: refunded in full when at least the cut-off ahead of its start, else not.
   */
  async cancelBooking(userId: string, reference: string): Promise<BookingDocument> {
    const booking = await this.ownBooking(userId, reference);
    if (booking.status === 'PAID') return this.cancelPaid(booking);
    return (await this.transition(booking, ['PENDING'], 'CANCELLED')) ?? (await this.reload(booking));
  }

  private async cancelPaid(booking: BookingDocument): Promise<BookingDocument> {
    const refund = this.refundable(booking);
    const cancelled = await this.transition(booking, ['PAID'], 'CANCELLED', { cancelledAt: this.deps.clock.now() });
    // Someone else changed it first (the expert declined it, say): their outcome stands.
    if (!cancelled) return this.reload(booking);
    this.deps.logger.info({ bookingId: booking.id, refund }, 'appointment cancelled by the member');
    if (refund) await this.deps.requestFullRefund(cancelled, 'member-cancelled');
    await this.notify(() => this.deps.notices.cancelledByMember(cancelled, refund));
    return (await this.reload(cancelled)) ?? cancelled;
  }

  /** Whether a paid booking may still be cancelled with a refund, or moved: at least the cut-off ahead. */
  private refundable(booking: BookingDocument): boolean {
    // A first-wave booking has no time: nothing has been used of it.
    if (!booking.start) return true;
    const cutoff = booking.start.getTime() - this.deps.rules.refundCutoffHours * 3600_000;
    return this.deps.clock.now().getTime() <= cutoff;
  }

  /** The member moves a paid appointment to another free slot, until the cut-off; no new payment. */
  async rescheduleBooking(userId: string, reference: string, start: Date): Promise<BookingDocument> {
    await this.deps.rescheduleLimiter.consume(userId);
    const booking = await this.ownBooking(userId, reference);
    if (booking.status !== 'PAID' || !booking.start) throw AppError.badInput(messages.appointmentNotPaid);
    if ((booking.moves ?? 0) >= RESCHEDULES_PER_BOOKING) {
      throw AppError.badInput(messages.rescheduleLimit(RESCHEDULES_PER_BOOKING));
    }
    if (!this.deps.expertExists(booking.expertId)) throw AppError.badInput(messages.expertNotTakingAppointments);
    if (!(start instanceof Date) || isNaN(start.getTime())) throw AppError.badInput(messages.slotRequired, 'start');
    if (!this.refundable(booking)) {
      throw AppError.badInput(messages.appointmentTooLate(this.deps.rules.refundCutoffHours));
    }
    if (start.getTime() === booking.start.getTime()) return booking;
    const slot = await this.deps.availability.slotAt(booking.expertId, start);
    if (!slot) throw AppError.badInput(messages.slotUnavailable, 'start');
    if (await this.deps.availability.isTaken(booking.expertId, slot)) throw AppError.conflict(messages.slotTaken);
    const previousStart = booking.start;
    let moved: BookingDocument | null;
    try {
      moved = await this.deps.bookings.findOneAndUpdate(
        // The move count is checked in the same update, so concurrent moves never pass the cap.
        {
          _id: booking._id,
          status: 'PAID',
          start: previousStart,
          moves: trusted({ $not: { $gte: RESCHEDULES_PER_BOOKING } }),
        },
        {
          $set: {
            start: slot.start,
            end: slot.end,
            slotKey: slotKeyOf(booking.expertId, slot.start),
            updatedAt: this.deps.clock.now(),
          },
          $inc: { moves: 1 },
        },
        { returnDocument: 'after' },
      );
    } catch (error) {
      if (isDuplicateKey(error)) throw AppError.conflict(messages.slotTaken);
      throw error;
    }
    // Cancelled, declined or moved by a concurrent call: nothing of ours happened.
    if (!moved) throw AppError.conflict(messages.appointmentChanged);
    this.deps.logger.info({ bookingId: booking.id }, 'appointment rescheduled');
    await this.notify(() => this.deps.notices.rescheduled(moved, previousStart));
    return moved;
  }

  /** The simulated checkout's Pay button: only with the simulated provider, only on the member's own booking. */
  async completeTestCheckout(userId: string, reference: string): Promise<void> {
    const complete = this.deps.payments.completeTestPayment?.bind(this.deps.payments);
    if (!complete) throw AppError.forbidden(messages.testCheckoutUnavailable);
    const booking = await this.ownBooking(userId, reference);
    this.assertSameProvider(booking);
    if (booking.status === 'PAID') return;
    try {
      await complete(booking.reference);
    } catch (error) {
      throw AppError.upstream(messages.paymentFailed, error);
    }
  }

  /** The member's bookings, newest first. */
  async myBookings(userId: string): Promise<BookingDocument[]> {
    return this.deps.bookings.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(200);
  }

  // --- The expert's side ------------------------------------------------------------------------

  /** The expert's paid-for appointments beginning in [from, to), soonest first. */
  async expertAppointments(userId: string, from: Date, to: Date): Promise<BookingDocument[]> {
    const expertId = await this.expertOf(userId);
    const valid = from instanceof Date && to instanceof Date && !isNaN(from.getTime()) && !isNaN(to.getTime());
    if (!valid || from >= to || to.getTime() - from.getTime() > MAX_APPOINTMENT_RANGE_DAYS * 24 * 3600_000) {
      throw AppError.badInput(messages.appointmentRangeInvalid(MAX_APPOINTMENT_RANGE_DAYS), 'to');
    }
    return this.deps.bookings
      .find({
        expertId,
        start: trusted({ $gte: from, $lt: to }),
        status: trusted({ $in: APPOINTMENT_STATUSES }),
        paidAt: trusted({ $exists: true }),
      })
      .sort({ start: 1, _id: 1 })
      .limit(1000);
  }

  /** The expert declines or cancels a paid appointment: DECLINED, refunded in full, the member told why. */
  async declineBooking(userId: string, reference: string, reason: string): Promise<BookingDocument> {
    const text = typeof reason === 'string' && reason.length <= REASON_MAX * 2 ? reason.trim() : '';
    if (!text || text.length > REASON_MAX) throw AppError.badInput(messages.declineReasonRequired, 'reason');
    // Mailed to the member on a line of its own (#33).
    if (!isOneLine(text)) throw AppError.badInput(messages.oneLine('The reason'), 'reason');
    const booking = await this.expertBooking(userId, reference);
    if (booking.status !== 'PAID') throw AppError.badInput(messages.appointmentNotPaid);
    const declined = await this.transition(booking, ['PAID'], 'DECLINED', {
      declineReason: text,
      cancelledAt: this.deps.clock.now(),
    });
    if (!declined) throw AppError.conflict(messages.appointmentChanged);
    this.deps.logger.info({ bookingId: booking.id }, 'appointment declined by the expert');
    await this.deps.requestFullRefund(declined, 'expert-declined');
    await this.notify(() => this.deps.notices.declined(declined));
    return (await this.reload(declined)) ?? declined;
  }

  /** How a past appointment went: only once it has begun. */
  async completeAppointment(
    userId: string,
    reference: string,
    outcome: 'COMPLETED' | 'NO_SHOW',
  ): Promise<BookingDocument> {
    const booking = await this.expertBooking(userId, reference);
    if (outcome !== 'COMPLETED' && outcome !== 'NO_SHOW') throw AppError.badInput(messages.appointmentNotPaid);
    if (booking.status === outcome) return booking;
    if (booking.status !== 'PAID' || !booking.start) throw AppError.badInput(messages.appointmentNotPaid);
    if (this.deps.clock.now().getTime() < booking.start.getTime()) {
      throw AppError.badInput(messages.appointmentNotStarted);
    }
    const done = await this.transition(booking, ['PAID'], outcome);
    if (!done) throw AppError.conflict(messages.appointmentChanged);
    await this.notify(() => this.deps.notices.ended(done));
    return done;
  }

  /** The https link of the meeting room; the member is mailed it. */
  async setMeetingLink(userId: string, reference: string, url: string): Promise<BookingDocument> {
    const link = parseMeetingUrl(url);
    await this.deps.meetingLinkLimiter.consume(userId);
    const booking = await this.expertBooking(userId, reference);
    if (booking.status !== 'PAID') throw AppError.badInput(messages.appointmentNotPaid);
    if (booking.meetingUrl === link) return booking;
    const updated = await this.deps.bookings.findOneAndUpdate(
      { _id: booking._id, status: 'PAID' },
      { $set: { meetingUrl: link, updatedAt: this.deps.clock.now() } },
      { returnDocument: 'after' },
    );
    if (!updated) throw AppError.conflict(messages.appointmentChanged);
    await this.notify(() => this.deps.notices.meetingLinkSet(updated));
    return updated;
  }

  /** Who booked these (for the expert's and the operators' views only). */
  async membersOf(bookings: BookingDocument[]): Promise<Map<string, MemberDetails>> {
    return this.deps.memberDetails([...new Set(bookings.map((b) => b.userId))]);
  }

  /** The expert an EXPERT account speaks for; FORBIDDEN for any other account. */
  async expertOf(userId: string): Promise<string> {
    const expertId = await this.deps.expertIdOf(userId);
    if (!expertId) throw AppError.forbidden(messages.notAllowed);
    return expertId;
  }

  /** A booking of the signed-in expert's own: unknown is NOT_FOUND, another expert's FORBIDDEN. */
  private async expertBooking(userId: string, reference: string): Promise<BookingDocument> {
    const expertId = await this.expertOf(userId);
    const booking =
      typeof reference === 'string' && reference.length <= 100 ? await this.deps.bookings.findOne({ reference }) : null;
    if (!booking) throw AppError.notFound(messages.bookingNotFound);
    if (booking.expertId !== expertId) throw AppError.forbidden(messages.appointmentNotYours);
    return booking;
  }

  /**
   * A signed, parsed webhook event. The event only says which booking to look at: charge.success
   * for one of ours is checked with the provider's verify API (the same call and checks as
   * confirmBooking), and only that answer can mark it paid. Anything else is acknowledged and
   * changes nothing.
   */
  async handlePaymentEvent(event: PaymentEvent): Promise<WebhookOutcome> {
    if (event.type !== CHARGE_SUCCESS || event.transaction?.status !== 'success') return 'ignored';
    const reference = event.transaction.reference;
    const booking = typeof reference === 'string' ? await this.deps.bookings.findOne({ reference }) : null;
    if (!booking || booking.provider !== this.deps.payments.kind) return 'ignored';
    if (booking.status === 'PAID' || booking.paidAt) return 'already_paid';
    // On a failure the provider retries undelivered webhooks: the error is for it to retry.
    const transaction = await this.verifyPayment(booking);
    // Paystack has not taken the money (yet): the delivery changes nothing; confirmBooking or a
    // later delivery will find out what became of it.
    const verdict = judgePayment(booking, transaction);
    if (verdict === 'failed' || verdict === 'pending') return 'unconfirmed';
    const result = await this.record(booking, transaction, 'webhook');
    if (result.verdict === 'mismatch') return 'mismatch';
    return result.transitioned ? 'paid' : 'already_paid';
  }

  /** Records what the provider said about the booking; `transitioned` is true for the one call that marked it paid. */
  private async record(
    booking: BookingDocument,
    transaction: VerifiedTransaction,
    via: 'verify' | 'webhook',
  ): Promise<RecordOutcome> {
    const verdict = judgePayment(booking, transaction);
    if (verdict === 'paid') {
      const paidFields = {
        providerTransactionId: transaction.id || undefined,
        channel: transaction.channel ?? undefined,
        paidAt: transaction.paidAt ?? this.deps.clock.now(),
      };
      let paid: BookingDocument | null;
      try {
        // A booking with a time takes its slot (again: a closed checkout or an expired hold let it go).
        paid = await this.transition(booking, ['PENDING', 'FAILED', 'CANCELLED'], 'PAID', {
          ...paidFields,
          ...(booking.start ? { slotKey: slotKeyOf(booking.expertId, booking.start) } : {}),
        });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // The hold ran out and the slot went to someone else: the money goes back in full.
        const lost = await this.transition(booking, ['PENDING', 'FAILED', 'CANCELLED'], 'CANCELLED', {
          ...paidFields,
          cancelledAt: this.deps.clock.now(),
        });
        if (lost) {
          this.deps.logger.warn({ bookingId: booking.id, via }, 'paid after the slot went to someone else; refunding');
          await this.deps.requestFullRefund(lost, 'late-payment');
          await this.notify(() => this.deps.notices.slotLost(lost));
        }
        return { verdict, booking: lost ?? (await this.reload(booking)), transitioned: false, slotLost: !!lost };
      }
      if (paid) {
        this.deps.logger.info({ bookingId: booking.id, reference: booking.reference, via }, 'booking paid');
        await this.notify(() => this.deps.notices.paid(paid));
      }
      // No transition: a concurrent confirmation or delivery made it first.
      return { verdict, booking: paid ?? (await this.reload(booking)), transitioned: !!paid };
    }
    if (verdict === 'mismatch') {
      // The provider says paid, but not what we asked for (or not for this reference): never PAID.
      this.deps.logger.warn(
        {
          bookingId: booking.id,
          via,
          expected: { amount: booking.amount, currency: booking.currency },
          received: {
            amount: transaction.amount,
            currency: transaction.currency,
            status: transaction.status,
            referenceMatches: transaction.reference === booking.reference,
          },
        },
        'payment does not match the booking',
      );
    }
    const updated = verdict === 'pending' ? null : await this.transition(booking, ['PENDING'], 'FAILED');
    return { verdict, booking: updated ?? (await this.reload(booking)), transitioned: false };
  }

  /**
   * One conditional update: only a booking still in one of `from` moves; null when none did. A
   * booking that was ever paid never becomes PAID again (a replayed payment after a cancellation).
   * Leaving PENDING or PAID for anything but PAID lets the slot go.
   */
  private async transition(
    booking: BookingDocument,
    from: BookingStatusValue[],
    to: BookingStatusValue,
    fields: {
      providerTransactionId?: string;
      channel?: string;
      paidAt?: Date;
      slotKey?: string;
      declineReason?: string;
      cancelledAt?: Date;
    } = {},
  ): Promise<BookingDocument | null> {
    const set: Record<string, unknown> = { status: to, updatedAt: this.deps.clock.now() };
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) set[key] = value;
    const releasesSlot = to === 'FAILED' || to === 'CANCELLED' || to === 'DECLINED';
    // Whatever it becomes, it is no longer one of the member's holds (#33).
    const unset: Record<string, ''> = { memberHold: '', memberExpertHold: '' };
    if (releasesSlot && !fields.slotKey) unset.slotKey = '';
    // sanitizeFilter is on: our own operators are marked trusted; nothing from a client is in them.
    return this.deps.bookings.findOneAndUpdate(
      // A booking once paid, or refunded, never becomes PAID again (a late verify or webhook of its old charge).
      {
        _id: booking._id,
        status: trusted({ $in: from }),
        ...(to === 'PAID' || fields.paidAt
          ? { paidAt: trusted({ $exists: false }), refund: trusted({ $exists: false }) }
          : {}),
      },
      { $set: set, $unset: unset },
      { returnDocument: 'after' },
    );
  }

  /** Mails and reminders never undo what was recorded: a failure is logged (the mail module retries sends). */
  private async notify(send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      this.deps.logger.error(
        { err: { message: error instanceof Error ? error.message : 'unknown' } },
        'appointment notice failed',
      );
    }
  }

  private async reload(booking: BookingDocument): Promise<BookingDocument> {
    return (await this.deps.bookings.findById(booking._id)) ?? booking;
  }

  /**
   * The member's own booking. An unknown reference is NOT_FOUND; someone else's is FORBIDDEN (the
   * contract's code for another member's record): references are random, so this tells nothing
   * worth knowing, and nothing of that booking is read or changed.
   */
  private async ownBooking(userId: string, reference: string): Promise<BookingDocument> {
    const booking =
      typeof reference === 'string' && reference.length <= 100 ? await this.deps.bookings.findOne({ reference }) : null;
    if (!booking) throw AppError.notFound(messages.bookingNotFound);
    if (booking.userId !== userId) throw AppError.forbidden(messages.notAllowed);
    return booking;
  }

  private assertSameProvider(booking: BookingDocument): void {
    // A booking made with the simulated checkout cannot be settled by a real provider, or back.
    if (booking.provider !== this.deps.payments.kind) throw AppError.upstream(messages.paymentFailed);
  }
}

/** An https URL of at most 500 characters, checked after the length cap (nothing long is parsed). */
export function parseMeetingUrl(url: unknown): string {
  if (typeof url !== 'string' || url.length > MEETING_URL_MAX)
    throw AppError.badInput(messages.meetingLinkInvalid, 'url');
  const trimmed = url.trim();
  // The URL parser drops tabs and line breaks silently: refused before it runs (#33).
  if (!isOneLine(trimmed)) throw AppError.badInput(messages.meetingLinkInvalid, 'url');
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw AppError.badInput(messages.meetingLinkInvalid, 'url');
  }
  // No credentials in a link mailed to a member; https only.
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || !parsed.hostname.includes('.')) {
    throw AppError.badInput(messages.meetingLinkInvalid, 'url');
  }
  return parsed.href;
}

function reasonOf(error: unknown): string {
  if (error instanceof PaymentFailure) return `${error.reason}: ${error.message}`;
  return error instanceof Error ? error.name : 'unknown';
}
