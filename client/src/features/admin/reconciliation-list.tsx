import type { AdminOverviewQuery } from '../../gql/graphql';

type Day = AdminOverviewQuery['recentReconciliations'][number];

/** The last 30 reconciled days, newest first: each day's payments, and every mismatch by reference. */
export function ReconciliationList({ days }: { days: Day[] }) {
  return (
    <section aria-labelledby="reconciliation-heading">
      <h2 id="reconciliation-heading" className="text-xl font-semibold text-slate-900">
        Payments against Paystack (last 30 days)
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each night the day's payments (Africa/Lagos) are compared with Paystack's records, both ways, refunds too.
      </p>
      {days.length === 0 ? (
        <p className="mt-3 text-slate-700">No day has been reconciled yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {days.map((d) => (
            <li key={d.day} className="px-4 py-3">
              <p className="font-semibold text-slate-900">
                {d.day}:{' '}
                <span className={d.mismatches.length ? 'text-red-700' : 'text-emerald-800'}>
                  {d.mismatches.length
                    ? `${d.mismatches.length} of ${d.payments} payments do not match`
                    : d.payments
                      ? `all ${d.payments} payments match`
                      : 'no payments'}
                </span>
              </p>
              {d.mismatches.length > 0 && (
                <ul
                  aria-label={`Mismatches of ${d.day}`}
                  className="mt-1 list-disc pl-6 font-mono text-sm text-slate-800"
                >
                  {d.mismatches.map((reference) => (
                    <li key={reference}>{reference}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
