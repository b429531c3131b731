// Stopping an abusive account (#33, finding 12): an operator finds a member by email and disables
// the account. Sign-in is refused with a clear message (password and Google), every session ends
// (sockets on every instance: session-sockets.test.ts), every one-time link dies, the change is in
// the audit log; enabling it again lets the member back in; an operator cannot disable themselves.
import { startTestApp, type TestApp } from './support/test-app.js';
import { ADMIN_ENV, signUpAdmin } from './support/roles.js';
import { readOutcome } from './fakes/google.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { messages } from '../src/messages.js';

const FIND = 'query F($email: String!) { adminMember(email: $email) { id email name role disabled disabledReason } }';
const SET =
  'mutation S($userId: ID!, $disabled: Boolean!, $reason: String) { setAccountDisabled(userId: $userId, disabled: $disabled, reason: $reason) { id disabled disabledReason } }';
const ME = '{ me { id } }';
const VERIFY = 'mutation V($token: String!) { verifyEmail(token: $token) }';
const AUDIT = 'query A($id: ID!) { auditLog(targetId: $id) { actorEmail action targetType before after } }';

let t: TestApp;
let admin: GraphQLClient;
beforeAll(async () => {
  t = await startTestApp({ ...ADMIN_ENV });
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const tokens = () => t.app.database.connection.collection('one_time_tokens');

describe('setAccountDisabled', () => {
  it('refuses sign-in with a clear message, ends every session and link, and is audited; enabling lets them back', async () => {
    const member = t.client();
    const { id, email, input } = await member.signUp({ firstName: 'Abe', lastName: 'Use' });
    const password = input.password as string;
    const laptop = t.client();
    expect((await laptop.signIn(email, password)).errors).toBeUndefined();
    await t.app.services.credentials.idle();
    // The verification link of the sign-up is live until the account is disabled.
    expect(await tokens().countDocuments({ userId: id })).toBe(1);

    const found = await admin.ok(FIND, { email: email.toUpperCase() });
    expect(found.adminMember).toEqual({
      id,
      email,
      name: 'Abe Use',
      role: 'USER',
      disabled: false,
      disabledReason: null,
    });

    const done = await admin.ok(SET, { userId: id, disabled: true, reason: 'Spam in the contact form' });
    expect(done.setAccountDisabled).toEqual({ id, disabled: true, disabledReason: 'Spam in the contact form' });
    expect((await member.ok(ME)).me).toBeNull();
    expect((await laptop.ok(ME)).me).toBeNull();
    expect(await tokens().countDocuments({ userId: id })).toBe(0);

    // The right password is told the account is disabled; a wrong one learns nothing.
    expect((await t.client().signIn(email, password)).errors?.[0]).toMatchObject({
      message: messages.accountDisabled,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await t.client().signIn(email, 'not the password')).errors?.[0].message).toBe(messages.invalidCredentials);

    const audit = (await admin.ok(AUDIT, { id })).auditLog;
    expect(audit[0]).toMatchObject({ action: 'setAccountDisabled', targetType: 'member' });
    expect(JSON.parse(audit[0].after)).toEqual({ disabled: true, reason: 'Spam in the contact form' });

    expect((await admin.ok(SET, { userId: id, disabled: false })).setAccountDisabled).toEqual({
      id,
      disabled: false,
      disabledReason: null,
    });
    expect((await t.client().signIn(email, password)).errors).toBeUndefined();
    expect((await admin.ok(AUDIT, { id })).auditLog).toHaveLength(2);
  });

  it('voids a verification link already in the member’s mailbox', async () => {
    const member = t.client();
    const { id, email } = await member.signUp();
    await t.app.services.credentials.idle();
    await t.app.services.mail.idle();
    const mail = (await t.app.services.mail.outbox()).find((m) => m.to === email)!;
    const token = /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text!)![1];
    await admin.ok(SET, { userId: id, disabled: true });
    await admin.ok(SET, { userId: id, disabled: false });
    expect((await t.client().gql(VERIFY, { token })).errors?.[0].message).toBe(messages.verificationLinkInvalid);
  });

  it('refuses Google sign-in to a disabled account', async () => {
    const email = `google.disabled.${Date.now()}@example.com`;
    const signInWithGoogle = async () => {
      const client = t.client();
      const form = await (await client.request('/auth/google')).text();
      const state = /name="state" value="([^"]+)"/.exec(form)![1];
      const res = await client.request('/auth/google/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state, action: 'continue', email }).toString(),
      });
      return { client, outcome: readOutcome(await res.text()) };
    };
    const first = await signInWithGoogle();
    const id = (await first.client.ok(ME)).me.id as string;
    await admin.ok(SET, { userId: id, disabled: true });
    expect((await first.client.ok(ME)).me).toBeNull();
    expect((await signInWithGoogle()).outcome).toMatchObject({ ok: false, message: messages.accountDisabled });
  });

  it('refuses an operator disabling themselves, an unknown member and a reason on two lines', async () => {
    const me = (await admin.ok(ME)).me.id as string;
    expect((await admin.gql(SET, { userId: me, disabled: true })).errors?.[0]).toMatchObject({
      message: messages.cannotDisableSelf,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await admin.ok(ME)).me.id).toBe(me);
    for (const userId of ['0123456789abcdef01234567', 'not-an-id'])
      expect((await admin.gql(SET, { userId, disabled: true })).errors?.[0]).toMatchObject({
        message: messages.memberNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    const { id, email } = await t.client().signUp();
    expect((await admin.gql(SET, { userId: id, disabled: true, reason: 'one\rtwo' })).errors?.[0]).toMatchObject({
      message: messages.oneLine('Reason'),
      extensions: { code: 'BAD_USER_INPUT', field: 'reason' },
    });
    expect((await admin.gql(SET, { userId: id, disabled: true, reason: 'x'.repeat(501) })).errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'reason' },
    });
    // Nothing half-written: the member is still enabled.
    expect((await admin.ok(FIND, { email })).adminMember.disabled).toBe(false);
    expect((await admin.ok(FIND, { email: 'nobody.here@example.com' })).adminMember).toBeNull();
  });
});
