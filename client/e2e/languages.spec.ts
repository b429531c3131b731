// Issue #36: the interface in the member's language. A member switches to Pidgin in the header
// and reads the dashboard, an assessment page, the chat and its crisis card in Pidgin; the choice
// is their account's, so it survives a reload, and their reminder mail comes in Pidgin too; every
// page stays accessible. At phone size the language menu is in the side panel.
import type { APIRequestContext } from '@playwright/test';
import { openSideMenu } from './support/accounts';
import { withDatabase } from './support/appointments';
import { mailLink } from './support/mail';
import { signUpThroughApi } from './support/members';
import { expect, test, waitForApp } from './support/test';

const DAY_MS = 24 * 60 * 60 * 1000;

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/**
 * A reminder's way to the member, without waiting 14 days: an anxiety test taken (over the API),
 * its result moved 15 days into the past in the app's database (as progress.spec.ts does), then
 * retake reminders turned on, which schedules the reminder for that result's date (past: it goes
 * at the server's next look at its jobs).
 */
async function retakeReminderDue(request: APIRequestContext, email: string) {
  const { assessment } = (await gql(request, `query { assessment(condition: ANXIETY) { questions { id } } }`)) as {
    assessment: { questions: { id: string }[] };
  };
  await gql(
    request,
    `mutation ($answers: [AnswerInput!]!) { submitAssessment(condition: ANXIETY, answers: $answers) { id } }`,
    {
      answers: assessment.questions.map((q) => ({ questionId: q.id, selectedAnswer: 'Several days' })),
    },
  );
  await withDatabase(async (db) => {
    const user = await db.collection('users').findOne({ email: email.toLowerCase() });
    await db
      .collection('assessments')
      .updateMany({ userId: String(user!._id) }, [{ $set: { createdAt: { $subtract: ['$createdAt', 15 * DAY_MS] } } }]);
  });
  await gql(
    request,
    `mutation { updateNotificationPreferences(input: { retakeReminders: true }) { retakeReminders } }`,
  );
}

test(
  'a member switches to Pidgin in the header: dashboard, assessment and chat in Pidgin, kept after a reload',
  { tag: '@desktop-only' },
  async ({ page, expectAccessible }) => {
    const member = await signUpThroughApi(page.request, { firstName: 'Ada' });
    await page.goto('/dashboard');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Naijá (Pidgin)' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome, Ada. Choose one short test make you start.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find help now now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Depression test' })).toHaveAttribute('href', '/assessment/depression');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pcm');
    await expectAccessible();

    // The account keeps it: a reload (the server's User.locale) opens in Pidgin.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pcm');

    // An assessment page: its frame in Pidgin (the questions are content, in the language their
    // source is recorded in).
    await page.getByRole('link', { name: 'Depression test' }).click();
    await expect(page.getByRole('option', { name: 'Pick one answer' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Next one' })).toBeVisible();
    await expectAccessible();

    // The chat, in Pidgin.
    await page.goto('/chat');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Start to chat with AI' }).click();
    await expect(page.getByPlaceholder('Write your message…')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'My safety plan' }),
    ).toBeVisible();

    // A crisis message: the crisis card in Pidgin, the help lines' numbers unchanged.
    await page.getByLabel('Your message').fill("I don't want to live anymore");
    await page.getByRole('button', { name: 'Send' }).click();
    const card = page.getByRole('region', { name: 'MindCheck: help dey here' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('list', { name: 'Numbers wey you fit call for help' })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Call .+ for 112$/ })).toHaveAttribute('href', 'tel:112');
    await expect(card.getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute('href', '/safety-plan');
    await expectAccessible();

    // The retake reminder mail, in Pidgin (the account's language), from the outbox at /dev/mail.
    await retakeReminderDue(page.request, member.email);
    const subject = 'Your MindCheck check-in don ready make you take am again';
    await mailLink(page, member.email, subject, '/account/unsubscribe');
    await expect(
      page.getByText(/E don reach 14 days since you do one of your MindCheck self-assessments/),
    ).toBeVisible();
  },
);

test(
  'the language menu works at phone width, in the side panel',
  { tag: '@phone-only' },
  async ({ page, isMobile }) => {
    await signUpThroughApi(page.request);
    await page.goto('/dashboard');
    await waitForApp(page);
    await openSideMenu(page, isMobile);
    const panel = page.getByRole('complementary', { name: 'Member menu' });
    await panel.getByRole('button', { name: 'Language: English' }).click();
    await panel.getByRole('button', { name: 'Yorùbá' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ojú-ìwé mi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  },
);
