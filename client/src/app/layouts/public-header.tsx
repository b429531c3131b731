import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MenuToggle } from '../../components/menu-toggle';
import { BrandLogo } from '../../components/brand-logo';
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

export function PublicHeader() {
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
