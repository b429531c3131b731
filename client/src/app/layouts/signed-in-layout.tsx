import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { BrandLogo } from '../../components/brand-logo';
import { SkipLink } from '../../components/skip-link';

/**
 * The member's frame. A visitor (no signed-in user) is sent to the landing page.
 * Placeholder: the side menu (Home, Take Test, View Our Experts, Health History, Chat, Profile,
 * Sign Out) and the back arrow come with the accounts feature.
 */
export function SignedInLayout() {
  const { user } = useCurrentUser();
  if (!user) return <Navigate to="/" replace />;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <BrandLogo to="/dashboard" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
