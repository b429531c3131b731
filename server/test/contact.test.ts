// The contact form end to end: the app's real nodemailer transport delivers to a local SMTP
// server. A message is stored before it is mailed, and kept when mail fails; the sender's
// address only ever reaches the Reply-To header; header injection is refused; the per-IP limit
// holds; nothing the sender wrote reaches the logs.
import net from 'node:net';
import { GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { startFakeSmtp, type FakeSmtp } from './fakes/smtp.js';
import { messages } from '../src/messages.js';

const SEND = 'mutation Send($input: ContactInput!) { sendContactMessage(input: $input) }';
const CONTACT_TO = 'help-desk@mindcheck.example.com';
const MAIL_FROM = 'MindCheck <no-reply@mindcheck.example.com>';

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
/** A browser at its own IP address (these apps trust X-Forwarded-For). */
const clientAt = (app: TestApp, ip = freshIp()) => new GraphQLClient(app.url, { 'x-forwarded-for': ip });
const contactMessages = (app: TestApp) => app.app.database.connection.db!.collection('contact_messages');

function input(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Grace Hopper',
    email: `grace.${Date.now()}.${ipCounter}@example.com`,
    message: `I would like to know more about booking an appointment. (${Math.random()})`,
    ...overrides,
  };
}

describe('with SMTP configured', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await startTestApp({ ...smtp.env, CONTACT_TO, MAIL_FROM, TRUST_PROXY: 'true', CONTACT_LIMIT_PER_IP: '1000' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => smtp.reset());

  it('stores the message and mails it to CONTACT_TO, the sender in Reply-To only', async () => {
    const data = input();
    const res = await clientAt(t).gql(SEND, { input: data });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ sendContactMessage: true });

    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual([CONTACT_TO]);
    expect(mail.from).toBe('no-reply@mindcheck.example.com');
    expect(mail.headers.get('to')).toEqual([CONTACT_TO]);
    expect(mail.headers.get('from')).toEqual([MAIL_FROM]);
    expect(mail.headers.get('reply-to')).toEqual([`Grace Hopper <${data.email}>`]);
    expect(mail.headers.get('subject')).toEqual(['MindCheck contact form: Grace Hopper']);
    expect(mail.headers.has('x-mailer')).toBe(false);
    expect(mail.body).toContain(data.message);
    expect(mail.body).toContain(`Email: ${data.email}`);
    expect(mail.body).toContain('Sent by: a visitor');

    const stored = await contactMessages(t).findOne({ email: data.email });
    expect(stored).toMatchObject({ name: data.name, email: data.email, message: data.message, status: 'sent' });
    expect(stored?.userId).toBeUndefined();
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(stored?.sentAt).toBeInstanceOf(Date);
  });

  it("records the signed-in member's id with the message", async () => {
    const client = clientAt(t);
    const member = await client.signUp();
    const data = input({ email: member.email });
    expect((await client.gql(SEND, { input: data })).errors).toBeUndefined();
    // (The member's verification mail from sign-up goes to their own address.)
    const mail = await smtp.waitForMail(CONTACT_TO);
    expect(mail.body).toContain('Sent by: a signed-in member');
    const stored = await contactMessages(t).findOne({ message: data.message });
    expect(stored).toMatchObject({ userId: member.id, status: 'sent' });
  });

  it('trims what it stores and sends', async () => {
    const data = input({ name: '  Ada  ', message: '\n  Hello there.  \n' });
    expect((await clientAt(t).gql(SEND, { input: data })).errors).toBeUndefined();
    const stored = await contactMessages(t).findOne({ email: data.email });
    expect(stored).toMatchObject({ name: 'Ada', message: 'Hello there.' });
  });

  it.each([
    [
      'a CRLF and a Bcc header in the name',
      { name: 'Eve\r\nBcc: victim@example.net' },
      'name',
      messages.contactNameOneLine,
    ],
    ['a bare LF in the name', { name: 'Eve\nX-Priority: 1' }, 'name', messages.contactNameOneLine],
    ['a NUL in the name', { name: 'Eve\u0000' }, 'name', messages.contactNameOneLine],
    [
      'a Unicode line separator in the name',
      { name: 'Eve\u2028Bcc: victim@example.net' },
      'name',
      messages.contactNameOneLine,
    ],
    [
      'a CRLF and a Bcc header in the email',
      { email: 'eve@example.com\r\nBcc: victim@example.net' },
      'email',
      messages.invalidEmail,
    ],
    ['a second address in the email', { email: 'eve@example.com, victim@example.net' }, 'email', messages.invalidEmail],
    ['an email without a domain', { email: 'eve@' }, 'email', messages.invalidEmail],
    ['an email that is not one', { email: 'not-an-email' }, 'email', messages.invalidEmail],
    ['an email too long', { email: `${'e'.repeat(250)}@example.com` }, 'email', messages.invalidEmail],
    ['an empty name', { name: '   ' }, 'name', 'Name is required.'],
    ['an empty email', { email: '' }, 'email', 'Email is required.'],
    ['an empty message', { message: ' \n ' }, 'message', 'Message is required.'],
    ['a name too long', { name: 'N'.repeat(101) }, 'name', 'Name must be at most 100 characters long.'],
    ['a message too long', { message: 'M'.repeat(5001) }, 'message', 'Message must be at most 5,000 characters long.'],
    [
      'control characters in the message',
      { message: 'Hello\u0007\u001b[31m' },
      'message',
      messages.contactMessageInvalid,
    ],
  ])('refuses %s: nothing stored, nothing sent', async (_label, overrides, field, message) => {
    const data = input(overrides);
    const res = await clientAt(t).gql(SEND, { input: data });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(res.data).toBeNull();
    expect(await contactMessages(t).countDocuments({ message: data.message })).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses a missing field or a wrong type at the schema', async () => {
    const { email: _email, ...noEmail } = input();
    const missing = await clientAt(t).gql(SEND, { input: noEmail });
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const wrongType = await clientAt(t).gql(SEND, { input: input({ message: { $gt: '' } }) });
    expect(wrongType.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps a display name that looks like headers inside the Reply-To display name', async () => {
    const name = 'Mallory "Admin" <admin@evil.example>; Bcc: victim@example.net';
    const data = input({ name });
    expect((await clientAt(t).gql(SEND, { input: data })).errors).toBeUndefined();
    const [mail] = await smtp.waitFor(1);
    // Only CONTACT_TO receives it; no header other than Reply-To carries the sender's address.
    expect(mail.to).toEqual([CONTACT_TO]);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('cc')).toBe(false);
    const replyTo = mail.headers.get('reply-to') ?? [];
    expect(replyTo).toHaveLength(1);
    expect(replyTo[0].endsWith(`<${data.email}>`)).toBe(true);
    expect(replyTo[0]).toContain('"');
  });

  it('keeps the message (status failed) and says so when the mail server refuses it', async () => {
    smtp.refuseWith = 550;
    const data = input();
    const res = await clientAt(t).gql(SEND, { input: data });
    expect(res.errors?.[0]).toMatchObject({ message: messages.contactFailed, extensions: { code: 'UPSTREAM_FAILED' } });
    const stored = await contactMessages(t).findOne({ email: data.email });
    expect(stored).toMatchObject({ name: data.name, message: data.message, status: 'failed' });
    expect(stored?.failureReason).toMatch(/550/);
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps the message on a temporary refusal too (451)', async () => {
    smtp.refuseWith = 451;
    const data = input();
    const res = await clientAt(t).gql(SEND, { input: data });
    expect(res.errors?.[0].message).toBe(messages.contactFailed);
    expect(await contactMessages(t).findOne({ email: data.email })).toMatchObject({ status: 'failed' });
  });

  it('never logs what the sender wrote, their name or their address', async () => {
    const data = input({ name: 'Zebedee Quillfeather', message: 'A very private worry about my sleep, written 7f3a.' });
    await clientAt(t).gql(SEND, { input: data });
    smtp.refuseWith = 550;
    await clientAt(t).gql(SEND, { input: { ...data, message: `${data.message} again` } });
    const logs = t.logs.join('');
    expect(logs).toContain('contact message stored');
    for (const secret of ['Zebedee', 'Quillfeather', data.email, 'private worry']) expect(logs).not.toContain(secret);
  });
});

describe('with the mail server unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the message (status failed) and tells the sender to try again', async () => {
    const data = input();
    const started = Date.now();
    const res = await clientAt(t).gql(SEND, { input: data });
    expect(res.errors?.[0]).toMatchObject({ message: messages.contactFailed, extensions: { code: 'UPSTREAM_FAILED' } });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await contactMessages(t).findOne({ email: data.email })).toMatchObject({
      message: data.message,
      status: 'failed',
    });
  });
});

describe('without SMTP (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', CONTACT_LIMIT_PER_IP: '5' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts the message, stores it as not_configured and logs that without its content', async () => {
    const data = input({ name: 'Theodora Blackwood', message: 'Please call me back about the appointment 91c2.' });
    const res = await clientAt(t).gql(SEND, { input: data });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ sendContactMessage: true });
    expect(await contactMessages(t).findOne({ email: data.email })).toMatchObject({
      message: data.message,
      status: 'not_configured',
    });
    const logs = t.logs.join('');
    expect(logs).toContain('SMTP_URL is not configured');
    for (const secret of ['Theodora', data.email, 'call me back']) expect(logs).not.toContain(secret);
  });

  it('accepts the configured 5 messages per IP in 10 minutes, then RATE_LIMITED; other IPs and bad inputs are unaffected', async () => {
    const ip = freshIp();
    // A refused input does not use up the allowance.
    const bad = await clientAt(t, ip).gql(SEND, { input: input({ email: 'nope' }) });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    for (let i = 0; i < 5; i++) {
      const res = await clientAt(t, ip).gql(SEND, { input: input() });
      expect(res.errors).toBeUndefined();
    }
    const sixth = input();
    const limited = await clientAt(t, ip).gql(SEND, { input: sixth });
    expect(limited.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    const retryAfter = limited.errors?.[0].extensions?.retryAfterSeconds ?? 0;
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await contactMessages(t).countDocuments({ email: sixth.email })).toBe(0);

    expect((await clientAt(t).gql(SEND, { input: input() })).errors).toBeUndefined();
  });
});
