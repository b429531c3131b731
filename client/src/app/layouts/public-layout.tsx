import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { PublicHeader } from './public-header';
import { PublicFooter } from './public-footer';
// Sign up for a visitor; the way back to the dashboard for a signed-in member (issue #39, item 12:
// the verification link opens a public page while they are signed in).

/** The visitor's frame: header (Home, About, Contact, Login, Sign up; a menu button on small screens) and footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
