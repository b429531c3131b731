// The help-line directory in the operator console, in real browsers: an operator sees the reviewed
// lines with their sources, is told on the field when a source is not a web page, adds a line that
// "Get help now" data then carries, and the page is accessible (axe).
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/test';
import { signUpThroughApi } from './support/members';

async function verifiedOperator(page: Page, email: string) {
  await signUpThroughApi(page.request, { email });
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: email })
        .getByRole('link', { name: 'Confirm your email address for MindCheck' }),
    ).not.toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: 'Confirm your email address for MindCheck' })
    .first()
    .click();
  await page.getByRole('link', { name: /\/verify-email\?token=/ }).click();
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
}

test('an operator reviews and adds help lines in the console', async ({ page, expectAccessible }, testInfo) => {
  test.slow();
  await verifiedOperator(page, `e2e.helplines.${testInfo.project.name}@example.com`);
  await page.goto('/admin/helplines');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Help lines' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Help lines' });
  await expect(lines.getByText('GB · Samaritans (free, 24 hours): 116 123')).toBeVisible();
  await expect(lines.getByText('US · Emergency services: 911')).toBeVisible();
  await expectAccessible();

  await page.getByRole('button', { name: 'Add a help line' }).click();
  const form = page.getByRole('form', { name: 'New help line' });
  await form.getByLabel('Country code').fill('ZA');
  await form.getByLabel('Name').fill(`Test line ${testInfo.project.name}`);
  await form.getByLabel('Number or address').fill('0800 000 111');
  await form.getByLabel('Source you checked').fill('not a web page');
  await form.getByLabel('Date you checked it').fill('2026-11-20');
  await form.getByRole('button', { name: 'Save help line' }).click();
  await expect(form.getByText('Please enter a web address starting with https://')).toBeVisible();
  await expectAccessible();

  await form.getByLabel('Source you checked').fill('https://example.org/za-line');
  await form.getByRole('button', { name: 'Save help line' }).click();
  await expect(lines.getByText(`ZA · Test line ${testInfo.project.name}: 0800 000 111`)).toBeVisible();

  // Members asking for South Africa's lines get it after the emergency numbers.
  const res = await page.request.post('/graphql', {
    data: { query: '{ crisisResources(country: "ZA") { contact emergency } }' },
  });
  const { data } = (await res.json()) as { data: { crisisResources: { contact: string; emergency: boolean }[] } };
  expect(data.crisisResources.slice(0, 3).every((r) => r.emergency)).toBe(true);
  expect(data.crisisResources.map((r) => r.contact)).toContain('0800 000 111');
});
