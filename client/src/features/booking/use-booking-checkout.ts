import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ErrorReason } from '@mindcheck/common';
import toast from '../../components/toasts';
import {
  CancelBookingDocument,
  CompleteTestCheckoutDocument,
  ConfirmBookingDocument,
  RetryBookingDocument,
  StartBookingDocument,
  type PaymentCheckoutFieldsFragment,
} from '../../gql/graphql';
import { browserTimeZone, formatAppointment } from '../../lib/appointment-time';
import { firstGraphQLError, serverMessageOr } from '../../lib/graphql-errors';
import { usePaymentMessages } from './payment-messages';
import { useLocale } from '../../lib/i18n/locale';
import type { Slot } from './slot-picker-dialog';

export type Checkout = PaymentCheckoutFieldsFragment;
export type Phase = 'idle' | 'starting' | 'picking' | 'checkout' | 'confirming';

export interface BookingCheckoutOptions {
  /**
   * "Try again" (#39, item 1): the reference of the member's booking whose payment did not go
   * through. Every checkout is then a retryBooking of it (its time, or the one chosen in the picker).
   */
  retryOf?: string;
  /** Called whenever the steps end (paid, closed or refused): e.g. My bookings reloads. */
  onSettled?: () => void;
}

// The server's words when it has them (they are the spec's, or kind ones of our own); else the spec's.
// FORBIDDEN: e.g. 'Please verify your email address first.' before a paid booking.
const SERVER_WORDED_CODES = ['UPSTREAM_FAILED', 'NOT_FOUND', 'RATE_LIMITED', 'UNAUTHENTICATED', 'FORBIDDEN'];
// The chosen time cannot be held (taken a moment ago, or no longer bookable): the picker shows why and refreshes.
const SLOT_PROBLEM_CODES = ['CONFLICT', 'BAD_USER_INPUT'];

/** Opens Paystack's inline checkout (its script loaded on first use) for a transaction the server started. */
async function openPaystack(accessCode: string, done: { onSuccess: () => void; onCancel: () => void }) {
  const { default: PaystackPop } = await import('@paystack/inline-js');
  new PaystackPop().resumeTransaction(accessCode, {
    onSuccess: done.onSuccess,
    onCancel: done.onCancel,
    onError: done.onCancel,
  });
}

/**
 * A hold the server refused: a time that cannot be held gives the server's words, for the picker;
 * else a toast says why and the steps end (undefined): "Finish paying" of a checkout paid meanwhile in
 * the provider's window, known by the server's reason whatever the language, as paid (no second
 * checkout; the list then shows it paid), anything else as `failed` words it.
 */
function refusedHold(error: unknown, failed: (error: unknown) => string): string | undefined {
  const first = firstGraphQLError(error);
  if (first?.reason === ErrorReason.BOOKING_ALREADY_PAID) toast.success(first.message);
  else if (first?.code && SLOT_PROBLEM_CODES.includes(first.code)) return first.message;
  else toast.error(failed(error));
  return undefined;
}

/** The server's side of a checkout: a time held (a new booking, or "Try again" of `retryOf`), verified, cancelled, paid in the test checkout. */
function useCheckoutCalls(expertId: string, retryOf: string | undefined) {
  const [startBooking] = useMutation(StartBookingDocument);
  const [retryBooking] = useMutation(RetryBookingDocument);
  const [confirmBooking] = useMutation(ConfirmBookingDocument);
  const [cancelBooking] = useMutation(CancelBookingDocument);
  const [completeTestCheckout] = useMutation(CompleteTestCheckoutDocument);
  const hold = async (start: string): Promise<Checkout | undefined> =>
    retryOf
      ? (await retryBooking({ variables: { reference: retryOf, start } })).data?.retryBooking
      : (await startBooking({ variables: { expertId, start } })).data?.startBooking;
  return { hold, confirmBooking, cancelBooking, completeTestCheckout };
}

/**
 * Book Now's steps: the slot held as a pending booking at the server's price, the checkout (Paystack,
 * or the labelled test checkout without a provider), then the server's verification of the payment.
 */
export function useBookingCheckout(expertId: string, { retryOf, onSettled }: BookingCheckoutOptions = {}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [testPaying, setTestPaying] = useState(false);
  /** What the member just booked (its time, as they read it, and its reference: #34 asks about sharing on it). */
  const [booked, setBooked] = useState<{ when: string; reference: string } | null>(null);
  // The held slot, read by the payment callbacks (created before the state that holds it renders).
  const heldSlot = useRef<Slot | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);
  const { hold, confirmBooking, cancelBooking, completeTestCheckout } = useCheckoutCalls(expertId, retryOf);
  const paymentMessages = usePaymentMessages();
  const { locale } = useLocale();
  const problemText = (error: unknown) => serverMessageOr(error, SERVER_WORDED_CODES, paymentMessages.failed);

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
    onSettled?.();
  };

  const confirm = async (reference: string) => {
    setPhase('confirming');
    try {
      const { data } = await confirmBooking({ variables: { reference } });
      if (data?.confirmBooking.status === 'PAID') {
        toast.success(paymentMessages.succeeded);
        const held = heldSlot.current;
        setBooked({ when: held ? formatAppointment(held.start, held.end, browserTimeZone(), locale) : '', reference });
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
      started = await hold(chosen.start);
    } catch (error) {
      return refusedHold(error, problemText) ?? finish();
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
      await openPaystack(accessCode, { onSuccess: () => void confirm(reference), onCancel: () => cancel(reference) });
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

  return {
    phase,
    setPhase,
    checkout,
    slot,
    testPaying,
    booked,
    setBooked,
    buttonRef,
    start,
    finish,
    cancel,
    payInTestCheckout,
  };
}
