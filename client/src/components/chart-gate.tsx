import { useState, type ReactNode } from 'react';
import { useDataSaver } from '../lib/data-saver';
import { ui } from 'app-en:ui';
import { useT } from '../lib/i18n/locale';

/**
 * A chart, or with data saver on (lib/data-saver.ts) a "Show chart" button until the member asks
 * for it. `what` names the chart for the button's accessible name ("Show chart: Mood by day").
 */
export function ChartGate({ what, children }: { what: string; children: ReactNode }) {
  const saving = useDataSaver();
  const [asked, setAsked] = useState(false);
  const t = useT({ ui });
  if (!saving || asked) return children;
  return (
    <div className="mt-3 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">
      <p>{t('ui.chartSaved')}</p>
      <button
        type="button"
        onClick={() => setAsked(true)}
        aria-label={t('ui.showChartOf', { what })}
        className="mt-2 inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        {t('ui.showChart')}
      </button>
    </div>
  );
}
