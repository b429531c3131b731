import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { buttonStyle } from '../../components/busy-button';
import { MyEarningsCsvDocument } from '../../gql/graphql';
import { expertConsole } from 'app-en:expertConsole';
import { useT } from '../../lib/i18n/locale';

/** The same payments as a CSV file (amounts in kobo), made in the browser from the server's text. */
export function EarningsCsvDownload() {
  const t = useT({ expertConsole });
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { data } = await client.query({ query: MyEarningsCsvDocument, fetchPolicy: 'network-only' });
      const url = URL.createObjectURL(new Blob([data?.myEarningsCsv ?? ''], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `mindcheck-earnings-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-6">
      <button type="button" disabled={busy} onClick={() => void download()} className={buttonStyle.secondary}>
        {busy ? t('expertConsole.earnings.preparing') : t('expertConsole.earnings.download')}
      </button>
      {failed && (
        <p role="alert" className="mt-2 text-slate-700">
          {t('expertConsole.earnings.downloadFailed')}
        </p>
      )}
    </div>
  );
}
