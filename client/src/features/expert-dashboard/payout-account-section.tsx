import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { buttonStyle } from '../../components/busy-button';
import { LoadStatus } from '../../components/load-status';
import { MyPayoutAccountDocument } from '../../gql/graphql';
import { PayoutAccountForm } from './payout-account-form';
import { expertConsole } from 'app-en:expertConsole';
import { useT } from '../../lib/i18n/locale';

/** The expert's payout account on their dashboard (#37): where their share of each payment goes. */
export function PayoutAccountSection() {
  const t = useT({ expertConsole });
  const { data, loading, error } = useQuery(MyPayoutAccountDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const account = data?.myPayoutAccount;
  return (
    <section
      aria-labelledby="payout-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="payout-heading" className="text-lg font-semibold text-slate-900">
          {t('expertConsole.payout.heading')}
        </h2>
        <Link to="/expert/earnings" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('expertConsole.payout.earningsLink')}
        </Link>
      </div>
      {data?.myEarnings.simulated && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('expertConsole.payout.simulated')}
        </p>
      )}
      {!data ? (
        <LoadStatus
          loading={loading}
          error={error}
          loadingText={t('expertConsole.loading')}
          what={t('expertConsole.payout.what')}
        />
      ) : account && !editing ? (
        <>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            {(
              [
                [t('expertConsole.payout.bank'), account.bankName],
                [t('expertConsole.payout.accountNumber'), account.accountNumberMasked],
                [t('expertConsole.payout.accountName'), account.accountName],
                [t('expertConsole.payout.share'), `${account.sharePercent}%`],
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt className="font-semibold text-slate-600">{term}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-600">
            {account.verified ? t('expertConsole.payout.verified') : t('expertConsole.payout.unverified')}
          </p>
          <button type="button" onClick={() => setEditing(true)} className={`mt-4 ${buttonStyle.secondary}`}>
            {t('expertConsole.payout.change')}
          </button>
        </>
      ) : (
        <>
          {!account && <p className="mt-2 text-sm text-slate-600">{t('expertConsole.payout.add')}</p>}
          <PayoutAccountForm onDone={account ? () => setEditing(false) : undefined} />
        </>
      )}
    </section>
  );
}
