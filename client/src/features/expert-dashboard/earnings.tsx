import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { LoadStatus } from '../../components/load-status';
import { formatMoney } from '../../components/money';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MyEarningsDocument } from '../../gql/graphql';
import { EarningsMonthsTable } from './earnings-months-table';
import { EarningsCsvDownload } from './earnings-csv-download';
import { expertConsole } from 'app-en:expertConsole';
import { useLocale, useT } from '../../lib/i18n/locale';

export function Earnings() {
  const t = useT({ expertConsole });
  const { locale } = useLocale();
  useDocumentTitle(t('expertConsole.earnings.title'));
  const { data, loading, error } = useQuery(MyEarningsDocument, { fetchPolicy: 'cache-and-network' });
  const earnings = data?.myEarnings;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <p>
        <Link to="/expert" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('expertConsole.earnings.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('expertConsole.earnings.title')}</h1>
      {!earnings ? (
        <LoadStatus
          loading={loading}
          error={error}
          loadingText={t('expertConsole.loading')}
          what={t('expertConsole.earnings.what')}
        />
      ) : (
        <>
          {earnings.simulated && (
            <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t('expertConsole.payout.simulated')}
            </p>
          )}
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            {(
              [
                [t('expertConsole.earnings.paid'), earnings.paid],
                [t('expertConsole.earnings.refunded'), earnings.refunded],
                [t('expertConsole.earnings.pending'), earnings.pending],
              ] as const
            ).map(([term, amount]) => (
              <div key={term} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <dt className="text-sm font-semibold text-slate-600">{term}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">
                  {formatMoney(amount, earnings.currency, locale)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-600">{t('expertConsole.earnings.pendingNote')}</p>
          <EarningsMonthsTable months={earnings.months} currency={earnings.currency} />
          <EarningsCsvDownload />
        </>
      )}
    </div>
  );
}
