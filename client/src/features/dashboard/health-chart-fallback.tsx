import { HealthChartLoading } from './health-chart-loading';
import { HealthChartCard } from './health-chart-card';

/** Stands in for the whole chart card until the lazy chunk has loaded. */
export function HealthChartFallback() {
  return (
    <HealthChartCard>
      <HealthChartLoading />
    </HealthChartCard>
  );
}
