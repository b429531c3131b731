import { useEffect, useId, useRef, useState } from 'react';
import { SendVisitorHome } from './send-visitor-home';
import { Outlet, useNavigate } from 'react-router';
import { ArrowLeft, X } from 'lucide-react';
import { MenuToggle } from '../../components/menu-toggle';
import { useCurrentUser } from '../../lib/current-user';
import { BrandLogo } from '../../components/brand-logo';
import { SkipLink } from '../../components/skip-link';
import { SideMenu } from '../../components/side-menu';
import { GetHelpNow } from '../../components/get-help-now';
import { OutboxSender } from '../../components/outbox-sender';
import { useSignOut } from '../../features/auth/use-sign-out';
import { member } from 'app-en:member';
import { useT } from '../../lib/i18n/locale';
import { useLocationWithWords } from './route-words';
import { LanguageMenu } from '../../lib/i18n/language-menu';

/**
 * The member's frame (spec section 2): the side menu (a toggled panel on small screens), a back
 * arrow to the previous page, and the page. The language menu is in the header, or in the side
 * menu's panel on small screens (the header has no room for it there). A visitor (no signed-in user) is sent to /.
 */
export function SignedInLayout() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocationWithWords();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useSignOut();
  const t = useT({ member });

  // A new page closes the menu on small screens.
  const [shownFor, setShownFor] = useState(location.pathname);
  if (shownFor !== location.pathname) {
    setShownFor(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    // Opened on a small screen: focus moves into the panel.
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (!user) return signingOut ? null : <SendVisitorHome />;

  const name = user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  // Back, unless this is the first page of the visit (a pasted link): then the dashboard.
  const goBack = () => void (location.key !== 'default' ? navigate(-1) : navigate('/dashboard'));
  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
    setSigningOut(false);
  };

  return (
    <div className="min-h-dvh bg-slate-50 md:flex">
      <SkipLink />
      <OutboxSender userId={user.id} />
      <aside
        id={menuId}
        aria-label={t('member.menu')}
        className={`${
          menuOpen ? 'fixed inset-y-0 left-0 z-40 flex w-72 shadow-xl' : 'hidden'
        } flex-col border-r border-slate-200 bg-white px-4 py-5 print:hidden md:z-auto md:flex md:w-64 md:shrink-0 md:self-stretch md:p-0 md:shadow-none`}
      >
        {/* The white panel runs the page's whole height; its contents stay in view as it scrolls. */}
        <div className="flex flex-1 flex-col md:sticky md:top-0 md:h-dvh md:flex-none md:px-4 md:py-5">
          <div className="mb-6 flex items-center justify-between px-1">
            <BrandLogo to="/dashboard" />
            <button
              ref={closeRef}
              type="button"
              onClick={() => {
                setMenuOpen(false);
                toggleRef.current?.focus();
              }}
              aria-label={t('member.closeSideMenu')}
              className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
            >
              <X className="h-6 w-6" aria-hidden="true" />
            </button>
          </div>
          <LanguageMenu className="mb-4 px-1 md:hidden" />
          <SideMenu onSignOut={() => void onSignOut()} signingOut={signingOut} onNavigate={() => setMenuOpen(false)} />
        </div>
      </aside>
      {menuOpen && (
        <div
          className="fixed inset-0 z-30 bg-slate-900/40 md:hidden"
          aria-hidden="true"
          onClick={() => setMenuOpen(false)}
        />
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
          <div className="flex h-16 items-center gap-2 px-3 sm:px-6">
            <MenuToggle
              ref={toggleRef}
              open={menuOpen}
              controls={menuId}
              onToggle={() => setMenuOpen((open) => !open)}
            />
            <button
              type="button"
              onClick={goBack}
              aria-label={t('member.back')}
              className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <ArrowLeft className="h-6 w-6" aria-hidden="true" />
            </button>
            <div className="ml-1 md:hidden">
              <BrandLogo to="/dashboard" wordClassName="max-[26rem]:sr-only" />
            </div>
            <LanguageMenu className="hidden md:ml-auto md:flex" />
            <p className="ml-auto hidden truncate text-sm text-slate-600 sm:block md:ml-0">
              {t('member.signedInAs')} <span className="font-medium text-slate-800">{name}</span>
            </p>
            {/* Last in the header, at its right end, as on the public pages (WCAG 2.2 3.2.6 consistent help). */}
            <div className="ml-auto shrink-0 sm:ml-2">
              <GetHelpNow signedIn country={user.country} />
            </div>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
