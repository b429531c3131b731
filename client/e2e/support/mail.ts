// The development outbox (/dev/mail) as a member reads it: the link a mail carries.
import { expect, type Page } from '@playwright/test';

/** The link to `path` in the newest mail with this subject to this address, from /dev/mail. */
export async function mailLink(page: Page, to: string, subject: string, path: string): Promise<string> {
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(page.getByRole('row').filter({ hasText: to }).getByRole('link', { name: subject })).not.toHaveCount(
      0,
      { timeout: 500 },
    );
  }).toPass({ timeout: 10_000 });
  await page.getByRole('row').filter({ hasText: to }).getByRole('link', { name: subject }).first().click();
  const href = await page.getByRole('link', { name: new RegExp(`${path}\\?token=`) }).getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}
