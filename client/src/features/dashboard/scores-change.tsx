import { CONDITION_COLOURS, changeLine, type seriesByCondition } from './health-chart-data';
import { useChartWords } from './chart-words';

/** Under the chart: each condition's change since its previous result, in words, by its colour. */
export function ScoresChange({ series }: { series: ReturnType<typeof seriesByCondition> }) {
  const words = useChartWords();
  const { t } = words;
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {t('dashboard.change.heading')}
      </h3>
      <ul className="mt-2 grid gap-1 text-slate-800 sm:grid-cols-2" aria-label={t('dashboard.change.list')}>
        {series.map((line) => (
          <li key={line.condition} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 shrink-0 rounded-full"
              style={{ backgroundColor: CONDITION_COLOURS[line.condition] }}
            />
            {changeLine(line, words)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">{t('dashboard.change.note')}</p>
    </>
  );
}
