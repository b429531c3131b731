// Members created through the API (no browser): for tests whose subject is not sign-up itself.
// A member created with a page's own `page.request` is signed in in that page's browser context;
// one created with the `request` fixture (its own cookie jar) is not.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { newE2EMember, type E2EMember } from './accounts';

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { id } }`;
const GIVE_CONSENT = `mutation GiveConsent($aiProcessing: Boolean!) { giveConsent(aiProcessing: $aiProcessing) { id } }`;

/**
 * Records the consent a member gives before their first test (with the AI service allowed), for
 * the member signed in on `request`. Shared setup: tests that are not about consent start past it.
 */
export async function giveConsentThroughApi(
  request: APIRequestContext,
  aiProcessing = true,
  /** Another app than the tests' own (a server a test started itself). */
  origin = '',
): Promise<void> {
  const response = await request.post(`${origin}/graphql`, {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query: GIVE_CONSENT, variables: { aiProcessing } },
  });
  expect(response.ok(), `giveConsent answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
}

/**
 * Signs a new member up over /graphql with the given request context and returns the credentials.
 * The member has given consent unless `consent: false`.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  overrides: Partial<E2EMember> = {},
  { consent = true }: { consent?: boolean } = {},
): Promise<E2EMember> {
  const member = newE2EMember({ email: `e2e.api.${randomUUID()}@example.com`, ...overrides });
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: {
      query: SIGN_UP,
      variables: {
        input: {
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
          password: member.password,
          age: Number(member.age),
          disabilities: member.disabilities,
          phoneNumber: member.phoneNumber,
          pastHealthIssues: member.pastHealthIssues,
        },
      },
    },
  });
  expect(response.ok(), `sign-up answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  if (consent) await giveConsentThroughApi(request);
  return member;
}

/** Runs a GraphQL operation over /graphql as the member signed in on `request`; fails on any error. */
export async function gqlThroughApi<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  expect(response.ok(), `graphql answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * Holds every GraphQL request whose body mentions `operation` until `release()` is called, so that
 * a test can see what the page shows while the server is thinking (busy labels).
 */
export async function holdGraphQL(page: Page, operation: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let passed!: () => void;
  const heldPassed = new Promise<void>((resolve) => (passed = resolve));
  const handler = async (route: Route) => {
    const held = route.request().postData()?.includes(operation);
    if (held) await released;
    await route.continue();
    if (held) passed();
  };
  await page.route('**/graphql', handler);
  return {
    release: async () => {
      release();
      // The held request goes on first; only then is the route removed.
      await heldPassed;
      await page.unroute('**/graphql', handler);
    },
  };
}
