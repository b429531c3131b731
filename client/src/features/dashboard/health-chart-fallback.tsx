import { HealthChartLoading } from './health-chart-loading';
import { dashboard } from 'app-en:dashboard';
import { useT } from '../../lib/i18n/locale';

/** Stands in for the whole chart card until the lazy chunk has loaded. */
export function HealthChartFallback() {
  const t = useT({ dashboard });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="health-chart-heading" className="text-xl font-semibold text-slate-900">
        {t('dashboard.chartHeading')}
      </h2>
      <HealthChartLoading />
    </div>
  );
}
