import { type BookingStatus, type MyBookingsQuery, type RefundStatus } from '../../gql/graphql';

export type Booking = MyBookingsQuery['myBookings'][number];

/** Each status's words (a key of section booking) and colours. */
export const STATUS: Record<BookingStatus, { label: string; className: string }> = {
  PAID: { label: 'booking.status.paid', className: 'bg-green-100 text-green-900 ring-green-600/30' },
  PENDING: { label: 'booking.status.pending', className: 'bg-amber-100 text-amber-900 ring-amber-600/30' },
  FAILED: { label: 'booking.status.failed', className: 'bg-red-100 text-red-900 ring-red-600/30' },
  CANCELLED: { label: 'booking.status.cancelled', className: 'bg-slate-100 text-slate-800 ring-slate-500/30' },
  DECLINED: { label: 'booking.status.declined', className: 'bg-slate-100 text-slate-800 ring-slate-500/30' },
  COMPLETED: { label: 'booking.status.completed', className: 'bg-brand-50 text-brand-900 ring-brand-600/30' },
  NO_SHOW: { label: 'booking.status.missed', className: 'bg-slate-100 text-slate-800 ring-slate-500/30' },
};

/** What a refund's state says (a key of section booking, with the amount). */
export const REFUND: Record<RefundStatus, string> = {
  PENDING: 'booking.refund.pending',
  PROCESSED: 'booking.refund.processed',
  FAILED: 'booking.refund.failed',
};

/**
 * A checkout whose hold on its time has ended unpaid (#39, item 1): the server no longer lists it;
 * a page loaded before then leaves it out too (nothing was taken, nothing is left to do).
 */
export function holdEnded(booking: Booking, now: number): boolean {
  return booking.status === 'PENDING' && !!booking.holdExpiresAt && new Date(booking.holdExpiresAt).getTime() <= now;
}

/** Still ahead: paid or being paid (within its hold), and not over. A booking without a time (from before appointments) is past. */
export function isUpcoming(booking: Booking, now: number): boolean {
  const live = booking.status === 'PAID' || (booking.status === 'PENDING' && !holdEnded(booking, now));
  return live && !!booking.start && new Date(booking.end ?? booking.start).getTime() > now;
}

/** A failed payment can be tried again while its time is ahead (the server says whether it is still free). */
export function canRetry(booking: Booking, now: number): booking is Booking & { start: string } {
  return booking.status === 'FAILED' && !!booking.start && new Date(booking.start).getTime() > now;
}
