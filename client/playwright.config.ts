import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium';

// Browser tests: Debian's Chromium (never a downloaded browser) against the built client served
// by the real server (e2e/support/global-setup.ts). Build first: npm run build -w client.
// E2E_BASE_URL=<url> skips starting the server and tests whatever already runs there.
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

/** Specs whose every test also runs at phone size (file names without `.spec.ts`). */
const PHONE_SPECS = ['journeys', 'journeys-finished', 'public-pages', 'safety', 'bookings', 'chat-crisis', 'measures'];
// Playwright matches `grep` against "project, file, describe, title and tags" joined by spaces.
const PHONE = new RegExp(`@phone(?:-only)?\\b|(?:^|[\\s/])(?:${PHONE_SPECS.join('|')})\\.spec\\.ts`);

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // Three on CI's two cores: a test spends most of its time waiting (page loads, the server, the
  // retries of assertions), and with two workers the cores were busy about a third of the time
  // (378 CPU-seconds for a 520 s step). E2E_WORKERS=<n> sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // Set by the global setup (or by you); read when each worker loads this file.
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    // The service worker (#36) caches the shell and the app's files: a test that is not about it
    // runs without one, as before (e2e/offline.spec.ts allows it).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  // Every test runs at desktop size. At phone size run the specs about how the pages look and work
  // on a phone (PHONE_SPECS: the member's journeys, public pages, safety, booking) and any test tagged
  // `@phone` (both sizes) or `@phone-only`; `@desktop-only` keeps a test off the phone project. The
  // other specs (consoles, account security, payouts ...) are not about layout and ran twice for
  // 110 s of CI to no purpose. Nothing is skipped: a project simply does not collect a test.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grep: PHONE,
      grepInvert: /@desktop-only/,
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
