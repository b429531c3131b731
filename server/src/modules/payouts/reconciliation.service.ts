// #37: the nightly reconciliation. Each night (Africa/Lagos) the previous day's transactions are
// listed from the provider (GET /transaction with the day's range, every page) and compared with
// the bookings both ways: every successful transaction has a paid booking of the same amount and
// currency, every paid booking has its transaction, and every reversed (refunded) transaction has
// a refund on its booking and back. Differences are listed by reference; a day with any mails the
// operators once (a conditional update decides which run mails).
import { trusted } from 'mongoose';
import { payoutMessages } from '@mindcheck/common';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { Clock } from '../../clock.js';
import type { Jobs } from '../../jobs/index.js';
import type { MailService } from '../../mail/index.js';
import type { BookingModel, BookingRecord } from '../booking/booking.model.js';
import type { PayoutProvider, VerifiedTransaction } from '../../payments/index.js';
import { LAGOS_TIMEZONE, lagosDayBounds, lagosDayOf, lagosYesterday } from './lagos-day.js';
import type { ReconciliationModel, ReconciliationRecord } from './reconciliation.model.js';

export const RECONCILE_JOB = 'payouts.reconcile';
/** 02:30 every night, Lagos time: the day before is over and its late webhooks are in. */
export const RECONCILE_CRON = '30 2 * * *';
const PER_PAGE = 100;
const MAX_PAGES = 200;
/** A transaction created the day before may be paid on this day (a checkout left open over midnight). */
const LOOKBACK_MS = 24 * 3600_000;

export interface ReconciliationServiceDeps {
  bookings: BookingModel;
  reconciliations: ReconciliationModel;
  provider: PayoutProvider;
  /** 'paystack' or 'simulated': only bookings of that provider are compared. */
  providerKind: 'paystack' | 'simulated';
  jobs: Jobs;
  mail: MailService;
  operators: string[];
  publicUrl: string;
  clock: Clock;
  logger: Logger;
}

export interface ReconciliationResult {
  day: string;
  payments: number;
  matched: number;
  mismatches: string[];
}

type BookingRow = Pick<BookingRecord, 'reference' | 'amount' | 'currency' | 'refund' | 'paidAt'>;

export class ReconciliationService {
  constructor(private readonly deps: ReconciliationServiceDeps) {
    deps.jobs.define<{ day?: string }>(RECONCILE_JOB, async (data) => {
      await this.runNightly(data?.day ?? lagosYesterday(this.deps.clock.now()));
    });
  }

  /** Schedules the nightly job (every instance calls it at start; one job results). */
  async schedule(): Promise<void> {
    await this.deps.jobs.every(RECONCILE_JOB, RECONCILE_CRON, {}, { timezone: LAGOS_TIMEZONE });
  }

  /** The job's work: reconcile, store, and mail the operators once when anything differs. */
  async runNightly(day: string): Promise<ReconciliationResult> {
    const result = await this.reconcile(day);
    await this.store(result);
    if (result.mismatches.length) await this.mailOnce(result);
    this.deps.logger.info(
      { day, payments: result.payments, mismatches: result.mismatches.length },
      'payments reconciled',
    );
    return result;
  }

  /** One day's result: stored when the day is over (computed then); today's is computed live. */
  async forDay(day: string): Promise<ReconciliationResult> {
    const bounds = lagosDayBounds(day);
    if (!bounds) throw AppError.badInput(payoutMessages.dayInvalid, 'day');
    const stored = await this.deps.reconciliations.findOne({ day }).lean();
    if (stored) return view(stored);
    const result = await this.reconcile(day);
    if (bounds.end <= this.deps.clock.now()) await this.store(result);
    return result;
  }

  /** The stored results of the last `days` days, newest first (days not yet reconciled are absent). */
  async recent(days: number): Promise<ReconciliationResult[]> {
    const count = Math.min(Math.max(Math.trunc(days) || 30, 1), 90);
    const today = lagosDayOf(this.deps.clock.now());
    const oldest = lagosDayOf(new Date(this.deps.clock.now().getTime() - count * 24 * 3600_000));
    const rows = await this.deps.reconciliations
      .find({ day: trusted({ $gte: oldest, $lte: today }) })
      .sort({ day: -1 })
      .limit(count + 1)
      .lean();
    return rows.map(view);
  }

  async reconcile(day: string): Promise<ReconciliationResult> {
    const bounds = lagosDayBounds(day);
    if (!bounds) throw AppError.badInput(payoutMessages.dayInvalid, 'day');
    const inDay = (at: Date | null | undefined) => !!at && at >= bounds.start && at < bounds.end;
    const transactions = new Map<string, VerifiedTransaction>();
    for (const t of await this.listTransactions(new Date(bounds.start.getTime() - LOOKBACK_MS), bounds.end)) {
      if ((t.status === 'success' || t.status === 'reversed') && inDay(t.paidAt)) transactions.set(t.reference, t);
    }
    const rows: BookingRow[] = await this.deps.bookings
      .find(
        { provider: this.deps.providerKind, paidAt: trusted({ $gte: bounds.start, $lt: bounds.end }) },
        { reference: 1, amount: 1, currency: 1, refund: 1, paidAt: 1 },
      )
      .lean();
    const bookings = new Map(rows.map((b) => [b.reference, b]));
    // Transactions whose booking was paid on another day (a verify that came late) are looked up too.
    const elsewhere = [...transactions.keys()].filter((reference) => !bookings.has(reference));
    if (elsewhere.length) {
      const found: BookingRow[] = await this.deps.bookings
        .find(
          { reference: trusted({ $in: elsewhere }), provider: this.deps.providerKind },
          { reference: 1, amount: 1, currency: 1, refund: 1, paidAt: 1 },
        )
        .lean();
      for (const b of found) bookings.set(b.reference, b);
    }
    const references = new Set([...transactions.keys(), ...rows.map((b) => b.reference)]);
    const mismatches = [...references]
      .filter((reference) => differs(transactions.get(reference), bookings.get(reference)))
      .sort();
    return { day, payments: references.size, matched: references.size - mismatches.length, mismatches };
  }

  private async listTransactions(from: Date, to: Date): Promise<VerifiedTransaction[]> {
    const all: VerifiedTransaction[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      let result;
      try {
        result = await this.deps.provider.listTransactions(from, to, page, PER_PAGE);
      } catch (error) {
        throw AppError.upstream(payoutMessages.payoutProviderUnavailable, error);
      }
      all.push(...result.transactions);
      if (page >= result.pageCount || result.transactions.length === 0) break;
    }
    return all;
  }

  private async store(result: ReconciliationResult): Promise<void> {
    await this.deps.reconciliations.updateOne(
      { day: result.day },
      {
        $set: {
          payments: result.payments,
          matched: result.matched,
          mismatches: result.mismatches,
          ranAt: this.deps.clock.now(),
        },
      },
      { upsert: true },
    );
  }

  private async mailOnce(result: ReconciliationResult): Promise<void> {
    const claimed = await this.deps.reconciliations.updateOne(
      { day: result.day, mailedAt: trusted({ $exists: false }) },
      { $set: { mailedAt: this.deps.clock.now() } },
    );
    if (!claimed.modifiedCount) return;
    for (const to of this.deps.operators) {
      await this.deps.mail.queue({
        template: 'reconciliationMismatch',
        to,
        data: {
          day: result.day,
          count: result.mismatches.length,
          references: result.mismatches.slice(0, 100),
          link: `${this.deps.publicUrl}/admin/overview`,
        },
      });
    }
  }
}

function view(row: Pick<ReconciliationRecord, 'day' | 'payments' | 'matched' | 'mismatches'>): ReconciliationResult {
  return { day: row.day, payments: row.payments, matched: row.matched, mismatches: [...row.mismatches] };
}

/** Whether the provider's transaction and our booking disagree (either may be missing). */
export function differs(transaction: VerifiedTransaction | undefined, booking: BookingRow | undefined): boolean {
  if (!transaction || !booking || !booking.paidAt) return true;
  if (transaction.amount !== booking.amount || transaction.currency !== booking.currency) return true;
  const refunded = !!booking.refund && booking.refund.status !== 'FAILED';
  if (transaction.status === 'reversed') return !refunded;
  // Paid at the provider, yet our refund says the money went back.
  return booking.refund?.status === 'PROCESSED';
}
