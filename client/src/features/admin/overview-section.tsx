import { useQuery } from '@apollo/client/react';
import { LoadStatus } from '../../components/load-status';
import { formatMoney } from '../../components/money';
import { AdminOverviewDocument } from '../../gql/graphql';
import { ReconciliationList } from './reconciliation-list';

const CURRENCY = 'NGN';

/**
 * /admin/overview (#37): how the service is doing over the last 7 and 30 days, and the nightly
 * reconciliation of payments against Paystack's records for the last 30 days.
 */
export function OverviewSection() {
  const { data, loading, error } = useQuery(AdminOverviewDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return <LoadStatus loading={loading} error={error} loadingText="Loading…" what="the overview" />;
  const periods = data.adminOverview;
  const rows: [string, (p: (typeof periods)[number]) => string][] = [
    ['New members', (p) => String(p.newMembers)],
    ['Tests taken', (p) => String(p.tests)],
    ['Bookings paid', (p) => String(p.bookings)],
    ['No-shows', (p) => String(p.noShows)],
    ['Refunds', (p) => `${p.refunds} (${formatMoney(p.refunded, CURRENCY)})`],
    ['Revenue', (p) => formatMoney(p.revenue, CURRENCY)],
    ["Platform's share", (p) => formatMoney(p.platformRevenue, CURRENCY)],
    ['Payouts pending', (p) => String(p.payoutsPending)],
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="text-xl font-semibold text-slate-900">
          Overview
        </h2>
        <div
          tabIndex={0}
          role="region"
          aria-label="The service over the last 7 and 30 days (scrolls sideways)"
          className="focus-visible:outline-2 focus-visible:outline-brand-600 mt-3 overflow-x-auto"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The service over the last 7 and 30 days</caption>
            <thead className="text-slate-600">
              <tr>
                <td />
                {periods.map((p) => (
                  <th key={p.days} scope="col" className="py-2 pr-4">
                    Last {p.days} days
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-sm text-slate-600">
          Payouts pending: payments to experts who had no verified payout account. MindCheck holds their share and owes
          it to them.
        </p>
      </section>
      <ReconciliationList days={data.recentReconciliations} />
    </div>
  );
}
