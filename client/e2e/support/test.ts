// What every browser test imports instead of @playwright/test: the same `test` and `expect`,
// plus the checks we run on many pages. Add shared fixtures (a signed-in member, ...) here.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

export { expect };

// axe-core (the engine of @axe-core/playwright) run in the page directly: the app has no frames to
// cross, and this skips the builder's extra blank page per scan (about five times faster).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  // Details of violations only (passes are counted, not listed): a much faster scan.
  resultTypes: ['violations'],
};

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
/**
 * Pictures to look at are taken only when asked for (E2E_SCREENSHOTS=1): they assert nothing, and
 * the 118 full-page shots were about 8 % of the browser step's time (a failure still leaves its
 * screenshot and trace in test-results/).
 */
const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

export const test = base.extend<{
  /**
   * Full-page screenshot to client/e2e/screenshots/<name>-<project>.png (git-ignored), to look at,
   * when E2E_SCREENSHOTS=1. Of the test's page, or of `other` (a page of a second browser context).
   */
  saveScreenshot: (name: string, other?: Page) => Promise<void>;
  /** Fails on any serious or critical axe-core (WCAG 2.x A/AA) violation of the page (or `other`) as it is now. */
  expectAccessible: (other?: Page) => Promise<void>;
}>({
  saveScreenshot: async ({ page: testPage }, use, testInfo) => {
    if (screenshotsWanted) mkdirSync(screenshotDir, { recursive: true });
    await use(async (name, page = testPage) => {
      if (!screenshotsWanted) return;
      // From the top: a full-page shot of a scrolled page paints sticky headers in mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(screenshotDir, `${name}-${testInfo.project.name}.png`),
        fullPage: true,
        // One image pixel per CSS pixel: a phone's 2x screen would make every shot four times the work.
        scale: 'css',
      });
    });
  },
  expectAccessible: async ({ page: testPage }, use) => {
    await use(async (page = testPage) => {
      // Scan the settled page: a toast or dialog still fading in has, for a moment, too little contrast.
      // A toast stays two seconds and then fades out; a fade that starts while axe reads its colours
      // fails the contrast rule for a moment no reader sees, so the scan waits for toasts to go.
      await page.waitForFunction(() => !document.querySelector('.toaster [role="status"]'));
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      );
      // Injected once per document; a client-side navigation keeps it.
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
      const results = await page.evaluate(
        (options) =>
          (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
            document,
            options,
          ),
        axeOptions,
      );
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map(describeViolation), `axe violations on ${page.url()}`).toEqual([]);
      // The other colour theme (#36): only the contrast rule depends on it, so only it runs again.
      const other = await page.evaluate(switchTheme, null);
      try {
        const contrast = await page.evaluate(() =>
          (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
            document,
            { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] },
          ),
        );
        expect(contrast.violations.map(describeViolation), `axe violations on ${page.url()} (${other} theme)`).toEqual(
          [],
        );
      } finally {
        await page.evaluate(switchTheme, other);
      }
    });
  },
});

/**
 * Shows the page in the other colour theme at once (no colour transitions), or back in `restore`'s
 * opposite; returns the theme now shown.
 */
function switchTheme(restore: string | null): string {
  const root = document.documentElement;
  let still = document.getElementById('mc-e2e-no-transitions');
  if (!still) {
    still = Object.assign(document.createElement('style'), { id: 'mc-e2e-no-transitions' });
    still.textContent = '*, *::before, *::after { transition: none !important; }';
  }
  if (restore) {
    root.dataset.theme = restore === 'dark' ? 'light' : 'dark';
    still.remove();
  } else {
    document.head.append(still);
    root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
  }
  return root.dataset.theme;
}

function describeViolation(violation: {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown }[];
}) {
  return `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((n) => String(n.target)).join(', ')})`;
}

/** Waits until the app has answered `me` and shows a page (the full-page loading bar is gone). */
export async function waitForApp(page: Page) {
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
}
