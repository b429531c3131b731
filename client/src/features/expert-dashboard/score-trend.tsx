import { formatDay } from '../../lib/appointment-time';

export interface TrendPoint {
  score: number;
  createdAt: string;
  /** Answered after the measure request and before this appointment. */
  beforeSession?: boolean;
  /** A short word under the score (a severity band, a change). */
  note?: string;
}

/** A small line of the scores, for the eye only: the list beside it says every point in words. */
function Sparkline({ points, maxScore }: { points: readonly TrendPoint[]; maxScore: number }) {
  if (points.length < 2) return null;
  const width = 96;
  const height = 28;
  const x = (i: number) => (i / (points.length - 1)) * (width - 4) + 2;
  const y = (score: number) => height - 2 - (Math.min(score, maxScore) / maxScore) * (height - 4);
  return (
    <svg aria-hidden="true" width={width} height={height} className="shrink-0 text-brand-700">
      <polyline
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        points={points.map((p, i) => `${x(i)},${y(p.score)}`).join(' ')}
      />
    </svg>
  );
}

/** One instrument's or test's scores, oldest first, compact: a sparkline and the points in words. */
export function ScoreTrend({
  title,
  maxScore,
  points,
  zone,
}: {
  title: string;
  maxScore: number;
  points: readonly TrendPoint[];
  zone: string;
}) {
  return (
    <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-900">{title}</p>
        <Sparkline points={points} maxScore={maxScore} />
      </div>
      <ol aria-label={`${title}, oldest first`} className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
        {points.map((point) => (
          <li key={point.createdAt}>
            <span className="font-semibold">
              {point.score}/{maxScore}
            </span>{' '}
            <time dateTime={point.createdAt} className="text-slate-600">
              {formatDay(point.createdAt, zone)}
            </time>
            {point.note && <span className="text-slate-600"> · {point.note}</span>}
            {point.beforeSession && (
              <span className="ml-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
                Before this session
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
