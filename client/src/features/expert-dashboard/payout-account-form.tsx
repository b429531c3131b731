import { useId, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ACCOUNT_NUMBER_PATTERN } from '@mindcheck/common';
import { buttonStyle } from '../../components/busy-button';
import { fieldControlClass } from '../../components/text-field';
import toast from '../../components/toasts';
import { MyPayoutAccountDocument, PayoutAccountNameDocument, SetPayoutAccountDocument } from '../../gql/graphql';
import { expertConsole } from 'app-en:expertConsole';
import type { Translate } from '../../lib/i18n/catalogue';
import { useT } from '../../lib/i18n/locale';
import { RichText } from '../../lib/i18n/rich-text';
import { BankSelect } from './bank-select';
import { Form } from '../../components/form';

/** The server's words (in the member's language), else ours. */
function problemOf(error: unknown, t: Translate): string {
  const fallback = t('expertConsole.somethingWentWrong');
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? fallback) : fallback;
}

type Field = 'bank' | 'number';

/** What is wrong with the bank and account number as typed, if anything (before the bank is asked). */
function accountProblem(
  { bankCode, accountNumber }: { bankCode: string; accountNumber: string },
  t: Translate,
): { field: Field; message: string } | null {
  if (!bankCode) return { field: 'bank', message: t('expertConsole.payout.bankRequired') };
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber))
    return { field: 'number', message: t('expertConsole.payout.accountNumberInvalid') };
  return null;
}

/**
 * The bank (from the payment provider's list) and the 10-digit account number. "Check account"
 * asks the bank for the holder's name first; only then can the expert save, seeing whose account
 * their payouts will go to.
 */
export function PayoutAccountForm({ onDone }: { onDone?: () => void }) {
  const t = useT({ expertConsole });
  const id = useId();
  const client = useApolloClient();
  const [save, saving] = useMutation(SetPayoutAccountDocument, {
    refetchQueries: [MyPayoutAccountDocument],
    awaitRefetchQueries: true,
  });
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [checkedName, setCheckedName] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<{ field?: Field; message: string } | null>(null);

  const edit = (change: () => void) => {
    change();
    setCheckedName(null);
    setProblem(null);
  };

  const input = { bankCode, accountNumber: accountNumber.trim() };
  const invalid = () => accountProblem(input, t);
  const failed = (error: unknown) => setProblem({ message: problemOf(error, t) });

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = invalid();
    if (wrong) return setProblem(wrong);
    if (checkedName) {
      try {
        await save({ variables: { input } });
      } catch (error) {
        return failed(error);
      }
      toast.success(t('expertConsole.payout.saved'));
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
      failed(error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Form onSubmit={check} className="mt-4 space-y-4" aria-label={t('expertConsole.payout.form')}>
      <BankSelect
        id={`${id}-bank`}
        value={bankCode}
        onChange={(code) => edit(() => setBankCode(code))}
        invalid={problem?.field === 'bank'}
      />
      <div>
        <label htmlFor={`${id}-number`} className="block text-sm font-semibold text-slate-800">
          {t('expertConsole.payout.accountNumber')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t('expertConsole.payout.accountNumberHint')}
        </p>
        <input
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          aria-describedby={`${id}-hint`}
          value={accountNumber}
          onChange={(e) => edit(() => setAccountNumber(e.target.value))}
          className={fieldControlClass(problem?.field === 'number')}
        />
      </div>
      {checkedName && (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-slate-900">
          {/* The holder's name is the bank's data, set in by the tag (never read as catalogue text). */}
          <RichText
            text={t('expertConsole.payout.checkedName')}
            parts={{ name: () => <strong>{checkedName}</strong> }}
          />
        </p>
      )}
      {problem && (
        <p role="alert" className="text-red-700">
          {problem.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={checking || saving.loading} className={buttonStyle.primary}>
          {checkedName
            ? saving.loading
              ? t('expertConsole.payout.busy')
              : t('expertConsole.payout.save')
            : checking
              ? t('expertConsole.payout.checking')
              : t('expertConsole.payout.check')}
        </button>
        {onDone && (
          <button type="button" onClick={onDone} className={buttonStyle.secondary}>
            {t('expertConsole.cancel')}
          </button>
        )}
      </div>
    </Form>
  );
}
