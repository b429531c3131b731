// Stopping someone else in an account (#33), in real browsers: the owner cancels a change of email
// they did not ask for from the notice mail, after which the new address's link no longer works;
// an operator disables an abusive account from the Members tab, the member's open page loses its
// session and their sign-in is refused, and enabling lets them back.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { markEmailVerified } from './support/appointments';
import { signUpThroughApi } from './support/members';
import { expect, test, waitForApp } from './support/test';
import { mailLink } from './support/mail';

const REQUEST_EMAIL_CHANGE = `mutation RequestEmailChange($newEmail: String!, $password: String) {
  requestEmailChange(newEmail: $newEmail, password: $password)
}`;

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  expect(response.ok(), `graphql answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await waitForApp(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('stopping someone else in an account', () => {
  test.beforeEach(() => test.slow());

  test('the owner cancels a change of email from the notice; the new address link then fails', async ({
    page,
    browser,
    saveScreenshot,
    expectAccessible,
  }) => {
    // The "attacker": a session in the member's account asks to move it to their own address.
    const member = await signUpThroughApi(page.request);
    await markEmailVerified(member.email);
    const attackerEmail = `e2e.attacker.${randomUUID()}@example.com`;
    await graphql(page.request, REQUEST_EMAIL_CHANGE, { newEmail: attackerEmail, password: member.password });

    // The owner, in a browser of their own, follows "This wasn't me — cancel" from the notice.
    const owner = await browser.newPage();
    try {
      const cancelLink = await mailLink(
        owner,
        member.email,
        'A change of email address was asked for your MindCheck account',
        '/cancel-email-change',
      );
      await owner.goto(cancelLink);
      await waitForApp(owner);
      await expect(owner.getByRole('heading', { name: 'Cancel the change of email' })).toBeVisible();
      await owner.getByRole('button', { name: 'Cancel the change and sign everyone out' }).click();
      await expect(owner.getByRole('status')).toContainText('The change of email address is cancelled');
      await saveScreenshot('cancel-email-change-done', owner);

      // The same link a second time does nothing more.
      await owner.goto(cancelLink);
      await owner.getByRole('button', { name: 'Cancel the change and sign everyone out' }).click();
      await expect(owner.getByRole('alert')).toBeVisible();
      await expect(owner.getByRole('link', { name: 'Reset my password' })).toBeVisible();
    } finally {
      await owner.close();
    }

    // The attacker's link to confirm their address no longer changes anything.
    const confirmLink = await mailLink(
      page,
      attackerEmail,
      'Confirm your new email address for MindCheck',
      '/verify-email',
    );
    await page.goto(confirmLink);
    await waitForApp(page);
    const confirm = page.getByRole('button', { name: /Confirm my/ });
    if (await confirm.isVisible()) await confirm.click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('Your email address is confirmed.')).toHaveCount(0);
    await expectAccessible();

    // And the attacker's session ended with the cancellation.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/sign-in|\/$/);
  });

  test('an operator disables an account from the Members tab and enables it again', async ({
    page,
    browser,
    saveScreenshot,
    expectAccessible,
  }, testInfo) => {
    // An operator address of this spec's own (ADMIN_EMAILS of the tests' server), signed in on `page`.
    const operatorEmail = `e2e.members.${testInfo.project.name}@example.com`;
    await signUpThroughApi(page.request, { email: operatorEmail });
    await markEmailVerified(operatorEmail);

    // The member, signed in in their own browser context.
    const memberContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const memberPage = await memberContext.newPage();
    try {
      const member = await signUpThroughApi(memberPage.request);
      await memberPage.goto('/dashboard');
      await waitForApp(memberPage);

      await page.goto('/admin/members');
      await waitForApp(page);
      await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
      await page.getByLabel("Member's email address").fill(`nobody.${randomUUID()}@example.com`);
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(page.getByText('No member has that email address.')).toBeVisible();

      await page.getByLabel("Member's email address").fill(member.email);
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(page.getByText('Active', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Disable account' }).click();
      const confirmDisable = page.getByRole('group', { name: 'Confirm disabling' });
      await confirmDisable.getByLabel('Reason (optional, for the audit log)').fill('Abusive messages');
      await expectAccessible();
      await confirmDisable.getByRole('button', { name: 'Yes, disable' }).click();
      await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
      await expect(page.getByText('Reason: Abusive messages')).toBeVisible();
      await saveScreenshot('admin-member-disabled');

      // The member's open session is gone, and signing in is refused with the reason.
      await memberPage.goto('/dashboard');
      await expect(memberPage).not.toHaveURL(/\/dashboard$/);
      await signIn(memberPage, member.email, member.password);
      await expect(memberPage.getByText('This account has been disabled.').first()).toBeVisible();

      // Enabled again: the member signs in.
      await page.getByRole('button', { name: 'Enable account' }).click();
      await page.getByRole('group', { name: 'Confirm enabling' }).getByRole('button', { name: 'Yes, enable' }).click();
      await expect(page.getByText('Active', { exact: true })).toBeVisible();
      await signIn(memberPage, member.email, member.password);
      await expect(memberPage).toHaveURL(/\/dashboard$/);
    } finally {
      await memberContext.close();
    }
  });
});
