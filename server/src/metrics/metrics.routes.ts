// GET /metrics (#37): Prometheus scrapes it with the bearer token METRICS_TOKEN. Without the token
// configured the endpoint is off (404, saying so); a request without the right token is refused
// (401) before anything is read. Counts only: never a member's data.
import { timingSafeEqual, createHash } from 'node:crypto';
import { Router } from 'express';
import type { Connection } from 'mongoose';
import { BOOKING_STATUSES, REFUND_STATUSES } from '../modules/booking/booking.model.js';
import { bookingsByStatus, refundsByStatus, registry } from './metrics.js';

export const METRICS_PATH = '/metrics';
export const METRICS_OFF = 'Metrics are off: set METRICS_TOKEN to turn on GET /metrics.';

function sameToken(given: string, expected: string): boolean {
  // Hashes of equal length: the comparison takes the same time whatever was sent.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

async function countStatuses(connection: Connection): Promise<void> {
  const bookings = connection.db!.collection('bookings');
  const [byStatus, byRefund] = await Promise.all([
    bookings.aggregate<{ _id: string; n: number }>([{ $group: { _id: '$status', n: { $sum: 1 } } }]).toArray(),
    bookings
      .aggregate<{ _id: string; n: number }>([
        { $match: { refund: { $exists: true } } },
        { $group: { _id: '$refund.status', n: { $sum: 1 } } },
      ])
      .toArray(),
  ]);
  for (const status of BOOKING_STATUSES)
    bookingsByStatus.set({ status }, byStatus.find((r) => r._id === status)?.n ?? 0);
  for (const status of REFUND_STATUSES) refundsByStatus.set({ status }, byRefund.find((r) => r._id === status)?.n ?? 0);
}

export function metricsRoutes(token: string | undefined, connection: Connection): Router {
  const router = Router();
  router.get(METRICS_PATH, async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!token) {
      res.status(404).type('text/plain').send(METRICS_OFF);
      return;
    }
    const header = req.get('authorization') ?? '';
    const given = header.length <= 1000 && header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !sameToken(given, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).type('text/plain').send('A bearer token is required.');
      return;
    }
    try {
      await countStatuses(connection);
      res.type(registry.contentType).send(await registry.metrics());
    } catch (error) {
      next(error);
    }
  });
  return router;
}
