import type { HealthScoresQuery } from '../../gql/graphql';

export interface ChartPoint {
  x: Date;
  y: number;
  id: string;
  condition: string;
  evaluation: string;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Spec section 9: dates in en-GB day, short month, year, e.g. 22 Nov 2026. */
export function formatChartDate(date: Date): string {
  return dateFormat.format(date);
}

/** The condition as the tooltip shows it: capitalised, e.g. SUBSTANCE_ABUSE → Substance abuse. */
export function conditionLabel(condition: string): string {
  const words = condition.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Wraps text to lines of about `width` characters, at most `maxLines` (the last ends in … when cut). */
export function wrapText(text: string, width = 48, maxLines = 4): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[.,;:]?$/, '')}…`;
  return kept;
}

/** The tooltip's lines (spec section 9): 'Assessment Test: {Condition}', 'Evaluation: {evaluation}', 'Score: {score}'. */
export function tooltipLines(point: Pick<ChartPoint, 'condition' | 'evaluation' | 'y'>): string[] {
  return [
    `Assessment Test: ${conditionLabel(point.condition)}`,
    ...wrapText(`Evaluation: ${point.evaluation}`),
    `Score: ${point.y}`,
  ];
}

/** The server's points, oldest first (sorted again here: the chart must never zig-zag back in time). */
export function toChartPoints(scores: HealthScoresQuery['healthScores']): ChartPoint[] {
  return scores
    .map((s) => ({
      x: new Date(s.createdAt),
      y: s.score,
      id: s.assessmentId,
      condition: s.condition,
      evaluation: s.evaluation,
    }))
    .sort((a, b) => a.x.getTime() - b.x.getTime());
}

/**
 * The x-axis ticks: the days on which tests were taken (one tick per day, never the same date
 * twice), thinned evenly to at most `max`.
 */
export function dayTicks(points: readonly Pick<ChartPoint, 'x'>[], max: number): Date[] {
  const days: Date[] = [];
  const seen = new Set<string>();
  for (const { x } of points) {
    const key = formatChartDate(x);
    if (seen.has(key)) continue;
    seen.add(key);
    days.push(x);
  }
  if (days.length <= max) return days;
  const step = (days.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => days[Math.round(i * step)]);
}
