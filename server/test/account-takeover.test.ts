// Hardening 3 (#33), findings 1-3, end to end over HTTP against the real nodemailer transport and a
// local SMTP server: an intruder with a member's session (or password) asks to move the account to
// their own address; each of the owner's recovery steps (sign out other devices, change the
// password, reset it) kills that link and every verification link; the notice to the old address
// carries a "This wasn't me — cancel" link that voids the change and ends every session; the same
// holds for a Google-only account. Credential operations are limited per member before any hash
// or mail (200 concurrent calls), and asking for an address that has an account answers as any other.
import { GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from './fakes/smtp.js';
import { messages } from '../src/messages.js';
import {
  ACCOUNT_MAILS_PER_MEMBER_PER_HOUR,
  CREDENTIAL_OPS_PER_MEMBER_PER_HOUR,
} from '../src/modules/credentials/credentials.service.js';
import { ipSequence } from './support/fresh-ip.js';

const VERIFY = 'mutation V($token: String!) { verifyEmail(token: $token) }';
const CANCEL = 'mutation C($token: String!) { cancelEmailChange(token: $token) }';
const REQUEST_EMAIL_CHANGE =
  'mutation E($newEmail: String!, $password: String) { requestEmailChange(newEmail: $newEmail, password: $password) }';
const CHANGE_PASSWORD =
  'mutation C($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }';
const REQUEST_RESET = 'mutation R($email: String!) { requestPasswordReset(email: $email) }';
const RESET =
  'mutation R($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) }';
const SIGN_OUT_OTHERS = 'mutation { signOutOtherSessions }';
const DELETE_ACCOUNT = 'mutation D($password: String) { deleteAccount(password: $password) }';
const ME = '{ me { id email emailVerified } }';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';
const CHANGE_SUBJECT = 'Confirm your new email address for MindCheck';
const NOTICE_SUBJECT = 'A change of email address was asked for your MindCheck account';
const VERIFY_SUBJECT = 'Confirm your email address for MindCheck';
const TAKEN_SUBJECT = 'Someone tried to use your address on MindCheck';

const freshIp = ipSequence();
let emailCounter = 0;
const freshEmail = (who: string) => `${who}.${Date.now()}.${++emailCounter}@example.com`;
const subjectIs = (subject: string) => (mail: ReceivedMail) => mail.headers.get('subject')?.[0] === subject;

function tokenIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`http://localhost:4000${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.body);
  if (!match) throw new Error(`no ${path} link in: ${mail.body}`);
  return match[1];
}

let t: TestApp;
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await startTestApp({ ...smtp.env, TRUST_PROXY: 'true', ACCOUNT_MAIL_LIMIT_PER_IP: '1000' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const browser = () => new GraphQLClient(t.url, { 'x-forwarded-for': freshIp() });

/** An owner signed in on their phone, and the verification link of their sign-up. */
async function owner() {
  const phone = browser();
  const { email, id } = await phone.signUp({ email: freshEmail('owner') });
  const verification = tokenIn(await smtp.waitForMail(email, subjectIs(VERIFY_SUBJECT)), '/verify-email');
  return { phone, email, id, verification };
}

/** The intruder signs in with the owner's password and asks to move the account to their address. */
async function intruderMovesAccount(ownerEmail: string, password: string | null = PASSWORD, intruder = browser()) {
  if (password) expect((await intruder.signIn(ownerEmail, password)).errors).toBeUndefined();
  const intruderEmail = freshEmail('intruder');
  expect(await intruder.ok(REQUEST_EMAIL_CHANGE, { newEmail: intruderEmail, password })).toEqual({
    requestEmailChange: true,
  });
  const link = tokenIn(await smtp.waitForMail(intruderEmail, subjectIs(CHANGE_SUBJECT)), '/verify-email');
  const notice = await smtp.waitForMail(ownerEmail, subjectIs(NOTICE_SUBJECT));
  return { intruder, intruderEmail, link, cancel: () => tokenIn(notice, '/cancel-email-change') };
}

async function expectLinkRefused(token: string) {
  expect((await browser().gql(VERIFY, { token })).errors?.[0]).toMatchObject({
    message: messages.verificationLinkInvalid,
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

describe("finding 1: a pending change of email dies with the owner's recovery", () => {
  const steps: [string, (o: Awaited<ReturnType<typeof owner>>) => Promise<void>][] = [
    [
      'signs out other devices',
      async (o) => {
        expect((await o.phone.ok(SIGN_OUT_OTHERS)).signOutOtherSessions).toBe(1);
      },
    ],
    [
      'changes the password',
      async (o) => {
        await o.phone.ok(CHANGE_PASSWORD, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
      },
    ],
    [
      'resets the password',
      async (o) => {
        await browser().ok(REQUEST_RESET, { email: o.email });
        const mail = await smtp.waitForMail(o.email, subjectIs('Reset your MindCheck password'));
        await browser().ok(RESET, { token: tokenIn(mail, '/reset-password'), newPassword: NEW_PASSWORD });
      },
    ],
  ];

  it.each(steps)('refuses the intruder’s link and the verification link once the owner %s', async (_, step) => {
    const o = await owner();
    const { intruder, intruderEmail, link } = await intruderMovesAccount(o.email);
    await step(o);
    // The intruder's session ended with the step, and their link no longer moves the account.
    expect((await intruder.ok(ME)).me).toBeNull();
    await expectLinkRefused(link);
    await expectLinkRefused(o.verification);
    const stored = await t.app.database.connection.collection('users').findOne({ email: o.email });
    expect(stored?.email).toBe(o.email);
    // And a reset asked for the intruder's address reaches nobody's account.
    expect(await t.app.database.connection.collection('users').countDocuments({ email: intruderEmail })).toBe(0);
  });

  it('refuses the intruder’s link once the owner erases the account', async () => {
    const o = await owner();
    const { intruder, link } = await intruderMovesAccount(o.email);
    await o.phone.ok(DELETE_ACCOUNT, { password: PASSWORD });
    expect((await intruder.ok(ME)).me).toBeNull();
    await expectLinkRefused(link);
    expect(await t.app.database.connection.collection('one_time_tokens').countDocuments({ userId: o.id })).toBe(0);
  });

  it('refuses a link issued before a recovery step even if it escaped the voiding (a request racing the step)', async () => {
    const o = await owner();
    const { link } = await intruderMovesAccount(o.email);
    // What a request that read the account just before the owner's step and issued its link just
    // after would leave behind: a live token with the old credential version.
    const users = t.app.database.connection.collection('users');
    await users.updateOne({ email: o.email }, { $inc: { credentialVersion: 1 } });
    await expectLinkRefused(link);
    expect((await users.findOne({ email: o.email }))?.email).toBe(o.email);
  });

  it('mails the old address a cancel link that voids the change and ends every session, once', async () => {
    const o = await owner();
    const { intruder, link, cancel } = await intruderMovesAccount(o.email);
    const notice = smtp.mailTo(o.email).find(subjectIs(NOTICE_SUBJECT))!;
    expect(notice.body).toContain("If this wasn't you, cancel the change");
    expect(notice.html).toContain("This wasn't me — cancel");

    const clicker = browser();
    expect(await clicker.ok(CANCEL, { token: cancel() })).toEqual({ cancelEmailChange: true });
    expect((await intruder.ok(ME)).me).toBeNull();
    expect((await o.phone.ok(ME)).me).toBeNull();
    await expectLinkRefused(link);
    expect((await browser().gql(CANCEL, { token: cancel() })).errors?.[0]).toMatchObject({
      message: messages.verificationLinkInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'token' },
    });
    expect((await browser().signIn(o.email, PASSWORD)).errors).toBeUndefined();
  });

  it('gives the account its old address back when the intruder had already followed their link', async () => {
    const o = await owner();
    const { intruder, intruderEmail, link, cancel } = await intruderMovesAccount(o.email);
    expect(await browser().ok(VERIFY, { token: link })).toEqual({ verifyEmail: true });
    expect((await intruder.ok(ME)).me.email).toBe(intruderEmail);

    await browser().ok(CANCEL, { token: cancel() });
    expect((await intruder.ok(ME)).me).toBeNull();
    expect((await browser().signIn(o.email, PASSWORD)).errors).toBeUndefined();
    expect((await browser().signIn(intruderEmail, PASSWORD)).errors?.[0].message).toBe(messages.invalidCredentials);
  });

  it('covers a Google-only account: a stolen session’s link dies when the owner signs out other devices', async () => {
    const email = freshEmail('google');
    const googleSignIn = async () => {
      const client = browser();
      const form = await (await client.request('/auth/google')).text();
      const state = /name="state" value="([^"]+)"/.exec(form)![1];
      await client.request('/auth/google/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state, action: 'continue', email, name: 'Gia Only' }).toString(),
      });
      expect((await client.ok(ME)).me.email).toBe(email);
      return client;
    };
    const phone = await googleSignIn();
    // The same Google member signed in elsewhere: the stolen session. No password is asked.
    const { intruder, link } = await intruderMovesAccount(email, null, await googleSignIn());
    await phone.ok(SIGN_OUT_OTHERS);
    expect((await intruder.ok(ME)).me).toBeNull();
    await expectLinkRefused(link);

    // And the cancel link of a second attempt works for the Google account too.
    const again = await googleSignIn();
    smtp.reset();
    const second = await intruderMovesAccount(email, null, again);
    await browser().ok(CANCEL, { token: second.cancel() });
    expect((await again.ok(ME)).me).toBeNull();
    await expectLinkRefused(second.link);
  });
});

describe('finding 2: credential operations are limited per member before any hash or mail', () => {
  const mailsFor = async (userId: string, template: string) =>
    t.app.database.connection.collection('mail_messages').countDocuments({ userId, template });

  it(`lets at most ${CREDENTIAL_OPS_PER_MEMBER_PER_HOUR} of 200 concurrent password changes hash and mail`, async () => {
    const o = await owner();
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        o.phone.gql(CHANGE_PASSWORD, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
      ),
    );
    const done = results.filter((r) => !r.errors).length;
    const limited = results.filter((r) => r.errors?.[0].extensions?.code === 'RATE_LIMITED');
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThanOrEqual(CREDENTIAL_OPS_PER_MEMBER_PER_HOUR);
    expect(limited.length).toBeGreaterThanOrEqual(200 - CREDENTIAL_OPS_PER_MEMBER_PER_HOUR);
    expect(limited[0].errors![0].extensions!.retryAfterSeconds).toBeGreaterThan(0);
    await t.app.services.mail.idle();
    expect(await mailsFor(o.id, 'passwordChanged')).toBe(done);
  });

  it('limits 200 concurrent changes of email and erasure password checks the same way', async () => {
    const o = await owner();
    const changes = await Promise.all(
      Array.from({ length: 200 }, () =>
        o.phone.gql(REQUEST_EMAIL_CHANGE, { newEmail: freshEmail('flood'), password: PASSWORD }),
      ),
    );
    expect(changes.filter((r) => !r.errors).length).toBeLessThanOrEqual(CREDENTIAL_OPS_PER_MEMBER_PER_HOUR);
    expect(changes.filter((r) => r.errors?.[0].extensions?.code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(
      200 - CREDENTIAL_OPS_PER_MEMBER_PER_HOUR,
    );
    await t.app.services.mail.idle();
    expect(await mailsFor(o.id, 'emailChangeNotice')).toBeLessThanOrEqual(CREDENTIAL_OPS_PER_MEMBER_PER_HOUR);

    const other = await owner();
    const erasures = await Promise.all(
      Array.from({ length: 200 }, () => other.phone.gql(DELETE_ACCOUNT, { password: 'not my password' })),
    );
    const checked = erasures.filter((r) => r.errors?.[0].message === messages.wrongPassword).length;
    expect(checked).toBeLessThanOrEqual(CREDENTIAL_OPS_PER_MEMBER_PER_HOUR);
    expect(erasures.filter((r) => r.errors?.[0].extensions?.code === 'RATE_LIMITED').length).toBe(200 - checked);
  });

  it(`sends at most ${ACCOUNT_MAILS_PER_MEMBER_PER_HOUR} of 200 concurrent verification mails asked for`, async () => {
    const o = await owner();
    const results = await Promise.all(
      Array.from({ length: 200 }, () => o.phone.gql('mutation { requestEmailVerification }')),
    );
    const sent = results.filter((r) => !r.errors).length;
    expect(sent).toBe(ACCOUNT_MAILS_PER_MEMBER_PER_HOUR);
    expect(results.filter((r) => r.errors?.[0].extensions?.code === 'RATE_LIMITED')).toHaveLength(200 - sent);
    await t.app.services.mail.idle();
    // The sign-up's own mail, and one per request let through.
    expect(await mailsFor(o.id, 'emailVerification')).toBe(1 + sent);
  });

  it('does not clear the failed-password count when a signed-in session gives the right password', async () => {
    const o = await owner();
    const ip = freshIp();
    const session = new GraphQLClient(t.url, { 'x-forwarded-for': ip });
    await session.signIn(o.email, PASSWORD);
    for (let i = 0; i < 9; i++)
      expect((await session.gql(DELETE_ACCOUNT, { password: 'wrong guess' })).errors?.[0].message).toBe(
        messages.wrongPassword,
      );
    // The right password once (the email stays: the change is only asked for).
    await session.ok(REQUEST_EMAIL_CHANGE, { newEmail: freshEmail('legit'), password: PASSWORD });
    // Nine failures are still counted: the next wrong password from this address is the 10th, then locked.
    expect((await session.signIn(o.email, 'wrong again')).errors?.[0].message).toBe(messages.invalidCredentials);
    expect((await session.signIn(o.email, 'wrong again')).errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('finding 3: asking for an address that has an account answers as any other', () => {
  it('answers true, mails the address’s owner, and sends the requester the usual notice', async () => {
    const o = await owner();
    const taken = await owner();
    expect(await o.phone.ok(REQUEST_EMAIL_CHANGE, { newEmail: taken.email, password: PASSWORD })).toEqual({
      requestEmailChange: true,
    });
    const warning = await smtp.waitForMail(taken.email, subjectIs(TAKEN_SUBJECT));
    expect(warning.body).toContain('This address already has a MindCheck account, so nothing changed');
    expect(warning.body).not.toContain(o.email);
    expect(smtp.mailTo(taken.email).some(subjectIs(CHANGE_SUBJECT))).toBe(false);
    const notice = await smtp.waitForMail(o.email, subjectIs(NOTICE_SUBJECT));
    expect(notice.body).toContain(taken.email);
    expect((await o.phone.ok(ME)).me.email).toBe(o.email);
  });
});
