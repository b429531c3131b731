import { Link } from 'react-router';
import { CheckoutDialogs } from './checkout-dialogs';
import { ShareResultsPrompt } from '../../components/share-results-prompt';
import { useBookingCheckout } from './use-booking-checkout';
import { booking as words } from 'app-en:booking';
import { useT } from '../../lib/i18n/locale';

export interface BookNowButtonProps {
  /** The expert to book (an id from the experts list). */
  expertId: string;
  /** The expert's name, for the checkout. */
  expertName?: string;
  className?: string;
}

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
  const booking = useBookingCheckout(expertId);
  const { phase, booked } = booking;

  const busy = phase !== 'idle';
  const t = useT({ booking: words });
  const label = phase === 'confirming' ? t('booking.confirming') : t('booking.bookNow');

  return (
    <div className="flex flex-col items-center gap-3">
      <button
        ref={booking.buttonRef}
        type="button"
        data-expert-id={expertId}
        disabled={busy}
        onClick={() => {
          booking.setBooked(null);
          booking.setPhase('picking');
        }}
        className={className ?? buttonClass}
      >
        {label}
      </button>
      {booked !== null && (
        <p role="status" className="text-sm text-slate-700">
          {booked.when ? t('booking.bookedFor', { when: booked.when }) : t('booking.booked')}{' '}
          <Link to="/bookings" className="font-semibold text-brand-800 underline underline-offset-2">
            {t('booking.viewBookings')}
          </Link>
        </p>
      )}
      {booked !== null && (
        <ShareResultsPrompt
          key={booked.reference}
          reference={booked.reference}
          expertName={expertName ?? t('booking.yourExpert')}
        />
      )}
      <CheckoutDialogs flow={booking} expertId={expertId} expertName={expertName} />
    </div>
  );
}
