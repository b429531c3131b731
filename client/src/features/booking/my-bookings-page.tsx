import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { formatTimestamp } from '../../lib/format-timestamp';
import toast from '../../components/toasts';
import {
  ConfirmBookingDocument,
  MyBookingsDocument,
  type BookingStatus,
  type MyBookingsQuery,
} from '../../gql/graphql';
import { formatMoney } from '../../components/money';
import { paymentMessages } from '../../components/payment-messages';
import { useDocumentTitle } from '../../lib/use-document-title';

type Booking = MyBookingsQuery['myBookings'][number];

const STATUS: Record<BookingStatus, { label: string; className: string }> = {
  PAID: { label: 'Paid', className: 'bg-green-100 text-green-900 ring-green-600/30' },
  PENDING: { label: 'Pending', className: 'bg-amber-100 text-amber-900 ring-amber-600/30' },
  FAILED: { label: 'Failed', className: 'bg-red-100 text-red-900 ring-red-600/30' },
  CANCELLED: { label: 'Cancelled', className: 'bg-slate-100 text-slate-800 ring-slate-500/30' },
  DECLINED: { label: 'Declined by the expert', className: 'bg-slate-100 text-slate-800 ring-slate-500/30' },
  COMPLETED: { label: 'Completed', className: 'bg-brand-50 text-brand-900 ring-brand-600/30' },
  NO_SHOW: { label: 'Missed', className: 'bg-slate-100 text-slate-800 ring-slate-500/30' },
};

/** /bookings: the member's bookings, newest first. */
export default function MyBookingsPage() {
  useDocumentTitle('My bookings');
  const { data, loading, error, refetch } = useQuery(MyBookingsDocument, { fetchPolicy: 'cache-and-network' });
  const bookings = data?.myBookings;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">My bookings</h1>
      <p className="mt-2 text-slate-600">Your appointments with our experts and their payments.</p>

      {!bookings ? (
        loading ? (
          <p role="status" className="mt-8 text-slate-600">
            Loading…
          </p>
        ) : (
          <p role="alert" className="mt-8 text-slate-700">
            {error ? "We couldn't load your bookings. Please check your connection and try again." : null}
          </p>
        )
      ) : bookings.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">You have no bookings yet.</p>
          <Link to="/experts" className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2">
            Find an expert
          </Link>
        </div>
      ) : (
        <ul className="mt-8 space-y-4" aria-label="Bookings">
          {bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} onChanged={() => void refetch()} />
          ))}
        </ul>
      )}
    </div>
  );
}

function BookingCard({ booking, onChanged }: { booking: Booking; onChanged: () => void }) {
  const status = STATUS[booking.status];
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={`/experts/detail/${booking.expert.id}`} className="underline-offset-2 hover:underline">
            {booking.expert.name}
          </Link>
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${status.className}`}>
          {status.label}
        </span>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">Amount</dt>
          <dd className="text-base text-slate-900">{formatMoney(booking.amount, booking.currency)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Booked</dt>
          <dd className="text-slate-900">
            <time dateTime={booking.createdAt}>{formatTimestamp(booking.createdAt)}</time>
          </dd>
        </div>
        {booking.paidAt && (
          <div>
            <dt className="font-semibold text-slate-600">Paid</dt>
            <dd className="text-slate-900">
              <time dateTime={booking.paidAt}>{formatTimestamp(booking.paidAt)}</time>
            </dd>
          </div>
        )}
        <div className="sm:col-span-3">
          <dt className="font-semibold text-slate-600">Reference</dt>
          <dd className="font-mono text-xs break-all text-slate-700">{booking.reference}</dd>
        </div>
      </dl>
      {booking.status === 'PENDING' && <CheckPaymentButton reference={booking.reference} onChecked={onChanged} />}
    </li>
  );
}

/** A pending booking: ask the server to verify the payment again (e.g. after a dropped connection). */
function CheckPaymentButton({ reference, onChecked }: { reference: string; onChecked: () => void }) {
  const [confirmBooking] = useMutation(ConfirmBookingDocument);
  const [busy, setBusy] = useState(false);

  const check = async () => {
    setBusy(true);
    try {
      const { data } = await confirmBooking({ variables: { reference } });
      if (data?.confirmBooking.status === 'PAID') toast.success(paymentMessages.succeeded);
      else toast(paymentMessages.pending);
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      toast.error(first?.extensions?.code === 'UPSTREAM_FAILED' ? first.message : paymentMessages.failed);
    } finally {
      setBusy(false);
      // A failed check changed the booking too (FAILED): show what the server now holds.
      onChecked();
    }
  };

  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void check()}
      className="mt-4 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? 'Checking...' : 'Check payment'}
    </button>
  );
}
