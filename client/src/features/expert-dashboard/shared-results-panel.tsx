import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { LoadStatus } from '../../components/load-status';
import { MemberTestScoresDocument, type Condition } from '../../gql/graphql';
import { ScoreTrend } from './score-trend';

export const sharedResultsMessages = {
  notShared: 'Not shared by the member',
  notSharedDetail: 'The member has not chosen to share their results with you for this appointment.',
  logged: 'Each time you open these results, MindCheck records that you did (not what they say).',
  noResults: 'The member has no results yet.',
} as const;

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

/** What the member shares with this appointment's expert: a compact trend of their results, or that they do not. */
export function SharedResultsPanel(props: SharedResultsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="font-semibold text-slate-900">
        Shared results
      </h4>
      {props.resultsShared ? (
        <SharedTrends {...props} />
      ) : (
        <>
          <p className="mt-1 text-sm font-semibold text-slate-800">{sharedResultsMessages.notShared}</p>
          <p className="text-sm text-slate-700">{sharedResultsMessages.notSharedDetail}</p>
        </>
      )}
    </section>
  );
}

function SharedTrends({ reference, zone }: SharedResultsProps) {
  const tests = useQuery(MemberTestScoresDocument, { variables: { reference }, fetchPolicy: 'network-only' });
  if (!tests.data)
    return (
      <LoadStatus
        loading={tests.loading}
        error={tests.error}
        loadingText="Loading…"
        what="the shared results"
        className="mt-2"
      />
    );
  const byCondition = new Map<Condition, { score: number; createdAt: string }[]>();
  for (const point of tests.data.memberTestScores)
    byCondition.set(point.condition, [...(byCondition.get(point.condition) ?? []), point]);
  return (
    <div className="mt-2 space-y-2">
      <p className="text-xs text-slate-600">{sharedResultsMessages.logged}</p>
      {byCondition.size === 0 && <p className="text-sm text-slate-700">{sharedResultsMessages.noResults}</p>}
      {[...byCondition.entries()].map(([condition, points]) => (
        <ScoreTrend key={condition} title={TEST_TITLES[condition]} maxScore={30} points={points} zone={zone} />
      ))}
    </div>
  );
}
