// The member's bookings (spec sections 2, 7, 9; SECURITY.md 14-16): a checkout holds a slot and
// starts a payment at the server's price (config); the member confirms, cancels (refunded in full
// until the cut-off) or moves it. The slot holds are slot-holds.ts, the payment's verification,
// recording and webhook booking.payments.ts; the expert's side is modules/appointment.
import { ErrorReason } from '@mindcheck/common';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { Logger } from '../../logger.js';
import type { Limiter } from '../../rate-limit/index.js';
import type { PaymentProvider } from '../../payments/index.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ExpertService } from '../expert/expert.service.js';
import type { BookingDocument } from './booking.model.js';
import { isDuplicateKey, slotKeyOf, type BookingRecords } from './booking.records.js';
import type { BookingNotices, SlotSource } from './booking.ports.js';
import { BookingPayments, reasonOf } from './booking.payments.js';
import { SlotHolds } from './slot-holds.js';
import type { RefundService } from './refund.service.js';
import { trusted } from 'mongoose';
import type { PayoutTargetOf } from './payment-split.js';

export interface BookingServiceDeps {
  records: BookingRecords;
  payments: PaymentProvider;
  /** Active experts of the directory (an inactive one cannot be booked). */
  experts: Pick<ExpertService, 'byId'>;
  /** The signed-in member (when the request did not read them with its session). */
  auth: Pick<AuthService, 'findActiveUser'>;
  /** Appointments (#23): free slots. */
  slots: SlotSource;
  rules: { holdMinutes: number; refundCutoffHours: number };
  /** Mails and reminders about appointments. */
  notices: BookingNotices;
  /** Full refunds of paid bookings (once per booking, however often asked). */
  refunds: RefundService;
  /** From config (BOOKING_AMOUNT, BOOKING_CURRENCY). */
  price: { amount: number; currency: string };
  /** Counts startBooking calls per member. */
  limiter: Limiter;
  /** Counts rescheduleBooking calls per member (RESCHEDULES_PER_MEMBER_PER_HOUR). */
  rescheduleLimiter: Limiter;
  logger: Logger;
  /** #37: the expert's payout subaccount, when they have a verified one. */
  payoutTarget?: PayoutTargetOf;
}

/** The signed-in member as the request already read them with its session (HTTP), if it did. */
type CurrentMember = () => Promise<{ email: string; emailVerified?: boolean | null } | null>;

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

export class BookingService {
  /** The payment's verification, recording and webhook. */
  readonly payments: BookingPayments;
  private readonly holds: SlotHolds;

  constructor(private readonly deps: BookingServiceDeps) {
    this.payments = new BookingPayments(deps);
    this.holds = new SlotHolds(deps.records, deps.rules.holdMinutes);
  }

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
    currentMember?: CurrentMember,
  ): Promise<Checkout> {
    if (this.deps.experts.byId(expertId) === null) throw AppError.notFound(messages.expertNotFound);
    if (!(start instanceof Date) || isNaN(start.getTime())) throw AppError.badInput(messages.slotRequired, 'start');
    await this.deps.limiter.consume(userId);
    const member = currentMember ? await currentMember() : await this.deps.auth.findActiveUser(userId);
    if (!member) throw AppError.unauthenticated(messages.signInRequired);
    // The receipt and the expert's contact go to this address: it must be the member's own.
    if (!member.emailVerified) throw AppError.forbidden(messages.emailNotVerified);
    const email = member.email;

    // No read of the bookings first: the insert's unique slotKey decides who holds the slot, so of
    // many members racing for it the losers cost one failed insert each.
    const slot = await this.deps.slots.slotAt(expertId, start);
    if (!slot) throw AppError.badInput(messages.slotUnavailable, 'start');

    const { amount, currency } = this.deps.price;
    const provider = this.deps.payments.kind;
    const booking = await this.holds.hold({ userId, expertId, slot, amount, currency, provider });
    // A booking at another start may still overlap this slot (the expert changed their slot length
    // since it was made): checked after the insert, so that of two such racing holds neither is
    // missed (at worst both give way). Ours is removed: it was never paid for or shown.
    if (await this.deps.slots.isTaken(expertId, slot, booking._id)) {
      await this.deps.records.model.deleteOne({ _id: booking._id, status: 'PENDING' });
      throw AppError.conflict(messages.slotTaken);
    }

    let initialized;
    try {
      const target = (await this.deps.payoutTarget?.(expertId)) ?? {};
      initialized = await this.deps.payments.initialize({
        reference: booking.reference,
        email,
        amount,
        currency,
        ...target,
      });
    } catch (error) {
      // Nothing can be paid on it (no access code reached the member); kept, as FAILED, for the record.
      await this.deps.records.transition(booking, ['PENDING'], 'FAILED');
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

  /**
   * Asks the provider about the member's own booking and records the answer. Paid stays paid
   * (no second call); a failed or abandoned payment is FAILED and an error; a payment still in
   * progress leaves the booking PENDING.
   */
  async confirmBooking(userId: string, reference: string): Promise<BookingDocument> {
    const booking = await this.ownBooking(userId, reference);
    if (booking.status === 'PAID') return booking;
    this.assertSameProvider(booking);

    const transaction = await this.payments.verify(booking);
    const result = await this.payments.record(booking, transaction, 'verify');
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
    const { records } = this.deps;
    return (await records.transition(booking, ['PENDING'], 'CANCELLED')) ?? (await records.reload(booking));
  }

  private async cancelPaid(booking: BookingDocument): Promise<BookingDocument> {
    const { records } = this.deps;
    const refund = this.refundable(booking);
    const cancelled = await records.transition(booking, ['PAID'], 'CANCELLED', { cancelledAt: records.now() });
    // Someone else changed it first (the expert declined it, say): their outcome stands.
    if (!cancelled) return records.reload(booking);
    this.deps.logger.info({ bookingId: booking.id, refund }, 'appointment cancelled by the member');
    if (refund) await this.deps.refunds.requestFullRefund(cancelled.id as string, 'member-cancelled');
    await records.notify(() => this.deps.notices.cancelledByMember(cancelled, refund));
    return (await records.reload(cancelled)) ?? cancelled;
  }

  /** Whether a paid booking may still be cancelled with a refund, or moved: at least the cut-off ahead. */
  private refundable(booking: BookingDocument): boolean {
    // A first-wave booking has no time: nothing has been used of it.
    if (!booking.start) return true;
    const cutoff = booking.start.getTime() - this.deps.rules.refundCutoffHours * 3600_000;
    return this.deps.records.now().getTime() <= cutoff;
  }

  /** The member moves a paid appointment to another free slot, until the cut-off; no new payment. */
  async rescheduleBooking(userId: string, reference: string, start: Date): Promise<BookingDocument> {
    await this.deps.rescheduleLimiter.consume(userId);
    const booking = await this.ownBooking(userId, reference);
    if (booking.status !== 'PAID' || !booking.start) throw AppError.badInput(messages.appointmentNotPaid);
    if ((booking.moves ?? 0) >= RESCHEDULES_PER_BOOKING) {
      throw AppError.badInput(messages.rescheduleLimit(RESCHEDULES_PER_BOOKING));
    }
    if (this.deps.experts.byId(booking.expertId) === null) {
      throw AppError.badInput(messages.expertNotTakingAppointments);
    }
    if (!(start instanceof Date) || isNaN(start.getTime())) throw AppError.badInput(messages.slotRequired, 'start');
    if (!this.refundable(booking)) {
      throw AppError.badInput(messages.appointmentTooLate(this.deps.rules.refundCutoffHours));
    }
    if (start.getTime() === booking.start.getTime()) return booking;
    const slot = await this.deps.slots.slotAt(booking.expertId, start);
    if (!slot) throw AppError.badInput(messages.slotUnavailable, 'start');
    if (await this.deps.slots.isTaken(booking.expertId, slot)) throw AppError.conflict(messages.slotTaken);
    const previousStart = booking.start;
    let moved: BookingDocument | null;
    try {
      moved = await this.deps.records.model.findOneAndUpdate(
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
            updatedAt: this.deps.records.now(),
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
    await this.deps.records.notify(() => this.deps.notices.rescheduled(moved, previousStart));
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

  /**
   * The member's bookings, newest first, without ghosts (#39, item 1): a checkout never paid for is
   * listed only while it holds its time (PENDING) or when its payment failed (FAILED, to try again).
   * One closed, replaced or run out unpaid is not (a payment that still arrives brings it back).
   */
  async myBookings(userId: string): Promise<BookingDocument[]> {
    const now = this.deps.records.now();
    return this.deps.records.model
      .find({
        userId,
        $or: [
          { status: trusted({ $in: ['PAID', 'FAILED', 'DECLINED', 'COMPLETED', 'NO_SHOW'] }) },
          { paidAt: trusted({ $exists: true }) },
          { refund: trusted({ $exists: true }) },
          { status: 'PENDING', holdExpiresAt: trusted({ $gt: now }) },
          // A first-wave booking (before appointments) has no hold.
          { status: 'PENDING', holdExpiresAt: trusted({ $exists: false }) },
        ],
      })
      .sort({ createdAt: -1, _id: -1 })
      .limit(200);
  }

  /**
   * "Try again" (#39, item 1): a new checkout for the expert and time of the member's own booking
   * whose payment did not go through (or at `start`, another of the expert's free times), as
   * startBooking makes it (so the slot race, the member's hold limits and the start limit hold).
   * The booking tried again then leaves the member's list; a payment of it that still arrives counts
   * (or is refunded when its time is taken), as for any late payment.
   */
  async retryBooking(
    userId: string,
    reference: string,
    start: Date | null | undefined,
    currentMember?: CurrentMember,
  ): Promise<Checkout> {
    const booking = await this.ownBooking(userId, reference);
    const unpaid = !booking.paidAt && !booking.refund;
    if (!unpaid || !['PENDING', 'FAILED', 'CANCELLED'].includes(booking.status)) {
      throw AppError.badInput(messages.bookingNotRetryable);
    }
    if (booking.status === 'PENDING') {
      // "Finish paying": it may have been paid without the page hearing of it; never a second charge.
      this.assertSameProvider(booking);
      const result = await this.payments.record(booking, await this.payments.verify(booking), 'verify');
      if (result.slotLost) throw AppError.conflict(messages.slotLostRefunded);
      if (result.verdict === 'paid')
        throw AppError.conflict(messages.bookingAlreadyPaid, ErrorReason.BOOKING_ALREADY_PAID);
    }
    const checkout = await this.startBooking(userId, booking.expertId, start ?? booking.start, currentMember);
    await this.deps.records.transition(booking, ['PENDING', 'FAILED'], 'CANCELLED');
    return checkout;
  }

  /**
   * The member's own booking. An unknown reference is NOT_FOUND; someone else's is FORBIDDEN (the
   * contract's code for another member's record): references are random, so this tells nothing
   * worth knowing, and nothing of that booking is read or changed.
   */
  private async ownBooking(userId: string, reference: string): Promise<BookingDocument> {
    const booking = await this.deps.records.byReference(reference);
    if (!booking) throw AppError.notFound(messages.bookingNotFound);
    if (booking.userId !== userId) throw AppError.forbidden(messages.notAllowed);
    return booking;
  }

  private assertSameProvider(booking: BookingDocument): void {
    // A booking made with the simulated checkout cannot be settled by a real provider, or back.
    if (booking.provider !== this.deps.payments.kind) throw AppError.upstream(messages.paymentFailed);
  }
}
