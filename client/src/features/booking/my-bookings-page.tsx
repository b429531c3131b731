import { useRef, useState } from 'react';
import { LoadStatus } from '../../components/load-status';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { CalendarClock, ExternalLink, Video } from 'lucide-react';
import { formatTimestamp } from '../../lib/format-timestamp';
import toast from '../../components/toasts';
import {
  CancelMyBookingDocument,
  ConfirmBookingDocument,
  MyBookingsDocument,
  RescheduleBookingDocument,
  type BookingStatus,
  type MyBookingsQuery,
  type RefundStatus,
} from '../../gql/graphql';
import { formatMoney } from '../../components/money';
import { paymentMessages } from '../../components/payment-messages';
import { dialogButton, ModalDialog } from '../../components/modal-dialog';
import { SlotPickerDialog, type Slot } from '../../components/slot-picker-dialog';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  browserTimeZone,
  CHANGE_CUTOFF_HOURS,
  formatAppointment,
  isBeforeCutoff,
  timeZoneLabel,
} from '../../lib/appointment-time';
import { firstGraphQLError, serverMessageOr } from '../../lib/graphql-errors';
import { bookingMessages } from './booking-messages';

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

const REFUND: Record<RefundStatus, (amount: string) => string> = {
  PENDING: (amount) => `${amount} is being refunded to your card.`,
  PROCESSED: (amount) => `${amount} has been refunded to your card.`,
  FAILED: (amount) =>
    `The refund of ${amount} has not gone through yet. Our team has been told and will sort it out; you need do nothing.`,
};

// Codes whose message the server words for the member (a refused change, a slot just taken, a cut-off passed).
const SERVER_WORDED = ['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'UPSTREAM_FAILED'];

/** Still ahead: paid or being paid, and not over. A booking without a time (from before appointments) is past. */
function isUpcoming(booking: Booking, now: number): boolean {
  const live = booking.status === 'PAID' || booking.status === 'PENDING';
  return live && !!booking.start && new Date(booking.end ?? booking.start).getTime() > now;
}

/** /bookings: the member's appointments, upcoming (soonest first) and past (newest first). */
export default function MyBookingsPage() {
  useDocumentTitle('My bookings');
  const { data, loading, error, refetch } = useQuery(MyBookingsDocument, { fetchPolicy: 'cache-and-network' });
  const bookings = data?.myBookings;
  const zone = browserTimeZone();
  const now = Date.now();
  const upcoming = (bookings ?? [])
    .filter((b) => isUpcoming(b, now))
    .sort((a, b) => new Date(a.start!).getTime() - new Date(b.start!).getTime());
  const past = (bookings ?? []).filter((b) => !isUpcoming(b, now));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">My bookings</h1>
      <p className="mt-2 text-slate-600">Your appointments with our experts and their payments.</p>

      {!bookings ? (
        <LoadStatus loading={loading} error={error} loadingText="Loading…" what="your bookings" className="mt-8" />
      ) : bookings.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">You have no bookings yet.</p>
          <Link to="/experts" className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2">
            Find an expert
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600">
            Times are shown in your time zone: <span className="font-semibold">{timeZoneLabel(zone)}</span>.
          </p>
          <section className="mt-6" aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
              Upcoming
            </h2>
            {upcoming.length === 0 ? (
              <p className="mt-3 text-slate-700">
                No upcoming appointments.{' '}
                <Link to="/experts" className="font-semibold text-brand-800 underline underline-offset-2">
                  Find an expert
                </Link>
              </p>
            ) : (
              <BookingList label="Upcoming appointments" bookings={upcoming} zone={zone} onChanged={refetch} />
            )}
          </section>
          {past.length > 0 && (
            <section className="mt-10" aria-labelledby="past-heading">
              <h2 id="past-heading" className="text-xl font-semibold text-slate-900">
                Past and cancelled
              </h2>
              <BookingList label="Past and cancelled bookings" bookings={past} zone={zone} onChanged={refetch} />
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** A moment in a booking card's details: its term, then the date and time. */
function WhenItem({ term, at }: { term: string; at: string }) {
  return (
    <div>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="text-slate-900">
        <time dateTime={at}>{formatTimestamp(at)}</time>
      </dd>
    </div>
  );
}

/** A list of the member's bookings, each a card; a change to one reloads them all. */
function BookingList({
  label,
  bookings,
  zone,
  onChanged,
}: {
  label: string;
  bookings: readonly Booking[];
  zone: string;
  onChanged: () => Promise<unknown>;
}) {
  return (
    <ul className="mt-4 space-y-4" aria-label={label}>
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} zone={zone} onChanged={() => void onChanged()} />
      ))}
    </ul>
  );
}

function BookingCard({ booking, zone, onChanged }: { booking: Booking; zone: string; onChanged: () => void }) {
  const status = STATUS[booking.status];
  const amount = formatMoney(booking.amount, booking.currency);
  const upcoming = isUpcoming(booking, Date.now());
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={`/experts/detail/${booking.expert.id}`} className="underline-offset-2 hover:underline">
            {booking.expert.name}
          </Link>
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${status.className}`}>
          {status.label}
        </span>
      </div>
      {booking.start && (
        <p className="mt-3 flex items-start gap-2 text-base font-medium text-slate-900">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <time dateTime={booking.start}>{formatAppointment(booking.start, booking.end, zone)}</time>
        </p>
      )}
      {upcoming && booking.status === 'PAID' && (
        <p className="mt-2">
          <Link to={`/appointments/${booking.reference}/room`} className="font-semibold text-brand-800 underline">
            Enter the appointment room
          </Link>
        </p>
      )}
      {booking.meetingUrl && upcoming && booking.status === 'PAID' && (
        <p className="mt-2">
          <a
            href={booking.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
          >
            <Video aria-hidden="true" className="size-4" />
            Join the meeting
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      )}
      {booking.refund && (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
          <span className="font-semibold">Refund: </span>
          {REFUND[booking.refund.status](formatMoney(booking.refund.amount, booking.currency))}
        </p>
      )}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">Amount</dt>
          <dd className="text-base text-slate-900">{amount}</dd>
        </div>
        <WhenItem term="Booked" at={booking.createdAt} />
        {booking.paidAt && <WhenItem term="Paid" at={booking.paidAt} />}
        <div className="sm:col-span-3">
          <dt className="font-semibold text-slate-600">Reference</dt>
          <dd className="font-mono text-xs break-all text-slate-700">{booking.reference}</dd>
        </div>
      </dl>
      {booking.status === 'PENDING' && <CheckPaymentButton reference={booking.reference} onChecked={onChanged} />}
      {booking.status === 'PAID' && upcoming && booking.start && (
        <AppointmentActions booking={booking} start={booking.start} zone={zone} onChanged={onChanged} />
      )}
    </li>
  );
}

/** Reschedule (until the cut-off) and Cancel (refunded in full until the cut-off, said before confirming). */
function AppointmentActions({
  booking,
  start,
  zone,
  onChanged,
}: {
  booking: Booking;
  start: string;
  zone: string;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState<'cancel' | 'reschedule' | null>(null);
  const rescheduleRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const changeable = isBeforeCutoff(start, CHANGE_CUTOFF_HOURS);
  const [reschedule] = useMutation(RescheduleBookingDocument);

  const close = (focus: 'cancel' | 'reschedule') => {
    setOpen(null);
    // Back to the button that opened the dialog, once it is on the page again.
    setTimeout(() => (focus === 'cancel' ? cancelRef : rescheduleRef).current?.focus());
  };

  const moveTo = async (slot: Slot): Promise<string | void> => {
    try {
      await reschedule({ variables: { reference: booking.reference, start: slot.start } });
    } catch (error) {
      const first = firstGraphQLError(error);
      if (first?.code === 'CONFLICT' || first?.code === 'BAD_USER_INPUT') return first.message;
      toast.error(serverMessageOr(error, SERVER_WORDED, bookingMessages.changeFailed));
      return close('reschedule');
    }
    toast.success(bookingMessages.rescheduled(formatAppointment(slot.start, slot.end, zone)));
    close('reschedule');
    onChanged();
  };

  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      {!changeable && <p className="mb-3 text-sm text-slate-700">{bookingMessages.tooLateToChange}</p>}
      <div className="flex flex-wrap gap-3">
        {changeable && (
          <button
            ref={rescheduleRef}
            type="button"
            onClick={() => setOpen('reschedule')}
            className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Reschedule
          </button>
        )}
        <button
          ref={cancelRef}
          type="button"
          onClick={() => setOpen('cancel')}
          className="rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          Cancel appointment
        </button>
      </div>
      {open === 'reschedule' && (
        <SlotPickerDialog
          expertId={booking.expert.id}
          expertName={booking.expert.name}
          title="Choose a new time"
          confirmLabel="Move to this time"
          busyLabel="Moving..."
          timeZone={zone}
          onChoose={moveTo}
          onClose={() => close('reschedule')}
        />
      )}
      {open === 'cancel' && (
        <CancelDialog
          booking={booking}
          start={start}
          zone={zone}
          onDone={(changed) => {
            close('cancel');
            if (changed) onChanged();
          }}
        />
      )}
    </div>
  );
}

function CancelDialog({
  booking,
  start,
  zone,
  onDone,
}: {
  booking: Booking;
  start: string;
  zone: string;
  onDone: (changed: boolean) => void;
}) {
  const [cancel, { loading }] = useMutation(CancelMyBookingDocument);
  const keepRef = useRef<HTMLButtonElement>(null);
  const amount = formatMoney(booking.amount, booking.currency);
  const refunded = isBeforeCutoff(start, CHANGE_CUTOFF_HOURS);

  const confirm = async () => {
    try {
      const { data } = await cancel({ variables: { reference: booking.reference } });
      const refund = data?.cancelBooking.refund;
      // The server's answer decides what we say: it applies the cut-off at the moment it cancels.
      toast.success(
        refund
          ? bookingMessages.cancelledWithRefund(formatMoney(refund.amount, booking.currency))
          : bookingMessages.cancelled,
      );
      onDone(true);
    } catch (error) {
      toast.error(serverMessageOr(error, SERVER_WORDED, bookingMessages.changeFailed));
      onDone(true);
    }
  };

  return (
    <ModalDialog
      title="Cancel this appointment?"
      description={
        <p>
          With {booking.expert.name}, {formatAppointment(start, booking.end, zone)}.
        </p>
      }
      onClose={() => onDone(false)}
      busy={loading}
      initialFocus={keepRef}
    >
      <p
        className={`mt-4 rounded-lg p-3 text-sm font-medium ring-1 ${
          refunded ? 'bg-green-50 text-green-900 ring-green-200' : 'bg-amber-50 text-amber-900 ring-amber-200'
        }`}
      >
        {refunded ? bookingMessages.refundInFull(amount) : bookingMessages.noRefund}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={keepRef}
          type="button"
          onClick={() => onDone(false)}
          disabled={loading}
          className={dialogButton.secondary}
        >
          Keep appointment
        </button>
        <button type="button" onClick={() => void confirm()} disabled={loading} className={dialogButton.danger}>
          {loading ? 'Cancelling...' : refunded ? 'Cancel and refund' : 'Cancel without refund'}
        </button>
      </div>
    </ModalDialog>
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
      toast.error(serverMessageOr(error, ['UPSTREAM_FAILED'], paymentMessages.failed));
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
