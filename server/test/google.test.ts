// Google sign-in, popup flow, end to end: the app's real passport-google-oauth20 strategy against
// a local OAuth2 server (test/fakes/google.ts). First sign-in creates the member, the next signs
// them in, a verified email links to an existing account, and every failure reaches the popup as
// a message the client can show.
import { GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { startProductionTestApp } from './support/production.js';
import { renderOutcomePage } from '../src/modules/auth/google.routes.js';
import {
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET,
  readOutcome,
  runGooglePopup,
  startFakeGoogle,
  type FakeGoogle,
} from './fakes/google.js';

const ME = '{ me { id email displayName firstName lastName photoURL role emailVerified hasPassword } }';

let google: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await startTestApp(google.env);
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

const users = () => t.app.database.connection.collection('users');
let subjectCounter = 0;
const newSubject = () => `google-sub-${Date.now()}-${++subjectCounter}`;

describe('Google sign-in', () => {
  it('tells the client Google sign-in is on', async () => {
    const data = await t.client().ok('{ authProviders { google googleSimulated } }');
    expect(data).toEqual({ authProviders: { google: true, googleSimulated: false } });
  });

  it('sends the popup to the configured provider with state and PKCE', async () => {
    const res = await t.client().request('/auth/google');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.href.startsWith(google.env.GOOGLE_AUTH_URL)).toBe(true);
    expect(location.searchParams.get('client_id')).toBe(GOOGLE_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:4000/auth/google/callback');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('state')?.length).toBeGreaterThanOrEqual(16);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('creates the member on the first sign-in and signs them in under a new session id', async () => {
    const sub = newSubject();
    const email = `${sub}@gmail.example.com`;
    google.nextProfile({
      sub,
      email,
      email_verified: true,
      name: 'Grace Hopper',
      given_name: 'Grace',
      family_name: 'Hopper',
      picture: 'https://example.com/grace.png',
    });
    const client = t.client();
    const before = google.tokenRequests.length;

    const result = await runGooglePopup(client, {
      beforeCallback: () => {
        // The OAuth state rides in a short-lived cookie of its own; the visitor has no session.
        expect(client.cookies.get('mc.flow.google')).toBeTruthy();
        expect(client.cookies.get('mc.sid')).toBeUndefined();
      },
    });

    expect(result.response.status).toBe(200);
    expect(result.outcome).toEqual({ source: 'mindcheck-google-sign-in', ok: true });
    expect(result.response.headers.get('content-type')).toMatch(/text\/html/);
    // The page has no inline script: only the separate popup script, allowed by the CSP.
    expect(result.html).toMatch(/<script src="\/auth\/google\/popup\.js" defer><\/script>/);
    expect(result.html).not.toMatch(/<script>/);
    expect(result.response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);

    // The token exchange used PKCE and our client credentials.
    const token = google.tokenRequests.slice(before).at(-1)!;
    expect(token.grantType).toBe('authorization_code');
    expect(token.codeVerifier).toMatch(/^[\w~.-]{43,128}$/);

    const me = (await client.ok(ME)).me;
    expect(me).toMatchObject({
      email,
      displayName: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      photoURL: 'https://example.com/grace.png',
      role: 'USER',
      emailVerified: true,
      hasPassword: false,
    });
    const stored = await users().findOne({ email });
    expect(stored?.googleId).toBe(sub);
    expect(stored?.passwordHash).toBeUndefined();
  });

  it('gives the signed-in session a new id: the visitor cookie from before the callback is not signed in', async () => {
    const sub = newSubject();
    google.nextProfile({ sub, email: `${sub}@gmail.example.com`, email_verified: true, name: 'New Id' });
    const client = t.client();
    let visitorCookie: string | undefined;
    await runGooglePopup(client, {
      beforeCallback: () => {
        visitorCookie = client.cookies.get('mc.sid');
      },
    });
    const signedInCookie = client.cookies.get('mc.sid');
    // No visitor session exists to be fixed in advance: the session is created at sign-in.
    expect(visitorCookie).toBeUndefined();
    expect(signedInCookie).toBeTruthy();
    // The flow's cookie is used once and cleared.
    expect(client.cookies.get('mc.flow.google')).toBeUndefined();
    expect((await client.ok('{ me { email } }')).me.email).toBe(`${sub}@gmail.example.com`);
  });

  it('signs the same Google account in next time, without a second member', async () => {
    const sub = newSubject();
    const email = `${sub}@gmail.example.com`;
    google.nextProfile({ sub, email, email_verified: true, name: 'Returning' });
    const first = t.client();
    await runGooglePopup(first);
    const firstId = (await first.ok('{ me { id } }')).me.id;

    // Next time Google reports a changed address: the subject id decides who it is.
    google.nextProfile({ sub, email: `changed.${email}`, email_verified: true, name: 'Returning' });
    const second = t.client();
    const result = await runGooglePopup(second);
    expect(result.outcome.ok).toBe(true);
    expect((await second.ok('{ me { id email } }')).me).toEqual({ id: firstId, email });
    expect(await users().countDocuments({ googleId: sub })).toBe(1);
  });

  it('links a verified Google email to the existing password account whose email is verified', async () => {
    const owner = t.client();
    const { id, email, input } = await owner.signUp();
    // The local account proved its address (email verification, issue #21).
    await users().updateOne({ email }, { $set: { emailVerified: true } });
    const sub = newSubject();
    google.nextProfile({
      sub,
      email: email.toUpperCase(),
      email_verified: true,
      name: 'Ada L.',
      picture: 'https://example.com/ada.png',
    });

    const popup = t.client();
    const result = await runGooglePopup(popup);
    expect(result.outcome.ok).toBe(true);
    const me = (await popup.ok(ME)).me;
    expect(me).toMatchObject({
      id,
      email,
      firstName: input.firstName,
      displayName: 'Ada L.',
      photoURL: 'https://example.com/ada.png',
      emailVerified: true,
      hasPassword: true,
    });
    expect(await users().countDocuments({ email })).toBe(1);
    // The password still works too.
    expect((await t.client().signIn(email, input.password as string)).errors).toBeUndefined();
  });

  it('pre-hijack (SECURITY.md 27): never lets Google into a local account whose email was not verified', async () => {
    // The attacker signs up first with the victim's address and a password of their own.
    const attacker = t.client();
    const { id, email, input } = await attacker.signUp();
    // The victim's first "Continue with Google", with Google's verified address.
    const sub = newSubject();
    google.nextProfile({ sub, email, email_verified: true, name: 'Victim' });
    const victim = t.client();
    const result = await runGooglePopup(victim);
    expect(result.outcome).toEqual({
      source: 'mindcheck-google-sign-in',
      ok: false,
      message:
        'This email is already registered with a password, and that account has not verified its email yet. Sign in with your password (or reset it) to use that account.',
    });
    // The victim is not in the attacker's account, which stays unlinked.
    expect((await victim.ok('{ me { id } }')).me).toBeNull();
    const stored = await users().findOne({ email });
    expect(stored?._id.toString()).toBe(id);
    expect(stored?.googleId).toBeUndefined();
    expect(await users().countDocuments({ googleId: sub })).toBe(0);
    // Nothing changed for the attacker either: no Google identity was joined to their account.
    expect((await attacker.ok('{ me { id emailVerified } }')).me).toEqual({ id, emailVerified: false });
    expect((await t.client().signIn(email, input.password as string)).errors).toBeUndefined();
  });

  it('does not link an unverified Google email to an existing account', async () => {
    const owner = t.client();
    const { id, email } = await owner.signUp();
    const sub = newSubject();
    google.nextProfile({ sub, email, email_verified: false, name: 'Impostor' });

    const popup = t.client();
    const result = await runGooglePopup(popup);
    expect(result.outcome).toEqual({
      source: 'mindcheck-google-sign-in',
      ok: false,
      message: 'This email is already registered. Sign in with your password.',
    });
    expect((await popup.ok('{ me { id } }')).me).toBeNull();
    const stored = await users().findOne({ email });
    expect(stored?._id.toString()).toBe(id);
    expect(stored?.googleId).toBeUndefined();
    expect(await users().countDocuments({ googleId: sub })).toBe(0);
  });

  it('creates a member from an unverified address nobody uses, marked unverified', async () => {
    const sub = newSubject();
    google.nextProfile({ sub, email: `${sub}@unverified.example.com`, email_verified: false, name: 'Unverified' });
    const client = t.client();
    expect((await runGooglePopup(client)).outcome.ok).toBe(true);
    expect((await client.ok(ME)).me).toMatchObject({ emailVerified: false, role: 'USER' });
  });

  it("gives a member it creates the browser's language (#36)", async () => {
    const sub = newSubject();
    google.nextProfile({ sub, email: `${sub}@example.com`, email_verified: true, name: 'Ngozi' });
    const client = new GraphQLClient(t.url, { 'accept-language': 'pcm' });
    expect((await runGooglePopup(client)).outcome.ok).toBe(true);
    expect((await client.ok('{ me { locale } }')).me.locale).toBe('pcm');
  });

  it('refuses a Google account that shares no email', async () => {
    google.nextProfile({ sub: newSubject(), name: 'No Email' });
    const client = t.client();
    const result = await runGooglePopup(client);
    expect(result.outcome).toMatchObject({ ok: false, message: 'Your Google account did not share an email address.' });
    expect((await client.ok('{ me { id } }')).me).toBeNull();
  });

  it('reports a cancelled consent screen and a failed token exchange to the popup', async () => {
    const cancelled = await runGooglePopup(t.client(), {
      beforeCallback: (url) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', 'access_denied');
      },
    });
    // Turning Google down is closing the popup, in the spec's words.
    expect(cancelled.outcome).toEqual({
      source: 'mindcheck-google-sign-in',
      ok: false,
      cancelled: true,
      message: 'Google Window pop up closed',
    });

    google.failNextToken('invalid_grant');
    const failed = await runGooglePopup(t.client());
    expect(failed.outcome).toEqual({
      source: 'mindcheck-google-sign-in',
      ok: false,
      message: 'Google sign-in failed. Please try again.',
    });
  });

  it('refuses a callback that did not start in this browser (login CSRF)', async () => {
    // The attacker runs the flow in their browser and hands the callback URL to the victim.
    const attacker = t.client();
    const start = await attacker.request('/auth/google');
    const provider = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const stolen = new URL(provider.headers.get('location')!);
    const membersBefore = await users().countDocuments({});

    const victim = t.client();
    const res = await victim.request(stolen.pathname + stolen.search);
    expect(readOutcome(await res.text())).toMatchObject({
      ok: false,
      message: 'Google sign-in failed. Please try again.',
    });
    expect((await victim.ok('{ me { id } }')).me).toBeNull();
    expect(await users().countDocuments({})).toBe(membersBefore);
  });

  it('refuses a disabled account', async () => {
    const sub = newSubject();
    google.nextProfile({ sub, email: `${sub}@gmail.example.com`, email_verified: true });
    await runGooglePopup(t.client());
    await users().updateOne({ googleId: sub }, { $set: { disabled: true } });
    google.nextProfile({ sub, email: `${sub}@gmail.example.com`, email_verified: true });
    const client = t.client();
    const result = await runGooglePopup(client);
    expect(result.outcome).toMatchObject({ ok: false, message: 'This account has been disabled.' });
    expect((await client.ok('{ me { id } }')).me).toBeNull();
  });

  it('serves the popup script, which posts to our own origin only', async () => {
    const res = await fetch(`${t.url}/auth/google/popup.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const script = await res.text();
    expect(script).toMatch(/postMessage\(outcome, window\.location\.origin\)/);
    expect(script).not.toMatch(/postMessage\([^)]*'\*'/);
  });

  it('escapes the outcome so that a message cannot break out of the attribute', () => {
    const html = renderOutcomePage({
      source: 'mindcheck-google-sign-in',
      ok: false,
      message: `"><script>alert('x')</script>&`,
    });
    expect(html).not.toMatch(/<script>alert/);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(readOutcome(html)).toEqual({
      source: 'mindcheck-google-sign-in',
      ok: false,
      message: `"><script>alert('x')</script>&`,
    });
  });

  it('keeps the client secret out of the logs', () => {
    const all = t.logs.join('');
    expect(all).not.toContain(GOOGLE_CLIENT_SECRET);
    expect(all).not.toMatch(/code=|state=/);
  });
});

describe('Google sign-in when it is not configured, in production', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startProductionTestApp();
  });
  afterAll(async () => {
    await plain.close();
  });

  it('answers the flow routes with 404 and a clear message, and tells the client to hide the button', async () => {
    for (const path of ['/auth/google', '/auth/google/callback?code=x&state=y']) {
      const res = await fetch(`${plain.url}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Google sign-in is not configured on this server.' });
    }
    expect(await plain.client().ok('{ authProviders { google googleSimulated } }')).toEqual({
      authProviders: { google: false, googleSimulated: false },
    });
  });
});

// Issue #19, finding 8: every cookie-less GET /auth/google stored a session document that lived
// 24 hours. Google's state and PKCE verifier now live in a signed cookie for ten minutes, and the
// route is rate-limited per IP.
describe('the state of a Google sign-in that has begun', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await startTestApp(google.env);
  });
  afterAll(() => own?.close());
  const sessionCount = () => own.app.database.connection.collection('sessions').countDocuments();

  it('is kept in a short-lived cookie, not a stored session', async () => {
    const before = await sessionCount();
    const res = await fetch(`${own.url}/auth/google`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('mc.sid='))).toBe(false);
    const flow = cookies.find((c) => c.startsWith('mc.flow.google='));
    expect(flow).toMatch(/Path=\/auth\/google/);
    expect(flow).toMatch(/HttpOnly/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(flow!)![1]);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(expires - Date.now()).toBeGreaterThan(5 * 60_000);
    expect(await sessionCount()).toBe(before);
  });

  it('allows 30 popups per minute from one IP, then answers 429 with a message the popup shows', async () => {
    let status = 0;
    let body = '';
    for (let i = 0; i < 31; i++) {
      const res = await fetch(`${own.url}/auth/google`, { redirect: 'manual' });
      status = res.status;
      body = await res.text();
    }
    expect(status).toBe(429);
    expect(body).toContain('mindcheck-google-sign-in');
  });
});
