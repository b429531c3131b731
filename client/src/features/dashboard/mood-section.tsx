import { useQuery } from '@apollo/client/react';
import '../../components/toasts';
import { MoodEntriesDocument } from '../../gql/graphql';
import { dailyMeans } from './mood-data';
import { LoadStatus } from '../../components/load-status';
import { MoodForm } from './mood-form';
import { MoodChart } from './mood-chart';
import { PastEntries } from './past-entries';
import { WaitingWrites } from '../../components/waiting-writes';
import { dashboard } from 'app-en:dashboard';
import { useT } from '../../lib/i18n/locale';

/** The dashboard's ten-second mood check-in, the chart of daily means and the past check-ins. */
export function MoodSection() {
  const { data, loading, error, refetch } = useQuery(MoodEntriesDocument, { fetchPolicy: 'cache-and-network' });
  const entries = data?.moodEntries;
  const t = useT({ dashboard });
  return (
    <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="mood-heading" className="text-xl font-semibold text-slate-900">
        {t('dashboard.mood.heading')}
      </h2>
      <MoodForm />
      <WaitingWrites what="check-in" onSent={() => void refetch().catch(() => undefined)} />
      {!entries ? (
        <LoadStatus
          loading={loading}
          error={error}
          loadingText={t('dashboard.mood.loading')}
          what={t('dashboard.mood.what')}
          className="mt-4"
        />
      ) : entries.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('dashboard.mood.none')}</p>
      ) : (
        <>
          <MoodChart days={dailyMeans(entries)} />
          <PastEntries entries={entries} />
        </>
      )}
    </div>
  );
}
