import { useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { MenuToggle } from '../../components/menu-toggle';
import { BrandLogo, LogoMark } from '../../components/brand-logo';
import { SkipLink } from '../../components/skip-link';
import { GetHelpNow } from '../../components/get-help-now';
import { useCurrentUser } from '../../lib/current-user';

const links = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

// Sign up for a visitor; the way back to the dashboard for a signed-in member (issue #39, item 12:
// the verification link opens a public page while they are signed in).
const accountButtonClass =
  'rounded-full bg-brand-700 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800';

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

function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();

  // A new page closes the menu.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo />
        <div className="ml-auto md:order-last">
          <GetHelpNow signedIn={!!user} country={user?.country} />
        </div>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          {user ? (
            <Link to="/dashboard" className={`ml-2 ${accountButtonClass} px-4 py-2 text-sm`}>
              My dashboard
            </Link>
          ) : (
            <>
              <NavLink to="/sign-in" className={navLinkClass}>
                Login
              </NavLink>
              <Link to="/sign-up" className={`ml-2 ${accountButtonClass} px-4 py-2 text-sm`}>
                Sign up
              </Link>
            </>
          )}
        </nav>
        <MenuToggle open={menuOpen} controls={menuId} onToggle={() => setMenuOpen((open) => !open)} />
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 shadow-sm md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {[...links, ...(user ? [] : [{ to: '/sign-in', label: 'Login' }])].map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={() => setMenuOpen(false)}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-3 text-base font-medium ${
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <Link
              to={user ? '/dashboard' : '/sign-up'}
              onClick={() => setMenuOpen(false)}
              className={`block ${accountButtonClass} px-4 py-3 text-center text-base`}
            >
              {user ? 'My dashboard' : 'Sign up'}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}

function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div>
          <div className="flex items-center gap-2">
            <LogoMark className="h-7 w-7" />
            <span className="font-bold text-slate-900">MindCheck</span>
          </div>
          <p className="mt-3 max-w-sm text-sm text-slate-600">
            Short, private self-assessments and a calm place to understand how you are doing.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">Need help now?</h2>
          <p className="mt-3 text-sm text-slate-600">
            MindCheck is a screening tool, not a diagnosis or emergency service. If you are in danger or thinking about
            harming yourself, call your local emergency number now.
          </p>
        </div>
      </div>
      <nav aria-label="Legal" className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        <Link to="/privacy" className="underline underline-offset-2 hover:text-slate-900">
          Privacy notice
        </Link>
        {' · '}
        <Link to="/terms" className="underline underline-offset-2 hover:text-slate-900">
          Terms of use
        </Link>
        {' · '}© {new Date().getFullYear()} MindCheck. All rights reserved.
      </nav>
    </footer>
  );
}
