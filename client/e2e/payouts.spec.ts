// Expert payouts (#37) in real browsers against the real server (simulated provider, clearly
// labelled): an expert adds a payout account (the bank from the list, the holder's name checked
// before saving, only the masked number shown again); a member books and pays; the expert's
// earnings page shows their share and gives a CSV; an operator's overview page counts the service
// and lists the reconciled days; GET /metrics, with the token, has every series after the journey.
import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { signUpNewMember } from './support/accounts';
import { chooseTime, dayFor, lagosContext, makeExpertAccount, markEmailVerified } from './support/appointments';
import { E2E_METRICS_TOKEN } from './support/app-server';
import { signUpThroughApi } from './support/members';
import { expect, test, waitForApp } from './support/test';

test.slow();

/** A dementia expert of this project's own (the two sizes run at once): their page and id. */
async function openDementiaExpert(page: Page, testInfo: TestInfo): Promise<string> {
  await page.goto('/experts/field/dementia');
  const item = page
    .getByRole('list', { name: /^Dementia.* experts$/ })
    .getByRole('listitem')
    .nth(testInfo.project.name === 'phone' ? 4 : 3);
  const name = (await item.getByRole('heading', { level: 2 }).textContent())!.trim();
  await item.getByRole('link', { name: 'More', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return (await page.getByRole('button', { name: 'Book Now', exact: true }).getAttribute('data-expert-id'))!;
}

/** Yesterday in Lagos (UTC+1), YYYY-MM-DD. */
function lagosYesterday(): string {
  return new Date(Date.now() + 3600_000 - 24 * 3600_000).toISOString().slice(0, 10);
}

test('an expert adds a payout account and sees their earnings; the operators see the overview and metrics', async ({
  page,
  browser,
  saveScreenshot,
  expectAccessible,
}, testInfo) => {
  const member = await signUpNewMember(page, { firstName: 'Paying', lastName: `Member ${testInfo.project.name}` });
  await markEmailVerified(member.email);
  const expertId = await openDementiaExpert(page, testInfo);

  const expertContext = await lagosContext(browser, testInfo);
  const operatorContext = await lagosContext(browser, testInfo);
  try {
    // The expert adds their payout account on the dashboard.
    const expertPage = await expertContext.newPage();
    const account = await signUpThroughApi(expertPage.request, { firstName: 'Expert' });
    await makeExpertAccount(account.email, expertId);
    await expertPage.goto('/expert');
    await waitForApp(expertPage);
    const section = expertPage.getByRole('region', { name: 'Payout account' });
    await expect(section.getByText(/^Simulated payouts: no payment service is configured/)).toBeVisible();
    await section.getByLabel('Bank').selectOption({ label: 'Test Bank B (simulated)' });
    await section.getByLabel('Account number').fill('12345');
    await section.getByRole('button', { name: 'Check account' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'Please enter your 10-digit account number (NUBAN), digits only.',
    );
    await section.getByLabel('Account number').fill('0123456789');
    await section.getByRole('button', { name: 'Check account' }).click();
    await expect(section.getByRole('status')).toHaveText('Account name: TEST ACCOUNT (SIMULATED)');
    await section.getByRole('button', { name: 'Save payout account' }).click();
    await expect(expertPage.getByText('Payout account saved.')).toBeVisible();
    await expect(section.getByText('******6789')).toBeVisible();
    await expect(section.getByText('80%')).toBeVisible();
    await expect(section.getByText('0123456789')).toHaveCount(0);
    await expectAccessible(expertPage);

    // A member books and pays (the simulated checkout).
    await page.getByRole('button', { name: 'Book Now', exact: true }).click();
    await chooseTime(page, { day: dayFor(testInfo, 6) });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout — no real payment' });
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Appointment booked successfully!')).toBeVisible();

    // The expert's earnings: 80% of NGN 5,000 (the simulated provider takes no fee).
    await section.getByRole('link', { name: 'See your earnings' }).click();
    await expect(expertPage.getByRole('heading', { level: 1, name: 'Your earnings' })).toBeVisible();
    const paid = expertPage.getByRole('definition').first();
    await expect(paid).toHaveText(/4,000\.00/);
    const months = expertPage.getByRole('table', { name: 'Your earnings per month' });
    await expect(months.getByRole('row')).toHaveCount(2);
    await expect(months.getByRole('row').nth(1)).toContainText('1');
    const [download] = await Promise.all([
      expertPage.waitForEvent('download'),
      expertPage.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toBe(
      'paid_on,reference,currency,amount,expert_share,platform_share,fees,refunded,payout_pending',
    );
    expect(csv).toMatch(/,NGN,500000,400000,100000,0,0,0/);
    await saveScreenshot('payouts-earnings', expertPage);
    await expectAccessible(expertPage);

    // An operator: yesterday reconciled, then the overview page.
    const operatorPage = await operatorContext.newPage();
    const operatorEmail = `e2e.overview.${testInfo.project.name}@example.com`;
    await signUpThroughApi(operatorPage.request, { email: operatorEmail });
    await markEmailVerified(operatorEmail);
    const day = lagosYesterday();
    const reconciled = await operatorPage.request.post('/graphql', {
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      data: { query: 'query R($day: String!) { reconciliation(day: $day) { day } }', variables: { day } },
    });
    expect(((await reconciled.json()) as { data?: unknown }).data).toEqual({ reconciliation: { day } });
    await operatorPage.goto('/admin/overview');
    await waitForApp(operatorPage);
    await expect(operatorPage.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    const overview = operatorPage.getByRole('table', { name: 'The service over the last 7 and 30 days' });
    await expect(overview.getByRole('columnheader', { name: 'Last 7 days' })).toBeVisible();
    await expect(overview.getByRole('columnheader', { name: 'Last 30 days' })).toBeVisible();
    for (const row of ['New members', 'Tests taken', 'Bookings paid', 'No-shows', 'Refunds', 'Revenue'])
      await expect(overview.getByRole('rowheader', { name: row })).toBeVisible();
    // At least this journey's payment, in both periods.
    const bookings = overview
      .getByRole('row')
      .filter({ has: operatorPage.getByRole('rowheader', { name: 'Bookings paid' }) });
    await expect(bookings.getByRole('cell').first()).not.toHaveText('0');
    await expect(operatorPage.getByText(new RegExp(`^${day}: (all \\d+ payments match|no payments)$`))).toBeVisible();
    await saveScreenshot('payouts-overview', operatorPage);
    await expectAccessible(operatorPage);

    // GET /metrics: refused without the token; with it, every series.
    expect((await operatorPage.request.get('/metrics')).status()).toBe(401);
    const metrics = await operatorPage.request.get('/metrics', {
      headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
    });
    expect(metrics.status()).toBe(200);
    const text = await metrics.text();
    for (const name of [
      'mindcheck_process_cpu_user_seconds_total',
      'mindcheck_graphql_requests_total',
      'mindcheck_graphql_request_duration_seconds',
      'mindcheck_ai_calls_total',
      'mindcheck_ai_fallbacks_total',
      'mindcheck_crisis_replies_total',
      'mindcheck_bookings',
      'mindcheck_refunds',
      'mindcheck_refunds_requested_total',
      'mindcheck_jobs_run_total',
      'mindcheck_jobs_failed_total',
      'mindcheck_mail_sent_total',
      'mindcheck_mail_failed_total',
      'mindcheck_sms_sent_total',
      'mindcheck_sms_failed_total',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(text).toMatch(/^mindcheck_graphql_requests_total\{operation="setPayoutAccount",outcome="ok"\} [1-9]/m);
    expect(text).toMatch(/^mindcheck_bookings\{status="PAID"\} [1-9]/m);
    expect(text).not.toContain(member.email);
  } finally {
    await expertContext.close();
    await operatorContext.close();
  }
});
