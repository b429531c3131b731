import { HealthChartLoading } from './health-chart-loading';

/** Stands in for the whole chart card until the lazy chunk has loaded. */
export function HealthChartFallback() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="health-chart-heading" className="text-xl font-semibold text-slate-900">
        User Health State
      </h2>
      <HealthChartLoading />
    </div>
  );
}
