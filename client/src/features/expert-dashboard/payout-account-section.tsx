import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { payoutMessages } from '@mindcheck/common';
import { buttonStyle } from '../../components/busy-button';
import { LoadStatus } from '../../components/load-status';
import { MyPayoutAccountDocument } from '../../gql/graphql';
import { PayoutAccountForm } from './payout-account-form';

/** The expert's payout account on their dashboard (#37): where their share of each payment goes. */
export function PayoutAccountSection() {
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
          Payout account
        </h2>
        <Link to="/expert/earnings" className="font-semibold text-brand-700 underline hover:text-brand-800">
          See your earnings
        </Link>
      </div>
      {data?.myEarnings.simulated && (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{payoutMessages.simulatedNotice}</p>
      )}
      {!data ? (
        <LoadStatus loading={loading} error={error} loadingText="Loading…" what="your payout account" />
      ) : account && !editing ? (
        <>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            {(
              [
                ['Bank', account.bankName],
                ['Account number', account.accountNumberMasked],
                ['Account name', account.accountName],
                ['Your share of each payment', `${account.sharePercent}%`],
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt className="font-semibold text-slate-600">{term}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-600">
            {account.verified
              ? 'Verified: your share of each payment is paid to this account.'
              : 'Not verified yet: MindCheck holds your share until it is.'}
          </p>
          <button type="button" onClick={() => setEditing(true)} className={`mt-4 ${buttonStyle.secondary}`}>
            Change payout account
          </button>
        </>
      ) : (
        <>
          {!account && (
            <p className="mt-2 text-sm text-slate-600">
              Add the bank account your share of each payment is paid to. Until you do, MindCheck holds your share and
              pays it to you later.
            </p>
          )}
          <PayoutAccountForm onDone={account ? () => setEditing(false) : undefined} />
        </>
      )}
    </section>
  );
}
