import { lazy, Suspense, useRef } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../../lib/current-user';
import { usePainted } from '../../lib/use-painted';
import { useNearView } from '../../lib/use-near-view';
import { HomeCards } from './home-cards';
import { VerifyEmailBanner } from '../../components/verify-email-banner';
import { MeasureLinks } from '../measures/measure-links';
import { HealthChartFallback } from './health-chart-fallback';
import { dashboard } from 'app-en:dashboard';
import { useT } from '../../lib/i18n/locale';

// Victory (and Apollo, for the chart's query) come in the chart's own chunk, loaded by this page only.
const HealthChart = lazy(() => import('./health-chart-area'));

/** /dashboard (spec section 2): 'User Dashboard', the home cards, then the health chart. */
export default function DashboardPage() {
  const t = useT({ dashboard });
  useDocumentTitle(t('dashboard.title'));
  const { user } = useCurrentUser();
  const name = user?.firstName || user?.displayName;
  // The chart's code (the app's largest chunk) and its query wait for the heading and the cards,
  // the page's largest text, to paint, and for the chart's place to come near the screen: the
  // chart sits below them (on a phone, a screen and a half down).
  const painted = usePainted();
  const chartPlace = useRef<HTMLElement>(null);
  const chartNear = useNearView(chartPlace);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('dashboard.title')}</h1>
      <p className="mt-2 text-slate-600">{name ? t('dashboard.greeting', { name }) : t('dashboard.greetingNoName')}</p>
      <VerifyEmailBanner />

      <section aria-label={t('dashboard.takeTest')} className="mt-8">
        <HomeCards />
      </section>

      <MeasureLinks />

      <section ref={chartPlace} aria-labelledby="health-chart-heading" className="mt-10">
        {painted && chartNear ? (
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
