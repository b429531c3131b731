import { useQuery } from '@apollo/client/react';
import { LoadStatus } from '../../components/load-status';
import { formatMoney } from '../../components/money';
import { ScrollTable } from '../../components/scroll-table';
import { AdminOverviewDocument } from '../../gql/graphql';
import { ReconciliationList } from './reconciliation-list';
import { admin } from 'app-en:admin';
import { useLocale, useT } from '../../lib/i18n/locale';

const CURRENCY = 'NGN';

/**
 * /admin/overview (#37): how the service is doing over the last 7 and 30 days, and the nightly
 * reconciliation of payments against Paystack's records for the last 30 days.
 */
export function OverviewSection() {
  const t = useT({ admin });
  const { locale } = useLocale();
  const { data, loading, error } = useQuery(AdminOverviewDocument, { fetchPolicy: 'cache-and-network' });
  if (!data)
    return (
      <LoadStatus loading={loading} error={error} loadingText={t('admin.loading')} what={t('admin.overview.what')} />
    );
  const periods = data.adminOverview;
  const rows: [string, (p: (typeof periods)[number]) => string][] = [
    [t('admin.overview.newMembers'), (p) => String(p.newMembers)],
    [t('admin.overview.tests'), (p) => String(p.tests)],
    [t('admin.overview.bookings'), (p) => String(p.bookings)],
    [t('admin.overview.noShows'), (p) => String(p.noShows)],
    [
      t('admin.overview.refunds'),
      (p) =>
        t('admin.overview.refundsValue', { refunds: p.refunds, amount: formatMoney(p.refunded, CURRENCY, locale) }),
    ],
    [t('admin.overview.revenue'), (p) => formatMoney(p.revenue, CURRENCY, locale)],
    [t('admin.overview.platformShare'), (p) => formatMoney(p.platformRevenue, CURRENCY, locale)],
    [t('admin.overview.payoutsPending'), (p) => String(p.payoutsPending)],
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="text-xl font-semibold text-slate-900">
          {t('admin.tabs.overview')}
        </h2>
        <ScrollTable
          label={t('admin.overview.region')}
          caption={t('admin.overview.caption')}
          className="mt-3"
          head={
            <>
              <td />
              {periods.map((p) => (
                <th key={p.days} scope="col" className="py-2 pr-4">
                  {t('admin.overview.lastDays', { count: p.days })}
                </th>
              ))}
            </>
          }
        >
          {rows.map(([label, value]) => (
            <tr key={label} className="border-t border-slate-200">
              <th scope="row" className="py-2 pr-4 font-semibold text-slate-900">
                {label}
              </th>
              {periods.map((p) => (
                <td key={p.days} className="py-2 pr-4">
                  {value(p)}
                </td>
              ))}
            </tr>
          ))}
        </ScrollTable>
        <p className="mt-2 text-sm text-slate-600">{t('admin.overview.note')}</p>
      </section>
      <ReconciliationList days={data.recentReconciliations} />
    </div>
  );
}
