// Care between sessions (#34) in a real browser against the real server: a member answers the PHQ-9,
// books a depression expert and, asked once on the confirmation, shares their results; in a second
// browser the expert's own account opens the appointment, sees the member's PHQ-9 trend and writes a
// private note, which is listed at once.
import { INSTRUMENT_DEFINITIONS } from '@mindcheck/common';
import { signUpNewMember } from './support/accounts';
import {
  bookAndPay,
  dayFor,
  lagosContext,
  makeExpertAccount,
  markEmailVerified,
  openAnxietyExpert,
} from './support/appointments';
import { signUpThroughApi } from './support/members';
import { expect, test, waitForApp } from './support/test';

test.slow();

const SUBMIT_MEASURE =
  'mutation S($instrument: Instrument!, $answers: [AnswerInput!]!) { submitMeasure(instrument: $instrument, answers: $answers) { id } }';

test(
  'the expert sees the results a member shares and keeps a private note',
  { tag: '@desktop-only' },
  async ({ page, browser, saveScreenshot, expectAccessible }, testInfo) => {
    const member = await signUpNewMember(page, { firstName: 'Shared', lastName: `Member ${testInfo.project.name}` });
    await markEmailVerified(member.email);
    // The PHQ-9, answered "Several days" throughout (9 of 27), through the API with the page's session.
    const answers = INSTRUMENT_DEFINITIONS.PHQ9.questions.map((q) => ({
      questionId: q.id,
      selectedAnswer: 'Several days',
    }));
    const submitted = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      data: { query: SUBMIT_MEASURE, variables: { instrument: 'PHQ9', answers } },
    });
    expect(((await submitted.json()) as { errors?: unknown }).errors).toBeUndefined();

    const expert = await openAnxietyExpert(page, { field: 'depression', list: /^Depression.* experts$/, index: 1 });
    await bookAndPay(page, dayFor(testInfo, 0));
    const ask = page.getByRole('region', { name: `Share your results with ${expert.name}?` });
    await expect(ask).toContainText('MindCheck staff never see your results');
    await expectAccessible();
    await ask.getByRole('button', { name: 'Yes, share my results' }).click();
    await expect(page.getByText(`Your results are shared with ${expert.name}.`)).toBeVisible();

    const context = await lagosContext(browser, testInfo);
    try {
      const expertPage = await context.newPage();
      const account = await signUpThroughApi(expertPage.request, { firstName: 'Expert' });
      await makeExpertAccount(account.email, expert.id);
      await expertPage.goto('/expert');
      await waitForApp(expertPage);
      const item = expertPage
        .getByRole('region', { name: 'Appointments' })
        .getByRole('listitem')
        .filter({ hasText: member.email });
      await item.getByText('Shared results and your notes').click();
      const phq9 = item.getByRole('list', { name: 'PHQ-9, oldest first' });
      await expect(phq9).toContainText('9/27');
      await expect(phq9).toContainText('mild, baseline');
      // Item 9 was answered "Several days": said in words above the trend.
      await expect(item.getByRole('note')).toContainText('PHQ-9 item 9 (thoughts of self-harm)');

      await item.getByLabel('New note').fill('First contact. Sleep is the main worry; agreed a wind-down routine.');
      await item.getByRole('button', { name: 'Save note' }).click();
      await expect(expertPage.getByText('Note saved. Only you can read it.')).toBeVisible();
      await expect(item.getByRole('list', { name: 'Your notes, newest first' })).toContainText(
        'Sleep is the main worry; agreed a wind-down routine.',
      );
      await expect(item.getByLabel('New note')).toHaveValue('');
      await saveScreenshot('care-expert-shared-results', expertPage);
      await expectAccessible(expertPage);
    } finally {
      await context.close();
    }
  },
);
