import type { AdminBookingFieldsFragment } from '../../gql/graphql';
import { browserTimeZone, formatAppointment } from '../../lib/appointment-time';

/**
 * Who booked (name and email: the console is for operators only) and when the appointment is, in
 * the operator's zone (issue #39, item 5).
 */
export function BookingWhoWhen({ booking }: { booking: AdminBookingFieldsFragment }) {
  const { member } = booking;
  const name = [member?.firstName, member?.lastName].filter(Boolean).join(' ');
  return (
    <p className="text-sm text-slate-700">
      {member ? `${name ? `${name} (${member.email})` : member.email}` : 'Member account erased'}
      {' · '}
      {booking.start ? (
        <time dateTime={booking.start}>{formatAppointment(booking.start, booking.end, browserTimeZone())}</time>
      ) : (
        'no time chosen'
      )}
    </p>
  );
}
