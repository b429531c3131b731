// The session room (#35) in real browsers: a member and their expert, each in a headless Chromium
// page with the fake camera and microphone, join the same room and reach a connected peer
// connection with the other's sound arriving (the page reads it from getStats()), then the member
// switches to audio only and back. A third member's roomSignals subscription is refused.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signUpThroughApi } from './support/members';
import { launchWithFakeMedia, seedRoomAppointment } from './support/room';
import { expect, test } from './support/test';

test.slow();

let browser: Browser;
test.beforeAll(async () => {
  browser = await launchWithFakeMedia();
});
test.afterAll(async () => {
  await browser?.close();
});

async function signedIn(): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const { email } = await signUpThroughApi(context.request);
  return { context, page: await context.newPage(), email };
}

async function join(page: Page, reference: string) {
  await page.goto(`/appointments/${reference}/room`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment room' })).toBeVisible();
  await expect(page.getByText('Nothing is recorded.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get help now' })).toBeVisible();
  // The fake devices are opened and listed for the choice before joining.
  await expect(page.getByLabel('Microphone', { exact: true })).toBeEnabled();
  await expect(page.getByLabel('Camera', { exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Join the call' }).click();
}

test(
  'the member and the expert meet in the room, hear each other, and switch to audio only and back',
  { tag: '@desktop-only' },
  async () => {
    const member = await signedIn();
    const expert = await signedIn();
    try {
      const reference = await seedRoomAppointment(member.email, expert.email);
      await join(member.page, reference);
      await expect(member.page.getByText('Waiting for your expert to join…').first()).toBeVisible();

      await join(expert.page, reference);
      for (const { page } of [member, expert]) {
        await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible({ timeout: 20_000 });
        await expect(page.getByText('You can hear the other person.')).toBeVisible({ timeout: 20_000 });
      }

      await member.page.getByRole('button', { name: 'Audio only' }).click();
      await expect(member.page.getByText('Audio only: your video is not sent.')).toBeVisible();
      await expect(expert.page.getByText('The other person is on audio only.')).toBeVisible();
      await member.page.getByRole('button', { name: 'Turn video back on' }).click();
      await expect(expert.page.getByText('The other person is on audio only.')).toBeHidden();
      await expect(member.page.getByRole('button', { name: 'Audio only' })).toBeVisible();
      // Still connected, the sound still arriving.
      await expect(expert.page.getByText('You can hear the other person.')).toBeVisible();
    } finally {
      await Promise.all([member.context.close(), expert.context.close()]);
    }
  },
);

test("a third member's roomSignals subscription is refused", { tag: '@desktop-only' }, async () => {
  const member = await signedIn();
  const third = await signedIn();
  try {
    const reference = await seedRoomAppointment(member.email, null);
    await third.page.goto('/dashboard');
    // The GraphQL WebSocket as the app opens it, with the third member's session cookie.
    const refusal = await third.page.evaluate(async (ref) => {
      const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
      return new Promise<unknown>((resolve) => {
        socket.onopen = () => socket.send(JSON.stringify({ type: 'connection_init' }));
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as { type: string; payload?: unknown };
          if (message.type === 'connection_ack')
            socket.send(
              JSON.stringify({
                id: '1',
                type: 'subscribe',
                payload: {
                  query: 'subscription R($r: String!) { roomSignals(reference: $r) { from signal } }',
                  variables: { r: ref },
                },
              }),
            );
          // A refused subscription ends with its errors (graphql-ws: next, then complete).
          else if (message.type === 'error' || message.type === 'next') {
            socket.close();
            resolve(message);
          }
        };
      });
    }, reference);
    expect(refusal).toMatchObject({
      payload: { errors: [{ message: 'This appointment is not yours.', extensions: { code: 'FORBIDDEN' } }] },
    });
    expect((refusal as { payload: { data?: unknown } }).payload.data ?? null).toBeNull();
    // And the page says so when they try to join.
    await third.page.goto(`/appointments/${reference}/room`);
    await third.page.getByRole('button', { name: 'Join the call' }).click();
    await expect(third.page.getByRole('alert')).toHaveText('This appointment is not yours.');
  } finally {
    await Promise.all([member.context.close(), third.context.close()]);
  }
});
