import { formatDay } from '../../lib/appointment-time';
import { expertConsole } from 'app-en:expertConsole';
import { useLocale, useT } from '../../lib/i18n/locale';
import { type TrendPoint, Sparkline } from './sparkline';

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
  const t = useT({ expertConsole });
  const { locale } = useLocale();
  return (
    <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-900">{title}</p>
        <Sparkline points={points} maxScore={maxScore} />
      </div>
      <ol
        aria-label={t('expertConsole.results.oldestFirst', { title })}
        className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800"
      >
        {points.map((point) => (
          <li key={point.createdAt}>
            <span className="font-semibold">
              {point.score}/{maxScore}
            </span>{' '}
            <time dateTime={point.createdAt} className="text-slate-600">
              {formatDay(point.createdAt, zone, locale)}
            </time>
            {point.note && <span className="text-slate-600"> · {point.note}</span>}
            {point.beforeSession && (
              <span className="ml-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
                {t('expertConsole.results.beforeSession')}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
