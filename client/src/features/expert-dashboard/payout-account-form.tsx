import { useId, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ACCOUNT_NUMBER_PATTERN, payoutMessages } from '@mindcheck/common';
import { buttonStyle } from '../../components/busy-button';
import { fieldControlClass } from '../../components/text-field';
import toast from '../../components/toasts';
import {
  MyPayoutAccountDocument,
  PayoutAccountNameDocument,
  PayoutBanksDocument,
  SetPayoutAccountDocument,
} from '../../gql/graphql';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

function problemOf(error: unknown): string {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? SOMETHING_WENT_WRONG) : SOMETHING_WENT_WRONG;
}

/** What is wrong with the bank and account number as typed, if anything (before the bank is asked). */
function accountProblem({ bankCode, accountNumber }: { bankCode: string; accountNumber: string }): string | null {
  if (!bankCode) return payoutMessages.bankRequired;
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) return payoutMessages.accountNumberInvalid;
  return null;
}

/**
 * The bank (from the payment provider's list) and the 10-digit account number. "Check account"
 * asks the bank for the holder's name first; only then can the expert save, seeing whose account
 * their payouts will go to.
 */
export function PayoutAccountForm({ onDone }: { onDone?: () => void }) {
  const id = useId();
  const client = useApolloClient();
  const banks = useQuery(PayoutBanksDocument);
  const [save, saving] = useMutation(SetPayoutAccountDocument, {
    refetchQueries: [MyPayoutAccountDocument],
    awaitRefetchQueries: true,
  });
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [checkedName, setCheckedName] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const edit = (change: () => void) => {
    change();
    setCheckedName(null);
    setProblem(null);
  };

  const input = { bankCode, accountNumber: accountNumber.trim() };
  const invalid = () => accountProblem(input);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = invalid();
    if (wrong) return setProblem(wrong);
    if (checkedName) {
      try {
        await save({ variables: { input } });
      } catch (error) {
        return setProblem(problemOf(error));
      }
      toast.success(payoutMessages.payoutSaved);
      onDone?.();
      return;
    }
    setChecking(true);
    try {
      const { data } = await client.query({
        query: PayoutAccountNameDocument,
        variables: { input },
        fetchPolicy: 'network-only',
      });
      setCheckedName(data?.payoutAccountName ?? null);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void check(event)} className="mt-4 space-y-4" aria-label="Payout account">
      <div>
        <label htmlFor={`${id}-bank`} className="block text-sm font-semibold text-slate-800">
          Bank
        </label>
        <select
          id={`${id}-bank`}
          value={bankCode}
          onChange={(e) => edit(() => setBankCode(e.target.value))}
          className={fieldControlClass(problem === payoutMessages.bankRequired)}
        >
          <option value="">{banks.loading ? 'Loading banks…' : 'Choose your bank'}</option>
          {banks.data?.payoutBanks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-number`} className="block text-sm font-semibold text-slate-800">
          Account number
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          Your 10-digit account number (NUBAN). Only its last four digits are shown again.
        </p>
        <input
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          aria-describedby={`${id}-hint`}
          value={accountNumber}
          onChange={(e) => edit(() => setAccountNumber(e.target.value))}
          className={fieldControlClass(problem === payoutMessages.accountNumberInvalid)}
        />
      </div>
      {checkedName && (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-slate-900">
          Account name: <strong>{checkedName}</strong>
        </p>
      )}
      {problem && (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={checking || saving.loading} className={buttonStyle.primary}>
          {checkedName
            ? saving.loading
              ? 'Saving…'
              : 'Save payout account'
            : checking
              ? 'Checking…'
              : 'Check account'}
        </button>
        {onDone && (
          <button type="button" onClick={onDone} className={buttonStyle.secondary}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
