import { dashboard } from 'app-en:dashboard';
import { useT } from '../../lib/i18n/locale';

/** The chart's place while its code or its data is on the way (no Victory here: this file loads with the dashboard). */
export function HealthChartLoading() {
  const t = useT({ dashboard });
  return (
    <div role="status" className="mt-4">
      <span className="sr-only">{t('dashboard.chartLoading')}</span>
      <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
