import type { Severity } from '../gql/graphql';
import { SeverityBadge } from './severity-badge';

/** "Score: N of M" with its band, as the evaluation and the history show it. */
export function ScoreWithBand({
  score,
  maxScore,
  severity,
  condition,
  large = false,
}: {
  score: number;
  maxScore: number;
  severity: Severity;
  condition: string;
  large?: boolean;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <p className={`${large ? 'text-lg ' : ''}font-semibold text-slate-900`}>
        Score: {score} of {maxScore}
      </p>
      <SeverityBadge severity={severity} condition={condition} />
    </div>
  );
}
