// The HTTP fast path (src/http/apollo-express.ts) answers a query that Apollo has already answered
// compiled, without Apollo's pipeline. A client must not be able to tell: every request below is
// sent fifteen times, so that Apollo answers it interpreted (the first ten runs), then compiled
// (the eleventh), then the fast path may take it; all fifteen answers must be the same bytes, with
// the same status and content type. Requests the fast path must leave to Apollo (errors, bad
// variables, persisted queries, an empty operation name, mutations, GET, other content types)
// are checked to stay Apollo's: the fast path's counter does not move.
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { apolloHasRequestHooks } from '../src/http/apollo-express.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { SUBMIT_ASSESSMENT, TEST_HISTORY, answersFor } from './support/assessments.js';

const RUNS = 15;
const EXPERTS = 'query Experts($field: Condition!) { experts(field: $field) { id name specialization contact field } }';
const TWO_OPERATIONS = `query Mine { me { id email } }
query Providers { authProviders { google } }`;
const CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

let t: TestApp;
let member: GraphQLClient;

beforeAll(async () => {
  t = await startTestApp();
  member = t.client();
  await member.signUp();
  await member.ok(SUBMIT_ASSESSMENT, { condition: 'ANXIETY', answers: answersFor('ANXIETY', 1) });
});
afterAll(async () => {
  await t?.close();
});

interface Sent {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  signedIn?: boolean;
  method?: string;
  search?: string;
}

interface Answer {
  status: number;
  contentType: string | null;
  /** Every response header but those that change from one response to the next (the cookie's expiry aside). */
  headers: Record<string, string>;
  body: string;
}

const CHANGING_HEADERS = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

async function send({
  body,
  rawBody,
  headers = {},
  signedIn = true,
  method = 'POST',
  search = '',
}: Sent): Promise<Answer> {
  const res = await fetch(`${t.url}/graphql${search}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(signedIn ? { cookie: member.cookieHeader() } : {}),
      ...headers,
    },
    body: method === 'GET' ? undefined : (rawBody ?? JSON.stringify(body)),
  });
  const answered = Object.fromEntries(
    [...res.headers]
      .filter(([name]) => !CHANGING_HEADERS.has(name))
      // The rolling session cookie: the same but for its expiry, which moves with the clock.
      .map(([name, value]) => [name, name === 'set-cookie' ? value.replace(/Expires=[^;]*/, 'Expires=…') : value]),
  );
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    headers: answered,
    body: await res.text(),
  };
}

/** Sends one request RUNS times; returns the answers and how many the fast path gave. */
async function repeatedly(sent: Sent): Promise<{ answers: Answer[]; fast: number }> {
  const before = t.app.graphqlStats.fast;
  const answers: Answer[] = [];
  for (let i = 0; i < RUNS; i++) answers.push(await send(sent));
  return { answers, fast: t.app.graphqlStats.fast - before };
}

describe('answered by the fast path, exactly as Apollo answers', () => {
  const cases: [string, Sent, (answer: Answer) => void][] = [
    [
      "a member's testHistory",
      { body: { query: TEST_HISTORY } },
      (a) => {
        expect(JSON.parse(a.body).data.testHistory[0].condition).toBe('ANXIETY');
        // What the middleware before Apollo sends stays: the rolling cookie, no-store, the CSP.
        expect(a.headers['set-cookie']).toMatch(/^mc\.sid=s%3A.*Expires=…/);
        expect(a.headers['cache-control']).toBe('no-store');
        expect(a.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      },
    ],
    [
      "testHistory with Apollo Client's Accept header and extensions",
      {
        body: {
          query: 'query ClientHistory { testHistory { id condition score } }',
          extensions: { clientLibrary: { name: '@apollo/client', version: '4' } },
        },
        headers: { accept: CLIENT_ACCEPT },
      },
      (a) => expect(a.contentType).toBe('application/graphql-response+json; charset=utf-8'),
    ],
    [
      'me for a visitor (null, no error)',
      { body: { query: 'query { me { id } }' }, signedIn: false },
      (a) => expect(a.body).toBe('{"data":{"me":null}}\n'),
    ],
    [
      'a query with variables, and null operationName',
      { body: { query: EXPERTS, variables: { field: 'DEMENTIA' }, operationName: null }, headers: { accept: '*/*' } },
      (a) => expect(JSON.parse(a.body).data.experts).toHaveLength(6),
    ],
    [
      'one operation of a document with two, by name',
      { body: { query: TWO_OPERATIONS, operationName: 'Providers' } },
      (a) => expect(JSON.parse(a.body).data.authProviders).toEqual({ google: expect.any(Boolean) }),
    ],
  ];

  it.each(cases)('%s', async (_name, sent, check) => {
    const { answers, fast } = await repeatedly(sent);
    expect(answers[0].status).toBe(200);
    check(answers[0]);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // Ten interpreted, one compiled through Apollo, then the fast path.
    expect(fast).toBe(RUNS - 11);
  });

  it('runs each variables value as given: the same document answers for another field', async () => {
    const sent = (field: string) => ({ body: { query: EXPERTS, variables: { field } } });
    await repeatedly(sent('DEPRESSION'));
    const before = t.app.graphqlStats.fast;
    const anxiety = JSON.parse((await send(sent('ANXIETY'))).body).data.experts;
    expect(t.app.graphqlStats.fast).toBe(before + 1);
    expect(anxiety.every((e: { field: string }) => e.field === 'ANXIETY')).toBe(true);
  });

  it("keeps each member's answer their own", async () => {
    const other = t.client();
    await other.signUp();
    await repeatedly({ body: { query: TEST_HISTORY } });
    const before = t.app.graphqlStats.fast;
    expect((await other.ok(TEST_HISTORY)).testHistory).toEqual([]);
    expect((await member.ok(TEST_HISTORY)).testHistory).toHaveLength(1);
    expect(t.app.graphqlStats.fast).toBeGreaterThan(before);
  });
});

describe('left to Apollo', () => {
  const cases: [string, Sent, number][] = [
    [
      'an operation that ends with an error (testHistory for a visitor)',
      { body: { query: TEST_HISTORY }, signedIn: false },
      200,
    ],
    ['variables that do not fit their types', { body: { query: EXPERTS, variables: { field: 'NOT_A_FIELD' } } }, 400],
    ['variables that are not an object', { body: { query: EXPERTS, variables: [1] } }, 400],
    [
      'a persisted query',
      { body: { query: TEST_HISTORY, extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } } },
      200,
    ],
    ['an empty operation name', { body: { query: 'query { me { id } }', operationName: '' } }, 400],
    ['an unknown operation name', { body: { query: TWO_OPERATIONS, operationName: 'Nope' } }, 400],
    ['two operations and no name', { body: { query: TWO_OPERATIONS } }, 400],
    ['a mutation', { body: { query: 'mutation { signOut }' }, signedIn: false }, 200],
    ['an Accept header without JSON', { body: { query: TEST_HISTORY }, headers: { accept: 'text/html' } }, 406],
    [
      'a text/plain body (CSRF prevention)',
      { rawBody: JSON.stringify({ query: TEST_HISTORY }), headers: { 'content-type': 'text/plain' } },
      400,
    ],
    ['a GET query', { method: 'GET', search: `?query=${encodeURIComponent(TEST_HISTORY)}` }, 200],
  ];

  it.each(cases)('%s', async (_name, sent, status) => {
    // Make the query text a compiled one first, where it can be.
    await repeatedly({ body: { query: TEST_HISTORY } });
    await repeatedly({ body: { query: EXPERTS, variables: { field: 'ANXIETY' } } });
    const { answers, fast } = await repeatedly(sent);
    expect(fast).toBe(0);
    expect(answers[0].status).toBe(status);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it("answers what it leaves to Apollo with Apollo's answers", async () => {
    const get = await send({ method: 'GET', search: `?query=${encodeURIComponent(TEST_HISTORY)}` });
    expect(JSON.parse(get.body).data.testHistory).toHaveLength(1);
    const visitor = await send({ body: { query: TEST_HISTORY }, signedIn: false });
    expect(JSON.parse(visitor.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    for (const operationName of ['', 'Nope']) {
      const unknown = await send({ body: { query: TWO_OPERATIONS, operationName } });
      expect(JSON.parse(unknown.body).errors[0]).toMatchObject({
        message: `Unknown operation named "${operationName}".`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('is off when an Apollo plugin has per-request hooks', async () => {
    // As the app configures Apollo: its default plugins that would hook every request turned off.
    const plain = new ApolloServer({
      typeDefs: 'type Query { a: Int }',
      plugins: [
        ApolloServerPluginCacheControlDisabled(),
        ApolloServerPluginInlineTraceDisabled(),
        ApolloServerPluginLandingPageDisabled(),
      ],
    });
    const hooked = new ApolloServer({
      typeDefs: 'type Query { a: Int }',
      plugins: [{ requestDidStart: async () => ({}) }],
    });
    await Promise.all([plain.start(), hooked.start()]);
    try {
      expect(apolloHasRequestHooks(plain)).toBe(false);
      expect(apolloHasRequestHooks(hooked)).toBe(true);
    } finally {
      await Promise.all([plain.stop(), hooked.stop()]);
    }
  });
});
