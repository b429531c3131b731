// Full refunds of paid bookings (#22 operator refunds; #23 member cancel, expert decline, late
// payments). One entry point, `requestFullRefund`; the provider is called from a background job
// (retried with backoff when the provider is down or slow), and Paystack's refund.processed /
// refund.failed webhooks settle the outcome. Every state change is a conditional update, so that
// concurrent calls, job retries and replayed webhooks each change a booking's refund once.
import { trusted } from 'mongoose';
import type { Logger } from '../../logger.js';
import type { Jobs } from '../../jobs/index.js';
import {
  isRetryablePaymentFailure,
  PaymentFailure,
  REFUND_FAILED,
  REFUND_PROCESSED,
  type PaymentEvent,
  type PaymentProvider,
  type RefundResult,
} from '../../payments/index.js';
import type { BookingDocument, BookingModel, RefundStatusValue } from './booking.model.js';
import { reversedSplit } from './payment-split.js';
import { refundsRequested } from '../../metrics/metrics.js';

const REFUND_REASONS = new Set(['operator', 'member-cancelled', 'expert-declined', 'late-payment']);

/** The job that asks the provider for one booking's refund. */
export const REFUND_JOB = 'booking.refund';
/** Tries after the first before a refund the provider keeps answering 5xx/timeouts is FAILED. */
export const REFUND_RETRIES = 6;

export type RefundReason = 'operator' | 'member-cancelled' | 'expert-declined' | 'late-payment' | (string & {});

export interface RefundServiceDeps {
  bookings: BookingModel;
  payments: PaymentProvider;
  jobs: Jobs;
  logger: Logger;
  /** First retry after this long; each later one waits twice as long. */
  retryDelayMs: number;
  now?: () => Date;
}

/** What a refund webhook did. */
export type RefundWebhookOutcome = 'processed' | 'failed' | 'unchanged' | 'ignored' | 'mismatch';

interface RefundJobData {
  bookingId: string;
}

export class RefundService {
  constructor(private readonly deps: RefundServiceDeps) {
    deps.jobs.define<RefundJobData>(REFUND_JOB, (data, run) => this.runRefund(data.bookingId, run.attempt), {
      retries: REFUND_RETRIES,
      retryDelayMs: deps.retryDelayMs,
      concurrency: 5,
    });
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * THE way to refund a booking in full. Contract for callers:
   * - Call it after the booking's own status change (PAID -> CANCELLED/DECLINED, or a late payment
   *   recorded on an expired hold); it does not touch `status` or `cancelledAt`.
   * - The booking must have been paid (the provider took `amount`); otherwise nothing happens
   *   and null is returned.
   * - Idempotent: the first call sets `booking.refund` to { amount: booking.amount, status PENDING }
   *   and schedules the provider call; any later or concurrent call (however many) changes nothing
   *   and returns the booking as it is. One refund per booking, ever.
   * - Returns at once (the provider is called from a job): `refund.status` becomes PROCESSED or
   *   FAILED later (job result or webhook). Network trouble is retried with backoff; a refusal
   *   or exhausted retries leave it FAILED, which /admin shows to an operator.
   * Returns the booking after the call (null when the id is unknown or it was never paid).
   */
  async requestFullRefund(bookingId: string, reason: RefundReason): Promise<BookingDocument | null> {
    const now = this.now();
    const booking = await this.deps.bookings.findById(String(bookingId));
    if (!booking || !booking.paidAt) return null;
    // #37: the refund takes back each share of the split in proportion (recorded with it).
    const reversed = reversedSplit(booking.split, booking.amount, booking.amount);
    const requested = await this.deps.bookings.findOneAndUpdate(
      { _id: booking._id, refund: trusted({ $exists: false }), paidAt: trusted({ $exists: true }) },
      {
        $set: {
          refund: {
            amount: booking.amount,
            status: 'PENDING',
            reason,
            ...(reversed ? { reversed } : {}),
            createdAt: now,
            updatedAt: now,
          },
          updatedAt: now,
        },
      },
      { returnDocument: 'after' },
    );
    if (!requested) return this.deps.bookings.findById(booking._id);
    this.deps.logger.info({ bookingId: requested.id, reason }, 'refund requested');
    refundsRequested.inc({ reason: REFUND_REASONS.has(reason) ? reason : 'other' });
    // keepExisting: a job for this booking already queued (it cannot be, but a retry of this call
    // after a crash could get here twice) stays as it is.
    await this.deps.jobs.now<RefundJobData>(
      REFUND_JOB,
      { bookingId: requested.id as string },
      { uniqueKey: `refund:${requested.id as string}`, keepExisting: true },
    );
    return requested;
  }

  /** The job: asks the provider once per attempt; at-least-once safe (a settled refund is left alone). */
  private async runRefund(bookingId: string, attempt: number): Promise<void> {
    const booking = await this.deps.bookings.findById(bookingId);
    const refund = booking?.refund;
    // Settled already (a webhook came first), or asked already (the provider has its id): done.
    if (!booking || !refund || refund.status !== 'PENDING' || refund.providerRefundId) return;
    let result: RefundResult;
    try {
      result = await this.deps.payments.refund({ reference: booking.reference, amount: refund.amount });
    } catch (error) {
      const reason = error instanceof PaymentFailure ? `${error.reason}: ${error.message}` : 'unknown error';
      if (isRetryablePaymentFailure(error) && attempt <= REFUND_RETRIES) {
        await this.deps.bookings.updateOne(
          { _id: booking._id, 'refund.status': 'PENDING' },
          { $set: { 'refund.lastError': reason.slice(0, 300) } },
        );
        this.deps.logger.warn({ bookingId, attempt, reason }, 'refund attempt failed; will retry');
        throw error;
      }
      await this.settle(bookingId, ['PENDING'], 'FAILED', { lastError: reason.slice(0, 300) });
      this.deps.logger.error({ bookingId, attempt, reason }, 'refund failed');
      return;
    }
    const status: RefundStatusValue =
      result.status === 'processed' ? 'PROCESSED' : result.status === 'failed' ? 'FAILED' : 'PENDING';
    await this.settle(bookingId, ['PENDING'], status, { providerRefundId: result.id || undefined });
  }

  /**
   * A signed refund.processed or refund.failed webhook. Processed wins over an earlier FAILED (the
   * money did go back); failed only ends a PENDING refund. A replay finds nothing left to change.
   */
  async handleRefundEvent(event: PaymentEvent): Promise<RefundWebhookOutcome> {
    if ((event.type !== REFUND_PROCESSED && event.type !== REFUND_FAILED) || !event.refund) return 'ignored';
    const reference = event.refund.transactionReference;
    if (typeof reference !== 'string' || reference.length > 100) return 'ignored';
    const booking = await this.deps.bookings.findOne({ reference });
    if (!booking?.refund || booking.provider !== this.deps.payments.kind) return 'ignored';
    const processed = event.type === REFUND_PROCESSED;
    // Only the refund we asked for settles it: its amount, in the booking's currency (#33). A
    // processed event for anything else (or saying neither) leaves it as it is, FAILED included.
    if (processed && (event.refund.amount !== booking.refund.amount || event.refund.currency !== booking.currency)) {
      this.deps.logger.warn(
        {
          bookingId: booking.id,
          expected: { amount: booking.refund.amount, currency: booking.currency },
          received: { amount: event.refund.amount, currency: event.refund.currency },
        },
        'refund event does not match the refund',
      );
      return 'mismatch';
    }
    const changed = await this.settle(
      booking.id as string,
      processed ? ['PENDING', 'FAILED'] : ['PENDING'],
      processed ? 'PROCESSED' : 'FAILED',
      { providerRefundId: event.refund.id || undefined, lastError: processed ? undefined : 'refund.failed webhook' },
    );
    if (!changed) return 'unchanged';
    return processed ? 'processed' : 'failed';
  }

  /** One conditional update of the refund's status; true when this call changed it. */
  private async settle(
    bookingId: string,
    from: RefundStatusValue[],
    to: RefundStatusValue,
    fields: { providerRefundId?: string; lastError?: string } = {},
  ): Promise<boolean> {
    const now = this.now();
    const set: Record<string, unknown> = { 'refund.status': to, 'refund.updatedAt': now, updatedAt: now };
    if (fields.providerRefundId) set['refund.providerRefundId'] = fields.providerRefundId;
    if (fields.lastError) set['refund.lastError'] = fields.lastError;
    // A PENDING -> PENDING "change" only records the provider's id.
    const result = await this.deps.bookings.updateOne(
      { _id: bookingId, 'refund.status': trusted({ $in: from }) },
      { $set: set },
    );
    const changed = result.modifiedCount > 0;
    if (changed && to !== 'PENDING') this.deps.logger.info({ bookingId, status: to }, 'refund settled');
    return changed;
  }
}
