import { useId } from 'react';
import { expertConsole } from 'app-en:expertConsole';
import { useT } from '../../lib/i18n/locale';
import { type SharedResultsProps, SharedTrends } from './shared-trends';

/** What the member shares with this appointment's expert: a compact trend of their results, or that they do not. */
export function SharedResultsPanel(props: SharedResultsProps) {
  const t = useT({ expertConsole });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('expertConsole.results.heading')}
      </h4>
      {props.resultsShared ? (
        <SharedTrends {...props} />
      ) : (
        <>
          <p className="mt-1 text-sm font-semibold text-slate-800">{t('expertConsole.results.notShared')}</p>
          <p className="text-sm text-slate-700">{t('expertConsole.results.notSharedDetail')}</p>
        </>
      )}
    </section>
  );
}
