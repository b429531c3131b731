import type { Locale } from '@mindcheck/common';
import { dashboard } from 'app-en:dashboard';
import type { HealthScoresQuery } from '../../gql/graphql';
import { formatDay } from '../../lib/format-day';
import type { Translate } from '../../lib/i18n/catalogue';
import { englishT } from '../../lib/i18n/english';

/** The words a chart writes and the language its dates are in (English, the spec's, by default). */
export interface ChartWords {
  t: Translate;
  locale: Locale;
}
export const ENGLISH_CHART_WORDS: ChartWords = { t: englishT({ dashboard }), locale: 'en' };

export interface ChartPoint {
  x: Date;
  y: number;
  id: string;
  condition: string;
  evaluation: string;
}

/** Spec section 9: dates in en-GB day, short month, year, e.g. 22 Nov 2026. */
export function formatChartDate(date: Date): string {
  return formatDay(date);
}

const CONDITION_KEYS: Readonly<Record<string, string>> = {
  DEPRESSION: 'dashboard.condition.depression',
  ANXIETY: 'dashboard.condition.anxiety',
  SCHIZOPHRENIA: 'dashboard.condition.schizophrenia',
  SUBSTANCE_ABUSE: 'dashboard.condition.substanceAbuse',
  DEMENTIA: 'dashboard.condition.dementia',
};

/** The condition as the tooltip shows it: capitalised, e.g. SUBSTANCE_ABUSE → Substance abuse. */
export function conditionLabel(condition: string, { t } = ENGLISH_CHART_WORDS): string {
  const key = CONDITION_KEYS[condition];
  if (key) return t(key);
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

/**
 * The tooltip's lines (spec section 9): 'Assessment Test: {Condition}', 'Evaluation: {evaluation}',
 * 'Score: {score}', then the not-a-diagnosis line.
 */
export function tooltipLines(
  point: Pick<ChartPoint, 'condition' | 'evaluation' | 'y'>,
  words = ENGLISH_CHART_WORDS,
): string[] {
  const { t } = words;
  return [
    t('dashboard.tooltip.test', { condition: conditionLabel(point.condition, words) }),
    ...wrapText(t('dashboard.tooltip.evaluation', { evaluation: point.evaluation })),
    t('dashboard.tooltip.score', { score: point.y }),
    // A score on the chart is a screening result, never a diagnosis (#32).
    t('dashboard.tooltip.notADiagnosis'),
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

/** Each condition's colour on the chart (the home cards' badge colours, 600 shades: 4.5:1 on white). */
export const CONDITION_COLOURS: Record<string, string> = {
  DEPRESSION: '#0284c7',
  ANXIETY: '#b45309',
  SCHIZOPHRENIA: '#7c3aed',
  SUBSTANCE_ABUSE: '#047857',
  DEMENTIA: '#e11d48',
};
const CONDITION_ORDER = ['DEPRESSION', 'ANXIETY', 'SCHIZOPHRENIA', 'SUBSTANCE_ABUSE', 'DEMENTIA'];

/** The points split into one series per condition (menu order), each oldest first. */
export function seriesByCondition(points: readonly ChartPoint[]): { condition: string; points: ChartPoint[] }[] {
  const groups = new Map<string, ChartPoint[]>();
  for (const point of points) {
    const group = groups.get(point.condition);
    if (group) group.push(point);
    else groups.set(point.condition, [point]);
  }
  return [...groups]
    .sort(([a], [b]) => CONDITION_ORDER.indexOf(a) - CONDITION_ORDER.indexOf(b))
    .map(([condition, series]) => ({ condition, points: series }));
}

/** "Depression: 14, down 4 since 1 Nov 2026" (or "first result" with only one). */
export function changeLine(
  series: { condition: string; points: readonly ChartPoint[] },
  words = ENGLISH_CHART_WORDS,
): string {
  const { t } = words;
  const last = series.points[series.points.length - 1];
  const previous = series.points[series.points.length - 2];
  const values = { condition: conditionLabel(series.condition, words), score: last.y };
  if (!previous) return t('dashboard.change.first', values);
  const diff = last.y - previous.y;
  const since = { ...values, diff: Math.abs(diff), date: formatDay(previous.x, words.locale) };
  if (diff === 0) return t('dashboard.change.none', since);
  return diff > 0 ? t('dashboard.change.up', since) : t('dashboard.change.down', since);
}

/** The y-axis ticks from 0 to the maximum score, in steps of 5 when it divides evenly. */
export function scoreTicks(max: number): number[] {
  const step = max % 5 === 0 ? 5 : Math.max(1, Math.ceil(max / 6));
  const ticks: number[] = [];
  for (let t = 0; t <= max; t += step) ticks.push(t);
  if (ticks[ticks.length - 1] !== max) ticks.push(max);
  return ticks;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A time chart's x domain: widened by a day each side when all its points fall within one day. */
export function dayDomain(first: number, last: number): [Date, Date] {
  return last - first < DAY_MS
    ? [new Date(first - DAY_MS), new Date(last + DAY_MS)]
    : [new Date(first), new Date(last)];
}

/** The date axis's labels and style, shared by the health and the mood chart. */
export const dateTickFormat = (t: Date | number) => formatChartDate(new Date(t));

/** The date axis's labels in `locale`. */
export const dateTickFormatIn = (locale: Locale) => (t: Date | number) => formatDay(new Date(t), locale);

export function dateAxisStyle(narrow: boolean) {
  return {
    tickLabels: { fontSize: narrow ? 10 : 11, fill: 'var(--color-slate-600)', padding: 6 },
    grid: { stroke: 'none' },
  };
}

/** The value axis's style: light grid lines across the chart. */
export function valueAxisStyle(fontSize: number) {
  return {
    tickLabels: { fontSize, fill: 'var(--color-slate-600)', padding: 4 },
    grid: { stroke: 'var(--color-slate-200)' },
  };
}
