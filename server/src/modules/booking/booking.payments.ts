// A booking's payment (spec sections 2, 7, 9; SECURITY.md 14-16): counted paid only when the payment
// provider says success for exactly that reference, amount and currency, whether it learns so from
// confirmBooking (the provider's verify API) or from a signed webhook. Status changes are
// conditional updates: however many confirmations and deliveries race, a booking is paid once.
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { Logger } from '../../logger.js';
import {
  CHARGE_SUCCESS,
  PaymentFailure,
  type PaymentEvent,
  type PaymentProvider,
  type VerifiedTransaction,
} from '../../payments/index.js';
import type { BookingDocument } from './booking.model.js';
import { isDuplicateKey, slotKeyOf, type BookingRecords } from './booking.records.js';
import type { BookingNotices } from './booking.ports.js';
import type { RefundService } from './refund.service.js';
import { paidSplitFields } from './payment-split.js';

/**
 * What a provider's word about a transaction means for one booking. `unpaid`: nobody has paid yet
 * (Paystack's `abandoned`, what a checkout verifies as until it is paid): not a failed payment.
 */
export type PaymentVerdict = 'paid' | 'failed' | 'pending' | 'unpaid' | 'mismatch';

/** What a webhook delivery did. */
export type WebhookOutcome = 'paid' | 'already_paid' | 'ignored' | 'mismatch' | 'unconfirmed';

/** What a provider's word meant for a booking after the slot it held went to someone else. */
export type RecordOutcome = {
  verdict: PaymentVerdict;
  booking: BookingDocument;
  transitioned: boolean;
  slotLost?: boolean;
};

// A payment that was attempted and did not go through: the member can try again (#39, item 1).
const FAILED_PAYMENT = new Set(['failed', 'reversed']);
// Paystack's word for a checkout nobody has paid (yet): it may still be paid while it is open.
const NOT_PAID_YET = 'abandoned';

export function judgePayment(
  booking: Pick<BookingDocument, 'reference' | 'amount' | 'currency'>,
  transaction: VerifiedTransaction,
): PaymentVerdict {
  if (transaction.reference !== booking.reference) return 'mismatch';
  if (transaction.status === 'success') {
    return transaction.amount === booking.amount && transaction.currency === booking.currency ? 'paid' : 'mismatch';
  }
  if (FAILED_PAYMENT.has(transaction.status)) return 'failed';
  return transaction.status === NOT_PAID_YET ? 'unpaid' : 'pending';
}

/** A provider's failure as the log may name it (no personal data). */
export function reasonOf(error: unknown): string {
  if (error instanceof PaymentFailure) return `${error.reason}: ${error.message}`;
  return error instanceof Error ? error.name : 'unknown';
}

export interface BookingPaymentsDeps {
  records: BookingRecords;
  payments: PaymentProvider;
  refunds: RefundService;
  notices: BookingNotices;
  logger: Logger;
}

export class BookingPayments {
  constructor(private readonly deps: BookingPaymentsDeps) {}

  /** The provider's word on a booking's payment; when it cannot be asked, the payment is unconfirmed. */
  async verify(booking: BookingDocument): Promise<VerifiedTransaction> {
    try {
      return await this.deps.payments.verify(booking.reference);
    } catch (error) {
      this.deps.logger.warn({ bookingId: booking.id, reason: reasonOf(error) }, 'payment verification failed');
      throw AppError.upstream(messages.paymentUnconfirmed, error);
    }
  }

  /**
   * A signed, parsed webhook event. The event only says which booking to look at: charge.success
   * for one of ours is checked with the provider's verify API (the same call and checks as
   * confirmBooking), and only that answer can mark it paid. Anything else is acknowledged and
   * changes nothing.
   */
  async handlePaymentEvent(event: PaymentEvent): Promise<WebhookOutcome> {
    if (event.type !== CHARGE_SUCCESS || event.transaction?.status !== 'success') return 'ignored';
    const booking = await this.deps.records.byReference(event.transaction.reference);
    if (!booking || booking.provider !== this.deps.payments.kind) return 'ignored';
    if (booking.status === 'PAID' || booking.paidAt) return 'already_paid';
    // On a failure the provider retries undelivered webhooks: the error is for it to retry.
    const transaction = await this.verify(booking);
    // Paystack has not taken the money (yet): the delivery changes nothing; confirmBooking or a
    // later delivery will find out what became of it.
    const verdict = judgePayment(booking, transaction);
    if (verdict !== 'paid' && verdict !== 'mismatch') return 'unconfirmed';
    const result = await this.record(booking, transaction, 'webhook');
    if (result.verdict === 'mismatch') return 'mismatch';
    return result.transitioned ? 'paid' : 'already_paid';
  }

  /** Records what the provider said about the booking; `transitioned` is true for the one call that marked it paid. */
  async record(
    booking: BookingDocument,
    transaction: VerifiedTransaction,
    via: 'verify' | 'webhook',
  ): Promise<RecordOutcome> {
    const verdict = judgePayment(booking, transaction);
    if (verdict === 'paid') return this.recordPaid(booking, transaction, via);
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
    const { records } = this.deps;
    let updated: BookingDocument | null = null;
    if (verdict === 'failed' || verdict === 'mismatch') {
      updated = await records.transition(booking, ['PENDING'], 'FAILED');
    } else if (verdict === 'unpaid' && !this.holdLive(booking)) {
      // Nobody paid and the hold has ended: the checkout is over, and nothing was taken. CANCELLED
      // (its slot let go); a payment that still arrives makes it PAID (recordPaid), as for any late one.
      updated = await records.transition(booking, ['PENDING'], 'CANCELLED');
    }
    return { verdict, booking: updated ?? (await records.reload(booking)), transitioned: false };
  }

  /** Whether a booking still holds its time for the member to pay (a first-wave one, without a hold, does not). */
  private holdLive(booking: BookingDocument): boolean {
    return !!booking.holdExpiresAt && booking.holdExpiresAt.getTime() > this.deps.records.now().getTime();
  }

  private async recordPaid(
    booking: BookingDocument,
    transaction: VerifiedTransaction,
    via: 'verify' | 'webhook',
  ): Promise<RecordOutcome> {
    const { records, notices, logger } = this.deps;
    const paidFields = {
      providerTransactionId: transaction.id || undefined,
      channel: transaction.channel ?? undefined,
      paidAt: transaction.paidAt ?? records.now(),
      // #37: both shares, from the verified transaction (not from the request).
      ...paidSplitFields(transaction),
    };
    let paid: BookingDocument | null;
    try {
      // A booking with a time takes its slot (again: a closed checkout or an expired hold let it go).
      paid = await records.transition(booking, ['PENDING', 'FAILED', 'CANCELLED'], 'PAID', {
        ...paidFields,
        ...(booking.start ? { slotKey: slotKeyOf(booking.expertId, booking.start) } : {}),
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // The hold ran out and the slot went to someone else: the money goes back in full.
      const lost = await records.transition(booking, ['PENDING', 'FAILED', 'CANCELLED'], 'CANCELLED', {
        ...paidFields,
        cancelledAt: records.now(),
      });
      if (lost) {
        logger.warn({ bookingId: booking.id, via }, 'paid after the slot went to someone else; refunding');
        await this.deps.refunds.requestFullRefund(lost.id as string, 'late-payment');
        await records.notify(() => notices.slotLost(lost));
      }
      return {
        verdict: 'paid',
        booking: lost ?? (await records.reload(booking)),
        transitioned: false,
        slotLost: !!lost,
      };
    }
    if (paid) {
      logger.info({ bookingId: booking.id, reference: booking.reference, via }, 'booking paid');
      await records.notify(() => notices.paid(paid));
    }
    // No transition: a concurrent confirmation or delivery made it first.
    return { verdict: 'paid', booking: paid ?? (await records.reload(booking)), transitioned: !!paid };
  }
}
