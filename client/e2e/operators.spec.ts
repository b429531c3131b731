// The operator console and expert accounts in real browsers: an operator (an ADMIN_EMAILS address,
// verified through the development outbox) adds an expert and invites an address; in a second
// browser context that member verifies the address, opens the invitation from the outbox, accepts
// and lands on /expert; a member finds the new expert in the field grid and on both detail routes;
// a member who is not an operator gets the 404 page at /admin.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/test';
import { signUpThroughApi } from './support/members';
import { mailLink } from './support/mail';

/** Opens the newest mail with this subject to this address in /dev/mail, then its link to `path`. */
async function followMailLink(page: Page, to: string, subject: string, path: string) {
  await page.goto(await mailLink(page, to, subject, path));
}

/** A member signed in on `page` whose address is verified (the sign-up mail's link, followed). */
async function verifiedMember(page: Page, email: string) {
  const member = await signUpThroughApi(page.request, { email });
  await followMailLink(page, email, 'Confirm your email address for MindCheck', '/verify-email');
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  return member;
}

test.describe('operators and experts', () => {
  test('an operator adds and invites an expert; the expert accepts; members find them', async ({
    page,
    browser,
    saveScreenshot,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    const operatorEmail = `e2e.operator.${testInfo.project.name}@example.com`;
    const expertEmail = `e2e.expert.${randomUUID()}@example.com`;
    const expertName = `Dr. Test ${randomUUID().slice(0, 8)}`;

    // The operator.
    await verifiedMember(page, operatorEmail);
    await page.goto('/admin');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Dr. Amara Okafor' })).toBeVisible();
    await expectAccessible();
    await saveScreenshot('admin-experts');

    await page.getByRole('link', { name: 'Add expert' }).click();
    await page.getByRole('button', { name: 'Add expert' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await page.getByLabel('Name').fill(expertName);
    await page.getByLabel('Specialization').selectOption('THERAPIST');
    await page.getByLabel('Field').selectOption('ANXIETY');
    await page.getByLabel('Contact email').fill('listing.contact@example.com');
    await page.getByLabel('Location').fill('Ibadan, Nigeria');
    await page.getByLabel('Expertise').fill('Panic attacks and worry.');
    await expectAccessible();
    await page.getByRole('button', { name: 'Add expert' }).click();
    await expect(page.getByRole('heading', { level: 2, name: expertName })).toBeVisible();
    const expertId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    await page.getByLabel("Expert's email address").fill(expertEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${expertEmail}.`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Changes' }).getByText('Expert invited')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Changes' }).getByText('Expert added')).toBeVisible();
    await expectAccessible();
    await saveScreenshot('admin-expert-edit');

    await page.getByRole('link', { name: 'Bookings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Bookings' })).toBeVisible();
    await page.getByLabel('Status').selectOption('PAID');
    await expect(page).toHaveURL(/\/admin\/bookings\?status=PAID$/);
    await expectAccessible();
    await saveScreenshot('admin-bookings');
    await page.getByRole('link', { name: 'Contact messages' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Contact messages' })).toBeVisible();
    await expectAccessible();

    // The expert, in a browser of their own.
    const expertContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, ...testInfo.project.use });
    const expertPage = await expertContext.newPage();
    try {
      await verifiedMember(expertPage, expertEmail);
      await followMailLink(expertPage, expertEmail, 'Your invitation to MindCheck as an expert', '/expert-invitation');
      await expect(expertPage.getByRole('heading', { level: 1, name: 'Your expert invitation' })).toBeVisible();
      // The token leaves the address bar at once.
      await expect(expertPage).toHaveURL(/\/expert-invitation$/);
      await expectAccessible(expertPage);
      await saveScreenshot('expert-invitation', expertPage);
      await expertPage.getByRole('button', { name: 'Accept the invitation' }).click();
      await expect(expertPage).toHaveURL(/\/expert$/);
      await expect(expertPage.getByRole('heading', { level: 1, name: 'Expert dashboard' })).toBeVisible();
      await expect(expertPage.getByText(expertName, { exact: true })).toBeVisible();
      await expectAccessible(expertPage);
      await expertPage.getByRole('button', { name: 'Edit your details' }).click();
      await expertPage.getByLabel('Location').fill('Abeokuta, Nigeria');
      await expertPage.getByRole('button', { name: 'Save' }).click();
      await expect(expertPage.getByText('Abeokuta, Nigeria')).toBeVisible();
      await saveScreenshot('expert-dashboard', expertPage);
      // An expert is no operator.
      await expertPage.goto('/admin');
      await expect(expertPage.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    } finally {
      await expertContext.close();
    }

    // A member finds the new expert in the field grid and on both detail routes.
    const memberContext = await browser.newContext({ ...testInfo.project.use });
    const memberPage = await memberContext.newPage();
    try {
      await signUpThroughApi(memberPage.request);
      await memberPage.goto('/experts/field/anxiety');
      const card = memberPage.getByRole('listitem').filter({ hasText: expertName });
      await expect(card).toContainText('Abeokuta, Nigeria');
      await card.getByRole('link', { name: 'More', exact: true }).click();
      await expect(memberPage.getByRole('heading', { level: 1, name: expertName })).toBeVisible();
      await expect(memberPage.getByText('Panic attacks and worry.')).toBeVisible();
      await memberPage.goto(`/experts/detail/${encodeURIComponent(expertId)}`);
      await expect(memberPage.getByRole('heading', { level: 1, name: expertName })).toBeVisible();
      await memberPage.goto(`/experts/anxiety/${encodeURIComponent(expertId)}`);
      await expect(memberPage.getByRole('heading', { level: 1, name: expertName })).toBeVisible();
      // A member at /admin gets the 404 page.
      await memberPage.goto('/admin');
      await expect(memberPage.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
      await expect(memberPage.getByText('Operator console')).toHaveCount(0);
    } finally {
      await memberContext.close();
    }
  });
});
