// The service worker (#36, built by vite-plugin-pwa's injectManifest with Workbox): the app's
// files precached at install, so the shell opens with no connection; every client route's page
// (the server's shell, which carries the crisis lines) from the network when there is one, else
// the copy of it kept at the last visit. The API is never cached: member data stays on the server
// (the safety plan's device copy and the offline outbox are the page's own, in localStorage).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
};

/** The cache of the page shell; one entry, as every client route is the same page. */
const SHELL_CACHE = 'mindcheck-shell';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The server's own paths (server/src/http/api-paths.ts): downloads, token links, health: never the shell.
const SERVER_PATHS = /^\/(?:graphql|auth|account|webhooks|api|healthz|readyz|dev|playground)(?:[/.]|$)/;

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: SHELL_CACHE,
      // A phone on a weak signal gets the kept shell after 4 s rather than a blank screen.
      networkTimeoutSeconds: 4,
      plugins: [
        // One key for every route: the shell is the same page, so any visit keeps it for all.
        { cacheKeyWillBeUsed: async () => '/' },
        // Only a good page is kept (never an error page in place of the shell).
        { cacheWillUpdate: async ({ response }) => (response.ok ? response : null) },
      ],
    }),
    { denylist: [SERVER_PATHS] },
  ),
);

// The app's other files (hashed names, never changed) as pages are visited: then those pages open
// offline too. Only good answers are kept.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && !url.pathname.includes('playground'),
  new CacheFirst({
    cacheName: 'mindcheck-assets',
    plugins: [{ cacheWillUpdate: async ({ response }) => (response.ok ? response : null) }],
  }),
);

void self.skipWaiting();
clientsClaim();
