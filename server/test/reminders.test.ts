// Retake reminders (#25): opt-in preferences, one mail per result once its retake window has passed
// (the real nodemailer transport against a local SMTP server), and the unsubscribe link that works
// without signing in (a one-time token: single use, expiring, a newer one voids the older).
import { ManualClock } from '../src/clock.js';
import { startFakeSmtp, type FakeSmtp } from './fakes/smtp.js';
import { answersFor, SUBMIT_ASSESSMENT } from './support/assessments.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PREFS = '{ notificationPreferences { retakeReminders appointmentReminders } }';
const UPDATE = `mutation U($input: NotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) { retakeReminders appointmentReminders } }`;

let smtp: FakeSmtp;
let t: TestApp;
const clock = new ManualClock(new Date('2026-09-01T09:00:00Z'));

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await startTestApp({ ...smtp.env, RETAKE_AFTER_DAYS: '14' }, { clock });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => smtp.reset());

const sweep = () => t.app.services.reminders.sendDueRetakeReminders();
const submit = (client: GraphQLClient, condition = 'DEPRESSION') =>
  client.ok(SUBMIT_ASSESSMENT, { condition, answers: answersFor(condition as never, 1) });
const unsubscribeLink = (body: string) => {
  const match = /(http:\/\/\S+\/account\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(body.replace(/=\r?\n/g, ''));
  if (!match) throw new Error('no unsubscribe link in the mail');
  return new URL(match[1]);
};

it('keeps reminders off until the member turns them on, and changes only the fields given', async () => {
  const client = t.client();
  await client.signUp();
  expect((await client.ok(PREFS)).notificationPreferences).toEqual({ retakeReminders: false, appointmentReminders: false });
  expect((await client.ok(UPDATE, { input: { retakeReminders: true } })).updateNotificationPreferences).toEqual({
    retakeReminders: true,
    appointmentReminders: false,
  });
  await client.ok(UPDATE, { input: { appointmentReminders: true } });
  expect((await client.ok(PREFS)).notificationPreferences).toEqual({ retakeReminders: true, appointmentReminders: true });
  expect((await t.client().gql(PREFS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

it('mails an opted-in member once when a retake becomes available, never one who did not opt in', async () => {
  clock.set(new Date('2026-09-01T09:00:00Z'));
  const keen = t.client();
  const { email } = await keen.signUp({ firstName: 'Ifeoma' });
  await keen.ok(UPDATE, { input: { retakeReminders: true } });
  const quiet = t.client();
  await quiet.signUp();
  await submit(keen);
  await submit(quiet);

  clock.set(new Date('2026-09-15T08:59:59Z'));
  expect(await sweep()).toBe(0);
  clock.set(new Date('2026-09-15T09:00:00Z'));
  // Two sweeps at once (two instances, or a job run twice): still one mail.
  const [a, b] = await Promise.all([sweep(), sweep()]);
  expect(a + b).toBe(1);
  const [mail] = await smtp.waitFor(1);
  expect(mail.to).toEqual([email]);
  expect(mail.headers.get('subject')).toEqual(['Your MindCheck check-in is ready to take again']);
  expect(mail.body).toContain('Hello Ifeoma,');
  // An inbox is not always private: the mail names no condition.
  expect(mail.body).not.toMatch(/depression/i);
  expect(await sweep()).toBe(0);
  clock.advanceDays(30);
  expect(await sweep()).toBe(0);
  expect(smtp.received).toHaveLength(1);

  // A retake starts a new window and, 14 days on, a new reminder.
  await submit(keen);
  clock.advanceDays(14);
  expect(await sweep()).toBe(1);
});

it('unsubscribes without signing in, once, through a page that sends no referrer', async () => {
  clock.set(new Date('2026-10-01T09:00:00Z'));
  const client = t.client();
  await client.signUp();
  await client.ok(UPDATE, { input: { retakeReminders: true, appointmentReminders: true } });
  await submit(client, 'ANXIETY');
  clock.advanceDays(14);
  expect(await sweep()).toBe(1);
  const [mail] = await smtp.waitFor(1);
  const link = unsubscribeLink(mail.body);
  const token = link.searchParams.get('token')!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const stranger = t.client();
  const shown = await stranger.request(link.pathname + link.search);
  expect(shown.status).toBe(200);
  expect(shown.headers.get('referrer-policy')).toBe('no-referrer');
  expect(shown.headers.get('cache-control')).toBe('no-store');
  expect(await shown.text()).toContain('Stop reminder emails');
  // Opening the link (a mail scanner does) changes nothing.
  expect((await client.ok(PREFS)).notificationPreferences.retakeReminders).toBe(true);

  const post = () =>
    stranger.request('/account/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
  const done = await post();
  expect(done.status).toBe(200);
  expect(await done.text()).toContain('You will no longer get reminder emails from MindCheck.');
  expect((await client.ok(PREFS)).notificationPreferences).toEqual({ retakeReminders: false, appointmentReminders: true });
  const again = await post();
  expect(again.status).toBe(400);
  expect(await again.text()).toContain('This unsubscribe link is not valid.');
  // Tokens are stored as hashes only, and never logged.
  const stored = await t.app.database.connection.db!.collection('unsubscribe_tokens').find().toArray();
  expect(JSON.stringify(stored)).not.toContain(token);
  expect(t.logs.join('')).not.toContain(token);
});

it('refuses an expired token, a voided older one and rubbish', async () => {
  clock.set(new Date('2026-11-01T09:00:00Z'));
  const client = t.client();
  await client.signUp();
  await client.ok(UPDATE, { input: { retakeReminders: true } });
  await submit(client, 'DEMENTIA');
  await submit(client, 'SCHIZOPHRENIA');
  clock.advanceDays(14);
  expect(await sweep()).toBe(2);
  const mails = await smtp.waitFor(2);
  const [older, newer] = mails.map((m) => unsubscribeLink(m.body).searchParams.get('token')!);
  const post = (token: string) =>
    t.client().request(`/account/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
  expect((await post(older)).status).toBe(400);
  expect((await post('x'.repeat(10_000))).status).toBe(400);
  expect((await post('')).status).toBe(400);
  clock.advanceDays(31);
  expect((await post(newer)).status).toBe(400);
  expect((await client.ok(PREFS)).notificationPreferences.retakeReminders).toBe(true);
});

it('exports the preferences and the reminders sent, never the tokens, and erases all three', async () => {
  clock.set(new Date('2026-12-01T09:00:00Z'));
  const client = t.client();
  await client.signUp();
  await client.ok(UPDATE, { input: { retakeReminders: true } });
  await submit(client, 'DEPRESSION');
  clock.advanceDays(14);
  expect(await sweep()).toBe(1);
  const exported = (await (await client.request('/account/export')).json()) as {
    collections: Record<string, Record<string, unknown>[]>;
  };
  expect(exported.collections.notification_preferences).toEqual([expect.objectContaining({ retakeReminders: true })]);
  expect(exported.collections.retake_reminders).toEqual([expect.objectContaining({ condition: 'DEPRESSION', status: 'sent' })]);
  expect(exported.collections.unsubscribe_tokens).toBeUndefined();
  await client.ok(`mutation { deleteAccount(password: "${client.member!.password}") }`);
  const db = t.app.database.connection.db!;
  for (const name of ['notification_preferences', 'retake_reminders', 'unsubscribe_tokens'])
    expect(await db.collection(name).countDocuments({ userId: client.member!.id })).toBe(0);
});
