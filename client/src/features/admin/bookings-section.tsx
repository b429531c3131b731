import { useId, useState } from 'react';
import { BookingWhoWhen } from './booking-who-when';
import { AppointmentDayFilter } from './appointment-day-filter';
import { browserTimeZone, nextDay, startOfDayInZone } from '../../lib/appointment-time';
import { TextField } from '../../components/text-field';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { ArrowLeft, Undo2 } from 'lucide-react';
import {
  AdminBookingsDocument,
  AuditLogDocument,
  RefundBookingDocument,
  type AdminBookingFieldsFragment,
  type BookingStatus,
} from '../../gql/graphql';
import { IconLink } from '../../components/links';
import toast from '../../components/toasts';
import { formatMoney } from '../../components/money';
import { formatTimestamp } from '../../lib/format-timestamp';
import { NotFoundPage } from '../../components/not-found-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuditLog } from './audit-log';
import { adminMessages, bookingStatusLabels, refundStatusLabels } from './admin-labels';
import { describeAdminError } from './admin-errors';
import { AdminLoadLine, AdminSection } from './admin-section';
import { buttonStyle, IconButton } from '../../components/buttons';

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

function StatusBadge({ booking }: { booking: AdminBookingFieldsFragment }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-500/30 ring-inset">
        {bookingStatusLabels[booking.status] ?? booking.status}
      </span>
      {booking.refund && (
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
            booking.refund.status === 'FAILED'
              ? 'bg-red-100 text-red-900 ring-red-600/30'
              : 'bg-amber-50 text-amber-900 ring-amber-600/30'
          }`}
        >
          {refundStatusLabels[booking.refund.status]}
        </span>
      )}
    </span>
  );
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

/** /admin/bookings/:reference: one booking, its refund, and (for a paid one) a full refund after a confirm step. */
export function BookingDetail() {
  const { reference = '' } = useParams();
  useDocumentTitle('Booking');
  const { data, loading, error } = useQuery(AdminBookingsDocument, {
    variables: { status: null },
    fetchPolicy: 'cache-and-network',
  });
  const booking = data?.adminBookings.find((b) => b.reference === reference);
  if (!booking && (!data || loading)) {
    return <AdminLoadLine loading error={error} what="the booking" className="text-slate-600" />;
  }
  if (!booking) return <NotFoundPage />;
  return (
    <section aria-labelledby="booking-heading" className="space-y-6">
      <IconLink to="/admin/bookings" icon={ArrowLeft}>
        All bookings
      </IconLink>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="booking-heading" className="text-xl font-semibold text-slate-900">
            Booking with {booking.expert.name}
          </h2>
          <StatusBadge booking={booking} />
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <Detail term="Amount" value={formatMoney(booking.amount, booking.currency)} />
          <Detail term="Booked" value={formatTimestamp(booking.createdAt)} />
          {booking.paidAt && <Detail term="Paid" value={formatTimestamp(booking.paidAt)} />}
          {booking.cancelledAt && <Detail term="Cancelled" value={formatTimestamp(booking.cancelledAt)} />}
          {booking.refund && (
            <Detail
              term="Refund"
              value={`${formatMoney(booking.refund.amount, booking.currency)}: ${refundStatusLabels[booking.refund.status]} (requested ${formatTimestamp(booking.refund.createdAt)})`}
            />
          )}
          <div className="sm:col-span-2">
            <dt className="font-semibold text-slate-600">Reference</dt>
            <dd className="font-mono text-xs break-all text-slate-700">{booking.reference}</dd>
          </div>
        </dl>
        {booking.status === 'PAID' && !booking.refund && <RefundControl booking={booking} />}
      </div>
      <AuditLog targetId={booking.id} />
    </section>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

function RefundControl({ booking }: { booking: AdminBookingFieldsFragment }) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [refund, { loading }] = useMutation(RefundBookingDocument, {
    refetchQueries: [AdminBookingsDocument, { query: AuditLogDocument, variables: { targetId: booking.id } }],
  });
  const run = async () => {
    try {
      await refund({ variables: { reference: booking.reference, reason: reason.trim() || null } });
      toast.success(adminMessages.refunded);
    } catch (error) {
      toast.error(describeAdminError(error).message);
    }
    setConfirming(false);
  };
  if (!confirming) {
    return (
      <IconButton icon={Undo2} onClick={() => setConfirming(true)} className="mt-5">
        Refund in full
      </IconButton>
    );
  }
  return (
    <div role="group" aria-label="Confirm refund" className="mt-5 rounded-lg bg-amber-50 p-4">
      <p className="font-medium text-slate-900">
        Refund {formatMoney(booking.amount, booking.currency)} to the member? The booking is cancelled; this cannot be
        undone.
      </p>
      <TextField
        label="Reason (told to the member and the expert)"
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={loading}
          onClick={() => void run()}
          className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {loading ? 'Refunding…' : 'Yes, refund in full'}
        </button>
        <button type="button" onClick={() => setConfirming(false)} className={buttonStyle.secondary}>
          Keep the booking
        </button>
      </div>
    </div>
  );
}
