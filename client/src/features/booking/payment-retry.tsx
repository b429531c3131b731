import { useState } from 'react';
import { CheckoutDialogs } from './checkout-dialogs';
import { useBookingCheckout } from './use-booking-checkout';
import type { Booking } from './booking-parts';
import { booking as words } from 'app-en:booking';
import { useT } from '../../lib/i18n/locale';

export interface PaymentRetryProps {
  /** The member's booking whose payment did not go through (or is not finished yet), with a time. */
  booking: Booking & { start: string; end?: string | null };
  /** "Try again" (a failed payment) or "Finish paying" (a checkout still held). */
  label: string;
  /** My bookings reloads once the new checkout is paid, closed or refused. */
  onChanged: () => void;
}

/**
 * A new checkout for the same expert and time (#39, item 1), through the same steps as Book Now:
 * the server holds the time again and the payment provider's checkout (or the labelled test one)
 * opens. When the time has gone, the slot picker opens saying so, to choose another.
 */
export function PaymentRetry({ booking, label, onChanged }: PaymentRetryProps) {
  const expert = booking.expert;
  const checkout = useBookingCheckout(expert.id, { retryOf: booking.reference, onSettled: onChanged });
  const { phase } = checkout;
  const own = { start: booking.start, end: booking.end ?? booking.start };
  /** Why the picker opened by itself: the time asked for has gone. */
  const [notice, setNotice] = useState<string | null>(null);
  const t = useT({ booking: words });

  const retry = async () => {
    checkout.setPhase('starting');
    // Paid meanwhile: start() says so and closes (by the server's reason, whatever the language).
    const problem = await checkout.start(own);
    if (problem) {
      setNotice(problem);
      checkout.setPhase('picking');
    }
  };

  return (
    <>
      <button
        ref={checkout.buttonRef}
        type="button"
        disabled={phase !== 'idle'}
        onClick={() => void retry()}
        className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {phase === 'starting' ? t('booking.openingCheckout') : phase === 'confirming' ? t('booking.confirming') : label}
      </button>
      <CheckoutDialogs flow={checkout} expertId={expert.id} expertName={expert.name} notice={notice ?? undefined} />
    </>
  );
}
