export interface TrendPoint {
  score: number;
  createdAt: string;
  /** Answered after the measure request and before this appointment. */
  beforeSession?: boolean;
  /** A short word under the score (a severity band, a change). */
  note?: string;
}

/** A small line of the scores, for the eye only: the list beside it says every point in words. */
export function Sparkline({ points, maxScore }: { points: readonly TrendPoint[]; maxScore: number }) {
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
