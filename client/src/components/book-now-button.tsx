import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import toast from './toasts';
import {
  CancelBookingDocument,
  CompleteTestCheckoutDocument,
  ConfirmBookingDocument,
  StartBookingDocument,
  type StartBookingMutation,
} from '../gql/graphql';
import { formatMoney } from './money';
import { paymentMessages } from './payment-messages';
import { TestCheckoutDialog } from './test-checkout-dialog';

export interface BookNowButtonProps {
  /** The expert to book (an id from the experts list). */
  expertId: string;
  /** The expert's name, for the checkout. */
  expertName?: string;
  className?: string;
}

type Checkout = StartBookingMutation['startBooking'];
type Phase = 'idle' | 'starting' | 'checkout' | 'confirming';

// The server's words when it has them (they are the spec's, or kind ones of our own); else the spec's.
const SERVER_WORDED_CODES = new Set(['UPSTREAM_FAILED', 'NOT_FOUND', 'RATE_LIMITED', 'UNAUTHENTICATED']);
function problemText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const code = first?.extensions?.code;
    if (first && typeof code === 'string' && SERVER_WORDED_CODES.has(code)) return first.message;
  }
  return paymentMessages.failed;
}

const buttonClass =
  'rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70';

/**
 * The expert page's Book Now button: the server starts a booking at its own price, then the payment
 * provider's inline checkout (Paystack, loaded on first use) takes the card; on success the server
 * verifies the payment before the booking counts. Without a provider (development) the server says
 * so and a clearly labelled test checkout stands in, confirming through the same server path.
 */
export function BookNowButton({ expertId, expertName, className }: BookNowButtonProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [testPaying, setTestPaying] = useState(false);
  const [booked, setBooked] = useState(false);
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
    setTestPaying(false);
  };

  const confirm = async (reference: string) => {
    setPhase('confirming');
    try {
      const { data } = await confirmBooking({ variables: { reference } });
      if (data?.confirmBooking.status === 'PAID') {
        toast.success(paymentMessages.succeeded);
        setBooked(true);
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

  const start = async () => {
    setBooked(false);
    setPhase('starting');
    let started: Checkout | undefined;
    try {
      started = (await startBooking({ variables: { expertId } })).data?.startBooking;
    } catch (error) {
      toast.error(problemText(error));
      return finish();
    }
    if (!started) {
      toast.error(paymentMessages.failed);
      return finish();
    }
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
  const label =
    phase === 'starting' ? 'Opening checkout...' : phase === 'confirming' ? 'Confirming payment...' : 'Book Now';

  return (
    <div className="flex flex-col items-center gap-3">
      <button
        ref={buttonRef}
        type="button"
        data-expert-id={expertId}
        disabled={busy}
        onClick={() => void start()}
        className={className ?? buttonClass}
      >
        {label}
      </button>
      {booked && (
        <p role="status" className="text-sm text-slate-700">
          Booked.{' '}
          <Link to="/bookings" className="font-semibold text-brand-800 underline underline-offset-2">
            View my bookings
          </Link>
        </p>
      )}
      {phase !== 'idle' && checkout?.simulated && (
        <TestCheckoutDialog
          amount={formatMoney(checkout.amount, checkout.currency)}
          email={checkout.email}
          expertName={expertName}
          busy={testPaying}
          onPay={() => void payInTestCheckout(checkout.reference)}
          onCancel={() => cancel(checkout.reference)}
        />
      )}
    </div>
  );
}
