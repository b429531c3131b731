import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { LoadingBar } from '../../components/loading-bar';
import { RouteErrorBoundary } from '../screens/error-screen';
import { usePageCodeLoading } from '../lazy-page';

/**
 * Wraps every route: the full-page loading bar until the first page's code is in, then a thin
 * progress line while a later page's code loads (the old page stays meanwhile: navigations are
 * transitions), the error screen for a route that fails, and scroll restoration.
 */
export function RootLayout() {
  const location = useLocation();
  const codeLoading = usePageCodeLoading();
  const [firstPageShown, setFirstPageShown] = useState(false);

  return (
    <>
      {firstPageShown && codeLoading && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-[#6495ED]/25"
        >
          <div className="h-full w-2/5 animate-loading-bar bg-[#6495ED]" />
        </div>
      )}
      <RouteErrorBoundary locationKey={location.key}>
        <Suspense fallback={<LoadingBar />}>
          <Outlet />
          <Shown onShown={setFirstPageShown} />
          <ScrollRestoration />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/** Tells the layout once the first page is on screen (its effect runs only when nothing above it is suspended). */
function Shown({ onShown }: { onShown: (shown: true) => void }) {
  useEffect(() => onShown(true), [onShown]);
  return null;
}

const STORAGE_KEY = 'mindcheck.scroll';
let positions: Record<string, number> | null = null;

/** Scroll positions by history entry, kept across reloads of the tab (as react-router's ScrollRestoration does). */
function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}
// Read now, as the app starts and waits for the first page's code: a page's first sessionStorage
// access waits on the browser process (tens of ms on a phone), which would otherwise fall in the
// first page's commit (the layout effect below).
savedPositions();

/**
 * As react-router's <ScrollRestoration>: a new page starts at the top (or at its #fragment); Back
 * and Forward, and a reload, return to where the member was on that page. Rendered beside the page,
 * inside the Suspense boundary, so it runs once the page's content is there to scroll.
 */
function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const saved = savedPositions()[key];
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
    // Remembered as the member scrolls: by the time the next page is committed, this one is gone.
    const remember = () => (savedPositions()[key] = window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, navigationType]);

  return null;
}
