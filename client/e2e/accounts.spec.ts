// Accounts in a real browser: sign up, the dashboard and its cards, the side menu and its Take
// Test list, the profile, sign out, a wrong password, sign in again; at desktop and phone sizes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/test';
import { fillSignUpForm, newE2EMember, openSideMenu, signUpNewMember } from './support/accounts';
import { signUpThroughApi } from './support/members';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** Sign-in with a wrong password: the spec's message, and the button usable again. */
async function signInWithAWrongPassword(page: Page, email: string) {
  await page.goto('/sign-in');
  await waitForApp(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the right password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Please make sure email and password are correct.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
}

test.describe('accounts', () => {
  // At desktop size. At phone size the same pages are walked and scanned by journeys.spec.ts (sign-up,
  // one column of cards, the side menu by its button and its Take Test list, the profile, sign out,
  // sign in), sign-up's errors by journeys-finished.spec.ts, and the rest in the phone-only test below.
  test('sign up, the dashboard, the side menu, the profile, sign out, a wrong password, sign in', async ({
    page,
    isMobile,
    saveScreenshot,
    expectAccessible,
  }) => {
    // One long journey with four accessibility scans: more than the default 30 s on a busy machine.
    test.slow();
    // Sign up: the form checks what it can before asking the server.
    await page.goto('/sign-up');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(page).toHaveTitle('Sign Up · MindCheck');
    await expectAccessible();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters long.')).toBeVisible();
    // Age ignores what is not a whole number; the phone takes digits only.
    await page.getByLabel('Age').pressSequentially('-4x2');
    await expect(page.getByLabel('Age')).toHaveValue('42');
    // Digits, spaces and a leading + as typed (#39 item 8: the stored value is the national number).
    await page.getByLabel('Phone number').pressSequentially('+234 801x');
    await expect(page.getByLabel('Phone number')).toHaveValue('+234 801');
    await saveScreenshot('accounts-sign-up-errors');

    const member = newE2EMember();
    await page.getByLabel('Age').fill('');
    await page.getByLabel('Phone number').fill('');
    await fillSignUpForm(page, member);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    // The dashboard: its heading and the five cards.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Assessments' }).getByRole('link');
    await expect(cards).toHaveText([
      'Depression Assessment',
      'Anxiety Disorder Assessment',
      'Schizophrenia Assessment',
      'Substance Abuse Assessment',
      'Dementia Assessment',
    ]);
    // One column on a phone, three on a desktop. The pointer is moved off the cards first: a card
    // under it grows (hover:scale-105), which moves its box.
    await page.mouse.move(0, 0);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    if (isMobile) expect(second!.y).toBeGreaterThan(first!.y);
    else expect(second!.y).toBe(first!.y);
    await expectAccessible();
    await saveScreenshot('accounts-dashboard');

    // The side menu and its Take Test list.
    const menu = await openSideMenu(page, isMobile);
    for (const entry of ['Home', 'View Our Experts', 'Health History', 'Chat', 'Profile']) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    const takeTest = menu.getByRole('button', { name: 'Take Test' });
    await expect(takeTest).toHaveAttribute('aria-expanded', 'false');
    await takeTest.click();
    await expect(takeTest).toHaveAttribute('aria-expanded', 'true');
    for (const [label, condition] of [
      ['Depression Assessment', 'depression'],
      ['Anxiety Disorder Assessment', 'anxiety'],
      ['Schizophrenia Assessment', 'schizophrenia'],
      ['Substance Abuse Assessment', 'substance_abuse'],
      ['Dementia Assessment', 'dementia'],
    ]) {
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('href', `/assessment/${condition}`);
    }
    await saveScreenshot('accounts-side-menu');

    // The profile shows what was given at sign-up.
    await menu.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 2, name: `${member.firstName} ${member.lastName}` })).toBeVisible();
    for (const [term, value] of [
      ['Email', member.email],
      ['Age', member.age],
      ['Disabilities', member.disabilities],
      ['Phone number', member.phoneNumber],
    ]) {
      await expect(page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd')).toHaveText(value);
    }
    // The user id (spec) behind "Technical details" (issue #39, item 12).
    await page.getByText('Technical details').click();
    await expect(page.locator('dt', { hasText: /^User ID$/ }).locator('+ dd')).toHaveText(/^[0-9a-f]{24}$/);
    await expect(page.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/account/export');
    await expectAccessible();
    await saveScreenshot('accounts-profile');

    // The back arrow returns to the dashboard.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Sign out: back to /, and the member pages are closed.
    const menuAgain = await openSideMenu(page, isMobile);
    await menuAgain.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);

    // A wrong password gets the spec's message.
    await signInWithAWrongPassword(page, member.email);
    await expectAccessible();
    await saveScreenshot('accounts-sign-in-wrong-password');

    // The right one signs in and lands on the dashboard.
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  });

  test(
    "on a phone: a wrong password's message, then sign in; the side menu's entries; the back arrow",
    { tag: '@phone-only' },
    async ({ page, request, expectAccessible }) => {
      // Signed up on its own cookie jar: this browser is not signed in.
      const member = await signUpThroughApi(request);
      await signInWithAWrongPassword(page, member.email);
      await expectAccessible();
      await page.getByLabel('Password').fill(member.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      const menu = await openSideMenu(page, true);
      for (const entry of ['Home', 'View Our Experts', 'Health History', 'Chat', 'Profile']) {
        await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
      }
      await menu.getByRole('link', { name: 'Profile', exact: true }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    },
  );

  test('an email already in use is refused with the spec message', async ({ page, browser }) => {
    const first = await browser.newPage();
    const member = await signUpNewMember(first);
    await first.close();

    await page.goto('/sign-up');
    await waitForApp(page);
    await fillSignUpForm(page, newE2EMember({ email: member.email }));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Email already in use. Please use a different email.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test('a member edits the profile, downloads their data and deletes the account', async ({ page, saveScreenshot }) => {
    test.slow();
    const member = await signUpNewMember(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('First name').fill('Amazing');
    await page.getByLabel('Age').fill('43');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Amazing ${member.lastName}` })).toBeVisible();
    await expect(page.locator('dt', { hasText: /^Age$/ }).locator('+ dd')).toHaveText('43');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mindcheck-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'));
    expect(exported.collections.users[0]).toMatchObject({ email: member.email, firstName: 'Amazing', age: 43 });
    expect(JSON.stringify(exported)).not.toContain('passwordHash');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('heading', { name: 'Delete your account?' })).toBeFocused();
    await page.getByLabel('Your password').fill(member.password);
    await saveScreenshot('accounts-delete-confirm');
    await page.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();

    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Please make sure email and password are correct.' }),
    ).toBeVisible();
  });

  test('Continue with Google opens the development stand-in in a popup: closing or cancelling it reads the spec message, Continue signs in', async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.goto('/sign-in');
    await waitForApp(page);
    const google = page.getByRole('button', { name: 'Continue with Google' });
    const closedMessage = page.getByText('Google Window pop up closed');

    // The member closes the window.
    const [closed] = await Promise.all([page.waitForEvent('popup'), google.click()]);
    await expect(closed.getByRole('heading', { name: 'Test Google sign-in — no real Google account' })).toBeVisible();
    await closed.close();
    await expect(closedMessage).toBeVisible();
    await expect(closedMessage).toBeHidden();

    // The member presses Cancel: the same words, as when Google is turned down.
    const [cancelled] = await Promise.all([page.waitForEvent('popup'), google.click()]);
    await cancelled.getByRole('button', { name: 'Cancel' }).click();
    await expect(closedMessage).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);

    // Continue: the popup closes and the page lands on the dashboard, signed in.
    const [popup] = await Promise.all([page.waitForEvent('popup'), google.click()]);
    await popup.getByLabel('Email').fill(`google.${testInfo.project.name}.${Date.now()}@example.com`);
    await popup.getByLabel('Name (optional)').fill('Grace Hopper');
    await popup.screenshot({ path: path.join(screenshotDir, `google-stand-in-${testInfo.project.name}.png`) });
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continue' }).click()]);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  });
});
