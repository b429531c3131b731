import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../../lib/current-user';
import { usePainted } from '../../lib/use-painted';
import { HomeCards } from './home-cards';
import { VerifyEmailBanner } from '../../components/verify-email-banner';
import { MeasureLinks } from '../measures/measure-links';
import { HealthChartFallback } from './health-chart-fallback';

// Victory (and Apollo, for the chart's query) come in the chart's own chunk, loaded by this page only.
const HealthChart = lazy(() => import('./health-chart-area'));

/** /dashboard (spec section 2): 'User Dashboard', the home cards, then the health chart. */
export default function DashboardPage() {
  useDocumentTitle('User Dashboard');
  const { user } = useCurrentUser();
  const name = user?.firstName || user?.displayName;
  // The chart's code (the app's largest chunk) and its query wait for the heading and the cards,
  // the page's largest text, to paint: the chart sits below them.
  const painted = usePainted();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">User Dashboard</h1>
      <p className="mt-2 text-slate-600">{name ? `Welcome, ${name}. ` : ''}Choose a short self-assessment to begin.</p>
      <VerifyEmailBanner />

      <section aria-label="Take a test" className="mt-8">
        <HomeCards />
      </section>

      <MeasureLinks />

      <section aria-labelledby="health-chart-heading" className="mt-10">
        {painted ? (
          <Suspense fallback={<HealthChartFallback />}>
            <HealthChart />
          </Suspense>
        ) : (
          <HealthChartFallback />
        )}
      </section>
    </div>
  );
}
