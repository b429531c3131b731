// Appointments in browser tests: choosing a time in the slot picker, and the test-only changes to
// accounts that the app makes through mail or an operator (a verified address, an expert's account),
// written straight into the app's database as server/test/support/roles.ts does.
import { MongoClient } from 'mongodb';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';

/**
 * Tests run at two sizes at once against one server: each (spec, size) books its own day of the
 * expert's calendar, so that two runs never race for one time. `offset` tells specs apart.
 */
export function dayFor(testInfo: TestInfo, offset: number): number {
  return offset * 2 + (testInfo.project.name === 'phone' ? 1 : 0);
}

/**
 * In the open slot picker: the `day`th day that has free times (turning to later dates when this
 * page has too few), then its first free time. Returns the time's accessible name ("9:00 AM to 9:50 AM").
 */
export async function chooseTime(page: Page, { day, time = 0 }: { day: number; time?: number }): Promise<string> {
  const picker = page.getByRole('dialog', { name: /^Choose (a|a new) time/ });
  await expect(picker).toBeVisible();
  const days = picker.getByRole('button', { name: /free times?$/ });
  await expect(days.first()).toBeVisible();
  const count = await days.count();
  let index = day;
  if (index >= count) {
    await picker.getByRole('button', { name: 'Later dates' }).click();
    await expect(days.first()).toBeVisible();
    index -= count;
  }
  await days.nth(index).click();
  await expect(days.nth(index)).toHaveAttribute('aria-pressed', 'true');
  // The times (the days are a group of their own since #39, item 3).
  const times = picker.getByRole('list').last().getByRole('button');
  const chosen = times.nth(time);
  const name = (await chosen.getAttribute('aria-label'))!;
  await chosen.click();
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  return name;
}

export async function withDatabase<T>(work: (db: ReturnType<MongoClient['db']>) => Promise<T>): Promise<T> {
  const uri = process.env.E2E_DATABASE_URI;
  if (!uri) throw new Error('E2E_DATABASE_URI is not set: run the browser tests with their own server');
  const client = await MongoClient.connect(uri);
  try {
    return await work(client.db('mindcheck'));
  } finally {
    await client.close();
  }
}

/** The member followed their verification link (a paid booking needs a verified address). */
export async function markEmailVerified(email: string): Promise<void> {
  await withDatabase(async (db) => {
    const result = await db
      .collection('users')
      .updateOne({ email: email.toLowerCase() }, { $set: { emailVerified: true } });
    expect(result.matchedCount, `a member ${email}`).toBe(1);
  });
}

/** The member accepted an invitation to run the account of expert `expertId` (role EXPERT). */
export async function makeExpertAccount(email: string, expertId: string): Promise<void> {
  await withDatabase(async (db) => {
    const result = await db
      .collection('users')
      .updateOne({ email: email.toLowerCase() }, { $set: { emailVerified: true, role: 'expert', expertId } });
    expect(result.matchedCount, `a member ${email}`).toBe(1);
  });
}

/** The first expert of the anxiety field (or the `index`th of another): their page, name and id. */
export async function openAnxietyExpert(
  page: Page,
  {
    field = 'anxiety',
    list = /^Anxiety.* experts$/,
    index = 0,
  }: { field?: string; list?: RegExp; index?: number } = {},
): Promise<{ name: string; id: string }> {
  await page.goto(`/experts/field/${field}`);
  const first = page.getByRole('list', { name: list }).getByRole('listitem').nth(index);
  const name = (await first.getByRole('heading', { level: 2 }).textContent())!.trim();
  await first.getByRole('link', { name: 'More', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = (await page.getByRole('button', { name: 'Book Now', exact: true }).getAttribute('data-expert-id'))!;
  return { name, id };
}

/** Book Now → a time → the simulated checkout → Pay. Returns the time as the checkout showed it. */
export async function bookAndPay(page: Page, day: number): Promise<string> {
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  await chooseTime(page, { day });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout — no real payment' });
  await expect(checkout).toBeVisible();
  const when = (await checkout.getByRole('definition').nth(1).textContent())!.trim();
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Appointment booked successfully!')).toBeVisible();
  await expect(checkout).toBeHidden();
  return when;
}

/** A browser context of its own (the expert's, the operator's) at Lagos time, at the project's size. */
export async function lagosContext(browser: Browser, testInfo: TestInfo) {
  return browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    timezoneId: 'Africa/Lagos',
    viewport: testInfo.project.use.viewport ?? undefined,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
  });
}

/** The member's checkouts still held (PENDING), as the app stores them: by the member's address. */
async function heldCheckouts(email: string, change: Record<string, unknown>): Promise<void> {
  await withDatabase(async (db) => {
    const user = await db.collection('users').findOne({ email: email.toLowerCase() });
    const result = await db.collection('bookings').updateMany({ userId: String(user!._id), status: 'PENDING' }, change);
    expect(result.modifiedCount, `a held checkout of ${email}`).toBeGreaterThan(0);
  });
}

/** The member's held checkouts run out (#39, item 1): their 15 minutes are over, as if the clock had moved on. */
export async function endHolds(email: string): Promise<void> {
  await heldCheckouts(email, { $set: { holdExpiresAt: new Date(Date.now() - 60_000) } });
}

/**
 * The payment provider declined the member's held checkouts (the simulated checkout has no card to
 * decline): FAILED, their time let go, as the server records a declined payment.
 */
export async function declineHeldPayments(email: string): Promise<void> {
  await heldCheckouts(email, {
    $set: { status: 'FAILED', updatedAt: new Date() },
    $unset: { slotKey: '', memberHold: '', memberExpertHold: '' },
  });
}

/** Someone else holds the expert's time that begins at `start` (ISO) for the next 15 minutes. */
export async function holdForSomeoneElse(expertId: string, start: string): Promise<void> {
  await withDatabase(async (db) => {
    const now = new Date();
    await db.collection('bookings').insertOne({
      userId: 'someone-else',
      expertId,
      amount: 500000,
      currency: 'NGN',
      reference: `mc-e2e-${Date.now()}-${Math.random().toString(16).slice(2)}`,
      status: 'PENDING',
      provider: 'simulated',
      start: new Date(start),
      end: new Date(Date.parse(start) + 50 * 60_000),
      slotKey: `${expertId}|${new Date(start).toISOString()}`,
      holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
      createdAt: now,
      updatedAt: now,
    });
  });
}

/** The start (ISO) of the member's only failed booking, as stored. */
export async function failedBookingStart(email: string): Promise<string> {
  return withDatabase(async (db) => {
    const user = await db.collection('users').findOne({ email: email.toLowerCase() });
    const booking = await db.collection('bookings').findOne({ userId: String(user!._id), status: 'FAILED' });
    return (booking!.start as Date).toISOString();
  });
}
