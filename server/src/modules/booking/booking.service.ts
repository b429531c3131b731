// Paid bookings (spec sections 2, 7, 9; SECURITY.md 14-16). The server decides the amount and
// currency (config), makes the reference, and counts a booking paid only when the payment
// provider says success for exactly that reference, amount and currency, whether it learns so
// from confirmBooking (the provider's verify API) or from a signed webhook. Status changes are
// conditional updates: however many confirmations and deliveries race, a booking is paid once.
import { randomBytes } from 'node:crypto';
import { trusted } from 'mongoose';
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
import type { BookingDocument, BookingModel, BookingStatusValue } from './booking.model.js';

export interface BookingServiceDeps {
  bookings: BookingModel;
  payments: PaymentProvider;
  /** True when the expert id is an active expert of the directory (an inactive one cannot be booked). */
  expertExists(expertId: string): boolean;
  /** The signed-in member's email (the provider's receipt goes there); null if they are gone. */
  memberEmail(userId: string): Promise<string | null>;
  /** From config (BOOKING_AMOUNT, BOOKING_CURRENCY). */
  price: { amount: number; currency: string };
  /** Counts startBooking calls per member. */
  limiter: Limiter;
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

/** What a provider's word about a transaction means for one booking. */
export type PaymentVerdict = 'paid' | 'failed' | 'pending' | 'mismatch';

/** What a webhook delivery did. */
export type WebhookOutcome = 'paid' | 'already_paid' | 'ignored' | 'mismatch' | 'unconfirmed';

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

export class BookingService {
  constructor(private readonly deps: BookingServiceDeps) {}

  /** Creates a PENDING booking at the configured price and initializes the payment. */
  async startBooking(userId: string, expertId: string): Promise<Checkout> {
    if (!this.deps.expertExists(expertId)) throw AppError.notFound(messages.expertNotFound);
    await this.deps.limiter.consume(userId);
    const email = await this.deps.memberEmail(userId);
    if (!email) throw AppError.unauthenticated(messages.signInRequired);

    const { amount, currency } = this.deps.price;
    const now = new Date();
    const booking = await this.deps.bookings.create({
      userId,
      expertId,
      amount,
      currency,
      reference: newReference(),
      status: 'PENDING',
      provider: this.deps.payments.kind,
      createdAt: now,
      updatedAt: now,
    });

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

  /**
   * Asks the provider about the member's own booking and records the answer. Paid stays paid
   * (no second call); a failed or abandoned payment is FAILED and an error; a payment still in
   * progress leaves the booking PENDING.
   */
  async confirmBooking(userId: string, reference: string): Promise<BookingDocument> {
    const booking = await this.ownBooking(userId, reference);
    if (booking.status === 'PAID') return booking;
    this.assertSameProvider(booking);

    let transaction: VerifiedTransaction;
    try {
      transaction = await this.deps.payments.verify(booking.reference);
    } catch (error) {
      this.deps.logger.warn({ bookingId: booking.id, reason: reasonOf(error) }, 'payment verification failed');
      throw AppError.upstream(messages.paymentUnconfirmed, error);
    }
    const result = await this.record(booking, transaction, 'verify');
    if (result.verdict === 'failed' || result.verdict === 'mismatch') throw AppError.upstream(messages.paymentFailed);
    return result.booking;
  }

  /** The member closed the checkout: a PENDING booking becomes CANCELLED (a later verified payment still wins). */
  async cancelBooking(userId: string, reference: string): Promise<BookingDocument> {
    const booking = await this.ownBooking(userId, reference);
    return (await this.transition(booking, ['PENDING'], 'CANCELLED')) ?? (await this.reload(booking));
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
    if (booking.status === 'PAID') return 'already_paid';
    let transaction: VerifiedTransaction;
    try {
      transaction = await this.deps.payments.verify(booking.reference);
    } catch (error) {
      // The provider retries undelivered webhooks; a failure here is an error for it to retry.
      this.deps.logger.warn({ bookingId: booking.id, reason: reasonOf(error) }, 'payment verification failed');
      throw AppError.upstream(messages.paymentUnconfirmed, error);
    }
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
  ): Promise<{ verdict: PaymentVerdict; booking: BookingDocument; transitioned: boolean }> {
    const verdict = judgePayment(booking, transaction);
    if (verdict === 'paid') {
      const paid = await this.transition(booking, ['PENDING', 'FAILED', 'CANCELLED'], 'PAID', {
        providerTransactionId: transaction.id || undefined,
        channel: transaction.channel ?? undefined,
        paidAt: transaction.paidAt ?? new Date(),
      });
      if (paid) this.deps.logger.info({ bookingId: booking.id, reference: booking.reference, via }, 'booking paid');
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

  /** One conditional update: only a booking still in one of `from` moves; null when none did. */
  private async transition(
    booking: BookingDocument,
    from: BookingStatusValue[],
    to: BookingStatusValue,
    fields: { providerTransactionId?: string; channel?: string; paidAt?: Date } = {},
  ): Promise<BookingDocument | null> {
    const set: Record<string, unknown> = { status: to, updatedAt: new Date() };
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) set[key] = value;
    // sanitizeFilter is on: our own operator is marked trusted; nothing from a client is in it.
    return this.deps.bookings.findOneAndUpdate(
      // A refunded booking never becomes PAID again (a late verify or webhook of its old charge).
      to === 'PAID'
        ? { _id: booking._id, status: trusted({ $in: from }), refund: trusted({ $exists: false }) }
        : { _id: booking._id, status: trusted({ $in: from }) },
      { $set: set },
      { returnDocument: 'after' },
    );
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

function reasonOf(error: unknown): string {
  if (error instanceof PaymentFailure) return `${error.reason}: ${error.message}`;
  return error instanceof Error ? error.name : 'unknown';
}
