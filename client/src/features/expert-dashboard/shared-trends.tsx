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
} from '../../gql/graphql';
import { ScoreTrend } from './score-trend';
import { type TrendPoint } from './sparkline';

export const sharedResultsMessages = {
  notShared: 'Not shared by the member',
  notSharedDetail: 'The member has not chosen to share their results with you for this appointment.',
  logged: 'Each time you open these results, MindCheck records that you did (not what they say).',
  noResults: 'The member has no results yet.',
  itemNine: 'PHQ-9 item 9 (thoughts of self-harm) answered above "Not at all" on a result marked below.',
} as const;

const INSTRUMENT_TITLES: Record<Instrument, string> = { PHQ9: 'PHQ-9', GAD7: 'GAD-7' };

/** The change against the previous result, in a clinician's words (NHS Talking Therapies' terms). */
const CHANGE_WORDS: Record<MeasureChange, string> = {
  BASELINE: 'baseline',
  RECOVERED: 'reliable recovery',
  IMPROVED: 'reliable improvement',
  NO_RELIABLE_CHANGE: 'no reliable change',
  DETERIORATED: 'reliable deterioration',
};

const TEST_TITLES: Record<Condition, string> = {
  DEPRESSION: 'Depression test',
  ANXIETY: 'Anxiety test',
  SCHIZOPHRENIA: 'Schizophrenia test',
  SUBSTANCE_ABUSE: 'Substance abuse test',
  DEMENTIA: 'Dementia test',
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
function measureTrends(measures: readonly Measure[], requestedAt: string | null | undefined, start: string) {
  const byInstrument = new Map<Instrument, { maxScore: number; points: TrendPoint[] }>();
  for (const m of measures) {
    const trend = byInstrument.get(m.instrument) ?? { maxScore: m.maxScore, points: [] };
    trend.points.push({
      score: m.score,
      createdAt: m.createdAt,
      beforeSession: answeredBeforeSession(m.createdAt, requestedAt, start),
      note: `${m.severity.toLowerCase().replace('_', ' ')}, ${CHANGE_WORDS[m.change]}${m.needsCrisisSupport ? ', item 9 above "Not at all"' : ''}`,
    });
    byInstrument.set(m.instrument, trend);
  }
  return byInstrument;
}

export function SharedTrends({ reference, zone, measuresRequestedAt, start }: SharedResultsProps) {
  const measures = useQuery(MemberMeasuresDocument, { variables: { reference }, fetchPolicy: 'network-only' });
  const tests = useQuery(MemberTestScoresDocument, { variables: { reference }, fetchPolicy: 'network-only' });
  if (!tests.data || !measures.data)
    return (
      <LoadStatus
        loading={tests.loading || measures.loading}
        error={tests.error ?? measures.error}
        loadingText="Loading…"
        what="the shared results"
        className="mt-2"
      />
    );
  const byInstrument = measureTrends(measures.data.memberMeasures, measuresRequestedAt, start);
  const byCondition = new Map<Condition, { score: number; createdAt: string }[]>();
  for (const point of tests.data.memberTestScores)
    byCondition.set(point.condition, [...(byCondition.get(point.condition) ?? []), point]);
  return (
    <div className="mt-2 space-y-2">
      <p className="text-xs text-slate-600">{sharedResultsMessages.logged}</p>
      {byCondition.size + byInstrument.size === 0 && (
        <p className="text-sm text-slate-700">{sharedResultsMessages.noResults}</p>
      )}
      {measures.data.memberMeasures.some((m) => m.needsCrisisSupport) && (
        <p role="note" className="rounded-lg bg-red-50 p-2 text-sm font-semibold text-red-900 ring-1 ring-red-200">
          {sharedResultsMessages.itemNine}
        </p>
      )}
      {[...byInstrument.entries()].map(([instrument, trend]) => (
        <ScoreTrend key={instrument} title={INSTRUMENT_TITLES[instrument]} zone={zone} {...trend} />
      ))}
      {[...byCondition.entries()].map(([condition, points]) => (
        <ScoreTrend key={condition} title={TEST_TITLES[condition]} maxScore={30} points={points} zone={zone} />
      ))}
    </div>
  );
}
