import toast from 'react-hot-toast';

export interface BookNowButtonProps {
  /** The expert to book (an id from the experts list). */
  expertId: string;
  /** The expert's name, for the button's accessible description. */
  expertName?: string;
  className?: string;
}

/**
 * The expert page's Book Now button. PLACEHOLDER: the bookings feature (#7) replaces this file with
 * the real checkout (startBooking → the payment provider's inline checkout → confirmBooking), keeping
 * this name and these props.
 */
export function BookNowButton({ expertId, expertName, className }: BookNowButtonProps) {
  return (
    <button
      type="button"
      data-expert-id={expertId}
      aria-label={expertName ? `Book Now with ${expertName}` : undefined}
      onClick={() => toast('Booking opens soon.')}
      className={
        className ??
        'rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
      }
    >
      Book Now
    </button>
  );
}
