// Members for browser tests: sign up a fresh one through the real sign-up page (reuse this in
// other journeys that need a signed-in member).
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { giveConsentThroughApi } from './members';

export interface E2EMember {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  age: string;
  phoneNumber: string;
  disabilities: string;
  pastHealthIssues: string;
}

export function newE2EMember(overrides: Partial<E2EMember> = {}): E2EMember {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `e2e.${randomUUID()}@example.com`,
    password: 'a long enough passphrase',
    age: '42',
    phoneNumber: '08012345678',
    disabilities: 'None',
    pastHealthIssues: 'None',
    ...overrides,
  };
}

/** Fills the sign-up form (labels as the member sees them). */
export async function fillSignUpForm(page: Page, member: E2EMember) {
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Age').fill(member.age);
  await page.getByLabel('Phone number').fill(member.phoneNumber);
  await page.getByLabel('Disabilities').fill(member.disabilities);
  await page.getByLabel('Past health issues').fill(member.pastHealthIssues);
  await page.getByLabel('Password').fill(member.password);
}

/**
 * Signs a new member up through /sign-up and waits for the dashboard. The member then gives
 * consent over the API (as the consent screen would), unless `consent: false`: only tests about
 * consent walk through that screen.
 */
export async function signUpNewMember(
  page: Page,
  overrides: Partial<E2EMember> = {},
  { consent = true }: { consent?: boolean } = {},
): Promise<E2EMember> {
  const member = newE2EMember(overrides);
  await page.goto('/sign-up');
  await fillSignUpForm(page, member);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  if (consent) await giveConsentThroughApi(page.request);
  return member;
}

/**
 * The side menu: on a phone it first has to be opened with the menu button. The member's frame
 * comes first (its Back arrow): a navigation is a transition, so for a moment after sign-in the
 * address is already /dashboard while the public page still shows, with its own "Open menu"
 * button; a menu opened there is gone when the member's frame replaces it (CI's flake).
 */
export async function openSideMenu(page: Page, isMobile: boolean) {
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
  if (isMobile) {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  }
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await expect(menu).toBeVisible();
  return menu;
}
