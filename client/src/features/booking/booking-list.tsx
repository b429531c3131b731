import { type Booking } from './booking-parts';
import { BookingCard } from './booking-card';

/** A list of the member's bookings, each a card; a change to one reloads them all. */
export function BookingList({
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
