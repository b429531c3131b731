import { useQuery } from '@apollo/client/react';
import { INSTRUMENTS } from '@mindcheck/common';
import { MeasureTrendsDocument } from '../../gql/graphql';
import { LoadStatus } from '../../components/load-status';
import { InstrumentChart } from './instrument-chart';
import { measures } from 'app-en:measures';
import { useT } from '../../lib/i18n/locale';

/**
 * The dashboard's validated measures (#34): one chart per instrument taken, its results as a line
 * over a shaded band from the clinical cut-off up, and the latest change in plain words.
 */
export function MeasuresChart() {
  const t = useT({ measures });
  const { data, loading, error } = useQuery(MeasureTrendsDocument, { fetchPolicy: 'cache-and-network' });
  const results = data?.measureHistory;
  return (
    <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="measures-chart-heading" className="text-xl font-semibold text-slate-900">
        {t('measures.chart.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('measures.chart.intro')}</p>
      {!results ? (
        <LoadStatus loading={loading} error={error} what={t('measures.chart.what')} className="mt-4" />
      ) : (
        INSTRUMENTS.map((instrument) => {
          const mine = results.filter((r) => r.instrument === instrument);
          return mine.length ? <InstrumentChart key={instrument} instrument={instrument} results={mine} /> : null;
        })
      )}
      {results && results.length === 0 && <p className="mt-3 text-slate-700">{t('measures.chart.none')}</p>}
    </div>
  );
}
