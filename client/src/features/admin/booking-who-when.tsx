import type { AdminBookingFieldsFragment } from '../../gql/graphql';
import { browserTimeZone, formatAppointment } from '../../lib/appointment-time';
import { admin } from 'app-en:admin';
import { useLocale, useT } from '../../lib/i18n/locale';

/**
 * Who booked (name and email: the console is for operators only) and when the appointment is, in
 * the operator's zone (issue #39, item 5).
 */
export function BookingWhoWhen({ booking }: { booking: AdminBookingFieldsFragment }) {
  const t = useT({ admin });
  const { locale } = useLocale();
  const { member } = booking;
  const name = [member?.firstName, member?.lastName].filter(Boolean).join(' ');
  return (
    <p className="text-sm text-slate-700">
      {member ? `${name ? `${name} (${member.email})` : member.email}` : t('admin.bookings.erased')}
      {' · '}
      {booking.start ? (
        <time dateTime={booking.start}>{formatAppointment(booking.start, booking.end, browserTimeZone(), locale)}</time>
      ) : (
        t('admin.bookings.noTime')
      )}
    </p>
  );
}
