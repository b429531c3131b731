import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ArrowLeft } from 'lucide-react';
import { AdminBookingsDocument } from '../../gql/graphql';
import { formatMoney } from '../../components/money';
import { formatMoment } from '../../lib/format-day';
import { NotFoundPage } from '../../components/not-found-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuditLog } from './audit-log';
import { refundStatusLabels } from './admin-labels';
import { IconLink } from '../../components/icon-link';
import { AdminLoadLine } from './admin-load-line';
import { StatusBadge } from './status-badge';
import { Detail } from './detail';
import { RefundControl } from './refund-control';
import { admin } from 'app-en:admin';
import { useLocale } from '../../lib/i18n/locale';
import { useSentences } from '../../lib/i18n/sentence';

/** /admin/bookings/:reference: one booking, its refund, and (for a paid one) a full refund after a confirm step. */
export function BookingDetail() {
  const { reference = '' } = useParams();
  const { t, shownIn, wordsFor } = useSentences({ admin });
  const { locale } = useLocale();
  const when = (iso: string, inLanguage = locale) => formatMoment(new Date(iso), inLanguage);
  const refundIn = 'admin.booking.refundValue';
  useDocumentTitle(t('admin.booking.title'));
  const { data, loading, error } = useQuery(AdminBookingsDocument, {
    variables: { status: null },
    fetchPolicy: 'cache-and-network',
  });
  const booking = data?.adminBookings.find((b) => b.reference === reference);
  if (!booking && (!data || loading)) {
    return <AdminLoadLine loading error={error} failed={t('admin.loadFailed.booking')} className="text-slate-600" />;
  }
  if (!booking) return <NotFoundPage />;
  return (
    <section aria-labelledby="booking-heading" className="space-y-6">
      <IconLink to="/admin/bookings" icon={ArrowLeft}>
        {t('admin.booking.all')}
      </IconLink>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="booking-heading" className="text-xl font-semibold text-slate-900">
            {t('admin.booking.heading', { name: booking.expert.name })}
          </h2>
          <StatusBadge booking={booking} />
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <Detail term={t('admin.booking.amount')} value={formatMoney(booking.amount, booking.currency, locale)} />
          <Detail term={t('admin.booking.booked')} value={when(booking.createdAt)} />
          {booking.paidAt && <Detail term={t('admin.booking.paid')} value={when(booking.paidAt)} />}
          {booking.cancelledAt && <Detail term={t('admin.booking.cancelled')} value={when(booking.cancelledAt)} />}
          {booking.refund && (
            <Detail
              term={t('admin.booking.refund')}
              value={t('admin.booking.refundValue', {
                amount: formatMoney(booking.refund.amount, booking.currency, locale),
                status: wordsFor(refundIn)(refundStatusLabels[booking.refund.status]),
                when: when(booking.refund.createdAt, shownIn(refundIn)),
              })}
            />
          )}
          <div className="sm:col-span-2">
            <dt className="font-semibold text-slate-600">{t('admin.booking.reference')}</dt>
            <dd className="font-mono text-xs break-all text-slate-700">{booking.reference}</dd>
          </div>
        </dl>
        {booking.status === 'PAID' && !booking.refund && <RefundControl booking={booking} />}
      </div>
      <AuditLog targetId={booking.id} />
    </section>
  );
}
