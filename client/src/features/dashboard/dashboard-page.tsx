import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../../lib/current-user';
import { HomeCards } from './home-cards';

/** /dashboard (spec section 2): 'User Dashboard', the home cards, then the health chart. */
export default function DashboardPage() {
  useDocumentTitle('User Dashboard');
  const { user } = useCurrentUser();
  const name = user?.firstName || user?.displayName;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">User Dashboard</h1>
      <p className="mt-2 text-slate-600">{name ? `Welcome, ${name}. ` : ''}Choose a short self-assessment to begin.</p>

      <section aria-label="Take a test" className="mt-8">
        <HomeCards />
      </section>

      {/* ── HEALTH CHART ────────────────────────────────────────────────────────────────────
          features/dashboard/health-chart.tsx (issue #5) goes here, below the cards:
          <section aria-labelledby="health-chart-heading" className="mt-10"><HealthChart /></section>
          ──────────────────────────────────────────────────────────────────────────────────── */}
    </div>
  );
}
