import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ArrowLeft } from 'lucide-react';
import { AdminBookingsDocument } from '../../gql/graphql';
import { formatMoney } from '../../components/money';
import { formatTimestamp } from '../../lib/format-timestamp';
import { NotFoundPage } from '../../components/not-found-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuditLog } from './audit-log';
import { refundStatusLabels } from './admin-labels';
import { IconLink } from '../../components/icon-link';
import { AdminLoadLine } from './admin-load-line';
import { StatusBadge } from './status-badge';
import { Detail } from './detail';
import { RefundControl } from './refund-control';

/** /admin/bookings/:reference: one booking, its refund, and (for a paid one) a full refund after a confirm step. */
export function BookingDetail() {
  const { reference = '' } = useParams();
  useDocumentTitle('Booking');
  const { data, loading, error } = useQuery(AdminBookingsDocument, {
    variables: { status: null },
    fetchPolicy: 'cache-and-network',
  });
  const booking = data?.adminBookings.find((b) => b.reference === reference);
  if (!booking && (!data || loading)) {
    return <AdminLoadLine loading error={error} what="the booking" className="text-slate-600" />;
  }
  if (!booking) return <NotFoundPage />;
  return (
    <section aria-labelledby="booking-heading" className="space-y-6">
      <IconLink to="/admin/bookings" icon={ArrowLeft}>
        All bookings
      </IconLink>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="booking-heading" className="text-xl font-semibold text-slate-900">
            Booking with {booking.expert.name}
          </h2>
          <StatusBadge booking={booking} />
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <Detail term="Amount" value={formatMoney(booking.amount, booking.currency)} />
          <Detail term="Booked" value={formatTimestamp(booking.createdAt)} />
          {booking.paidAt && <Detail term="Paid" value={formatTimestamp(booking.paidAt)} />}
          {booking.cancelledAt && <Detail term="Cancelled" value={formatTimestamp(booking.cancelledAt)} />}
          {booking.refund && (
            <Detail
              term="Refund"
              value={`${formatMoney(booking.refund.amount, booking.currency)}: ${refundStatusLabels[booking.refund.status]} (requested ${formatTimestamp(booking.refund.createdAt)})`}
            />
          )}
          <div className="sm:col-span-2">
            <dt className="font-semibold text-slate-600">Reference</dt>
            <dd className="font-mono text-xs break-all text-slate-700">{booking.reference}</dd>
          </div>
        </dl>
        {booking.status === 'PAID' && !booking.refund && <RefundControl booking={booking} />}
      </div>
      <AuditLog targetId={booking.id} />
    </section>
  );
}
