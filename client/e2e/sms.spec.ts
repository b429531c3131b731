// SMS (#36) in a real browser: a member verifies their phone with the code from the development
// SMS outbox (/dev/sms) and turns SMS reminders on. Not about layout: desktop only.
import { randomInt } from 'node:crypto';
import { signUpThroughApi } from './support/members';
import { expect, test } from './support/test';

test(
  'verifies a phone with the code from /dev/sms and turns SMS reminders on',
  { tag: '@desktop-only' },
  async ({ page, context, expectAccessible }) => {
    // Two pages, a sign-up and four round trips: more than the default 30 s on a busy machine.
    test.slow();
    const national = `0803${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    await signUpThroughApi(page.request, { phoneNumber: national });
    await page.goto('/profile');

    const sms = page.getByRole('switch', { name: 'SMS reminders' });
    await expect(sms).toBeDisabled();
    await expect(sms).toHaveAccessibleDescription('Verify your phone number before turning on SMS reminders.');

    await page.getByRole('button', { name: 'Verify phone number' }).click();
    await expect(page.getByText('We sent a 6-digit code to your phone.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();

    // The outbox, as a developer reads it: the newest text to this number.
    const outbox = await context.newPage();
    await outbox.goto('/dev/sms');
    const row = outbox
      .getByRole('row')
      .filter({ hasText: `+234${national.slice(1)}` })
      .first();
    const code = /Your MindCheck code is (\d{6})\./.exec((await row.textContent()) ?? '')?.[1];
    expect(code).toBeTruthy();
    await outbox.close();

    await page.getByLabel('Code from the text message').fill(code!);
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Your phone number is verified.' }),
    ).toBeVisible();

    await expect(sms).toBeEnabled();
    await sms.check();
    await expect(page.getByText('Reminder settings saved.')).toBeVisible();
    await expectAccessible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'SMS reminders' })).toBeChecked();
  },
);
