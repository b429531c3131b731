// Progress over time (#25) in a real browser against the real server (RETAKE_AFTER_DAYS=14, set by
// the browser-test server): a mood check-in on its chart, two lines on the health chart, a retake
// after the window (the first result moved 15 days into the past in the app's database), answers
// shown on a history card, the PDF summary downloaded, and reminders turned on at /profile.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpNewMember } from './support/accounts';
import { withDatabase } from './support/appointments';
import { expect, test } from './support/test';

test.slow();

const DAY_MS = 24 * 60 * 60 * 1000;
const ANSWERS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

async function takeTest(page: Page, slug: string, score: number) {
  await page.goto(`/assessment/${slug}`);
  const answer = page.getByRole('combobox');
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    await answer.selectOption(ANSWERS[score]);
    if (i < 9) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Complete!')).toBeVisible();
}

/** Moves the member's result of one condition `days` into the past, as if it had been taken then. */
async function ageResult(email: string, condition: string, days: number) {
  await withDatabase(async (db) => {
    const user = await db.collection('users').findOne({ email: email.toLowerCase() });
    const records = db.collection<{ createdAt: Date }>('assessments');
    const record = await records.findOne({ userId: String(user!._id), condition });
    await records.updateOne(
      { _id: record!._id },
      { $set: { createdAt: new Date(record!.createdAt.getTime() - days * DAY_MS) } },
    );
  });
}

test('mood check-in, two lines, a retake after the window, answers shown and the PDF downloaded', async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  const member = await signUpNewMember(page);

  // A mood check-in appears in its chart and in the list.
  const checkIn = page.getByRole('form', { name: 'Mood check-in' });
  await checkIn.getByText('Good', { exact: true }).click();
  await checkIn.getByLabel('Note (optional)').fill('A calm walk by the lagoon');
  await checkIn.getByRole('checkbox', { name: 'Exercise' }).check();
  await checkIn.getByRole('button', { name: 'Save check-in' }).click();
  await expect(page.getByText('Check-in saved.')).toBeVisible();
  await expect(page.getByTestId('mood-chart')).toBeVisible();
  const past = page.getByRole('list', { name: 'Past check-ins' });
  await expect(past.getByText('A calm walk by the lagoon')).toBeVisible();
  await expect(past.getByText('Exercise')).toBeVisible();

  // Two conditions: two lines, each in the legend, and the latest change of each.
  await takeTest(page, 'depression', 2);
  await takeTest(page, 'anxiety', 1);
  await page.goto('/dashboard');
  const chart = page.getByTestId('health-chart');
  await expect(chart.getByText('Health Score: Depression')).toBeVisible();
  await expect(chart.getByText('Health Score: Anxiety')).toBeVisible();
  const changes = page.getByRole('list', { name: 'Change since the previous result' });
  await expect(changes.getByRole('listitem')).toHaveText(['Depression: 20, first result', 'Anxiety: 10, first result']);
  const cards = page.getByRole('list', { name: 'Assessments' });
  await expect(cards.getByRole('link', { name: /Depression Assessment/ })).toContainText('Retake from');

  // Before the window: the spec's message and the way back to the dashboard.
  await page.goto('/assessment/depression');
  await expect(
    page.getByText(/You have already taken this test\. You can take it again from \d+ \w+ \d{4}\./),
  ).toBeVisible();

  // Fifteen days later (the first result moved back): a retake is open and stored.
  await ageResult(member.email, 'depression', 15);
  await page.goto('/dashboard');
  await expect(cards.getByRole('link', { name: /Depression Assessment/ })).toContainText('you can take it again');
  await takeTest(page, 'depression', 0);
  await page.goto('/dashboard');
  await expect(changes.getByRole('listitem').first()).toHaveText(/^Depression: 0, down 20 since \d+ \w+ \d{4}$/);
  await expect(page.getByRole('list', { name: 'Past check-ins' })).toBeVisible();
  await expectAccessible();
  await saveScreenshot('progress-dashboard');

  // History: three cards, answers collapsed until asked for.
  await page.goto('/test-history');
  const cardsInHistory = page
    .getByRole('list', { name: 'Past tests' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 2 }),
    });
  await expect(cardsInHistory).toHaveCount(3);
  const first = cardsInHistory.first();
  const toggle = first.getByRole('button', { name: 'Show your answers' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(first.getByText('Not at all')).toHaveCount(0);
  await toggle.click();
  await expect(first.getByRole('button', { name: 'Hide your answers' })).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByText('Not at all')).toHaveCount(10);
  await expectAccessible();
  await saveScreenshot('progress-history');

  // The PDF summary.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download summary (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mindcheck-summary-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2000);
});

test('reminders are turned on at /profile, beside the data downloads', async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await signUpNewMember(page);
  await page.goto('/profile');
  const reminder = page.getByRole('checkbox', { name: 'Email me when I can take a test again' });
  await expect(reminder).not.toBeChecked();
  await expect(reminder).toBeEnabled();
  await reminder.check();
  await expect(page.getByText('Reminder settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Email me when I can take a test again' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Download scores and moods (CSV)' })).toHaveAttribute(
    'href',
    '/account/export.csv',
  );
  await expectAccessible();
  await saveScreenshot('progress-profile');
});

test('the unsubscribe page works without signing in and asks for a click first', async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.goto(`/account/unsubscribe?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reminder emails' })).toBeVisible();
  await expectAccessible();
  await saveScreenshot('progress-unsubscribe');
  await page.getByRole('button', { name: 'Stop reminder emails' }).click();
  // An unknown (or used, or expired) token: said in words, with the way to change reminders.
  await expect(page.getByRole('status')).toHaveText(
    'This unsubscribe link is not valid. Sign in and change your reminders on your profile.',
  );
  await expectAccessible();
});
