// Validated measures (#34) in a real browser on a phone against the real server: the PHQ-9 taken
// one question at a time, refused within its 2 weeks, taken again once the first result is 14 days
// old (moved back in the app's database, as progress.spec.ts does for the retake window), the
// change in plain words, and the dashboard's chart of the PHQ-9 with its cut-off band.
import type { Page } from '@playwright/test';
import { signUpNewMember } from './support/accounts';
import { withDatabase } from './support/appointments';
import { expect, test } from './support/test';

const DAY_MS = 24 * 60 * 60 * 1000;

async function takePhq9(page: Page, answers: string[]) {
  await page.goto('/measures/phq9');
  await expect(
    page.getByText('Over the last 2 weeks, how often have you been bothered by any of the following problems?'),
  ).toBeVisible();
  const answer = page.getByRole('combobox');
  for (let i = 0; i < 9; i++) {
    await expect(page.getByText(`Question ${i + 1} of 9`)).toBeVisible();
    await answer.selectOption(answers[i]);
    await page.getByRole('button', { name: i < 8 ? 'Next' : 'Submit' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
}

/** Moves the member's PHQ-9 results `days` into the past, as if the clock had moved on. */
async function moveClock(email: string, days: number) {
  await withDatabase(async (db) => {
    const user = await db.collection('users').findOne({ email: email.toLowerCase() });
    const results = db.collection<{ createdAt: Date }>('measure_results');
    for (const r of await results.find({ userId: String(user!._id) }).toArray())
      await results.updateOne({ _id: r._id }, { $set: { createdAt: new Date(r.createdAt.getTime() - days * DAY_MS) } });
  });
}

test(
  'takes the PHQ-9 twice, 14 days apart, and sees the change label and the chart',
  { tag: '@phone-only' },
  async ({ page, expectAccessible, saveScreenshot }) => {
    // Two tests taken, two axe scans (each with the other theme's contrast pass, #36): near 30 s on a busy machine.
    test.slow();
    const member = await signUpNewMember(page);
    await page.getByRole('link', { name: 'Take the PHQ-9 (mood)' }).click();
    await expect(page).toHaveURL(/\/measures\/phq9$/);

    // First: a total of 15 (moderately severe), the starting point.
    await takePhq9(page, [...Array(5).fill('Nearly every day'), ...Array(4).fill('Not at all')]);
    await expect(page.getByText('Score: 15 of 27')).toBeVisible();
    await expect(page.getByTestId('measure-change')).toHaveText('Compared with last time: your starting point');

    // Within the 2 weeks: no questions, the date it opens again.
    await page.goto('/measures/phq9');
    await expect(page.getByText(/so you can take it again from \d+ \w+ \d{4}\./)).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);

    // 14 days later: 15 -> 8 is a reliable improvement from the clinical range to below it.
    await moveClock(member.email, 14);
    await takePhq9(page, [
      ...Array(2).fill('Nearly every day'),
      'More than half the days',
      ...Array(6).fill('Not at all'),
    ]);
    await expect(page.getByText('Score: 8 of 27')).toBeVisible();
    await expect(page.getByTestId('measure-change')).toHaveText(
      'Compared with last time: a reliable improvement, now below the clinical range',
    );
    await expect(page.getByText(/cured/i)).toHaveCount(0);
    await expectAccessible();
    await saveScreenshot('measure-result');

    // The dashboard: the PHQ-9's chart (two points over the band) and its latest change.
    await page.getByRole('link', { name: 'See your progress' }).click();
    // The charts load as their place nears the screen: on a phone, the member scrolls down to them.
    await page.getByRole('region', { name: 'User Health State' }).scrollIntoViewIfNeeded();
    const chart = page.getByTestId('measure-chart-phq9');
    await expect(
      chart.getByRole('img', {
        name: 'Line chart of your 2 PHQ-9 results over a shaded band from 10 to 27; the same data follows as a table.',
      }),
    ).toBeVisible();
    await expect(page.getByTestId('measure-latest-phq9')).toHaveText(
      /^PHQ-9: 8 of 27 on \d+ \w+ \d{4}, a reliable improvement, now below the clinical range\.$/,
    );
    await expect(page.getByText('Shaded: 10 or more.', { exact: false })).toBeVisible();
    await expectAccessible();
    await saveScreenshot('measure-dashboard');
  },
);
