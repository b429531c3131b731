// Accounts for real life, end to end against a local SMTP server that the app's real nodemailer
// transport talks to: every link is read out of the real message. Password reset (single use,
// expiry on a clock the test moves, older links void, every session ended, the same answer and
// about the same time for an unknown address, limits per address and per IP), email verification,
// change of password and of email, the session list and revoke, ADMIN_EMAILS, and the mail
// module itself (text + HTML, retries with backoff, nothing lost on a restart, /dev/mail).
import { GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { startProductionTestApp } from './support/production.js';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from './fakes/smtp.js';
import { startEmbeddedMongo } from '@mindcheck/embedded-mongo';
import { messages } from '../src/messages.js';
import { MAIL_RETRY_JOB, RETRY_DELAYS_MS } from '../src/mail/mail.service.js';
import { SESSION_ENDED_CLOSE } from '../src/graphql/websocket.js';
import { chatReplyTopic } from '../src/modules/chat/chat.events.js';
import { waitForSubscribers, WsTestClient } from './support/ws-client.js';
import { CHAT_REPLY } from './support/chat.js';
import { ipSequence } from './support/fresh-ip.js';

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const REQUEST_RESET = 'mutation R($email: String!) { requestPasswordReset(email: $email) }';
const RESET =
  'mutation R($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) }';
const CHANGE_PASSWORD =
  'mutation C($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }';
const REQUEST_VERIFICATION = 'mutation { requestEmailVerification }';
const VERIFY = 'mutation V($token: String!) { verifyEmail(token: $token) }';
const REQUEST_EMAIL_CHANGE =
  'mutation E($newEmail: String!, $password: String) { requestEmailChange(newEmail: $newEmail, password: $password) }';
const MY_SESSIONS = '{ mySessions { id createdAt lastSeenAt userAgent current } }';
const REVOKE = 'mutation R($id: ID!) { revokeSession(id: $id) }';
const SIGN_OUT_OTHERS = 'mutation { signOutOtherSessions }';
const ME = '{ me { id email emailVerified role } }';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

const freshIp = ipSequence();

/** The token of the first link to `path` in a message's text (and the same link in its HTML part). */
function tokenIn(mail: ReceivedMail, path: '/reset-password' | '/verify-email'): string {
  const match = new RegExp(`http://localhost:4000${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.body);
  if (!match) throw new Error(`no ${path} link in: ${mail.body}`);
  expect(mail.html?.replace(/&#x3D;/g, '=')).toContain(match[0]);
  return match[1];
}

const subjectIs = (subject: string) => (mail: ReceivedMail) => mail.headers.get('subject')?.[0] === subject;
const RESET_SUBJECT = 'Reset your MindCheck password';
const VERIFY_SUBJECT = 'Confirm your email address for MindCheck';
const CHANGED_SUBJECT = 'Your MindCheck password was changed';

describe('with SMTP', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  // The app's clock: real time plus what a test has moved it forward.
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await startTestApp(
      {
        ...smtp.env,
        TRUST_PROXY: 'true',
        ACCOUNT_MAIL_LIMIT_PER_IP: '12',
        JOBS_POLL_MS: '100',
        ADMIN_EMAILS: 'Ops.Lead@Example.com, second.op@example.com',
      },
      { now },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.reset();
    offsetMs = 0;
  });

  /** A browser at an address of its own (the app trusts X-Forwarded-For here). */
  const browser = (headers: Record<string, string> = {}) =>
    new GraphQLClient(t.url, { 'x-forwarded-for': freshIp(), ...headers });

  async function member(overrides: Record<string, unknown> = {}) {
    const client = browser();
    const signedUp = await client.signUp(overrides);
    return { client, ...signedUp, password: signedUp.input.password as string };
  }

  async function resetLink(email: string): Promise<string> {
    const before = smtp.mailTo(email).filter(subjectIs(RESET_SUBJECT)).length;
    expect(await browser().ok(REQUEST_RESET, { email })).toEqual({ requestPasswordReset: true });
    const mail = await smtp.waitForMail(
      email,
      (m) => subjectIs(RESET_SUBJECT)(m) && smtp.mailTo(email).filter(subjectIs(RESET_SUBJECT)).indexOf(m) >= before,
    );
    return tokenIn(mail, '/reset-password');
  }

  describe('password reset', () => {
    it('mails a single-use link that sets the password, ends every session and signs nobody in', async () => {
      const a = await member();
      const phone = browser();
      expect((await phone.signIn(a.email, PASSWORD)).errors).toBeUndefined();

      const token = await resetLink(a.email);
      const mail = smtp.mailTo(a.email).find(subjectIs(RESET_SUBJECT))!;
      expect(mail.body).toContain('Hello Ada,');
      expect(mail.body).toContain('30 minutes');
      expect(mail.html).toContain('Choose a new password');

      // Only the hash is stored; the delivered message's body is not kept either.
      const db = t.app.database.connection.db!;
      const stored = JSON.stringify(await db.collection('one_time_tokens').find({}).toArray());
      expect(stored).not.toContain(token);
      await t.app.services.mail.idle();
      const records = JSON.stringify(await db.collection('mail_messages').find({ to: a.email }).toArray());
      expect(records).not.toContain(token);

      // The sign-up rules and messages; a refused password does not use the link up.
      const short = await browser().gql(RESET, { token, newPassword: 'short' });
      expect(short.errors?.[0]).toMatchObject({
        message: messages.passwordTooShort,
        extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' },
      });

      const resetter = browser();
      expect(await resetter.ok(RESET, { token, newPassword: NEW_PASSWORD })).toEqual({ resetPassword: true });
      // Not signed in by the reset; both earlier sessions ended.
      expect((await resetter.ok(ME)).me).toBeNull();
      expect((await a.client.ok(ME)).me).toBeNull();
      expect((await phone.ok(ME)).me).toBeNull();

      const again = await browser().gql(RESET, { token, newPassword: 'yet another passphrase' });
      expect(again.errors?.[0]).toMatchObject({
        message: messages.resetLinkInvalid,
        extensions: { code: 'BAD_USER_INPUT', field: 'token' },
      });

      expect((await browser().signIn(a.email, PASSWORD)).errors?.[0].message).toBe(messages.invalidCredentials);
      const signedIn = browser();
      expect((await signedIn.signIn(a.email, NEW_PASSWORD)).errors).toBeUndefined();
      // The link proved the address.
      expect((await signedIn.ok(ME)).me).toMatchObject({ email: a.email, emailVerified: true });

      const notice = await smtp.waitForMail(a.email, subjectIs(CHANGED_SUBJECT));
      expect(notice.body).toContain("If this wasn't you");
      expect(notice.body).toContain('http://localhost:4000/forgot-password');
      // No token reaches a log line.
      expect(t.logs.join('')).not.toContain(token);
    });

    it('voids the older link when a new one is asked for', async () => {
      const a = await member();
      const first = await resetLink(a.email);
      const second = await resetLink(a.email);
      expect(second).not.toBe(first);
      expect((await browser().gql(RESET, { token: first, newPassword: NEW_PASSWORD })).errors?.[0].message).toBe(
        messages.resetLinkInvalid,
      );
      expect(await browser().ok(RESET, { token: second, newPassword: NEW_PASSWORD })).toEqual({ resetPassword: true });
    });

    it('refuses a link after 30 minutes', async () => {
      const a = await member();
      const token = await resetLink(a.email);
      offsetMs = 30 * 60_000 + 1000;
      const late = await browser().gql(RESET, { token, newPassword: NEW_PASSWORD });
      expect(late.errors?.[0]).toMatchObject({ message: messages.resetLinkInvalid, extensions: { field: 'token' } });
      expect((await browser().signIn(a.email, PASSWORD)).errors).toBeUndefined();
    });

    it('works within the 30 minutes', async () => {
      const a = await member();
      const token = await resetLink(a.email);
      offsetMs = 29 * 60_000;
      expect(await browser().ok(RESET, { token, newPassword: NEW_PASSWORD })).toEqual({ resetPassword: true });
    });

    it('lets exactly one of 200 simultaneous uses of a link through, and 5 of 200 simultaneous requests', async () => {
      const a = await member();
      const token = await resetLink(a.email);
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          browser().gql(RESET, { token, newPassword: `simultaneous passphrase ${i}` }),
        ),
      );
      const winners = results.filter((res) => res.data?.resetPassword === true);
      expect(winners).toHaveLength(1);
      expect(results.filter((res) => res.errors?.[0]?.message === messages.resetLinkInvalid)).toHaveLength(199);
      const winning = `simultaneous passphrase ${results.indexOf(winners[0])}`;
      expect((await browser().signIn(a.email, winning)).errors).toBeUndefined();

      // The per-address allowance holds under a burst too (each request from its own IP).
      const email = `burst.${Date.now()}@example.com`;
      const burst = await Promise.all(Array.from({ length: 200 }, () => browser().gql(REQUEST_RESET, { email })));
      expect(burst.filter((res) => !res.errors)).toHaveLength(5);
      expect(burst.filter((res) => res.errors?.[0]?.extensions?.code === 'RATE_LIMITED')).toHaveLength(195);
    });

    it("limits guesses at the notice's cancel link per IP, 200 at once (#33)", async () => {
      // Someone trying tokens for "This wasn't me — cancel": 12 guesses in the window
      // (ACCOUNT_MAIL_LIMIT_PER_IP), every further one refused before any token is looked up.
      const ip = '198.18.0.91';
      const sameIp = () => new GraphQLClient(t.url, { 'x-forwarded-for': ip });
      const guesses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          sameIp().gql('mutation C($token: String!) { cancelEmailChange(token: $token) }', {
            token: `${String(i).padStart(3, '0')}${'A'.repeat(40)}`,
          }),
        ),
      );
      const codes = guesses.map((res) => res.errors?.[0]?.extensions?.code);
      expect(codes.filter((code) => code === 'BAD_USER_INPUT')).toHaveLength(12);
      expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(188);
      expect(
        guesses.filter((res) => res.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT')[0].errors?.[0].message,
      ).toBe(messages.verificationLinkInvalid);
      // Another IP still gets its honest answer.
      const other = await browser().gql('mutation C($token: String!) { cancelEmailChange(token: $token) }', {
        token: 'B'.repeat(43),
      });
      expect(other.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('refuses made-up, malformed and huge tokens the same way', async () => {
      for (const token of ['', 'x'.repeat(43), 'not a token', 'A'.repeat(100_000)]) {
        const res = await browser().gql(RESET, { token, newPassword: NEW_PASSWORD });
        expect(res.errors?.[0]).toMatchObject({
          message: messages.resetLinkInvalid,
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
    });

    it('answers an unknown address exactly as a known one, in about the same time, and mails nobody', async () => {
      // Two of each, so that no address reaches its limit of 5 an hour.
      const known = [(await member()).email, (await member()).email];
      const unknowns = [`nobody.${Date.now()}@example.com`, `nobody2.${Date.now()}@example.com`];
      // Warm up both paths once.
      await browser().ok(REQUEST_RESET, { email: known[0] });
      await browser().ok(REQUEST_RESET, { email: unknowns[0] });
      const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
      const answers = new Set<string>();
      for (let i = 0; i < 8; i++) {
        for (const [kind, email] of [
          ['known', known[i % 2]],
          ['unknown', unknowns[i % 2]],
        ] as const) {
          const started = performance.now();
          const res = await browser().gql(REQUEST_RESET, { email });
          timings[kind].push(performance.now() - started);
          answers.add(JSON.stringify({ data: res.data, errors: res.errors, status: res.status }));
        }
      }
      expect([...answers]).toEqual([JSON.stringify({ data: { requestPasswordReset: true }, status: 200 })]);
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
      const [knownMs, unknownMs] = [median(timings.known), median(timings.unknown)];
      // The account-dependent work runs after the answer: the two medians are within a few ms.
      expect({
        knownMs,
        unknownMs,
        close: Math.abs(knownMs - unknownMs) < Math.max(40, 0.5 * Math.max(knownMs, unknownMs)),
      }).toMatchObject({ close: true });

      await t.app.services.credentials.idle();
      await t.app.services.mail.idle();
      for (const email of unknowns) expect(smtp.mailTo(email)).toEqual([]);
      expect(smtp.mailTo(known[1]).filter(subjectIs(RESET_SUBJECT))).toHaveLength(4);
    });

    it('limits requests per address (known or not) and per IP', async () => {
      const a = await member();
      const unknown = `limit.${Date.now()}@example.com`;
      for (const email of [a.email, unknown]) {
        for (let i = 0; i < 5; i++) expect((await browser().gql(REQUEST_RESET, { email })).errors).toBeUndefined();
        const limited = await browser().gql(REQUEST_RESET, { email });
        expect(limited.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
        expect(limited.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);
      }

      // One IP, many addresses: 12 allowed in the window (ACCOUNT_MAIL_LIMIT_PER_IP), then refused.
      const ip = '198.18.0.77';
      const sameIp = () => new GraphQLClient(t.url, { 'x-forwarded-for': ip });
      for (let i = 0; i < 12; i++)
        expect(
          (await sameIp().gql(REQUEST_RESET, { email: `ip${i}.${Date.now()}@example.com` })).errors,
        ).toBeUndefined();
      expect((await sameIp().gql(REQUEST_RESET, { email: `ipx.${Date.now()}@example.com` })).errors?.[0]).toMatchObject(
        {
          extensions: { code: 'RATE_LIMITED' },
        },
      );
      // Another IP is unaffected; a malformed address is refused before counting.
      expect((await browser().gql(REQUEST_RESET, { email: `other.${Date.now()}@example.com` })).errors).toBeUndefined();
      expect((await browser().gql(REQUEST_RESET, { email: 'not an email' })).errors?.[0]).toMatchObject({
        message: messages.invalidEmail,
        extensions: { code: 'BAD_USER_INPUT', field: 'email' },
      });
    });

    it('tells a Google-only account to use Continue with Google, with no link to reset anything', async () => {
      const email = `google.only.${Date.now()}@example.com`;
      await t.app.database.connection.db!.collection('users').insertOne({
        email,
        googleId: `g-${Date.now()}`,
        firstName: 'Gabriel',
        role: 'user',
        emailVerified: true,
        disabled: false,
        createdAt: new Date(),
      });
      await browser().ok(REQUEST_RESET, { email });
      const mail = await smtp.waitForMail(email);
      expect(mail.headers.get('subject')).toEqual(['Signing in to MindCheck']);
      expect(mail.body).toContain('Continue with Google');
      expect(mail.body).not.toContain('/reset-password');
      expect(await t.app.database.connection.db!.collection('one_time_tokens').countDocuments({ email })).toBe(0);
    });
  });

  describe('email verification', () => {
    it('mails a link at sign-up; following it verifies the email once', async () => {
      const a = await member();
      expect((await a.client.ok(ME)).me.emailVerified).toBe(false);
      const mail = await smtp.waitForMail(a.email, subjectIs(VERIFY_SUBJECT));
      const token = tokenIn(mail, '/verify-email');

      // The link works in any browser, signed in or not.
      expect(await browser().ok(VERIFY, { token })).toEqual({ verifyEmail: true });
      expect((await a.client.ok(ME)).me.emailVerified).toBe(true);
      expect((await browser().gql(VERIFY, { token })).errors?.[0]).toMatchObject({
        message: messages.verificationLinkInvalid,
        extensions: { code: 'BAD_USER_INPUT', field: 'token' },
      });

      // Verified: asking again sends nothing.
      const count = smtp.mailTo(a.email).length;
      expect(await a.client.ok(REQUEST_VERIFICATION)).toEqual({ requestEmailVerification: true });
      await t.app.services.mail.idle();
      expect(smtp.mailTo(a.email)).toHaveLength(count);
    });

    it('sends a new link on request (the older stops working), at most 5 an hour', async () => {
      const a = await member();
      const first = tokenIn(await smtp.waitForMail(a.email, subjectIs(VERIFY_SUBJECT)), '/verify-email');
      expect(await a.client.ok(REQUEST_VERIFICATION)).toEqual({ requestEmailVerification: true });
      const second = tokenIn(
        await smtp.waitForMail(a.email, (m) => subjectIs(VERIFY_SUBJECT)(m) && !m.body.includes(first)),
        '/verify-email',
      );
      expect((await browser().gql(VERIFY, { token: first })).errors?.[0].message).toBe(
        messages.verificationLinkInvalid,
      );
      for (let i = 0; i < 4; i++) expect((await a.client.gql(REQUEST_VERIFICATION)).errors).toBeUndefined();
      expect((await a.client.gql(REQUEST_VERIFICATION)).errors?.[0]).toMatchObject({
        extensions: { code: 'RATE_LIMITED' },
      });
      expect((await browser().gql(REQUEST_VERIFICATION)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      void second;
    });
  });

  describe('change of password', () => {
    it('needs the current password, applies the sign-up rules, ends the other sessions and mails a notice', async () => {
      const a = await member();
      const laptop = browser();
      expect((await laptop.signIn(a.email, PASSWORD)).errors).toBeUndefined();

      const wrong = await a.client.gql(CHANGE_PASSWORD, {
        currentPassword: 'not it at all',
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.errors?.[0]).toMatchObject({
        message: messages.wrongPassword,
        extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
      });
      const short = await a.client.gql(CHANGE_PASSWORD, { currentPassword: PASSWORD, newPassword: 'tiny' });
      expect(short.errors?.[0]).toMatchObject({
        message: messages.passwordTooShort,
        extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' },
      });
      expect(
        (await a.client.gql(CHANGE_PASSWORD, { currentPassword: '', newPassword: NEW_PASSWORD })).errors?.[0],
      ).toMatchObject({
        message: messages.currentPasswordRequired,
        extensions: { field: 'currentPassword' },
      });

      expect(await a.client.ok(CHANGE_PASSWORD, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).toEqual({
        changePassword: true,
      });
      expect((await a.client.ok(ME)).me.id).toBe(a.id);
      expect((await laptop.ok(ME)).me).toBeNull();
      expect((await browser().signIn(a.email, PASSWORD)).errors?.[0].message).toBe(messages.invalidCredentials);
      expect((await browser().signIn(a.email, NEW_PASSWORD)).errors).toBeUndefined();
      const notice = await smtp.waitForMail(a.email, subjectIs(CHANGED_SUBJECT));
      expect(notice.body).toContain('changed from your profile');
      expect(notice.body).toContain("If this wasn't you");
    });

    it('is refused for visitors', async () => {
      expect(
        (await browser().gql(CHANGE_PASSWORD, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).errors?.[0]
          .extensions?.code,
      ).toBe('UNAUTHENTICATED');
    });
  });

  describe('change of email', () => {
    it('mails a link to the new address and a notice to the old; the address changes when the link is followed', async () => {
      // An address that already has an account answers as any other (account-takeover.test.ts).
      const a = await member();
      const newEmail = `moved.${Date.now()}@example.com`;

      expect((await a.client.gql(REQUEST_EMAIL_CHANGE, { newEmail, password: null })).errors?.[0]).toMatchObject({
        message: messages.passwordRequiredToChangeEmail,
        extensions: { code: 'BAD_USER_INPUT', field: 'password' },
      });
      expect(
        (await a.client.gql(REQUEST_EMAIL_CHANGE, { newEmail, password: 'wrong wrong' })).errors?.[0],
      ).toMatchObject({
        message: messages.wrongPassword,
        extensions: { field: 'password' },
      });
      expect(
        (await a.client.gql(REQUEST_EMAIL_CHANGE, { newEmail: 'nope', password: PASSWORD })).errors?.[0],
      ).toMatchObject({
        message: messages.invalidEmail,
        extensions: { field: 'newEmail' },
      });
      expect(
        (await a.client.gql(REQUEST_EMAIL_CHANGE, { newEmail: a.email, password: PASSWORD })).errors?.[0],
      ).toMatchObject({
        message: messages.sameEmail,
      });

      expect(await a.client.ok(REQUEST_EMAIL_CHANGE, { newEmail: newEmail.toUpperCase(), password: PASSWORD })).toEqual(
        {
          requestEmailChange: true,
        },
      );
      const link = await smtp.waitForMail(newEmail, subjectIs('Confirm your new email address for MindCheck'));
      const notice = await smtp.waitForMail(
        a.email,
        subjectIs('A change of email address was asked for your MindCheck account'),
      );
      expect(notice.body).toContain(newEmail);
      expect(notice.body).not.toContain('/verify-email');
      // Nothing changes until the link is followed.
      expect((await a.client.ok(ME)).me.email).toBe(a.email);

      expect(await browser().ok(VERIFY, { token: tokenIn(link, '/verify-email') })).toEqual({ verifyEmail: true });
      expect((await a.client.ok(ME)).me).toMatchObject({ email: newEmail, emailVerified: true });
      expect((await browser().signIn(newEmail, PASSWORD)).errors).toBeUndefined();
      expect((await browser().signIn(a.email, PASSWORD)).errors?.[0].message).toBe(messages.invalidCredentials);
    });

    it('refuses the link when the address was taken in the meantime', async () => {
      const a = await member();
      const newEmail = `contested.${Date.now()}@example.com`;
      await a.client.ok(REQUEST_EMAIL_CHANGE, { newEmail, password: PASSWORD });
      const token = tokenIn(await smtp.waitForMail(newEmail), '/verify-email');
      await browser().signUp({ email: newEmail });
      expect((await browser().gql(VERIFY, { token })).errors?.[0]).toMatchObject({
        message: messages.emailInUse,
        extensions: { code: 'CONFLICT' },
      });
      expect((await a.client.ok(ME)).me.email).toBe(a.email);
    });
  });

  describe('sessions', () => {
    it('lists the member’s sessions (this device marked), ends one, then all the others', async () => {
      const ua = (name: string) => ({ 'user-agent': `Mozilla/5.0 (${name}) TestBrowser/1.0` });
      const a = await member();
      const desk = browser(ua('Desk'));
      const phone = browser(ua('Phone'));
      const tablet = browser(ua('Tablet'));
      for (const c of [desk, phone, tablet]) expect((await c.signIn(a.email, PASSWORD)).errors).toBeUndefined();
      const other = await member();

      const { mySessions } = await desk.ok(MY_SESSIONS);
      expect(mySessions).toHaveLength(4);
      expect(mySessions.filter((s: { current: boolean }) => s.current)).toEqual([
        expect.objectContaining({ userAgent: 'Mozilla/5.0 (Desk) TestBrowser/1.0' }),
      ]);
      const createdAts = mySessions.map((s: { createdAt: string }) => Date.parse(s.createdAt));
      expect(createdAts).toEqual([...createdAts].sort((x, y) => y - x));
      for (const s of mySessions) expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
      // The ids are public handles, never the session id the cookie carries.
      const cookieIds = [desk, phone, tablet].map(
        (c) => decodeURIComponent(c.cookies.get('mc.sid')!).slice(2).split('.')[0],
      );
      for (const s of mySessions) expect(cookieIds).not.toContain(s.id);

      const phoneSession = mySessions.find((s: { userAgent: string }) => s.userAgent?.includes('Phone'));
      // Another member cannot end it.
      expect((await other.client.gql(REVOKE, { id: phoneSession.id })).errors?.[0]).toMatchObject({
        message: messages.sessionNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
      expect((await phone.ok(ME)).me?.id).toBe(a.id);

      expect(await desk.ok(REVOKE, { id: phoneSession.id })).toEqual({ revokeSession: true });
      expect((await phone.ok(ME)).me).toBeNull();
      expect((await desk.gql(REVOKE, { id: phoneSession.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await desk.gql(REVOKE, { id: 'x'.repeat(10_000) })).errors?.[0].extensions?.code).toBe('NOT_FOUND');

      expect(await desk.ok(SIGN_OUT_OTHERS)).toEqual({ signOutOtherSessions: 2 });
      expect((await tablet.ok(ME)).me).toBeNull();
      expect((await a.client.ok(ME)).me).toBeNull();
      expect((await desk.ok(ME)).me?.id).toBe(a.id);
      expect((await desk.ok(MY_SESSIONS)).mySessions).toEqual([expect.objectContaining({ current: true })]);
      // The other member's session is untouched.
      expect((await other.client.ok(ME)).me?.id).toBe(other.id);
    });

    it('ending the current session signs this browser out', async () => {
      const a = await member();
      const { mySessions } = await a.client.ok(MY_SESSIONS);
      expect(await a.client.ok(REVOKE, { id: mySessions[0].id })).toEqual({ revokeSession: true });
      expect(a.client.cookies.has('mc.sid')).toBe(false);
      expect((await a.client.ok(ME)).me).toBeNull();
    });

    it('records when a session was last seen, writing at most once a minute', async () => {
      const a = await member();
      const sessions = t.app.database.connection.db!.collection('sessions');
      const before = await sessions.findOne({ 'session.userId': a.id });
      expect(typeof before?.session.lastSeenAt).toBe('number');
      for (let i = 0; i < 5; i++) await a.client.ok(ME);
      // Requests within the minute write nothing.
      expect((await sessions.findOne({ 'session.userId': a.id }))?.session.lastSeenAt).toBe(before?.session.lastSeenAt);
      // A session last written over a minute ago is renewed by its next request.
      const twoMinutesAgo = Date.now() - 120_000;
      await sessions.updateOne(
        { _id: before!._id },
        { $set: { lastModified: new Date(twoMinutesAgo), 'session.lastSeenAt': twoMinutesAgo } },
      );
      await a.client.ok(ME);
      const renewed = await sessions.findOne({ _id: before!._id });
      expect(renewed?.session.lastSeenAt).toBeGreaterThan(twoMinutesAgo + 60_000);
      const { mySessions } = await a.client.ok(MY_SESSIONS);
      expect(Date.parse(mySessions[0].lastSeenAt)).toBe(renewed?.session.lastSeenAt);
    });

    it('closes the WebSocket of a revoked session, and every socket at a password reset', async () => {
      const a = await member();
      const phone = browser();
      await phone.signIn(a.email, PASSWORD);
      const deskSocket = WsTestClient.forMember(a.client);
      const phoneSocket = WsTestClient.forMember(phone);
      for (const ws of [deskSocket, phoneSocket]) ws.subscribe(CHAT_REPLY);
      await waitForSubscribers(t.app.services.pubSub, chatReplyTopic(a.id), 2);

      const { mySessions } = await a.client.ok(MY_SESSIONS);
      const phoneId = mySessions.find((s: { current: boolean }) => !s.current).id;
      await a.client.ok(REVOKE, { id: phoneId });
      await until(() => phoneSocket.closes.length > 0);
      expect(phoneSocket.closes[0].code).toBe(SESSION_ENDED_CLOSE.code);
      expect(deskSocket.closes).toEqual([]);

      const token = await resetLink(a.email);
      await browser().ok(RESET, { token, newPassword: NEW_PASSWORD });
      await until(() => deskSocket.closes.length > 0);
      expect(deskSocket.closes[0].code).toBe(SESSION_ENDED_CLOSE.code);
      await Promise.all([deskSocket.close(), phoneSocket.close()]);
    });
  });

  describe('ADMIN_EMAILS', () => {
    it('makes a listed member ADMIN only once their email is verified', async () => {
      const listed = await member({ email: 'ops.lead@example.com' });
      expect((await listed.client.ok(ME)).me.role).toBe('USER');
      const token = tokenIn(await smtp.waitForMail('ops.lead@example.com', subjectIs(VERIFY_SUBJECT)), '/verify-email');
      await browser().ok(VERIFY, { token });
      expect((await listed.client.ok(ME)).me.role).toBe('ADMIN');

      // Listed but never verified: a plain member.
      const unverified = await member({ email: 'second.op@example.com' });
      expect((await unverified.client.ok(ME)).me.role).toBe('USER');
      // Verified but not listed: a plain member.
      const plain = await member();
      const plainToken = tokenIn(await smtp.waitForMail(plain.email, subjectIs(VERIFY_SUBJECT)), '/verify-email');
      await browser().ok(VERIFY, { token: plainToken });
      expect((await plain.client.ok(ME)).me).toMatchObject({ emailVerified: true, role: 'USER' });
    });
  });

  describe('the mail module', () => {
    it('retries a temporary refusal with backoff, and gives up at once on a permanent one', async () => {
      const a = await member();
      await smtp.waitForMail(a.email, subjectIs(VERIFY_SUBJECT));
      const db = t.app.database.connection.db!;
      const records = db.collection('mail_messages');

      smtp.reset();
      smtp.refuseWith = 451;
      await browser().ok(REQUEST_RESET, { email: a.email });
      await t.app.services.credentials.idle();
      await t.app.services.mail.idle();
      const pending = await records.findOne({ to: a.email, template: 'passwordReset' }, { sort: { createdAt: -1 } });
      expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/451/) });
      expect(pending!.nextAttemptAt.getTime() - pending!.createdAt.getTime()).toBeGreaterThanOrEqual(
        RETRY_DELAYS_MS[0],
      );

      // Not yet due: nothing is sent.
      await t.app.services.mail.processDue();
      expect(smtp.received).toHaveLength(0);
      // Still refused when due: the next delay is longer.
      offsetMs = RETRY_DELAYS_MS[0] + 1000;
      await t.app.services.mail.processDue();
      const second = await records.findOne({ _id: pending!._id });
      expect(second).toMatchObject({ status: 'pending', attempts: 2 });
      expect(second!.nextAttemptAt.getTime() - now().getTime()).toBeGreaterThan(RETRY_DELAYS_MS[0]);

      smtp.refuseWith = null;
      offsetMs += RETRY_DELAYS_MS[1] + 1000;
      await t.app.services.mail.processDue();
      const mail = await smtp.waitForMail(a.email, subjectIs(RESET_SUBJECT));
      expect(mail.body).toContain('/reset-password?token=');
      expect(await records.findOne({ _id: pending!._id })).toMatchObject({ status: 'sent', attempts: 3 });

      smtp.refuseWith = 550;
      const b = await member();
      await t.app.services.credentials.idle();
      await t.app.services.mail.idle();
      expect(await records.findOne({ to: b.email })).toMatchObject({ status: 'failed', attempts: 1 });
      offsetMs += 24 * 3600_000;
      await t.app.services.mail.processDue();
      expect(await records.findOne({ to: b.email })).toMatchObject({ status: 'failed', attempts: 1 });
    });

    it('schedules each retry as a job, which any instance runs when it is due', async () => {
      const a = await member();
      await smtp.waitForMail(a.email, subjectIs(VERIFY_SUBJECT));
      smtp.reset();
      smtp.refuseWith = 451;
      // The refusal is recorded on a clock 29 s behind: the retry job falls due a second from now.
      offsetMs = -(RETRY_DELAYS_MS[0] - 1000);
      await browser().ok(REQUEST_RESET, { email: a.email });
      await t.app.services.credentials.idle();
      await t.app.services.mail.idle();
      const records = t.app.database.connection.db!.collection('mail_messages');
      const pending = await records.findOne({ to: a.email, template: 'passwordReset' }, { sort: { createdAt: -1 } });
      expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
      const [job] = await t.app.services.jobs.list<{ id: string }>(MAIL_RETRY_JOB, String(pending!._id));
      expect(job.data).toEqual({ id: String(pending!._id) });
      expect(job.runAt?.getTime()).toBe(pending!.nextAttemptAt.getTime());

      offsetMs = 0;
      smtp.refuseWith = null;
      // Nobody calls processDue here: the job does it.
      const mail = await smtp.waitForMail(a.email, subjectIs(RESET_SUBJECT), 10_000);
      expect(mail.body).toContain('/reset-password?token=');
      await t.app.services.mail.idle();
      for (let i = 0; i < 50 && (await records.findOne({ _id: pending!._id }))?.status !== 'sent'; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await records.findOne({ _id: pending!._id })).toMatchObject({ status: 'sent', attempts: 2 });
    });

    it('does not deliver a link after it has expired, and keeps no body of it', async () => {
      smtp.refuseWith = 451;
      const a = await member();
      await t.app.services.credentials.idle();
      await t.app.services.mail.idle();
      smtp.refuseWith = null;
      offsetMs = 25 * 3600_000;
      await t.app.services.mail.processDue();
      const record = await t.app.database.connection.db!.collection('mail_messages').findOne({ to: a.email });
      expect(record).toMatchObject({ status: 'expired' });
      expect(record?.text).toBeUndefined();
      expect(record?.html).toBeUndefined();
      expect(smtp.mailTo(a.email)).toEqual([]);
    });
  });
});

describe('mail across a restart', () => {
  it('delivers what was pending when the app stopped', async () => {
    const smtp = await startFakeSmtp();
    const mongo = await startEmbeddedMongo({ port: 0, logger: { warn: () => undefined } });
    let offsetMs = 0;
    const now = () => new Date(Date.now() + offsetMs);
    try {
      smtp.refuseWith = 421;
      const first = await startTestApp({ ...smtp.env, MONGODB_URI: mongo.uri }, { now });
      const client = first.client();
      const { email } = await client.signUp();
      await first.app.services.credentials.idle();
      await first.app.services.mail.idle();
      await first.close();
      expect(smtp.received).toEqual([]);

      smtp.refuseWith = null;
      offsetMs = 5 * 60_000;
      const second = await startTestApp({ ...smtp.env, MONGODB_URI: mongo.uri }, { now });
      try {
        const mail = await smtp.waitForMail(email, subjectIs(VERIFY_SUBJECT));
        expect(mail.body).toContain('/verify-email?token=');
      } finally {
        await second.close();
      }
    } finally {
      await mongo.stop();
      await smtp.close();
    }
  });
});

describe('without SMTP: the development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the mail at /dev/mail, each message as text with clickable links and as HTML, never cached', async () => {
    const client = t.client();
    const { email } = await client.signUp({ firstName: 'Zora <b>' });
    await t.app.services.credentials.idle();
    await t.app.services.mail.idle();

    const list = await fetch(`${t.url}/dev/mail`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.headers.get('referrer-policy')).toBe('no-referrer');
    const listHtml = await list.text();
    expect(listHtml).toContain(email);
    const href = /href="(\/dev\/mail\/[0-9a-f]{24})"/.exec(listHtml)![1];

    const message = await (await fetch(t.url + href)).text();
    expect(message).toContain(VERIFY_SUBJECT);
    expect(message).toMatch(/<a href="http:\/\/localhost:4000\/verify-email\?token=[A-Za-z0-9_-]{43}">/);
    // A member's name is text, never markup.
    expect(message).toContain('Hello Zora &#60;b&#62;,');
    const html = await fetch(`${t.url}${href}/html`);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    const htmlText = await html.text();
    expect(htmlText).toContain('Confirm my email address');
    expect(htmlText).toContain('Hello Zora &lt;b&gt;,');

    expect((await fetch(`${t.url}/dev/mail/not-an-id`)).status).toBe(404);
  });

  it('serves the token pages with Referrer-Policy: no-referrer', async () => {
    for (const path of ['/reset-password?token=abc', '/verify-email?token=abc']) {
      const res = await fetch(t.url + path);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});

describe('in production', () => {
  it('has no /dev/mail', async () => {
    const t = await startProductionTestApp();
    try {
      const res = await fetch(`${t.url}/dev/mail`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Outbox');
    } finally {
      await t.close();
    }
  });
});
