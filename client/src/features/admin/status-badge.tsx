import { type AdminBookingFieldsFragment } from '../../gql/graphql';
import { bookingStatusLabels, refundStatusLabels } from './admin-labels';
import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';

export function StatusBadge({ booking }: { booking: AdminBookingFieldsFragment }) {
  const t = useT({ admin });
  const status = Object.hasOwn(bookingStatusLabels, booking.status) ? bookingStatusLabels[booking.status] : undefined;
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-500/30 ring-inset">
        {status ? t(status) : booking.status}
      </span>
      {booking.refund && (
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
            booking.refund.status === 'FAILED'
              ? 'bg-red-100 text-red-900 ring-red-600/30'
              : 'bg-amber-50 text-amber-900 ring-amber-600/30'
          }`}
        >
          {t(refundStatusLabels[booking.refund.status])}
        </span>
      )}
    </span>
  );
}
