import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@apollo/client/react';
import toast from '../../components/toasts';
import {
  CancelBookingDocument,
  CompleteTestCheckoutDocument,
  ConfirmBookingDocument,
  StartBookingDocument,
  type StartBookingMutation,
} from '../../gql/graphql';
import { browserTimeZone, formatAppointment } from '../../lib/appointment-time';
import { firstGraphQLError, serverMessageOr } from '../../lib/graphql-errors';
import { formatMoney } from '../../components/money';
import { paymentMessages } from './payment-messages';
import { SlotPickerDialog, type Slot } from './slot-picker-dialog';
import { TestCheckoutDialog } from './test-checkout-dialog';

export interface BookNowButtonProps {
  /** The expert to book (an id from the experts list). */
  expertId: string;
  /** The expert's name, for the checkout. */
  expertName?: string;
  className?: string;
}

type Checkout = StartBookingMutation['startBooking'];
type Phase = 'idle' | 'picking' | 'checkout' | 'confirming';

// The server's words when it has them (they are the spec's, or kind ones of our own); else the spec's.
// FORBIDDEN: e.g. 'Please verify your email address first.' before a paid booking.
const SERVER_WORDED_CODES = ['UPSTREAM_FAILED', 'NOT_FOUND', 'RATE_LIMITED', 'UNAUTHENTICATED', 'FORBIDDEN'];
// The chosen time cannot be held (taken a moment ago, or no longer bookable): the picker shows why and refreshes.
const SLOT_PROBLEM_CODES = ['CONFLICT', 'BAD_USER_INPUT'];
const problemText = (error: unknown) => serverMessageOr(error, SERVER_WORDED_CODES, paymentMessages.failed);

const buttonClass =
  'rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70';

/**
 * The expert page's Book Now button: the member chooses a time (the slot picker), the server holds
 * that slot as a pending booking at its own price, then the payment
 * provider's inline checkout (Paystack, loaded on first use) takes the card; on success the server
 * verifies the payment before the booking counts. Without a provider (development) the server says
 * so and a clearly labelled test checkout stands in, confirming through the same server path.
 */
export function BookNowButton({ expertId, expertName, className }: BookNowButtonProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [testPaying, setTestPaying] = useState(false);
  /** What the member just booked (its time, as they read it), for the line under the button. */
  const [booked, setBooked] = useState<string | null>(null);
  // The held slot, read by the payment callbacks (created before the state that holds it renders).
  const heldSlot = useRef<Slot | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);
  const [startBooking] = useMutation(StartBookingDocument);
  const [confirmBooking] = useMutation(ConfirmBookingDocument);
  const [cancelBooking] = useMutation(CancelBookingDocument);
  const [completeTestCheckout] = useMutation(CompleteTestCheckoutDocument);

  // Back to the button once it is enabled again (the dialog or the provider's frame had focus).
  useEffect(() => {
    if (phase === 'idle' && restoreFocus.current) {
      restoreFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [phase]);

  const finish = () => {
    restoreFocus.current = true;
    setPhase('idle');
    setCheckout(null);
    setSlot(null);
    setTestPaying(false);
  };

  const confirm = async (reference: string) => {
    setPhase('confirming');
    try {
      const { data } = await confirmBooking({ variables: { reference } });
      if (data?.confirmBooking.status === 'PAID') {
        toast.success(paymentMessages.succeeded);
        const held = heldSlot.current;
        setBooked(held ? formatAppointment(held.start, held.end, browserTimeZone()) : '');
      } else {
        toast(paymentMessages.pending);
      }
    } catch (error) {
      toast.error(problemText(error));
    } finally {
      finish();
    }
  };

  /** The member closed the checkout or it could not load: the booking is cancelled, and they are told. */
  const cancel = (reference: string) => {
    cancelBooking({ variables: { reference } }).catch(() => undefined);
    toast.error(paymentMessages.failed);
    finish();
  };

  /**
   * The picker's choice: hold the slot and open the checkout. A time that was just taken (CONFLICT)
   * or is no longer bookable goes back to the picker with the server's words; other problems close it.
   */
  const start = async (chosen: Slot): Promise<string | void> => {
    let started: Checkout | undefined;
    try {
      started = (await startBooking({ variables: { expertId, start: chosen.start } })).data?.startBooking;
    } catch (error) {
      const first = firstGraphQLError(error);
      if (first?.code && SLOT_PROBLEM_CODES.includes(first.code)) return first.message;
      toast.error(problemText(error));
      return finish();
    }
    if (!started) {
      toast.error(paymentMessages.failed);
      return finish();
    }
    setSlot(chosen);
    heldSlot.current = chosen;
    const { reference, accessCode } = started;
    if (started.simulated) {
      setCheckout(started);
      setPhase('checkout');
      return;
    }
    if (!accessCode) return cancel(reference);
    setPhase('checkout');
    try {
      const { default: PaystackPop } = await import('@paystack/inline-js');
      new PaystackPop().resumeTransaction(accessCode, {
        onSuccess: () => void confirm(reference),
        onCancel: () => cancel(reference),
        onError: () => cancel(reference),
      });
    } catch {
      // The checkout script could not be loaded (offline, blocked).
      cancel(reference);
    }
  };

  const payInTestCheckout = async (reference: string) => {
    setTestPaying(true);
    try {
      await completeTestCheckout({ variables: { reference } });
    } catch (error) {
      toast.error(problemText(error));
      return finish();
    }
    await confirm(reference);
  };

  const busy = phase !== 'idle';
  const label = phase === 'confirming' ? 'Confirming payment...' : 'Book Now';

  return (
    <div className="flex flex-col items-center gap-3">
      <button
        ref={buttonRef}
        type="button"
        data-expert-id={expertId}
        disabled={busy}
        onClick={() => {
          setBooked(null);
          setPhase('picking');
        }}
        className={className ?? buttonClass}
      >
        {label}
      </button>
      {booked !== null && (
        <p role="status" className="text-sm text-slate-700">
          Booked{booked ? ` for ${booked}` : ''}.{' '}
          <Link to="/bookings" className="font-semibold text-brand-800 underline underline-offset-2">
            View my bookings
          </Link>
        </p>
      )}
      {phase === 'picking' && (
        <SlotPickerDialog
          expertId={expertId}
          expertName={expertName}
          confirmLabel="Continue to payment"
          busyLabel="Opening checkout..."
          onChoose={start}
          onClose={finish}
        />
      )}
      {phase !== 'idle' && phase !== 'picking' && checkout?.simulated && (
        <TestCheckoutDialog
          amount={formatMoney(checkout.amount, checkout.currency)}
          email={checkout.email}
          expertName={expertName}
          when={slot ? formatAppointment(slot.start, slot.end, browserTimeZone()) : undefined}
          busy={testPaying}
          onPay={() => void payInTestCheckout(checkout.reference)}
          onCancel={() => cancel(checkout.reference)}
        />
      )}
    </div>
  );
}
