// What a newcomer hit (issue #19): the side menu on long pages, and the chat streaming when the
// app is opened at http://127.0.0.1 on another port than PUBLIC_URL names.
import path from 'node:path';
import { fillSignUpForm, newE2EMember, signUpNewMember } from './support/accounts';
import { repoRoot, startAppServer } from './support/app-server';
import { giveConsentThroughApi } from './support/members';
import { expect, test, waitForApp } from './support/test';
import { recordReplyChunks } from './support/chat';

test.describe('hardening', () => {
  test.beforeEach(() => test.slow());

  test(
    'the side menu is full height and stays in view on a long page',
    { tag: '@desktop-only' },
    async ({ page, saveScreenshot }) => {
      await signUpNewMember(page);
      await page.goto('/experts/detail/chinedu-okeke');
      await waitForApp(page);
      // The expert's page drawn whole before it is measured (measured at once, it was 800 px once in CI).
      await expect(page.getByRole('heading', { name: 'Testimonials' })).toBeVisible();
      const viewport = page.viewportSize()!;
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      // A long page: it scrolls well past one screen.
      expect(pageHeight).toBeGreaterThan(viewport.height + 200);
      const menu = page.getByRole('complementary', { name: 'Member menu' });
      for (const y of [0, Math.floor(pageHeight / 2), pageHeight]) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        await page.waitForTimeout(100);
        const scrolled = await page.evaluate(() => window.scrollY);
        const panel = (await menu.boundingBox())!;
        const contents = (await menu.locator('> div').first().boundingBox())!;
        expect({
          y,
          // The white panel runs the page's whole height (no grey below it)...
          panelTop: Math.round(panel.y + scrolled),
          panelBottom: Math.round(panel.y + scrolled + panel.height),
          // ...and its contents fill the window wherever the page is scrolled.
          contentsTop: Math.round(contents.y),
          contentsBottom: Math.round(contents.y + contents.height),
        }).toEqual({ y, panelTop: 0, panelBottom: pageHeight, contentsTop: 0, contentsBottom: viewport.height });
        await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeInViewport();
      }
      await saveScreenshot('side-menu-scrolled');
    },
  );

  test(
    'at 127.0.0.1 on a port PUBLIC_URL does not name, the chat reply streams',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // A server of its own, started as `npm start` would be: PUBLIC_URL left to its default.
      process.env.SERVE_DEFAULT_PUBLIC_URL = '1';
      const clientDist = process.env.CLIENT_DIST
        ? path.resolve(process.env.CLIENT_DIST)
        : path.join(repoRoot, 'client', 'dist');
      const app = await startAppServer(clientDist, { echo: false });
      delete process.env.SERVE_DEFAULT_PUBLIC_URL;
      try {
        expect(app.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        const chunks = recordReplyChunks(page);
        await page.goto(`${app.url}/sign-up`);
        await fillSignUpForm(page, newE2EMember());
        await page.getByRole('button', { name: 'Sign Up' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await giveConsentThroughApi(page.request, true, app.url);
        await page.goto(`${app.url}/chat`);
        await waitForApp(page);
        await page.getByRole('button', { name: 'Start Chatting with AI' }).click();
        await page.getByLabel('Your message').fill('I cannot sleep at night');
        await page.getByRole('button', { name: 'Send' }).click();
        const reply = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').nth(1);
        await expect(reply).toContainText('offline assistant');
        expect(chunks.length).toBeGreaterThan(10);
      } finally {
        await app.stop();
      }
    },
  );
});
