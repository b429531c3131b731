import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MenuToggle } from '../../components/menu-toggle';
import { BrandLogo } from '../../components/brand-logo';
import { GetHelpNow } from '../../components/get-help-now';
import { useCurrentUser } from '../../lib/current-user';
import { shell } from 'app-en:shell';
import { LanguageMenu } from '../../lib/i18n/language-menu';
import { useT } from '../../lib/i18n/locale';

const links = [
  { to: '/', label: 'shell.nav.home' },
  { to: '/about', label: 'shell.nav.about' },
  { to: '/contact', label: 'shell.nav.contact' },
] as const;

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
  const t = useT({ shell });

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
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        {/* The word hides on the narrowest phones, so that "Get help now" keeps one line in every language (#36). */}
        <BrandLogo wordClassName="max-sm:sr-only" />
        <LanguageMenu className="hidden lg:order-last lg:block" />
        <div className="ml-auto lg:hidden">
          <MenuToggle
            open={menuOpen}
            controls={menuId}
            onToggle={() => setMenuOpen((open) => !open)}
            hiddenFrom="lg:hidden"
          />
        </div>
        {/* Last in the header, at its right end, as on the members' pages (WCAG 2.2 3.2.6 consistent help). */}
        <div className="lg:order-last lg:whitespace-nowrap">
          <GetHelpNow signedIn={!!user} country={user?.country} />
        </div>
        <nav aria-label={t('shell.nav.main')} className="ml-auto hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end className={navLinkClass}>
              {t(link.label)}
            </NavLink>
          ))}
          {user ? (
            <Link to="/dashboard" className={`ml-2 ${accountButtonClass} px-4 py-2 text-sm`}>
              {t('shell.nav.myDashboard')}
            </Link>
          ) : (
            <>
              <NavLink to="/sign-in" className={navLinkClass}>
                {t('shell.nav.login')}
              </NavLink>
              <Link to="/sign-up" className={`ml-2 ${accountButtonClass} px-4 py-2 text-sm`}>
                {t('shell.nav.signUp')}
              </Link>
            </>
          )}
        </nav>
      </div>
      <nav
        id={menuId}
        aria-label={t('shell.nav.mobile')}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 shadow-sm lg:hidden"
      >
        <ul className="flex flex-col gap-1">
          {[...links, ...(user ? [] : [{ to: '/sign-in', label: 'shell.nav.login' } as const])].map((link) => (
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
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <Link
              to={user ? '/dashboard' : '/sign-up'}
              onClick={() => setMenuOpen(false)}
              className={`block ${accountButtonClass} px-4 py-3 text-center text-base`}
            >
              {user ? t('shell.nav.myDashboard') : t('shell.nav.signUp')}
            </Link>
          </li>
          <li className="pt-2">
            <LanguageMenu />
          </li>
        </ul>
      </nav>
    </header>
  );
}
