import type { AdminOverviewQuery } from '../../gql/graphql';
import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';

type Day = AdminOverviewQuery['recentReconciliations'][number];

/** The last 30 reconciled days, newest first: each day's payments, and every mismatch by reference. */
export function ReconciliationList({ days }: { days: Day[] }) {
  const t = useT({ admin });
  return (
    <section aria-labelledby="reconciliation-heading">
      <h2 id="reconciliation-heading" className="text-xl font-semibold text-slate-900">
        {t('admin.reconciliation.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.reconciliation.intro')}</p>
      {days.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('admin.reconciliation.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {days.map((d) => (
            <li key={d.day} className="px-4 py-3">
              <p className="font-semibold text-slate-900">
                {d.day}:{' '}
                <span className={d.mismatches.length ? 'text-red-700' : 'text-emerald-800'}>
                  {d.mismatches.length
                    ? t('admin.reconciliation.mismatched', { mismatches: d.mismatches.length, payments: d.payments })
                    : d.payments
                      ? t('admin.reconciliation.allMatch', { payments: d.payments })
                      : t('admin.reconciliation.noPayments')}
                </span>
              </p>
              {d.mismatches.length > 0 && (
                <ul
                  aria-label={t('admin.reconciliation.mismatchesOf', { day: d.day })}
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
