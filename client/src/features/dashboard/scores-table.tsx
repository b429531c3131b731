import { conditionLabel, type ChartPoint } from './health-chart-data';
import { formatDay } from '../../lib/format-day';
import { useChartWords } from './chart-words';

/** The chart's data as a table for screen readers, oldest first. */
export function ScoresTable({ points, maxScore }: { points: ChartPoint[]; maxScore: number }) {
  const words = useChartWords();
  const { t } = words;
  return (
    // sr-only on a wrapper: a table ignores a 1px width and would widen the page.
    <div className="sr-only">
      <table>
        <caption>{t('dashboard.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.table.date')}</th>
            <th scope="col">{t('dashboard.table.test')}</th>
            <th scope="col">{t('dashboard.table.score')}</th>
            <th scope="col">{t('dashboard.table.evaluation')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.id}>
              <td>{formatDay(p.x, words.locale)}</td>
              <td>{conditionLabel(p.condition, words)}</td>
              <td>{t('dashboard.table.scoreOf', { score: p.y, max: maxScore })}</td>
              <td>{p.evaluation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
