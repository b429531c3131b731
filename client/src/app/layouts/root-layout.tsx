import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Wraps every route: a thin progress line while the next page's code loads, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-[#6495ED]/25"
        >
          <div className="h-full w-2/5 animate-loading-bar bg-[#6495ED]" />
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
