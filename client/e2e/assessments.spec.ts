// Assessments, history, the dashboard chart and experts, in a real browser against the real server
// (offline evaluator: no AI key in the browser-test server).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signUpNewMember } from './support/accounts';
import { gqlThroughApi, signUpThroughApi } from './support/members';
import { expect, test, waitForApp } from './support/test';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

// Long journeys on shared, busy machines: three times the default time.
test.slow();

const ANSWERS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

/** Answers the ten questions one by one (scores: one per question) and submits. */
async function takeTest(page: Page, scores: number[]) {
  const answer = page.getByRole('combobox');
  for (let i = 0; i < scores.length; i++) {
    await expect(page.getByText(`Question ${i + 1} of ${scores.length}`)).toBeVisible();
    await answer.selectOption(ANSWERS[scores[i]]);
    if (i < scores.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
}

test.describe('assessments', () => {
  // At desktop size: the phone's part of it (the question, the evaluation and the history at 390 px,
  // each scanned by axe) is in journeys.spec.ts's phone run, and the tooltip by a tap in the
  // phone-only test below; the rest (Previous, the second tab's refusal) does not depend on size.
  test('take a test, read the evaluation, find it in history and on the chart, and not take it twice', async ({
    page,
    isMobile,
    saveScreenshot,
    expectAccessible,
  }, testInfo) => {
    await signUpNewMember(page);
    // A second tab opened on the test before it is taken: its submit later meets the spec's refusal.
    const secondTab = await page.context().newPage();
    await secondTab.goto('/assessment/anxiety');
    await expect(secondTab.getByText('Question 1 of 10')).toBeVisible();
    await page.getByRole('link', { name: 'Anxiety Disorder Assessment' }).click();
    await expect(page).toHaveURL(/\/assessment\/anxiety$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anxiety Disorder Assessment' })).toBeVisible();

    // First question: no Previous, Next waits for an answer.
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByRole('combobox')).toHaveAccessibleName(/^Over the last two weeks, how often have you/);
    await page.getByRole('combobox').selectOption('Several days');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
    await saveScreenshot('assessment-question');
    await expectAccessible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('combobox')).toHaveValue('Several days');
    await page.getByRole('button', { name: 'Next' }).click();

    // The rest: 1 + 2 + 1 + 0 ... = 13, the moderate band.
    const scores = [1, 2, 1, 2, 1, 2, 1, 2, 1, 0];
    const answer = page.getByRole('combobox');
    for (let i = 1; i < 10; i++) {
      await answer.selectOption(ANSWERS[scores[i]]);
      if (i < 9) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Complete!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your evaluation' })).toBeVisible();
    await expect(page.getByText('Score: 13 of 30')).toBeVisible();
    await expect(page.getByText('Moderate range', { exact: true })).toBeVisible();
    await expect(
      page.getByText(/Your answers add up to 13 out of 30 on the Anxiety Disorder Assessment/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await saveScreenshot('assessment-result');
    await expectAccessible();

    // Health history.
    await page.getByRole('link', { name: 'See all your past tests' }).click();
    await expect(page).toHaveURL(/\/test-history$/);
    const card = page.getByRole('article').filter({ hasText: 'Anxiety Disorder Assessment' });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(/Your answers add up to 13 out of 30/)).toBeVisible();
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/);
    await expect(card.getByRole('listitem').filter({ hasText: 'Practise slow breathing' })).toHaveCount(1);
    const expertLink = card.getByRole('link', { name: 'Dr. Folake Adeyemi' });
    await expect(expertLink).toHaveAttribute(
      'href',
      /^\/experts\/field\/anxiety\?name=Dr\.\+Folake\+Adeyemi&contact=folake\.adeyemi%40example\.com&profile=/,
    );
    await expect(card.getByRole('link', { name: 'folake.adeyemi@example.com' })).toHaveAttribute(
      'href',
      'mailto:folake.adeyemi@example.com',
    );
    await saveScreenshot('history');
    await expectAccessible();
    await expertLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anxiety Disorders Experts' })).toBeVisible();
    await expect(page.getByText('Recommended in your health history')).toBeVisible();

    // The dashboard chart: one point, with its tooltip on hover.
    await page.goto('/dashboard');
    await waitForApp(page);
    const chart = page.getByTestId('health-chart');
    await expect(chart).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User Health State' })).toBeVisible();
    await expect(chart.getByText('Health Score')).toBeVisible();
    const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(),
    );
    await expect(chart.getByText(today, { exact: true })).toHaveCount(1);
    const point = chart.locator('svg path[role="presentation"]').last();
    // A tap does not scroll: the chart sits below the measures' links on a phone.
    await point.scrollIntoViewIfNeeded();
    const box = await point.boundingBox();
    expect(box).not.toBeNull();
    const [x, y] = [box!.x + box!.width / 2, box!.y + box!.height / 2];
    if (isMobile) await page.touchscreen.tap(x, y);
    else await page.mouse.move(x, y);
    await expect(chart.getByText('Assessment Test: Anxiety')).toBeVisible();
    await expect(chart.getByText('Score: 13')).toBeVisible();
    await expect(chart.getByText(/^Evaluation: Your answers add up/)).toBeVisible();
    // The tooltip as it shows (a full-page screenshot would move the pointer away).
    await chart.screenshot({
      path: path.join(screenshotDir, `dashboard-chart-tooltip-${testInfo.project.name}.png`),
    });
    await saveScreenshot('dashboard-chart');

    // The same test again: the notice says so, with the result linked and no question to answer in
    // vain (issue #39, item 9).
    await page.goto('/assessment/anxiety');
    await waitForApp(page);
    await expect(
      page.getByText(/You have already taken this test\. You can take it again from \d+ \w+ \d{4}\./),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your result' })).toHaveAttribute('href', '/test-history');
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await saveScreenshot('assessment-already-taken');
    // The tab opened before: 'Test already taken.' on submit, then back to the dashboard (spec).
    await secondTab.bringToFront();
    await takeTest(secondTab, Array(10).fill(0));
    await expect(secondTab.getByText('Test already taken.')).toBeVisible();
    const shown = Date.now();
    await expect(secondTab).toHaveURL(/\/assessment\/anxiety$/);
    await expect(secondTab.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(secondTab).toHaveURL(/\/dashboard$/, { timeout: 8000 });
    await secondTab.close();
    // The spec's 2500 ms, less what the toast took to be seen.
    expect(Date.now() - shown).toBeGreaterThan(1500);
    // History still holds the one record.
    await page.goto('/test-history');
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test(
    "a tap on the dashboard chart's point shows its tooltip on a phone",
    { tag: '@phone-only' },
    async ({ page }) => {
      // A result taken over the API: the test's pages are in the journey above and journeys.spec.ts.
      await signUpThroughApi(page.request);
      const { assessment } = await gqlThroughApi<{ assessment: { questions: { id: string }[] } }>(
        page.request,
        '{ assessment(condition: ANXIETY) { questions { id } } }',
      );
      await gqlThroughApi(
        page.request,
        'mutation S($answers: [AnswerInput!]!) { submitAssessment(condition: ANXIETY, answers: $answers) { id } }',
        { answers: assessment.questions.map((q) => ({ questionId: q.id, selectedAnswer: 'Several days' })) },
      );
      await page.goto('/dashboard');
      await waitForApp(page);
      // The charts load as their place nears the screen: on a phone, the member scrolls down to them.
      await page.getByRole('region', { name: 'User Health State' }).scrollIntoViewIfNeeded();
      const chart = page.getByTestId('health-chart');
      await expect(chart).toBeVisible();
      await expect(chart.getByText('Health Score')).toBeVisible();
      const point = chart.locator('svg path[role="presentation"]').last();
      // A tap does not scroll: the chart sits below the measures' links on a phone.
      await point.scrollIntoViewIfNeeded();
      const box = await point.boundingBox();
      expect(box).not.toBeNull();
      await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await expect(chart.getByText('Assessment Test: Anxiety')).toBeVisible();
      await expect(chart.getByText('Score: 10')).toBeVisible();
      await expect(chart.getByText(/^Evaluation: Your answers add up/)).toBeVisible();
    },
  );

  test('crisis-level answers bring the crisis resources', async ({ page, saveScreenshot, expectAccessible }) => {
    await signUpNewMember(page);
    await page.goto('/assessment/depression');
    await waitForApp(page);
    // Everything "Not at all" except the last (self-harm) item.
    await takeTest(page, [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    await expect(page.getByText('Complete!')).toBeVisible();
    const card = page.getByRole('region', { name: "You don't have to face this alone" });
    await expect(card).toBeVisible();
    await expect(card.getByText('112')).toBeVisible();
    await expect(card.getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    );
    await expect(page.getByText('Minimal range', { exact: true })).toBeVisible();
    await saveScreenshot('assessment-crisis');
    await expectAccessible();
  });

  test('an unknown condition shows the 404 page', async ({ page }) => {
    await signUpNewMember(page);
    await page.goto('/assessment/loneliness');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back', exact: true })).toBeVisible();
  });
});

test.describe('experts', () => {
  test('browse the fields, open an expert by both detail routes, and an unknown one', async ({
    page,
    saveScreenshot,
    expectAccessible,
  }) => {
    await signUpNewMember(page);
    await page.goto('/experts');
    await waitForApp(page);
    const fields = page.getByRole('list', { name: 'Fields' }).getByRole('link');
    await expect(fields).toHaveText(
      ['Depression →', 'Anxiety Disorders →', 'Schizophrenia →', 'Substance Abuse →', 'Dementia →'].map(
        (t) => new RegExp(`^${t.replace(' →', '')}`),
      ),
    );
    await saveScreenshot('experts');
    await page.getByRole('link', { name: /^Substance Abuse/ }).click();
    await expect(page).toHaveURL(/\/experts\/field\/substance_abuse$/);
    const cards = page.getByRole('list', { name: 'Substance Abuse experts' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole('heading', { name: 'Dr. Chinedu Okeke' })).toBeVisible();
    await expect(cards.first().getByText('Psychiatrist')).toBeVisible();
    await expect(cards.first().getByText('Lagos, Nigeria')).toBeVisible();
    await saveScreenshot('experts-field');
    await expectAccessible();

    await cards.first().getByRole('link', { name: 'More', exact: true }).click();
    await expect(page).toHaveURL(/\/experts\/substance_abuse\/chinedu-okeke$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dr. Chinedu Okeke' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Book Now/ })).toBeVisible();
    await expect(page.getByText('Medically supervised detoxification and recovery planning.')).toBeVisible();
    for (const section of [
      'Qualifications',
      'Education',
      'Certifications',
      'Experience',
      'Affiliations',
      'Programs',
      'Testimonials',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await saveScreenshot('expert-detail');
    await expectAccessible();

    await page.goto('/experts/detail/chinedu-okeke');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dr. Chinedu Okeke' })).toBeVisible();
    await expect(page.getByText('chinedu.okeke@example.com')).toBeVisible();

    await page.goto('/experts/detail/nobody-here');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Expert not found.' })).toBeVisible();
  });
});
