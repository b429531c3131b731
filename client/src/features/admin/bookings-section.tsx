import { useId } from 'react';
import { BookingWhoWhen } from './booking-who-when';
import { AppointmentDayFilter } from './appointment-day-filter';
import { browserTimeZone, nextDay, startOfDayInZone } from '../../lib/appointment-time';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { AdminBookingsDocument, type BookingStatus } from '../../gql/graphql';
import '../../components/toasts';
import { formatMoney } from '../../components/money';
import { formatTimestamp } from '../../lib/format-timestamp';
import { useDocumentTitle } from '../../lib/use-document-title';
import { bookingStatusLabels } from './admin-labels';
import { AdminSection } from './admin-section';
import { AdminLoadLine } from './admin-load-line';
import { StatusBadge } from './status-badge';

const FILTERS: readonly BookingStatus[] = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instants a day begins and ends in the operator's zone. */
function dayBounds(day: string): { from: string; to: string } {
  const zone = browserTimeZone();
  return {
    from: startOfDayInZone(day, zone).toISOString(),
    to: startOfDayInZone(nextDay(day), zone).toISOString(),
  };
}

/** /admin/bookings: every booking, newest first, optionally of one status (kept in ?status=). */
export function BookingsSection() {
  useDocumentTitle('Bookings');
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = FILTERS.find((s) => s === raw) ?? null;
  const day = DAY.test(params.get('day') ?? '') ? params.get('day')! : '';
  const { data, loading, error } = useQuery(AdminBookingsDocument, {
    variables: day ? { status, ...dayBounds(day) } : { status },
    fetchPolicy: 'cache-and-network',
  });
  const bookings = data?.adminBookings;
  const setFilter = (name: 'status' | 'day', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  return (
    <AdminSection
      id="bookings-heading"
      title="Bookings"
      controls={
        <div className="flex flex-wrap gap-4">
          <AppointmentDayFilter day={day} onChange={(value) => setFilter('day', value)} />
          <div>
            <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
              Status
            </label>
            <select
              id={filterId}
              value={status ?? ''}
              onChange={(event) => setFilter('status', event.target.value)}
              className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
            >
              <option value="">All</option>
              {FILTERS.map((s) => (
                <option key={s} value={s}>
                  {bookingStatusLabels[s]}
                </option>
              ))}
            </select>
          </div>
        </div>
      }
    >
      {!bookings ? (
        <AdminLoadLine loading={loading} error={error} what="the bookings" />
      ) : bookings.length === 0 ? (
        <p className="mt-4 text-slate-600">No bookings{status ? ' with this status' : ''}.</p>
      ) : (
        <ul
          className="mt-4 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
          aria-label="Bookings"
        >
          {bookings.map((booking) => (
            <li key={booking.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <Link
                  to={`/admin/bookings/${encodeURIComponent(booking.reference)}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {booking.expert.name}
                </Link>
                <BookingWhoWhen booking={booking} />
                <p className="text-sm text-slate-600">
                  {formatMoney(booking.amount, booking.currency)} · booked{' '}
                  <time dateTime={booking.createdAt}>{formatTimestamp(booking.createdAt)}</time>
                </p>
              </div>
              <StatusBadge booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
