import { useEffect, useState } from 'react';
import type { Booking } from './booking-parts';

/**
 * "Now" for My bookings, moved on when the next held checkout's hold ends, so that the page drops it
 * then (#39, item 1) without a reload. Returns the current time in milliseconds.
 */
export function useHoldsRunningOut(bookings: readonly Booking[] | undefined): number {
  // Renders again when a hold ends; each render reads the time afresh.
  const [, setTick] = useState(0);
  const now = Date.now();
  const next = (bookings ?? [])
    .filter((b) => b.status === 'PENDING' && b.holdExpiresAt)
    .map((b) => new Date(b.holdExpiresAt!).getTime())
    .filter((at) => at > now)
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return;
    // setTimeout's longest wait is about 24.8 days; holds last minutes.
    const timer = window.setTimeout(() => setTick((tick) => tick + 1), Math.min(next - Date.now() + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [next]);
  return now;
}
