import { useId } from 'react';
import { BookingWhoWhen } from './booking-who-when';
import { AppointmentDayFilter } from './appointment-day-filter';
import { browserTimeZone, nextDay, startOfDayInZone } from '../../lib/appointment-time';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { AdminBookingsDocument, type BookingStatus } from '../../gql/graphql';
import '../../components/toasts';
import { formatMoney } from '../../components/money';
import { formatMoment } from '../../lib/format-day';
import { RichText } from '../../lib/i18n/rich-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { bookingStatusLabels } from './admin-labels';
import { AdminSection } from './admin-section';
import { AdminLoadLine } from './admin-load-line';
import { StatusBadge } from './status-badge';
import { admin } from 'app-en:admin';
import { useSentences } from '../../lib/i18n/sentence';

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
  const { t, shownIn } = useSentences({ admin });
  // The day booked, in the language of the line it is said in.
  const bookedIn = shownIn('admin.bookings.booked');
  useDocumentTitle(t('admin.tabs.bookings'));
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
      title={t('admin.tabs.bookings')}
      controls={
        <div className="flex flex-wrap gap-4">
          <AppointmentDayFilter day={day} onChange={(value) => setFilter('day', value)} />
          <div>
            <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
              {t('admin.bookings.status')}
            </label>
            <select
              id={filterId}
              value={status ?? ''}
              onChange={(event) => setFilter('status', event.target.value)}
              className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
            >
              <option value="">{t('admin.bookings.all')}</option>
              {FILTERS.map((s) => (
                <option key={s} value={s}>
                  {t(bookingStatusLabels[s]!)}
                </option>
              ))}
            </select>
          </div>
        </div>
      }
    >
      {!bookings ? (
        <AdminLoadLine loading={loading} error={error} failed={t('admin.loadFailed.bookings')} />
      ) : bookings.length === 0 ? (
        <p className="mt-4 text-slate-600">{status ? t('admin.bookings.noneWithStatus') : t('admin.bookings.none')}</p>
      ) : (
        <ul
          className="mt-4 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
          aria-label={t('admin.tabs.bookings')}
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
                  <RichText
                    text={t('admin.bookings.booked', {
                      amount: formatMoney(booking.amount, booking.currency, bookedIn),
                      when: formatMoment(new Date(booking.createdAt), bookedIn),
                    })}
                    parts={{ time: (words) => <time dateTime={booking.createdAt}>{words}</time> }}
                  />
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
