// #37: the operators' overview of the service: for the last 7 and 30 days, new members, tests
// taken, bookings paid, no-shows, refunds, revenue (what members paid, what the platform kept of
// it, what refunds gave back), and payments whose expert is still owed their share. Counts and
// sums only, never a member's record.
import { trusted, type Connection } from 'mongoose';

export interface OverviewPeriod {
  days: number;
  newMembers: number;
  tests: number;
  bookings: number;
  noShows: number;
  refunds: number;
  /** Minor units: what members paid for bookings paid in the period. */
  revenue: number;
  /** Minor units: the platform's share of those payments. */
  platformRevenue: number;
  /** Minor units: refunds requested in the period. */
  refunded: number;
  /** Paid while the expert had no verified payout account: the platform owes them their share. */
  payoutsPending: number;
}

export class OverviewService {
  constructor(private readonly deps: { connection: Connection; now: () => Date }) {}

  async period(days: number): Promise<OverviewPeriod> {
    const since = new Date(this.deps.now().getTime() - days * 24 * 3600_000);
    const db = this.deps.connection.db!;
    const bookings = db.collection('bookings');
    const after = trusted({ $gte: since });
    const [newMembers, tests, paid, noShows, refunds] = await Promise.all([
      db.collection('users').countDocuments({ createdAt: after }),
      db.collection('assessments').countDocuments({ createdAt: after }),
      bookings
        .aggregate<{ n: number; revenue: number; platform: number; pending: number }>([
          { $match: { paidAt: { $gte: since } } },
          {
            $group: {
              _id: null,
              n: { $sum: 1 },
              revenue: { $sum: '$amount' },
              platform: { $sum: { $ifNull: ['$split.platformAmount', '$amount'] } },
              pending: { $sum: { $cond: [{ $eq: ['$payoutPending', true] }, 1, 0] } },
            },
          },
        ])
        .toArray(),
      bookings.countDocuments({ status: 'NO_SHOW', start: after }),
      bookings
        .aggregate<{ n: number; amount: number }>([
          { $match: { 'refund.createdAt': { $gte: since }, 'refund.status': { $ne: 'FAILED' } } },
          { $group: { _id: null, n: { $sum: 1 }, amount: { $sum: '$refund.amount' } } },
        ])
        .toArray(),
    ]);
    return {
      days,
      newMembers,
      tests,
      bookings: paid[0]?.n ?? 0,
      noShows,
      refunds: refunds[0]?.n ?? 0,
      revenue: paid[0]?.revenue ?? 0,
      platformRevenue: paid[0]?.platform ?? 0,
      refunded: refunds[0]?.amount ?? 0,
      payoutsPending: paid[0]?.pending ?? 0,
    };
  }
}
