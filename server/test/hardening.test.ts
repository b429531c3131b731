// The GraphQL and HTTP edge under hostile input (SECURITY.md 7-9, 12): graphql-armor's limits on
// HTTP and on WebSocket alike, introspection and suggestions off in production, the CORS allowlist,
// the body-size limit, no batching, and the playground only where enabled.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GRAPHQL_LIMITS } from '../src/graphql/armor.js';
import { startTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.js';
import { startProductionTestApp } from './support/production.js';
import { WsTestClient } from './support/ws-client.js';
import type { GraphQLErrorShape, GraphQLResponse } from './support/graphql-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

// Valid against the schema, and 10 levels deep (introspection's type references nest).
const TOO_DEEP = `{ __type(name: "User") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }`;
const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
const tokens = (n: number) => `{ me { ${Array.from({ length: n }, () => 'id').join(' ')} } }`;
// Each spread of a fragment counts its whole cost again: cheap to send, expensive to answer.
const COSTLY = `fragment R on AssessmentRecord {
  id condition title score maxScore severity evaluation evaluationSource createdAt tips needsCrisisSupport
  answers { questionId question selectedAnswer score }
  recommendedExperts { id name specialization contact location field expertise avatarUrl }
  crisisResources { name contact url }
}
{ ${Array.from({ length: 15 }, (_, i) => `h${i}: testHistory { ...R ...R ...R ...R ...R ...R }`).join(' ')} }`;
const directives = (n: number) => `{ me { ${Array.from({ length: n }, () => 'id @include(if: true)').join(' ')} } }`;

function expectRefused(res: GraphQLResponse, pattern: RegExp) {
  expect(res.status).toBe(400);
  expect(res.data ?? null).toBeNull();
  expect(res.errors?.length).toBeGreaterThan(0);
  expect(res.errors!.every((e) => e.extensions?.code === 'BAD_USER_INPUT')).toBe(true);
  expect(res.errors!.map((e) => e.message).join('\n')).toMatch(pattern);
}

describe('GraphQL limits over HTTP', () => {
  it('refuses a query deeper than the limit', async () => {
    expectRefused(
      await t.client().gql(TOO_DEEP),
      new RegExp(`depth limit of ${GRAPHQL_LIMITS.depth} exceeded, found 11`),
    );
  });

  it('refuses more aliases than the limit, and allows the limit', async () => {
    expectRefused(await t.client().gql(aliases(GRAPHQL_LIMITS.aliases + 1)), /Aliases limit of 15 exceeded/);
    const ok = await t.client().gql(aliases(GRAPHQL_LIMITS.aliases));
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.a14).toBeNull();
  });

  it('refuses a document with too many tokens before validating it', async () => {
    expectRefused(await t.client().gql(tokens(GRAPHQL_LIMITS.tokens)), /more tha[nt] 1000 tokens/);
  });

  it('refuses a query whose cost is over the limit, though shallow and with few aliases', async () => {
    expectRefused(await t.client().gql(COSTLY), /Cost limit of 5000 exceeded/);
  });

  it('refuses too many directives', async () => {
    expectRefused(await t.client().gql(directives(GRAPHQL_LIMITS.directives + 1)), /Directives limit of 20 exceeded/);
  });

  it("lets the client's own operations through", async () => {
    const client = t.client();
    await client.signUp();
    const history = await client.gql(COSTLY.replace(/\{ h0:[\s\S]*$/, '{ testHistory { ...R } me { id email } }'));
    expect(history.errors).toBeUndefined();
    expect(history.data).toMatchObject({ testHistory: [], me: { id: client.member!.id } });
  });

  it('refuses batched requests', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/"data"/);
  });
});

describe('GraphQL limits over WebSocket (a signed-in socket)', () => {
  let ws: WsTestClient;
  beforeAll(async () => {
    const client = t.client();
    await client.signUp();
    ws = WsTestClient.forMember(client);
  });
  afterAll(async () => {
    await ws?.close();
  });

  async function refusedOverWs(query: string): Promise<GraphQLErrorShape[]> {
    const sub = ws.subscribe(query);
    await sub.settled();
    expect(sub.results).toEqual([]);
    expect(Array.isArray(sub.error)).toBe(true);
    const errors = sub.error as GraphQLErrorShape[];
    expect(errors.every((e) => e.extensions?.code === 'BAD_USER_INPUT')).toBe(true);
    return errors;
  }

  it('refuses a subscription deeper than the limit', async () => {
    const deep = 'subscription { chatReply { message { a { b { c { d { e { f { g { h } } } } } } } } } }';
    const errors = await refusedOverWs(deep);
    expect(errors.map((e) => e.message).join('\n')).toMatch(/depth limit of 8 exceeded, found 10/);
  });

  it('refuses more aliases than the limit', async () => {
    const many = `subscription { ${Array.from({ length: 16 }, (_, i) => `a${i}: chatReply { done }`).join(' ')} }`;
    expect((await refusedOverWs(many)).map((e) => e.message).join('\n')).toMatch(/Aliases limit of 15 exceeded/);
  });

  it('refuses a document with too many tokens', async () => {
    const huge = `subscription { chatReply { ${Array.from({ length: 1000 }, () => 'done').join(' ')} } }`;
    expect((await refusedOverWs(huge)).map((e) => e.message).join('\n')).toMatch(/more tha[nt] 1000 tokens/);
  });

  it('refuses too many directives', async () => {
    const many = `subscription { chatReply { ${Array.from({ length: 21 }, () => 'done @include(if: true)').join(' ')} } }`;
    expect((await refusedOverWs(many)).map((e) => e.message).join('\n')).toMatch(/Directives limit of 20 exceeded/);
  });

  it('still serves a subscription within the limits on the same socket', async () => {
    const sub = ws.subscribe('subscription { chatReply { messageId delta done } }');
    await new Promise((r) => setTimeout(r, 200));
    expect(sub.error).toBeUndefined();
    expect(sub.completed).toBe(false);
    sub.dispose();
  });
});

describe('CORS', () => {
  const FOREIGN = 'https://evil.example';

  it('allows the configured origin, with credentials', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toMatch(/Origin/);

    const preflight = await fetch(`${t.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: TEST_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/);
  });

  it('gives a foreign origin no CORS header, on requests and on preflights', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: FOREIGN },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();

    const preflight = await fetch(`${t.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: FOREIGN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('allows every listed origin of CORS_ORIGINS, and only those', async () => {
    const listed = await startTestApp({ CORS_ORIGINS: 'https://app.example, https://admin.example' });
    try {
      const originOf = async (origin: string) =>
        (await fetch(`${listed.url}/healthz`, { headers: { origin } })).headers.get('access-control-allow-origin');
      expect(await originOf('https://admin.example')).toBe('https://admin.example');
      expect(await originOf('https://app.example')).toBe('https://app.example');
      expect(await originOf(TEST_ORIGIN)).toBeNull();
    } finally {
      await listed.close();
    }
  });
});

describe('the body-size limit', () => {
  it('answers an oversize body with 413 and no stack trace', async () => {
    const body = JSON.stringify({ query: '{ me { id } }', variables: { pad: 'x'.repeat(150 * 1024) } });
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(413);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      errors: [{ message: 'The request is too large (at most 100 KB).', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(text).not.toMatch(/at .+:\d+|node_modules|PayloadTooLargeError/);
  });

  it('answers a body that is not JSON with 400 and a GraphQL error', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ me { id } }"',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(text).not.toMatch(/at .+:\d+|node_modules|SyntaxError/);
  });

  it('counts the bytes that come, not only the declared length: a chunked body over 100 KB is 413', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('{"query":"{ me { id } }","variables":{"pad":"');
      for (let i = 0; i < 11; i++) req.write('x'.repeat(10 * 1024));
      req.end('"}}');
    });
    expect(status).toBe(413);
  });

  it.each([
    ['a JSON string', '"{ me { id } }"'],
    ['a JSON number', '42'],
  ])('answers %s (not an object) with 400', async (_what, body) => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it.each([
    ['another charset', { 'content-type': 'application/json; charset=latin1' }],
    ['a compressed body', { 'content-type': 'application/json', 'content-encoding': 'gzip' }],
  ])('answers %s with 415, unread', async (_what, headers) => {
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers, body: '{"query":"{ me { id } }"}' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      errors: [{ message: 'Unsupported Media Type', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it('reads a UTF-8 body with a byte order mark or an explicit charset, and keeps the connection for the next request', async () => {
    const { Agent, request } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = (body: Buffer, contentType: string) =>
      new Promise<{ status: number; body: string; socket: unknown }>((resolve, reject) => {
        const req = request(`${t.url}/graphql`, {
          method: 'POST',
          agent,
          headers: { 'content-type': contentType, 'content-length': body.length },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, socket: req.socket }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      const query = Buffer.from('{"query":"{ __typename }"}');
      const withBom = await post(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), query]), 'application/json');
      const withCharset = await post(query, 'Application/JSON; charset="UTF-8"');
      expect(withBom).toMatchObject({ status: 200, body: expect.stringContaining('"__typename":"Query"') });
      expect(withCharset).toMatchObject({ status: 200, body: expect.stringContaining('"__typename":"Query"') });
      // A refused oversize body is drained, so the same connection answers the next request.
      const big = await post(Buffer.from(`{"pad":"${'x'.repeat(101 * 1024)}"}`), 'application/json');
      expect(big.status).toBe(413);
      const after = await post(query, 'application/json');
      expect(after.status).toBe(200);
      expect(new Set([withBom.socket, withCharset.socket, big.socket, after.socket]).size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('still accepts a body just under 100 KB', async () => {
    const body = JSON.stringify({ query: '{ me { id } }', variables: { pad: 'x'.repeat(90 * 1024) } });
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
  });
});

describe('introspection and suggestions', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('are available in development and tests', async () => {
    const res = await t.client().gql(INTROSPECTION);
    expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await t.client().gql('{ mee { id } }');
    expect(typo.errors?.[0].message).toMatch(/Did you mean "me"\?/);
  });

  describe('in production', () => {
    let prod: TestApp;
    beforeAll(async () => {
      prod = await startProductionTestApp();
    });
    afterAll(async () => {
      await prod?.close();
    });

    it('refuses introspection, by __schema and by __type', async () => {
      for (const query of [INTROSPECTION, '{ __type(name: "User") { name } }']) {
        const res = await prod.client().gql(query);
        expect(res.status).toBe(400);
        expect(res.data ?? null).toBeNull();
        expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
        expect(res.errors?.[0].message).toMatch(/introspection/i);
      }
    });

    it('gives no field or value suggestions', async () => {
      const typo = await prod.client().gql('{ mee { id } }');
      expect(typo.errors?.[0].message).toBe('Cannot query field "mee" on type "Query".');
      const badEnum = await prod.client().gql('{ experts(field: DEPRESION) { id } }');
      expect(badEnum.errors?.[0].message).toMatch(/DEPRESION/);
      expect(JSON.stringify([typo.errors, badEnum.errors])).not.toMatch(/Did you mean|DEPRESSION/);
      const badVariable = await prod
        .client()
        .gql('query($f: Condition!) { experts(field: $f) { id } }', { f: 'ANXIOUS' });
      expect(badVariable.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(badVariable.errors)).not.toMatch(/Did you mean|ANXIETY/);
    });

    it('keeps the playground off', async () => {
      const res = await fetch(`${prod.url}/playground`);
      expect(res.status).toBe(404);
    });
  });

  it('are on in production when PLAYGROUND=true (the playground needs the schema)', async () => {
    const prod = await startProductionTestApp({ PLAYGROUND: 'true' });
    try {
      const res = await prod.client().gql(INTROSPECTION);
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await prod.close();
    }
  });
});

describe('the playground', () => {
  // A stand-in client build: the real one is built by `npm run build` (client/playground.html).
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'mindcheck-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>MindCheck</title>');
    writeFileSync(path.join(dist, 'playground.html'), '<!doctype html><title>MindCheck GraphQL playground</title>');
  });
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  async function pages(env: Record<string, string>, start = startTestApp) {
    const app = await start({ CLIENT_DIST: dist, ...env });
    try {
      const at = async (p: string) => {
        const res = await fetch(`${app.url}${p}`);
        return { status: res.status, text: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
      };
      return { playground: await at('/playground'), file: await at('/playground.html'), spa: await at('/dashboard') };
    } finally {
      await app.close();
    }
  }

  it('is served at /playground outside production, under the same CSP (no inline scripts)', async () => {
    const { playground, file, spa } = await pages({});
    expect(playground.status).toBe(200);
    expect(playground.text).toMatch(/GraphQL playground/);
    expect(playground.csp).toMatch(/script-src 'self'/);
    expect(playground.csp.split(';').find((d: string) => d.trim().startsWith('script-src'))).not.toMatch(/unsafe/);
    expect(file.status).toBe(200);
    expect(spa.text).toMatch(/<title>MindCheck<\/title>/);
  });

  it('is off when PLAYGROUND=false, at both of its addresses', async () => {
    const { playground, file, spa } = await pages({ PLAYGROUND: 'false' });
    expect(playground.status).toBe(404);
    expect(file.status).toBe(404);
    expect(spa.status).toBe(200);
  });

  it('is off in production unless PLAYGROUND=true', async () => {
    expect((await pages({}, startProductionTestApp)).playground.status).toBe(404);
    expect((await pages({ PLAYGROUND: 'true' }, startProductionTestApp)).playground.status).toBe(200);
  });
});
