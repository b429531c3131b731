/** The chart's place while its code or its data is on the way (no Victory here: this file loads with the dashboard). */
export function HealthChartLoading() {
  return (
    <div role="status" className="mt-4">
      <span className="sr-only">Loading your health scores…</span>
      <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}

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
