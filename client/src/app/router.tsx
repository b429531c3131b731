import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from '../components/not-found-page';
import { RequireConsent } from './layouts/require-consent';
import { lazyPage, type LazyPage } from './lazy-page';

/** A route served by a lazily loaded module (its own chunk); main.tsx preloads what the first URL needs. */
function lazyRoute(module: LazyPage): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <module.Component />, handle: { preload: module.preload } };
}

/** The signed-in sections; an unknown path below one of them gets the 404 page inside the signed-in layout. */
const signedInSections = [
  'dashboard',
  'assessment',
  'measures',
  'experts',
  'test-history',
  'chat',
  'profile',
  'consent',
  'safety-plan',
];

const page = {
  landing: lazyPage(() => import('../features/landing/landing-page')),
  about: lazyPage(() => import('../features/about/about-page')),
  contact: lazyPage(() => import('../features/contact/contact-page')),
  signIn: lazyPage(() => import('../features/auth/sign-in-page')),
  signUp: lazyPage(() => import('../features/auth/sign-up-page')),
  forgotPassword: lazyPage(() => import('../features/account/forgot-password-page')),
  resetPassword: lazyPage(() => import('../features/account/reset-password-page')),
  verifyEmail: lazyPage(() => import('../features/account/verify-email-page')),
  cancelEmailChange: lazyPage(() => import('../features/account/cancel-email-change-page')),
  expertInvitation: lazyPage(() => import('../features/account/expert-invitation-page')),
  admin: lazyPage(() => import('../features/admin/admin-page')),
  expertDashboard: lazyPage(() => import('../features/expert-dashboard/expert-dashboard-page')),
  dashboard: lazyPage(() => import('../features/dashboard/dashboard-page')),
  assessment: lazyPage(() => import('../features/assessment/assessment-page')),
  measure: lazyPage(() => import('../features/measures/measure-page')),
  experts: lazyPage(() => import('../features/experts/experts-page')),
  expertField: lazyPage(() => import('../features/experts/expert-field-page')),
  expertDetail: lazyPage(() => import('../features/experts/expert-detail-page')),
  testHistory: lazyPage(() => import('../features/history/test-history-page')),
  chat: lazyPage(() => import('../features/chat/chat-page')),
  profile: lazyPage(() => import('../features/profile/profile-page')),
  bookings: lazyPage(() => import('../features/booking/my-bookings-page')),
  privacy: lazyPage(() => import('../features/legal/privacy-page')),
  terms: lazyPage(() => import('../features/legal/terms-page')),
  consent: lazyPage(() => import('../features/safety/consent-page')),
  safetyPlan: lazyPage(() => import('../features/safety/safety-plan-page')),
  expertAvailability: lazyPage(() => import('../features/expert-dashboard/availability-page')),
  expertEarnings: lazyPage(() => import('../features/expert-dashboard/earnings-page')),
  room: lazyPage(() => import('../features/room/room-page')),
};

/** The member's frame (side menu, back arrow): every signed-in page. */
const signedInLayout = lazyPage(() =>
  import('./layouts/signed-in-layout').then((m) => ({ default: m.SignedInLayout })),
);
/** Apollo Client, for the signed-in pages that query as they render. Never on a public page. */
const apolloArea = lazyPage(() => import('./layouts/apollo-area'));

/**
 * Every route of the app. Features own their pages (src/features/<name>/<page>.tsx, default export);
 * this table only says where each one lives. Each page is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, ...lazyRoute(page.landing) },
          { path: 'about', ...lazyRoute(page.about) },
          { path: 'contact', ...lazyRoute(page.contact) },
          { path: 'sign-in', ...lazyRoute(page.signIn) },
          { path: 'sign-up', ...lazyRoute(page.signUp) },
          { path: 'privacy', ...lazyRoute(page.privacy) },
          { path: 'terms', ...lazyRoute(page.terms) },
          { path: 'forgot-password', ...lazyRoute(page.forgotPassword) },
          { path: 'reset-password', ...lazyRoute(page.resetPassword) },
          { path: 'verify-email', ...lazyRoute(page.verifyEmail) },
          { path: 'cancel-email-change', ...lazyRoute(page.cancelEmailChange) },
          { path: 'expert-invitation', ...lazyRoute(page.expertInvitation) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        ...lazyRoute(signedInLayout),
        children: [
          // The dashboard paints without Apollo; its chart brings it along.
          { path: 'dashboard', ...lazyRoute(page.dashboard) },
          { path: 'experts', ...lazyRoute(page.experts) },
          { path: 'consent', ...lazyRoute(page.consent) },
          { path: 'safety-plan', ...lazyRoute(page.safetyPlan) },
          // The chat's welcome and a test's questions paint without Apollo; the conversation and
          // the answers' sending bring it along.
          {
            element: <RequireConsent />,
            children: [
              { path: 'chat', ...lazyRoute(page.chat) },
              { path: 'assessment/:condition', ...lazyRoute(page.assessment) },
            ],
          },
          // The history needs no Apollo (the small fetch client: lib/page-query.ts); the bookings
          // page paints without it, its cards bring it along.
          { path: 'test-history', ...lazyRoute(page.testHistory) },
          { path: 'bookings', ...lazyRoute(page.bookings) },
          {
            ...lazyRoute(apolloArea),
            children: [
              {
                element: <RequireConsent />,
                children: [{ path: 'measures/:instrument', ...lazyRoute(page.measure) }],
              },
              { path: 'experts/field/:field', ...lazyRoute(page.expertField) },
              { path: 'experts/detail/:expertId', ...lazyRoute(page.expertDetail) },
              { path: 'experts/:field/:id', ...lazyRoute(page.expertDetail) },
              { path: 'profile', ...lazyRoute(page.profile) },
              // Operators (ADMIN) and experts' accounts (EXPERT): anyone else gets the 404 page there.
              { path: 'admin/*', ...lazyRoute(page.admin) },
              { path: 'expert', ...lazyRoute(page.expertDashboard) },
              { path: 'expert/availability', ...lazyRoute(page.expertAvailability) },
              { path: 'expert/earnings', ...lazyRoute(page.expertEarnings) },
              // The session room (#35): the booking's member and its expert.
              { path: 'appointments/:reference/room', ...lazyRoute(page.room) },
            ],
          },
          ...signedInSections.map((section) => ({ path: `${section}/*`, element: <NotFoundPage /> })),
        ],
      },
    ],
  },
];

/** Starts fetching the code of every route that `pathname` matches (layouts and page). */
export function preloadRoutes(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    (match.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.().catch(() => undefined);
  }
}

/**
 * The app's routes, rendered by react-router's declarative <Routes> engine under a <BrowserRouter>
 * (main.tsx). Not the data router: the page would not fit the landing page's JavaScript budget
 * (client/README.md, "Performance budget").
 */
export function AppRoutes() {
  return useRoutes(routes);
}
