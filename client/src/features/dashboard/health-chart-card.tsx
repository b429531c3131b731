import type { ReactNode } from 'react';
import { dashboard } from 'app-en:dashboard';
import { useT } from '../../lib/i18n/locale';

/** The health chart's card and heading: the same while the chart's chunk loads and once it is drawn. */
export function HealthChartCard({ children }: { children: ReactNode }) {
  const t = useT({ dashboard });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="health-chart-heading" className="text-xl font-semibold text-slate-900">
        {t('dashboard.chartHeading')}
      </h2>
      {children}
    </div>
  );
}
