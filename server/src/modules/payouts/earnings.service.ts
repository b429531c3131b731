// #37: an expert's earnings: per month (Africa/Lagos), what was paid to their subaccount, what
// refunds took back of it, and what is pending (paid while they had no verified payout account:
// the platform holds their share until the operator pays it). A CSV of the same payments. Nothing
// about the members who paid.
import { stringify } from 'csv-stringify/sync';
import { trusted } from 'mongoose';
import type { BookingModel, BookingRecord } from '../booking/booking.model.js';
import { lagosDayOf } from './lagos-day.js';

export interface EarningsMonth {
  /** YYYY-MM */
  month: string;
  payments: number;
  paid: number;
  refunded: number;
  pending: number;
}

export interface Earnings {
  currency: string;
  months: EarningsMonth[];
  paid: number;
  refunded: number;
  pending: number;
}

type Row = Pick<BookingRecord, 'reference' | 'amount' | 'currency' | 'paidAt' | 'split' | 'refund' | 'payoutPending'>;

const MAX_ROWS = 20_000;

export class EarningsService {
  constructor(
    private readonly deps: {
      bookings: BookingModel;
      /** The expert's share in percent, for payments the platform kept whole (payout pending). */
      expertSharePercent: number;
      currency: string;
    },
  ) {}

  private async rows(expertId: string): Promise<Row[]> {
    return this.deps.bookings
      .find(
        { expertId, paidAt: trusted({ $exists: true }) },
        { reference: 1, amount: 1, currency: 1, paidAt: 1, split: 1, refund: 1, payoutPending: 1 },
      )
      .sort({ paidAt: -1 })
      .limit(MAX_ROWS)
      .lean();
  }

  /** The expert's share of one payment, and the parts of it refunded and pending. */
  private shares(row: Row) {
    const refundLive = !!row.refund && row.refund.status !== 'FAILED';
    const owed = Math.floor((row.amount * this.deps.expertSharePercent) / 100);
    if (row.payoutPending || !row.split) {
      // The platform kept it all: the expert is owed their share, unless it was refunded.
      return { paid: 0, refunded: 0, pending: refundLive ? 0 : owed };
    }
    return {
      paid: row.split.expertAmount,
      refunded: refundLive ? (row.refund?.reversed?.expertAmount ?? row.split.expertAmount) : 0,
      pending: 0,
    };
  }

  async earnings(expertId: string): Promise<Earnings> {
    const months = new Map<string, EarningsMonth>();
    const total = { paid: 0, refunded: 0, pending: 0 };
    for (const row of await this.rows(expertId)) {
      const month = lagosDayOf(row.paidAt!).slice(0, 7);
      const m = months.get(month) ?? { month, payments: 0, paid: 0, refunded: 0, pending: 0 };
      const s = this.shares(row);
      m.payments += 1;
      m.paid += s.paid;
      m.refunded += s.refunded;
      m.pending += s.pending;
      total.paid += s.paid;
      total.refunded += s.refunded;
      total.pending += s.pending;
      months.set(month, m);
    }
    return {
      currency: this.deps.currency,
      months: [...months.values()].sort((a, b) => b.month.localeCompare(a.month)),
      ...total,
    };
  }

  /** One line per payment, newest first; amounts in minor units (kobo). */
  async csv(expertId: string): Promise<string> {
    const rows = await this.rows(expertId);
    return stringify(
      rows.map((row) => {
        const s = this.shares(row);
        return [
          lagosDayOf(row.paidAt!),
          row.reference,
          row.currency,
          row.amount,
          row.split?.expertAmount ?? 0,
          row.split?.platformAmount ?? row.amount,
          row.split?.fees ?? '',
          s.refunded,
          s.pending,
        ];
      }),
      {
        header: true,
        columns: [
          'paid_on',
          'reference',
          'currency',
          'amount',
          'expert_share',
          'platform_share',
          'fees',
          'refunded',
          'payout_pending',
        ],
      },
    );
  }
}
