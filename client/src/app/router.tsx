import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingBar } from '../components/loading-bar';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { SignedInLayout } from './layouts/signed-in-layout';
import { NotFoundPage } from './screens/not-found-page';
import { ErrorScreen } from './screens/error-screen';

/** A route whose page is its own chunk, loaded on first visit. The module's default export is the page. */
function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** The signed-in sections; an unknown path below one of them gets the 404 page inside the signed-in layout. */
const signedInSections = ['dashboard', 'assessment', 'experts', 'test-history', 'chat', 'profile'];

/**
 * Every route of the app. Features own their pages (src/features/<name>/<page>.tsx, default export);
 * this table only says where each one lives.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: LoadingBar,
    ErrorBoundary: ErrorScreen,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, lazy: page(() => import('../features/landing/landing-page')) },
          { path: 'about', lazy: page(() => import('../features/about/about-page')) },
          { path: 'contact', lazy: page(() => import('../features/contact/contact-page')) },
          { path: 'sign-in', lazy: page(() => import('../features/auth/sign-in-page')) },
          { path: 'sign-up', lazy: page(() => import('../features/auth/sign-up-page')) },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        Component: SignedInLayout,
        children: [
          { path: 'dashboard', lazy: page(() => import('../features/dashboard/dashboard-page')) },
          { path: 'assessment/:condition', lazy: page(() => import('../features/assessment/assessment-page')) },
          { path: 'experts', lazy: page(() => import('../features/experts/experts-page')) },
          { path: 'experts/field/:field', lazy: page(() => import('../features/experts/expert-field-page')) },
          { path: 'experts/detail/:expertId', lazy: page(() => import('../features/experts/expert-detail-page')) },
          { path: 'experts/:field/:id', lazy: page(() => import('../features/experts/expert-detail-page')) },
          { path: 'test-history', lazy: page(() => import('../features/history/test-history-page')) },
          { path: 'chat', lazy: page(() => import('../features/chat/chat-page')) },
          { path: 'profile', lazy: page(() => import('../features/profile/profile-page')) },
          { path: 'bookings', lazy: page(() => import('../features/booking/my-bookings-page')) },
          ...signedInSections.map((section) => ({ path: `${section}/*`, Component: NotFoundPage })),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
