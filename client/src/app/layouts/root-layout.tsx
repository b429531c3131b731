import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingBar } from '../../components/loading-bar';
import { usePageCodeLoading } from '../lazy-page';
import { Shown } from './shown';
import { ScrollRestoration } from './scroll-restoration';
import { RouteErrorBoundary } from '../screens/route-error-boundary';
import { shell } from 'app-en:shell';
import { useT } from '../../lib/i18n/locale';

/**
 * Wraps every route: the full-page loading bar until the first page's code is in, then a thin
 * progress line while a later page's code loads (the old page stays meanwhile: navigations are
 * transitions), the error screen for a route that fails, and scroll restoration.
 */
export function RootLayout() {
  const t = useT({ shell });
  const location = useLocation();
  const codeLoading = usePageCodeLoading();
  const [firstPageShown, setFirstPageShown] = useState(false);

  return (
    <>
      {firstPageShown && codeLoading && (
        <div
          role="progressbar"
          aria-label={t('shell.loadingPage')}
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
