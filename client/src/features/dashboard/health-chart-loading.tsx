/** The chart's place while its code or its data is on the way (no Victory here: this file loads with the dashboard). */
export function HealthChartLoading() {
  return (
    <div role="status" className="mt-4">
      <span className="sr-only">Loading your health scores…</span>
      <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
