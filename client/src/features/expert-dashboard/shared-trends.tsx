import { useQuery } from '@apollo/client/react';
import { LoadStatus } from '../../components/load-status';
import { answeredBeforeSession } from '@mindcheck/common';
import {
  MemberMeasuresDocument,
  MemberTestScoresDocument,
  type Condition,
  type Instrument,
  type MeasureChange,
  type MemberMeasuresQuery,
  type Severity,
} from '../../gql/graphql';
import { expertConsole } from 'app-en:expertConsole';
import type { Translate } from '../../lib/i18n/catalogue';
import { useSentences } from '../../lib/i18n/sentence';
import { ScoreTrend } from './score-trend';
import { type TrendPoint } from './sparkline';

const INSTRUMENT_TITLES: Record<Instrument, string> = { PHQ9: 'PHQ-9', GAD7: 'GAD-7' };

/** The change against the previous result, in a clinician's words (NHS Talking Therapies' terms). */
const CHANGE_WORDS: Record<MeasureChange, string> = {
  BASELINE: 'expertConsole.results.change.baseline',
  RECOVERED: 'expertConsole.results.change.recovered',
  IMPROVED: 'expertConsole.results.change.improved',
  NO_RELIABLE_CHANGE: 'expertConsole.results.change.noReliableChange',
  DETERIORATED: 'expertConsole.results.change.deteriorated',
};

const SEVERITY_WORDS: Record<Severity, string> = {
  MINIMAL: 'expertConsole.results.severity.minimal',
  MILD: 'expertConsole.results.severity.mild',
  MODERATE: 'expertConsole.results.severity.moderate',
  MODERATELY_SEVERE: 'expertConsole.results.severity.moderatelySevere',
  SEVERE: 'expertConsole.results.severity.severe',
};

const TEST_TITLES: Record<Condition, string> = {
  DEPRESSION: 'expertConsole.results.tests.depression',
  ANXIETY: 'expertConsole.results.tests.anxiety',
  SCHIZOPHRENIA: 'expertConsole.results.tests.schizophrenia',
  SUBSTANCE_ABUSE: 'expertConsole.results.tests.substanceAbuse',
  DEMENTIA: 'expertConsole.results.tests.dementia',
};

export interface SharedResultsProps {
  reference: string;
  resultsShared: boolean;
  /** When the measure request went out (null: not yet): results from then to `start` are marked. */
  measuresRequestedAt?: string | null;
  start: string;
  zone: string;
}

type Measure = MemberMeasuresQuery['memberMeasures'][number];

/** Each instrument's points, oldest first, those answered between the request and the session marked. */
function measureTrends(
  measures: readonly Measure[],
  requestedAt: string | null | undefined,
  start: string,
  { t, wordsFor }: { t: Translate; wordsFor: (key: string) => Translate },
) {
  const byInstrument = new Map<Instrument, { maxScore: number; points: TrendPoint[] }>();
  for (const m of measures) {
    const trend = byInstrument.get(m.instrument) ?? { maxScore: m.maxScore, points: [] };
    // The band and the change in the language of the line they are said in.
    const key = m.needsCrisisSupport ? 'expertConsole.results.noteItemNine' : 'expertConsole.results.note';
    const inLine = wordsFor(key);
    const words = { severity: inLine(SEVERITY_WORDS[m.severity]), change: inLine(CHANGE_WORDS[m.change]) };
    trend.points.push({
      score: m.score,
      createdAt: m.createdAt,
      beforeSession: answeredBeforeSession(m.createdAt, requestedAt, start),
      note: t(key, words),
    });
    byInstrument.set(m.instrument, trend);
  }
  return byInstrument;
}

export function SharedTrends({ reference, zone, measuresRequestedAt, start }: SharedResultsProps) {
  const sentences = useSentences({ expertConsole });
  const { t } = sentences;
  const measures = useQuery(MemberMeasuresDocument, { variables: { reference }, fetchPolicy: 'network-only' });
  const tests = useQuery(MemberTestScoresDocument, { variables: { reference }, fetchPolicy: 'network-only' });
  if (!tests.data || !measures.data)
    return (
      <LoadStatus
        loading={tests.loading || measures.loading}
        error={tests.error ?? measures.error}
        loadingText={t('expertConsole.loading')}
        what={t('expertConsole.results.what')}
        className="mt-2"
      />
    );
  const byInstrument = measureTrends(measures.data.memberMeasures, measuresRequestedAt, start, sentences);
  const byCondition = new Map<Condition, { score: number; createdAt: string }[]>();
  for (const point of tests.data.memberTestScores)
    byCondition.set(point.condition, [...(byCondition.get(point.condition) ?? []), point]);
  return (
    <div className="mt-2 space-y-2">
      <p className="text-xs text-slate-600">{t('expertConsole.results.logged')}</p>
      {byCondition.size + byInstrument.size === 0 && (
        <p className="text-sm text-slate-700">{t('expertConsole.results.noResults')}</p>
      )}
      {measures.data.memberMeasures.some((m) => m.needsCrisisSupport) && (
        <p role="note" className="rounded-lg bg-red-50 p-2 text-sm font-semibold text-red-900 ring-1 ring-red-200">
          {t('expertConsole.results.itemNine')}
        </p>
      )}
      {[...byInstrument.entries()].map(([instrument, trend]) => (
        <ScoreTrend key={instrument} title={INSTRUMENT_TITLES[instrument]} zone={zone} {...trend} />
      ))}
      {[...byCondition.entries()].map(([condition, points]) => (
        <ScoreTrend key={condition} title={t(TEST_TITLES[condition])} maxScore={30} points={points} zone={zone} />
      ))}
    </div>
  );
}
