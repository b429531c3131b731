import { useDeferredValue } from 'react';
import { useQuery } from '@apollo/client/react';
import { HealthScoresDocument } from '../../gql/graphql';
import { HealthChartLoading } from './health-chart-loading';
import { HealthChartCard } from './health-chart-card';
import { toChartPoints } from './health-chart-data';
import { LoadStatus } from '../../components/load-status';
import { ScoresChart } from './scores-chart';
import { dashboard } from 'app-en:dashboard';
import { useT } from '../../lib/i18n/locale';
import { NotADiagnosis } from '../../components/not-a-diagnosis';

/**
 * The dashboard's line chart of the member's scores (spec sections 2, 4 and 9): 'User Health State',
 * legend at the top, series 'Health Score', en-GB dates, a tooltip per point. Loaded lazily by the
 * dashboard, so Victory stays out of every other page.
 */
export default function HealthChart() {
  const { data, loading, error } = useQuery(HealthScoresDocument, { fetchPolicy: 'cache-and-network' });
  // Victory's render is long: done as a background render that yields to the browser, rather than
  // in the one task that delivers the answer (Apollo's updates are synchronous). The loading state
  // stays until then.
  const scores = useDeferredValue(data?.healthScores, undefined);
  // The maximum score comes from the API (every assessment has the same one today: 30).
  const maxScore = Math.max(0, ...(data?.assessments ?? []).map((a) => a.maxScore)) || 30;
  const t = useT({ dashboard });

  return (
    <HealthChartCard>
      <NotADiagnosis className="mt-1 text-sm text-slate-600" />
      {!scores ? (
        <LoadStatus
          loading={loading}
          error={error}
          pending={<HealthChartLoading />}
          what={t('dashboard.scoresWhat')}
          className="mt-4"
        />
      ) : (
        <ScoresChart points={toChartPoints(scores)} maxScore={maxScore} />
      )}
    </HealthChartCard>
  );
}
