import { expect, test, waitForApp } from './support/test';

test.describe('public pages', () => {
  test('the landing page has its hero, a Get Started link to sign-up, and its sections', async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page).toHaveTitle('MindCheck');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Understand how you are feeling/);
    for (const heading of ['Why choose MindCheck', 'How it works', 'From our members']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await saveScreenshot('landing');

    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the about page', async ({ page, saveScreenshot }) => {
    await page.goto('/about');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'About MindCheck' })).toBeVisible();
    await expect(page).toHaveTitle('About · MindCheck');
    await saveScreenshot('about');
  });

  // The phone menu has its own test.
  test('the header links lead to their pages', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const headerLinks = [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Login', '/sign-in'],
      ['Sign up', '/sign-up'],
      ['Home', '/'],
    ];
    for (const [label, path] of headerLinks) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // On every public page each header link is the only link whose name holds its words, so
      // 'the About link' means one thing (no footer copy, no 'Learn about …' beside it).
      for (const [other] of headerLinks) await expect(page.getByRole('link', { name: other })).toHaveCount(1);
    }
  });

  // The menu button shows on small screens only.
  test('the mobile menu opens and closes at phone width', { tag: '@phone-only' }, async ({ page, saveScreenshot }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // One button whose name says what it will do.
    const button = page.getByRole('button', { name: /^(Open|Close) menu$/ });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(button).toHaveAccessibleName('Open menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Close menu');
    await expect(menu).toBeVisible();
    await saveScreenshot('mobile-menu-open');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName('Open menu');
    await expect(menu).toBeHidden();

    // A link in the menu navigates and closes it.
    await button.click();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });

  // #36: the longest words for it (Yoruba, Igbo) once wrapped to three lines at 360 px.
  test(
    '"Get help now" keeps one line at 360 px in every language, last in the header row',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      for (const [locale, words] of [
        ['yo', 'Gba ìrànlọ́wọ́ báyìí'],
        ['ig', 'Nweta enyemaka ugbu a'],
        ['pcm', 'Find help now now'],
      ] as const) {
        await page.addInitScript((chosen) => localStorage.setItem('mindcheck.locale', chosen), locale);
        await page.goto('/');
        await waitForApp(page);
        const help = page.getByRole('banner').getByRole('button', { name: words });
        const box = (await help.boundingBox())!;
        expect([locale, box.height]).toEqual([locale, 44]);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        const menu = (await page.getByRole('banner').locator('button[aria-label][aria-controls]').boundingBox())!;
        expect(menu.x).toBeLessThan(box.x);
      }
    },
  );

  test('an unknown URL shows the 404 page, and Go Back returns to the previous page', async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto('/about');
    await waitForApp(page);
    await page.goto('/no-such-page');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@mindcheck.example.com' })).toHaveAttribute(
      'href',
      'mailto:support@mindcheck.example.com',
    );
    await saveScreenshot('not-found');

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About MindCheck' })).toBeVisible();
  });

  test('a visitor who opens a signed-in page lands on the landing page', async ({ page }) => {
    await page.goto('/dashboard');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Understand how you are feeling/);
  });

  test('nothing but the loading bar shows until the server says who is signed in', async ({ page, saveScreenshot }) => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/graphql', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about');
    const bar = page.getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toBeVisible();
    await expect(bar.locator('div')).toHaveCSS('background-color', 'rgb(100, 149, 237)'); // cornflower blue
    await expect(page.getByRole('main')).toHaveCount(0);
    await saveScreenshot('loading');

    answer();
    await expect(page.getByRole('heading', { level: 1, name: 'About MindCheck' })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  // Keyboard use is a desktop concern.
  test('keyboard focus is clearly visible', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Tab');
    const logo = page.getByRole('link', { name: 'MindCheck' }).first();
    await expect(logo).toBeFocused();
    await expect(logo).toHaveCSS('outline-style', 'solid');
    await expect(logo).toHaveCSS('outline-width', '3px');
  });

  for (const path of ['/', '/about']) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page, expectAccessible }) => {
      await page.goto(path);
      await waitForApp(page);
      await expectAccessible();
    });
  }
});
