// Low data and offline (#36), in a real browser with the real service worker: a signed-in member
// loses the connection, opens "Get help now" (the crisis lines from the page shell, their safety
// plan from the device), makes a mood check-in that waits on the device ("will be sent when you're
// online"), opens the app again with no connection (the service worker's shell, still signed in as
// the member last confirmed on this device: the plan and the waiting check-in are theirs), and,
// back online, finds the check-in stored once.
import { signUpThroughApi } from './support/members';
import { expect, test, waitForApp } from './support/test';

// This spec is about the service worker: the other specs run without one (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
// Two reloads and the service worker's install: slow on a busy machine.
test.slow();

const MOODS = `query Moods { moodEntries { id note } }`;

test(
  'offline: the safety plan and crisis lines open, a mood check-in waits and is stored once',
  { tag: '@desktop-only' },
  async ({ page, context, expectAccessible }) => {
    await signUpThroughApi(page.request);

    // A safety plan kept on this device too.
    await page.goto('/safety-plan');
    await waitForApp(page);
    await page.getByLabel('My warning signs, entry 1').fill('I stop answering my phone');
    await page.getByLabel('My reasons for living, entry 1').fill('My daughter');
    await page.getByLabel(/Keep a copy on this device/).check();
    await page.getByRole('button', { name: 'Save my plan' }).click();
    await expect(page.getByText('Your safety plan is saved.')).toBeVisible();

    // The dashboard, with the service worker in charge of the page (installed after the first load).
    await page.goto('/dashboard');
    await waitForApp(page);
    // The installable app's manifest, linked once the page has loaded (not in the shell: low data).
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload(); // this visit's page shell is kept for offline use
    await waitForApp(page);

    await context.setOffline(true);

    // "Get help now": the crisis lines and the plan, with no connection.
    await page.getByRole('button', { name: 'Get help now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get help now' });
    await expect(dialog.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(dialog.getByText('I stop answering my phone')).toBeVisible();
    await expect(dialog.getByText(/The copy kept on this device/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A mood check-in waits on the device, and the page says so.
    const checkIn = page.getByRole('form', { name: 'Mood check-in' });
    await checkIn.getByText('Good', { exact: true }).click();
    await checkIn.getByLabel('Note (optional)').fill('Offline on the bus');
    await checkIn.getByRole('button', { name: 'Save check-in' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your check-in is saved' })).toHaveText(
      "Your check-in is saved on this device and will be sent when you're online.",
    );
    await expectAccessible();

    // The app opens again with no connection at all: the kept shell, still the member's (kept on
    // this device), with the crisis lines, the plan and the check-in still waiting.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Your check-in is saved' })).toBeVisible();
    await page.getByRole('button', { name: 'Get help now' }).click();
    await expect(dialog.getByRole('link', { name: '112' })).toBeVisible();
    await expect(dialog.getByText('I stop answering my phone')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The safety plan's page opens from the device's copy.
    await page.getByRole('link', { name: 'My Safety Plan' }).click();
    await expect(page.getByLabel('My warning signs, entry 1')).toHaveValue('I stop answering my phone');

    // Back online: the check-in is sent once, and shows in the list.
    await context.setOffline(false);
    await page.goto('/dashboard');
    await waitForApp(page);
    const past = page.getByRole('list', { name: 'Past check-ins' });
    await expect(past.getByText('Offline on the bus')).toBeVisible();
    await expect(page.getByText("will be sent when you're online")).toHaveCount(0);
    await page.reload();
    await waitForApp(page);
    await expect(past.getByRole('listitem')).toHaveCount(1);
    const stored = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      data: { query: MOODS },
    });
    expect(((await stored.json()) as { data: { moodEntries: unknown[] } }).data.moodEntries).toHaveLength(1);
  },
);

test(
  'offline in Pidgin: after one visit, the dashboard and the safety plan open in Pidgin with no connection',
  { tag: '@desktop-only' },
  async ({ page, context }) => {
    await signUpThroughApi(page.request);
    const saved = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      data: { query: 'mutation { updateProfile(input: { locale: "pcm" }) { locale } }' },
    });
    expect(((await saved.json()) as { data: { updateProfile: { locale: string } } }).data.updateProfile.locale).toBe(
      'pcm',
    );
    await page.goto('/dashboard');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
    // The service worker takes charge after the first view (a visit with it keeps the page shell),
    // then keeps the offline pages' words in this language (lib/i18n/words-fetch.ts).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await waitForApp(page);
    await page.waitForFunction(
      async () => {
        const kept = await (await caches.open('mindcheck-assets')).keys();
        const urls = kept.map((request) => request.url);
        return ['.pcm.r-dashboard.json', '.pcm.r-safety-plan.json'].every((end) => urls.some((u) => u.endsWith(end)));
      },
      undefined,
      { timeout: 20_000, polling: 500 },
    );

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pcm');
    await page.getByRole('link', { name: 'My safety plan' }).click();
    await expect(page.getByText(/^Na plan wey you go write when your mind calm/)).toBeVisible();
    await context.setOffline(false);
  },
);
