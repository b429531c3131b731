import { useQuery } from '@apollo/client/react';
import { expertConsole } from 'app-en:expertConsole';
import { fieldControlClass } from '../../components/text-field';
import { PayoutBanksDocument } from '../../gql/graphql';
import { useT } from '../../lib/i18n/locale';

/** The payout form's bank: the payment provider's list (the banks' names are data). */
export function BankSelect({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
}) {
  const t = useT({ expertConsole });
  const banks = useQuery(PayoutBanksDocument);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('expertConsole.payout.bank')}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={fieldControlClass(invalid)}>
        <option value="">
          {banks.loading ? t('expertConsole.payout.loadingBanks') : t('expertConsole.payout.chooseBank')}
        </option>
        {banks.data?.payoutBanks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </select>
    </div>
  );
}
