// Issue #39 "Journeys that feel finished", in a real browser at desktop and phone sizes: sign-up
// reads what people paste and refuses weak passwords (item 8); errors stand next to their field as
// well as in the spec's toast (item 10); a test not open yet shows no question (item 9); an
// operator's refund is told to the member, with the reason (item 4); an expert invitation survives
// sign-up and the address's confirmation (item 7).
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { markEmailVerified } from './support/appointments';
import { newE2EMember, fillSignUpForm } from './support/accounts';
import { gqlThroughApi as gql, signUpThroughApi } from './support/members';
import { expect, test, waitForApp } from './support/test';
import { mailLink } from './support/mail';

/** Item 7: the invitee opens the link, creates an account, confirms the address, and accepts. */
async function expertSignsUpFromTheInvitation(browser: Browser, use: BrowserContextOptions, email: string) {
  const context = await browser.newContext({ ...use });
  const page = await context.newPage();
  try {
    await page.goto(await mailLink(page, email, 'Your invitation to MindCheck as an expert', '/expert-invitation'));
    await waitForApp(page);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await fillSignUpForm(page, newE2EMember({ email }));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // Back at the invitation, told what stands in the way (not 'a different email address').
    await expect(page).toHaveURL(/\/expert-invitation$/);
    await expect(page.getByText(/^Confirm your email address first/)).toBeVisible();
    await expect(page.getByText(/different email address/)).toHaveCount(0);
    // The confirmation link, then on to the kept invitation.
    await page.goto(await mailLink(page, email, 'Confirm your email address for MindCheck', '/verify-email'));
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await page.getByRole('link', { name: 'Continue to your expert invitation' }).click();
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(page).toHaveURL(/\/expert$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Expert dashboard' })).toBeVisible();
  } finally {
    await context.close();
  }
}

test.describe('journeys that feel finished (#39)', () => {
  test.beforeEach(() => test.slow());

  test('sign-up reads a pasted phone number and a decimal age, refuses weak passwords; errors stand by their field', async ({
    page,
    saveScreenshot,
  }) => {
    const taken = await signUpThroughApi(page.request);
    await page.context().clearCookies();
    const member = newE2EMember({
      email: taken.email,
      age: '29.5',
      phoneNumber: '+234 801 234 5678',
      password: 'password',
    });
    await page.goto('/sign-up');
    await waitForApp(page);
    await fillSignUpForm(page, member);
    // Item 8: the pasted number is the digits that will be stored; 29.5 is not read as 295.
    await expect(page.getByLabel('Phone number')).toHaveValue('8012345678');
    await expect(page.getByLabel('Age')).toHaveValue('29.5');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Age')).toHaveAccessibleDescription('Age must be a whole number of at least 1.');
    await page.getByLabel('Age').fill('29');
    await page.getByLabel('Password', { exact: true }).fill('        ');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /Password cannot be only spaces\./,
    );
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /This password is too common\. Please choose another\./,
    );
    // Item 10: the address in use, in the spec's toast and next to the Email field.
    await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const inUse = 'Email already in use. Please use a different email.';
    await expect(page.getByRole('status').filter({ hasText: inUse })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(inUse);
    await expect(page.getByLabel('Email')).toBeFocused();
    await saveScreenshot('sign-up-errors-by-their-field');

    // A fresh address: in, with the national number stored.
    await page.getByLabel('Email').fill(`e2e.${randomUUID()}@example.com`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const { me } = await gql<{ me: { phoneNumber: string; age: number } }>(page.request, '{ me { phoneNumber age } }');
    expect(me).toEqual({ phoneNumber: '8012345678', age: 29 });

    // Item 10 at sign-in: wrong password, next to the Password field as well as in the toast.
    // Off the dashboard first: a request still in flight there would set the session cookie again.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto('/sign-in');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const wrong = 'Please make sure email and password are correct.';
    await expect(page.getByRole('status').filter({ hasText: wrong })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(wrong);
  });

  test('a test not open yet shows when, links the result and asks no question (item 9)', async ({ page }) => {
    await signUpThroughApi(page.request);
    const { assessment } = await gql<{ assessment: { questions: { id: string; options: { label: string }[] }[] } }>(
      page.request,
      '{ assessment(condition: DEPRESSION) { questions { id options { label } } } }',
    );
    await gql(
      page.request,
      'mutation S($answers: [AnswerInput!]!) { submitAssessment(condition: DEPRESSION, answers: $answers) { id } }',
      { answers: assessment.questions.map((q) => ({ questionId: q.id, selectedAnswer: q.options[0]!.label })) },
    );
    await page.goto('/assessment/depression');
    await waitForApp(page);
    await expect(
      page.getByText(/^You have already taken this test\. (You can take it again from|Each test)/),
    ).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Next|Submit/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'See your result' }).click();
    await expect(page).toHaveURL(/\/test-history$/);
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('the fee before checkout (item 2); an operator refunds with a reason, the member reads it (item 4); an invitee keeps the invitation through sign-up (item 7)', async ({
    page,
    browser,
  }, testInfo) => {
    // The member: a paid appointment (the simulated checkout, over the API).
    const member = await signUpThroughApi(page.request);
    await markEmailVerified(member.email);
    // An expert of this spec's own field, so that no other spec's booking takes the slot.
    const { experts } = await gql<{ experts: { id: string }[] }>(
      page.request,
      '{ experts(field: SCHIZOPHRENIA) { id } }',
    );
    const expertId = experts[4]!.id;

    // Item 2: the price before checkout, on the expert's page and in the slot picker.
    await page.goto(`/experts/detail/${encodeURIComponent(expertId)}`);
    await waitForApp(page);
    await expect(page.getByText('₦5,000.00 per 50-minute session')).toBeVisible();
    await page.getByRole('button', { name: 'Book Now', exact: true }).click();
    await expect(page.getByRole('dialog').getByText(/₦5,000\.00 per 50-minute session/)).toBeVisible();
    await page.keyboard.press('Escape');
    const from = new Date(Date.now() + 3 * 24 * 3600_000);
    const { expertSlots } = await gql<{ expertSlots: { start: string }[] }>(
      page.request,
      'query S($expertId: ID!, $from: DateTime!, $to: DateTime!) { expertSlots(expertId: $expertId, from: $from, to: $to) { start } }',
      { expertId, from: from.toISOString(), to: new Date(from.getTime() + 7 * 24 * 3600_000).toISOString() },
    );
    const slot = expertSlots[testInfo.project.name === 'phone' ? 1 : 0]!;
    const { startBooking } = await gql<{ startBooking: { reference: string } }>(
      page.request,
      'mutation B($expertId: ID!, $start: DateTime) { startBooking(expertId: $expertId, start: $start) { reference } }',
      { expertId, start: slot.start },
    );
    const { reference } = startBooking;
    await gql(page.request, 'mutation P($reference: String!) { completeTestCheckout(reference: $reference) }', {
      reference,
    });
    await gql(page.request, 'mutation C($reference: String!) { confirmBooking(reference: $reference) { status } }', {
      reference,
    });

    // The operator, in a browser of their own, refunds it from the console with a reason.
    const operatorContext = await browser.newContext({ ...testInfo.project.use });
    const operator = await operatorContext.newPage();
    try {
      const operatorEmail = `e2e.journeys.${testInfo.project.name}@example.com`;
      await signUpThroughApi(operator.request, { email: operatorEmail });
      await markEmailVerified(operatorEmail);
      await operator.goto(`/admin/bookings/${encodeURIComponent(reference)}`);
      await waitForApp(operator);
      await operator.getByRole('button', { name: 'Refund in full' }).click();
      await operator.getByLabel('Reason (told to the member and the expert)').fill('Your expert is unwell this week.');
      await operator.getByRole('button', { name: 'Yes, refund in full' }).click();
      // Item 6 on the way: the audit line reads as words.
      await expect(operator.getByRole('list', { name: 'Changes' }).getByText('Booking refunded')).toBeVisible();

      await page.goto('/bookings');
      await waitForApp(page);
      await expect(
        page.getByRole('note').filter({
          hasText:
            'MindCheck cancelled this appointment and refunded it in full. Reason: Your expert is unwell this week.',
        }),
      ).toBeVisible();

      // Item 7: the operator invites an address that has no account yet.
      const invitedEmail = `e2e.invited.${randomUUID()}@example.com`;
      await gql(
        operator.request,
        'mutation I($email: String!, $expertId: ID!) { inviteExpert(email: $email, expertId: $expertId) }',
        { email: invitedEmail, expertId },
      );
      await expertSignsUpFromTheInvitation(browser, testInfo.project.use, invitedEmail);
    } finally {
      await operatorContext.close();
    }
  });
});
