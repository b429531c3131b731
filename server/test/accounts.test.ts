// Accounts end to end over HTTP: sign-up and sign-in with the spec's messages, sessions (cookie
// flags, a new id at sign-in, signed-out and disabled sessions refused), the brute-force and
// sign-up limits, CSRF, profile updates, export and erasure.
import { randomUUID } from 'node:crypto';
import { sign } from 'cookie-signature';
import { GraphQLClient, SIGN_IN, SIGN_UP, newMemberInput } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { probeUpgrade } from './support/ws-client.js';
import { memberDataCollections } from '../src/modules/account/member-data.js';
import { startEmbeddedMongo } from '@mindcheck/embedded-mongo';
import { messages } from '../src/messages.js';
import { loadConfig, PRODUCTION_HASH_MEMORY_KIB } from '../src/config.js';
import { ipSequence } from './support/fresh-ip.js';

const ME =
  '{ me { id email firstName lastName age disabilities pastHealthIssues phoneNumber role emailVerified hasPassword createdAt } }';
const UPDATE_PROFILE = `mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) { id email firstName lastName age disabilities pastHealthIssues phoneNumber }
}`;
const DELETE_ACCOUNT = 'mutation DeleteAccount($password: String) { deleteAccount(password: $password) }';
const SIGN_OUT = 'mutation { signOut }';

let t: TestApp;
beforeAll(async () => {
  // Production's argon2id cost (other suites hash with less): the stored parameters and the timing
  // of sign-in's two paths below are about it.
  t = await startTestApp({ TRUST_PROXY: 'true', PASSWORD_HASH_MEMORY_KIB: String(PRODUCTION_HASH_MEMORY_KIB) });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.connection.db!;
/** A browser at a given IP address (the app trusts X-Forwarded-For in these tests). */
const clientAt = (ip: string, app: TestApp = t) => new GraphQLClient(app.url, { 'x-forwarded-for': ip });
const freshIp = ipSequence();

function sessionCookie(res: { headers: Headers }): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith('mc.sid='));
}

describe('sign-up', () => {
  it('creates the member, signs them in and never returns or logs the password', async () => {
    const client = t.client();
    const input = newMemberInput({ email: `  New.Member.${randomUUID()}@Example.COM `, phoneNumber: '0080012345' });
    const res = await client.gql(SIGN_UP, { input });
    expect(res.errors).toBeUndefined();
    const me = (await client.ok(ME)).me;
    expect(me).toMatchObject({
      email: input.email.trim().toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      age: 36,
      phoneNumber: '0080012345', // leading zeros survive
      role: 'USER',
      emailVerified: false,
      hasPassword: true,
    });
    const stored = await db().collection('users').findOne({ email: me.email });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(JSON.stringify(res)).not.toContain(input.password);
    expect(t.logs.join('')).not.toContain(input.password);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['email', { email: 'a b@example.com' }, 'Please enter a valid email address.'],
    ['password', { password: 'short12' }, 'Password must be at least 8 characters long.'],
    ['firstName', { firstName: '  ' }, 'First name is required.'],
    ['lastName', { lastName: '' }, 'Last name is required.'],
    ['disabilities', { disabilities: '' }, 'Disabilities is required.'],
    ['pastHealthIssues', { pastHealthIssues: ' ' }, 'Past health issues is required.'],
    ['phoneNumber', { phoneNumber: '' }, 'Phone number is required.'],
    ['phoneNumber', { phoneNumber: '080-1234-567' }, 'Phone number must contain digits only.'],
    ['phoneNumber', { phoneNumber: '1'.repeat(21) }, 'Phone number must be at most 20 digits.'],
    ['age', { age: 151 }, 'Age must be at most 150.'],
    ['age', { age: 0 }, 'Age must be a whole number of at least 1.'],
    ['age', { age: -4 }, 'Age must be a whole number of at least 1.'],
    // Issue #39, item 8: the same rules as the form's.
    ['password', { password: ' '.repeat(8) }, 'Password cannot be only spaces.'],
    ['password', { password: 'password' }, 'This password is too common. Please choose another.'],
  ])('refuses a bad %s (%j) with %j', async (field, overrides, message) => {
    const client = t.client();
    const res = await client.gql(SIGN_UP, { input: newMemberInput(overrides) });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(res.data).toBeNull();
    expect(client.cookies.size).toBe(0);
  });

  it('refuses a missing field and a non-integer age at the schema', async () => {
    const { age: _age, ...withoutAge } = newMemberInput();
    const missing = await t.client().gql(SIGN_UP, { input: withoutAge });
    expect(missing.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fractional = await t.client().gql(SIGN_UP, { input: newMemberInput({ age: 3.5 }) });
    expect(fractional.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('stores a pasted +234 number as its national digits (issue #39, item 8)', async () => {
    const client = t.client();
    expect(
      (await client.gql(SIGN_UP, { input: newMemberInput({ phoneNumber: '+234 801 234 5678' }) })).errors,
    ).toBeUndefined();
    expect((await client.ok(ME)).me.phoneNumber).toBe('8012345678');
  });

  it('accepts any digits-only phone number up to 20 digits, however short', async () => {
    for (const phoneNumber of ['123', '1'.repeat(20)]) {
      const res = await t.client().gql(SIGN_UP, { input: newMemberInput({ phoneNumber }) });
      expect(res.errors).toBeUndefined();
    }
  });

  it('accepts a long Unicode passphrase (no composition rules)', async () => {
    const client = t.client();
    const password = 'ταυτότητα 🧠 '.repeat(6); // > 64 characters
    const { email } = await client.signUp({ password });
    expect((await t.client().signIn(email, password)).errors).toBeUndefined();
  });

  it("says 'Email already in use. Please use a different email.' for a taken email, whatever its case", async () => {
    const { email } = await t.client().signUp();
    const res = await t.client().gql(SIGN_UP, { input: newMemberInput({ email: email.toUpperCase() }) });
    expect(res.errors?.[0]).toMatchObject({ message: messages.emailInUse, extensions: { code: 'CONFLICT' } });
  });

  it('lets exactly one of two concurrent sign-ups with one email through', async () => {
    const email = `race.${randomUUID()}@example.com`;
    const results = await Promise.all(
      [0, 1, 2].map(() => t.client().gql(SIGN_UP, { input: newMemberInput({ email }) })),
    );
    const ok = results.filter((r) => !r.errors);
    const conflicts = results.filter((r) => r.errors?.[0].extensions?.code === 'CONFLICT');
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(2);
    for (const c of conflicts) expect(c.errors?.[0].message).toBe(messages.emailInUse);
    expect(await db().collection('users').countDocuments({ email })).toBe(1);
  });
});

describe('sign-in', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { email, input } = await t.client().signUp();
    const client = t.client();
    const res = await client.signIn(` ${email.toUpperCase()} `, input.password as string);
    expect(res.errors).toBeUndefined();
    expect((await client.ok('{ me { email } }')).me.email).toBe(email);
  });

  it('gives the same message for a wrong password and an unknown email, in about the same time', async () => {
    const { email } = await t.client().signUp();
    const wrong = await t.client().signIn(email, 'wrong password!');
    const unknown = await t.client().signIn(`nobody.${randomUUID()}@example.com`, 'wrong password!');
    for (const res of [wrong, unknown]) {
      expect(res.errors?.[0]).toMatchObject({
        message: 'Please make sure email and password are correct.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(res.errors?.[0].extensions?.field).toBeUndefined();
    }

    // Both paths run one argon2 verification: their medians stay within a factor of two.
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(() => t.client().signIn(email, `wrong password ${i}`)));
      unknownTimes.push(await time(() => t.client().signIn(`nobody.${randomUUID()}@example.com`, 'wrong password!')));
    }
    const ratio = median(known) / median(unknownTimes);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('checks the email and password shape with the spec texts', async () => {
    expect((await t.client().signIn('nope', 'long enough')).errors?.[0].message).toBe(
      'Please enter a valid email address.',
    );
    expect((await t.client().signIn('a@example.com', 'short')).errors?.[0].message).toBe(
      'Password must be at least 8 characters long.',
    );
  });

  it('refuses a disabled account: the usual message to a wrong password, the reason to the right one (#33)', async () => {
    const { email, input } = await t.client().signUp();
    await db()
      .collection('users')
      .updateOne({ email }, { $set: { disabled: true } });
    expect((await t.client().signIn(email, 'not the password')).errors?.[0].message).toBe(messages.invalidCredentials);
    const res = await t.client().signIn(email, input.password as string);
    expect(res.errors?.[0]).toMatchObject({ message: messages.accountDisabled, extensions: { code: 'FORBIDDEN' } });
  });
});

describe('sessions', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie (not Secure outside production) with enough entropy', async () => {
    const res = await t.client().gql(SIGN_UP, { input: newMemberInput() });
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(/; Expires=/i);
    expect(cookie).not.toMatch(/; Secure/i);
    // express-session ids are 24 random bytes (192 bits), base64url: s:<id>.<signature>
    const sid = decodeURIComponent(cookie.split(';')[0].slice('mc.sid='.length)).slice(2).split('.')[0];
    expect(sid.length).toBeGreaterThanOrEqual(32);
  });

  it('gives a new session id at sign-in; the previous one no longer signs anybody in', async () => {
    const client = t.client();
    const { email, input } = await client.signUp();
    const before = client.cookies.get('mc.sid')!;
    expect((await client.signIn(email, input.password as string)).errors).toBeUndefined();
    const after = client.cookies.get('mc.sid')!;
    expect(after).not.toBe(before);

    const old = t.client();
    old.cookies.set('mc.sid', before);
    expect((await old.ok('{ me { id } }')).me).toBeNull();
    expect((await client.ok('{ me { email } }')).me.email).toBe(email);
  });

  it('refuses a signed-out cookie', async () => {
    const client = t.client();
    await client.signUp();
    const cookie = client.cookies.get('mc.sid')!;
    const res = await client.gql(SIGN_OUT);
    expect(res.data).toEqual({ signOut: true });
    expect(sessionCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(client.cookies.has('mc.sid')).toBe(false);

    const replay = t.client();
    replay.cookies.set('mc.sid', cookie);
    expect((await replay.ok('{ me { id } }')).me).toBeNull();
    expect((await replay.gql(UPDATE_PROFILE, { input: { firstName: 'Mallory' } })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses a forged or tampered cookie', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    // The genuine cookie is used first (its signature checked and remembered), then altered.
    expect((await client.ok('{ me { id } }')).me.id).toBe(id);
    const cookie = client.cookies.get('mc.sid')!;
    const forged = t.client();
    forged.cookies.set('mc.sid', cookie.slice(0, -3) + (cookie.endsWith('AAA') ? 'BBB' : 'AAA'));
    expect((await forged.ok('{ me { id } }')).me).toBeNull();
    // The same session id under a signature made with another secret (and, to show the id is
    // right, with the app's own, which signs the member in).
    const sessionId = decodeURIComponent(cookie).slice(2, decodeURIComponent(cookie).lastIndexOf('.'));
    const resigned = t.client();
    resigned.cookies.set('mc.sid', encodeURIComponent(`s:${sign(sessionId, loadConfig({}).session.secret)}`));
    expect((await resigned.ok('{ me { id } }')).me.id).toBe(id);
    const otherSecret = t.client();
    otherSecret.cookies.set(
      'mc.sid',
      encodeURIComponent(`s:${sign(sessionId, 'another-secret-of-at-least-32-characters')}`),
    );
    expect((await otherSecret.ok('{ me { id } }')).me).toBeNull();
    expect((await client.ok('{ me { id } }')).me.id).toBe(id);
  });

  it('signs a disabled member out at their next request, everywhere', async () => {
    const laptop = t.client();
    const { id, email, input } = await laptop.signUp();
    const phone = t.client();
    await phone.signIn(email, input.password as string);
    expect((await phone.ok('{ me { id } }')).me.id).toBe(id);

    await db()
      .collection('users')
      .updateOne({ email }, { $set: { disabled: true } });

    const res = await laptop.gql('{ me { id } }');
    expect(res.data).toEqual({ me: null });
    expect(sessionCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(
      (await phone.gql(UPDATE_PROFILE, { input: { firstName: 'Still here?' } })).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect((await phone.request('/account/export')).status).toBe(401);
    expect(await db().collection('sessions').countDocuments({ 'session.userId': id })).toBe(0);
  });

  it('ends a session past its absolute lifetime, however active it was', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    expect((await client.ok('{ me { id } }')).me.id).toBe(id);
    // Signed in 15 days ago (the default absolute lifetime is 14 days), active until now.
    const fifteenDaysAgo = Date.now() - 15 * 24 * 3_600_000;
    await db()
      .collection('sessions')
      .updateMany({ 'session.userId': id }, { $set: { 'session.signedInAt': fifteenDaysAgo } });
    const res = await client.gql('{ me { id } }');
    expect(res.data).toEqual({ me: null });
    expect(sessionCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await db().collection('sessions').countDocuments({ 'session.userId': id })).toBe(0);
  });

  it('refuses the WebSocket upgrade of a disabled member', async () => {
    const client = t.client();
    const { email } = await client.signUp();
    const before = await probeUpgrade(t.url, { cookie: client.cookieHeader(), init: true });
    expect(before).toEqual({ opened: true });
    await db()
      .collection('users')
      .updateOne({ email }, { $set: { disabled: true } });
    const after = await probeUpgrade(t.url, { cookie: client.cookieHeader(), init: true });
    expect(after.status).toBe(401);
    expect(after.opened).toBe(false);
  });

  it('lets a member whose session was ended sign in again in the same browser', async () => {
    const client = t.client();
    const { email, input } = await client.signUp();
    await db()
      .collection('users')
      .updateOne({ email }, { $set: { disabled: true } });
    expect((await client.ok('{ me { id } }')).me).toBeNull();
    await db()
      .collection('users')
      .updateOne({ email }, { $set: { disabled: false } });
    expect((await client.signIn(email, input.password as string)).errors).toBeUndefined();
    expect((await client.ok('{ me { email } }')).me.email).toBe(email);
  });

  it('refuses a text/plain POST (CSRF): a signed-in member is not signed out or changed by a cross-site form', async () => {
    const client = t.client();
    await client.signUp();
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await client.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: JSON.stringify({ query: 'mutation { updateProfile(input: { firstName: "Forged" }) { id } }' }),
      });
      expect(res.status).toBe(400);
    }
    const viaGet = await client.request(`/graphql?query=${encodeURIComponent('mutation { signOut }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(viaGet.status).toBe(405);
    expect((await client.ok('{ me { firstName } }')).me.firstName).toBe('Ada');
  });
});

describe('the brute-force limit', () => {
  it('locks one email at one IP after 10 failures in a row, says when to retry, and leaves other IPs alone', async () => {
    const { email, input } = await t.client().signUp();
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) {
      const res = await clientAt(ip).signIn(email, `wrong password ${i}`);
      expect(res.errors?.[0].message).toBe(messages.invalidCredentials);
    }
    const locked = await clientAt(ip).signIn(email, input.password as string);
    expect(locked.errors?.[0]).toMatchObject({
      message: messages.tooManyRequests,
      extensions: { code: 'RATE_LIMITED' },
    });
    const retry = locked.errors?.[0].extensions?.retryAfterSeconds as number;
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);

    // The account still works from elsewhere, and another account still works from this IP.
    const elsewhere = clientAt(freshIp());
    expect((await elsewhere.signIn(email, input.password as string)).errors).toBeUndefined();
    const other = await t.client().signUp();
    expect((await clientAt(ip).signIn(other.email, other.input.password as string)).errors).toBeUndefined();
  });

  it('holds against 300 guesses at once: at most 10 passwords are checked, and the right one is then refused', async () => {
    const { email, input } = await t.client().signUp();
    const ip = freshIp();
    // Counted at the real argon2 (not replaced): how many hashes the guesses got checked against.
    const argon2 = (await import('argon2')).default;
    const verify = jest.spyOn(argon2, 'verify');
    try {
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) => clientAt(ip).signIn(email, `wrong password ${i}`)),
      );
      const codes = answers.map((a) => a.errors?.[0].extensions?.code);
      expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
      expect(codes.filter((c) => c === 'UNAUTHENTICATED').length).toBeLessThanOrEqual(10);
      expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(290);
    } finally {
      verify.mockRestore();
    }
    const locked = await clientAt(ip).signIn(email, input.password as string);
    expect(locked.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('cannot be dodged by forging X-Forwarded-For: only the address our one trusted proxy saw counts', async () => {
    const { email, input } = await t.client().signUp();
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) {
      // Each try claims a different client address in front of the one the proxy appended.
      await clientAt(`${freshIp()}, ${ip}`).signIn(email, `wrong password ${i}`);
    }
    const locked = await clientAt(`${freshIp()}, ${ip}`).signIn(email, input.password as string);
    expect(locked.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('counts consecutive failures only: a success starts the count again', async () => {
    const { email, input } = await t.client().signUp();
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) await clientAt(ip).signIn(email, `wrong password ${i}`);
      expect((await clientAt(ip).signIn(email, input.password as string)).errors).toBeUndefined();
    }
  });

  it('guards the password asked for by deleteAccount with the same limit', async () => {
    const ip = freshIp();
    const client = clientAt(ip);
    await client.signUp();
    for (let i = 0; i < 10; i++) {
      expect((await client.gql(DELETE_ACCOUNT, { password: `wrong password ${i}` })).errors?.[0].message).toBe(
        'That password is not correct.',
      );
    }
    const locked = await client.gql(DELETE_ACCOUNT, { password: client.member!.password });
    expect(locked.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect((await client.ok('{ me { id } }')).me.id).toBe(client.member!.id);
  });
});

describe('the per-IP sign-in limit (SIGNIN_LIMIT_PER_IP)', () => {
  it('counts every valid attempt from one IP, whatever the email, then RATE_LIMITED without hashing', async () => {
    const limited = await startTestApp({ TRUST_PROXY: 'true', SIGNIN_LIMIT_PER_IP: '5' });
    try {
      const ip = '192.0.2.21';
      for (let i = 0; i < 5; i++) {
        const res = await clientAt(ip, limited).signIn(`nobody${i}@example.com`, 'some password');
        expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      }
      const res = await clientAt(ip, limited).signIn('nobody-else@example.com', 'some password');
      expect(res.errors?.[0]).toMatchObject({
        message: messages.tooManyRequests,
        extensions: { code: 'RATE_LIMITED' },
      });
      expect(
        (await clientAt('192.0.2.22', limited).signIn('x@example.com', 'some password')).errors?.[0].extensions?.code,
      ).toBe('UNAUTHENTICATED');
    } finally {
      await limited.close();
    }
  });

  it('defaults to 100 per 10 minutes in production and 10000 elsewhere', () => {
    expect(loadConfig({}).signInLimit).toEqual({ perIp: 10_000, windowMinutes: 10 });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        PAYSTACK_SECRET_KEY: 'sk',
        PAYSTACK_PUBLIC_KEY: 'pk',
        MONGODB_URI: 'mongodb://db',
        NOTES_ENCRYPTION_KEY: 'bm90ZXMta2V5LWZvci1wcm9kdWN0aW9uLXRlc3RzISE=',
      }).signInLimit,
    ).toEqual({ perIp: 100, windowMinutes: 10 });
  });
});

describe('the sign-up limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ TRUST_PROXY: 'true', SIGNUP_LIMIT_PER_IP: '3', SIGNUP_LIMIT_WINDOW_MINUTES: '10' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('allows the configured number of sign-ups per IP, then RATE_LIMITED with retryAfterSeconds; other IPs unaffected', async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < 3; i++) await clientAt(ip, limited).signUp();
    const res = await clientAt(ip, limited).gql(SIGN_UP, { input: newMemberInput() });
    expect(res.errors?.[0]).toMatchObject({ message: messages.tooManyRequests, extensions: { code: 'RATE_LIMITED' } });
    expect(res.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(9 * 60);
    expect(res.errors?.[0].extensions?.retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
    expect((await clientAt('192.0.2.8', limited).gql(SIGN_UP, { input: newMemberInput() })).errors).toBeUndefined();
  });

  it('counts only valid sign-ups: forms sent back for a mistake use up nothing', async () => {
    const ip = '192.0.2.9';
    for (let i = 0; i < 5; i++) {
      const res = await clientAt(ip, limited).gql(SIGN_UP, { input: { ...newMemberInput(), email: 'not-an-email' } });
      expect(res.errors?.[0]).toMatchObject({ message: messages.invalidEmail, extensions: { code: 'BAD_USER_INPUT' } });
    }
    for (let i = 0; i < 3; i++) await clientAt(ip, limited).signUp();
    const res = await clientAt(ip, limited).gql(SIGN_UP, { input: newMemberInput() });
    expect(res.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('the cookie in production', () => {
  it('is Secure (behind a TLS-terminating proxy) as well as HttpOnly and SameSite=Lax', async () => {
    const mongo = await startEmbeddedMongo({ port: 0, logger: { warn: () => undefined } });
    const prod = await startTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-characters!',
      PAYSTACK_SECRET_KEY: 'sk_test_production_test',
      PAYSTACK_PUBLIC_KEY: 'pk_test_production_test',
      NOTES_ENCRYPTION_KEY: 'bm90ZXMta2V5LWZvci1wcm9kdWN0aW9uLXRlc3RzISE=',
      MONGODB_URI: mongo.uri,
      TRUST_PROXY: 'true',
    });
    try {
      const client = new GraphQLClient(prod.url, { 'x-forwarded-proto': 'https' });
      const res = await client.gql(SIGN_UP, { input: newMemberInput() });
      expect(res.errors).toBeUndefined();
      const cookie = sessionCookie(res)!;
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    } finally {
      await prod.close();
      await mongo.stop();
    }
  });
});

describe('updateProfile', () => {
  it("changes the member's own fields and keeps those left out", async () => {
    const client = t.client();
    const { email } = await client.signUp();
    const data = await client.ok(UPDATE_PROFILE, {
      input: { firstName: ' Augusta ', age: 37, phoneNumber: '0123', pastHealthIssues: null },
    });
    expect(data.updateProfile).toMatchObject({
      email,
      firstName: 'Augusta',
      lastName: 'Lovelace',
      age: 37,
      phoneNumber: '0123',
      pastHealthIssues: 'None',
    });
    expect((await client.ok(ME)).me).toMatchObject({ firstName: 'Augusta', age: 37, disabilities: 'None' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['firstName', { firstName: '' }, 'First name is required.'],
    ['lastName', { lastName: ' ' }, 'Last name is required.'],
    ['age', { age: 0 }, 'Age must be a whole number of at least 1.'],
    ['disabilities', { disabilities: '' }, 'Disabilities is required.'],
    ['phoneNumber', { phoneNumber: '+234 80' }, 'Phone number must contain digits only.'],
  ])('refuses a bad %s (%j) with sign-up’s message %j and changes nothing', async (field, input, message) => {
    const client = t.client();
    await client.signUp();
    // A valid change rides along: it must not be applied either.
    const res = await client.gql(UPDATE_PROFILE, { input: { lastName: 'Changed', ...input } });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect((await client.ok(ME)).me.lastName).toBe('Lovelace');
  });

  it('cannot set the email, role, password hash or anything outside the input (no mass assignment)', async () => {
    const client = t.client();
    const { email } = await client.signUp();
    for (const extra of [
      { email: 'taken@example.com' },
      { role: 'ADMIN' },
      { passwordHash: 'x' },
      { disabled: false },
      { googleId: 'g' },
    ]) {
      const res = await client.gql(UPDATE_PROFILE, { input: { firstName: 'Eve', ...extra } });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const stored = await db().collection('users').findOne({ email });
    expect(stored).toMatchObject({ email, role: 'user', firstName: 'Ada' });
    expect(stored?.googleId).toBeUndefined();
  });

  it('needs a signed-in member', async () => {
    const res = await t.client().gql(UPDATE_PROFILE, { input: { firstName: 'Visitor' } });
    expect(res.errors?.[0]).toMatchObject({
      message: messages.signInRequired,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

function setPath(record: Record<string, unknown>, dotted: string, value: unknown) {
  const path = dotted.split('.');
  let cursor = record;
  for (const key of path.slice(0, -1)) cursor = (cursor[key] ??= {}) as Record<string, unknown>;
  cursor[path.at(-1)!] = value;
}

/** Puts one record of the member in every registered member-data collection (besides users and sessions the app wrote). */
async function seedEveryMemberCollection(userId: string, marker: string) {
  const { ObjectId } = await import('mongodb');
  for (const entry of memberDataCollections) {
    if (entry.collection === 'users') continue;
    const id = entry.idType === 'objectId' ? new ObjectId(userId) : userId;
    const record: Record<string, unknown> = {
      // One collection may be registered under two fields (session_notes: its author and its member).
      _id: `probe-${marker}-${entry.collection}-${entry.userField}`,
      probe: marker,
      expires: new Date(Date.now() + 3_600_000),
    };
    setPath(record, entry.userField, id);
    // Unique indexes of the collection (e.g. a booking reference) get values of their own.
    const indexes = await db()
      .collection(entry.collection)
      .indexes()
      .catch(() => []);
    for (const index of indexes) {
      if (!index.unique) continue;
      for (const field of Object.keys(index.key)) {
        if (field !== entry.userField && field !== '_id')
          setPath(record, field, `probe-${marker}-${field}-${randomUUID()}`);
      }
    }
    await db()
      .collection(entry.collection)
      .insertOne(record as never);
  }
}

describe('GET /account/export', () => {
  it('downloads every record of the member as JSON, without secrets, and nothing of anyone else', async () => {
    const a = t.client();
    const { id, email } = await a.signUp({ firstName: 'Alice' });
    const b = t.client();
    const bMember = await b.signUp({ firstName: 'Bob' });
    await seedEveryMemberCollection(id, 'alice-marker');
    await seedEveryMemberCollection(bMember.id, 'bob-marker');

    const res = await a.request('/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mindcheck-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body).toMatchObject({ format: 'mindcheck-member-export/1', userId: id });
    expect(body.collections.users).toEqual([
      expect.objectContaining({ _id: id, email, firstName: 'Alice', phoneNumber: '08012345678' }),
    ]);
    for (const entry of memberDataCollections) {
      if (entry.collection === 'users' || entry.omitOnExport?.includes('*')) continue;
      expect(body.collections[entry.collection]).toContainEqual(expect.objectContaining({ probe: 'alice-marker' }));
    }
    // The mail sent to Alice (her verification link from sign-up), without its body: it held a one-time link.
    expect(body.collections.mail_messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ to: email, template: 'emailVerification' })]),
    );
    for (const entry of memberDataCollections)
      for (const record of body.collections[entry.collection] ?? [])
        expect(record).not.toHaveProperty('probe', 'bob-marker');
    expect(text).not.toMatch(/verify-email\?token=/);
    expect(text).not.toMatch(/passwordHash|argon2|googleId/);
    expect(body.collections.sessions).toBeUndefined();
    expect(text).not.toContain(bMember.id);
    expect(text).not.toContain(bMember.email);
    expect(text).not.toContain('bob-marker');
    expect(text).not.toContain(a.cookies.get('mc.sid')!.slice(2, 20));
  });

  it('answers a visitor with 401 and no data', async () => {
    const res = await t.client().request('/account/export');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: messages.signInRequired });
    expect(res.headers.get('content-disposition')).toBeNull();
  });
});

describe('deleteAccount', () => {
  it('asks a password account for its password, and refuses a wrong one', async () => {
    const client = t.client();
    await client.signUp();
    expect((await client.gql(DELETE_ACCOUNT)).errors?.[0]).toMatchObject({
      message: 'Please enter your password to delete your account.',
      extensions: { code: 'BAD_USER_INPUT', field: 'password' },
    });
    expect((await client.gql(DELETE_ACCOUNT, { password: 'not the password' })).errors?.[0]).toMatchObject({
      message: 'That password is not correct.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await client.ok('{ me { id } }')).me.id).toBe(client.member!.id);
  });

  it('needs a signed-in member', async () => {
    expect((await t.client().gql(DELETE_ACCOUNT, { password: 'whatever1' })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('erases the member, every session and every record of theirs in every collection, and nothing of anyone else', async () => {
    const a = t.client();
    const { id, email, input } = await a.signUp({ firstName: 'Erin' });
    const aPhone = t.client();
    await aPhone.signIn(email, input.password as string);
    const b = t.client();
    const bMember = await b.signUp();
    await seedEveryMemberCollection(id, 'erin-marker');
    await seedEveryMemberCollection(bMember.id, 'keep-marker');

    const res = await a.gql(DELETE_ACCOUNT, { password: input.password });
    expect(res.data).toEqual({ deleteAccount: true });
    expect(sessionCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970/);

    // Scan every collection of the database for anything of hers.
    const { EJSON } = await import('bson');
    const collections = await db().listCollections().toArray();
    for (const { name } of collections) {
      const all = EJSON.stringify(await db().collection(name).find({}).toArray());
      expect({ name, hasId: all.includes(id) }).toEqual({ name, hasId: false });
      expect({ name, hasEmail: all.includes(email) }).toEqual({ name, hasEmail: false });
      // The audit log keeps what she did as an operator, under a pseudonym (#33): neither id nor address.
      const kept = memberDataCollections.some((e) => e.collection === name && e.onErase === 'pseudonymise');
      if (!kept) expect({ name, hasMarker: all.includes('erin-marker') }).toEqual({ name, hasMarker: false });
    }
    // Everything of the other member is still there.
    for (const entry of memberDataCollections) {
      if (entry.collection === 'users') continue;
      const probe = { _id: `probe-keep-marker-${entry.collection}-${entry.userField}` };
      expect(
        await db()
          .collection(entry.collection)
          .countDocuments(probe as never),
      ).toBe(1);
    }
    expect((await b.ok('{ me { id } }')).me.id).toBe(bMember.id);

    // Signed out on every device, and the account is gone.
    expect((await aPhone.ok('{ me { id } }')).me).toBeNull();
    expect((await t.client().signIn(email, input.password as string)).errors?.[0].message).toBe(
      messages.invalidCredentials,
    );
    // The email is free again.
    expect((await t.client().gql(SIGN_UP, { input: newMemberInput({ email }) })).errors).toBeUndefined();
  });

  it('erases a Google-only account without a password', async () => {
    // A member without a password hash (as Google sign-in creates them), signed in through a session.
    const client = t.client();
    const { id, email } = await client.signUp();
    await db()
      .collection('users')
      .updateOne({ email }, { $unset: { passwordHash: '' }, $set: { googleId: `g-${id}` } });
    expect((await client.gql(DELETE_ACCOUNT)).data).toEqual({ deleteAccount: true });
    expect(await db().collection('users').countDocuments({ email })).toBe(0);
  });
});

describe('privacy of the logs', () => {
  it('holds no password, hash or session cookie', async () => {
    const client = t.client();
    const { input } = await client.signUp();
    await client.signIn(input.email as string, input.password as string);
    await client.gql(SIGN_IN, { email: input.email, password: 'wrong password here' });
    const logs = t.logs.join('');
    expect(logs).not.toContain(input.password as string);
    expect(logs).not.toContain('wrong password here');
    expect(logs).not.toContain('$argon2id$');
    expect(logs).not.toContain(client.cookies.get('mc.sid')!.slice(2, 26));
  });
});
