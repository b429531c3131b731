// The skeleton, end to end over HTTP: health, readiness, `me` for a visitor, unknown paths,
// malformed GraphQL and the edge's headers.
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the running app', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${t.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'up' });
  });

  it('tells a visitor that nobody is signed in: me is null', async () => {
    const res = await t.client().gql('{ me { id email } }');
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ me: null });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown API path with 404 JSON, never the client page', async () => {
    for (const path of ['/api/nothing-here', '/graphql/extra', '/auth/unknown']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not Found' });
    }
  });

  it('answers a wrong method on /graphql with 405', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
  });

  it('answers a wrong method on a known API path with 405 and its methods; an unknown path stays 404', async () => {
    for (const [method, route, allow] of [
      ['POST', '/healthz', 'GET, HEAD'],
      ['DELETE', '/readyz/', 'GET, HEAD'],
      ['POST', '/account/export', 'GET, HEAD'],
      ['PUT', '/auth/google', 'GET, HEAD'],
      ['GET', '/webhooks/paystack', 'POST'],
    ]) {
      const res = await fetch(`${t.url}${route}`, { method });
      expect([route, res.status]).toEqual([route, 405]);
      expect(res.headers.get('allow')).toBe(allow);
      expect(await res.json()).toEqual({ error: 'Method Not Allowed' });
    }
    const unknown = await fetch(`${t.url}/account/nothing`, { method: 'POST' });
    expect(unknown.status).toBe(404);
  });

  it('gives a malformed GraphQL request a GraphQL error, not a 500', async () => {
    const client = t.client();
    const syntax = await client.gql('{ me { id ');
    expect(syntax.status).toBe(400);
    expect(syntax.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(syntax.errors?.[0].message).toMatch(/Syntax Error/);

    const unknownField = await client.gql('{ nothing }');
    expect(unknownField.status).toBe(400);
    expect(unknownField.errors?.[0].message).toMatch(/Cannot query field "nothing"/);

    const badJson = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.text()).not.toMatch(/at .*\.js:\d+/);
  });

  it('refuses a CSRF-able request (text/plain POST)', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF|preflight/i);
  });

  it('sends security headers', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
