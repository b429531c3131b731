import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium';

// Browser tests: Debian's Chromium (never a downloaded browser) against the built client served
// by the real server (e2e/support/global-setup.ts). Build first: npm run build -w client.
// E2E_BASE_URL=<url> skips starting the server and tests whatever already runs there.
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
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
  // Every test runs at both sizes, except those tagged for one size only: `{ tag: '@desktop-only' }`
  // or `{ tag: '@phone-only' }`. The other project does not collect them, so nothing is skipped.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
