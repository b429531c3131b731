// Accounts for real life in a real browser, with the development outbox at /dev/mail standing in
// for the member's inbox: forgot password → open the mail → reset → sign in; confirm the email
// from the dashboard's banner; sign another device out from /profile.
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/test';
import { signUpNewMember } from './support/accounts';
import { signUpThroughApi } from './support/members';

/** Opens the newest mail with this subject to this address in /dev/mail (it is sent in the background). */
async function openMail(page: Page, to: string, subject: string) {
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(page.getByRole('row').filter({ hasText: to }).getByRole('link', { name: subject })).not.toHaveCount(
      0,
      {
        timeout: 500,
      },
    );
  }).toPass({ timeout: 10_000 });
  await page.getByRole('row').filter({ hasText: to }).getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

test.describe('account recovery', () => {
  test('forgot password, the mail, a new password, then sign in with it', async ({
    page,
    request,
    saveScreenshot,
    expectAccessible,
  }) => {
    test.slow();
    const member = await signUpThroughApi(request);

    await page.goto('/sign-in');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expectAccessible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText("If an account uses that address, we've sent it a link");
    await saveScreenshot('recovery-forgot-password-sent');

    await openMail(page, member.email, 'Reset your MindCheck password');
    await saveScreenshot('recovery-dev-mail-message');
    await page.getByRole('link', { name: /\/reset-password\?token=/ }).click();

    // The token leaves the address bar as the page loads; the page was served with no-referrer.
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expectAccessible();
    await page.getByLabel('New password', { exact: true }).fill('my new passphrase');
    await page.getByLabel('Confirm new password').fill('something else');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The two passwords do not match.')).toBeVisible();
    await saveScreenshot('recovery-reset-password-mismatch');
    await page.getByLabel('Confirm new password').fill('my new passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();

    // Not signed in by the reset: the sign-in page, and the new password works there.
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(
      page.getByText('Your password has been changed. Please sign in with your new password.'),
    ).toBeVisible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Please make sure email and password are correct.' }),
    ).toBeVisible();
    await page.getByLabel('Password').fill('my new passphrase');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a used link says so and offers a new one', async ({ page, request }) => {
    const member = await signUpThroughApi(request);
    await page.goto('/forgot-password');
    await waitForApp(page);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await openMail(page, member.email, 'Reset your MindCheck password');
    const href = await page.getByRole('link', { name: /\/reset-password\?token=/ }).getAttribute('href');
    await page.goto(href!);
    await page.getByLabel('New password', { exact: true }).fill('first new passphrase');
    await page.getByLabel('Confirm new password').fill('first new passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);

    await page.goto(href!);
    await page.getByLabel('New password', { exact: true }).fill('second new passphrase');
    await page.getByLabel('Confirm new password').fill('second new passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('confirm the email from the dashboard banner', async ({ page, saveScreenshot, expectAccessible }) => {
    test.slow();
    const member = await signUpNewMember(page);
    const banner = page.getByRole('region', { name: 'Please confirm your email address' });
    await expect(banner).toContainText(member.email);
    await banner.getByRole('button', { name: 'Resend link' }).click();
    await expect(banner.getByRole('status')).toContainText("We've sent a new link");
    await expectAccessible();
    await saveScreenshot('recovery-dashboard-verify-banner');

    // The newest link (the resent one: the first stopped working).
    await openMail(page, member.email, 'Confirm your email address for MindCheck');
    await page.getByRole('link', { name: /\/verify-email\?token=/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expectAccessible();
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
    await saveScreenshot('recovery-email-confirmed');
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Please confirm your email address' })).toHaveCount(0);
  });

  test('sign another device out from the profile', async ({ page, browser, saveScreenshot, expectAccessible }) => {
    test.slow();
    const member = await signUpNewMember(page);

    const otherContext = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const other = await otherContext.newPage();
    await other.goto('/sign-in');
    await waitForApp(other);
    await other.getByLabel('Email').fill(member.email);
    await other.getByLabel('Password').fill(member.password);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await expect(other).toHaveURL(/\/dashboard$/);

    await page.goto('/profile');
    const sessions = page.getByRole('region', { name: "Where you're signed in" });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    const phone = sessions.getByRole('listitem').filter({ hasText: 'Mobile Safari on iOS' });
    await expect(phone).toBeVisible();
    await expectAccessible();
    await saveScreenshot('recovery-profile-sessions');

    await phone.getByRole('button', { name: 'Sign out of Mobile Safari on iOS' }).click();
    await expect(page.getByText('That device has been signed out.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByRole('button', { name: 'Sign out of all other devices' })).toHaveCount(0);

    // The other browser is signed out: a signed-in page sends it home.
    await other.goto('/profile');
    await expect(other).toHaveURL(/\/$/);
    await otherContext.close();
  });
});
