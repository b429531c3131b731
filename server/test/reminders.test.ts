// Retake reminders (#25): opt-in preferences, one job per member and condition in the job library
// (server/src/jobs) at the day the retake opens, one mail per result (the real nodemailer transport
// against a local SMTP server), and the unsubscribe link that works without signing in (a one-time
// token: single use, expiring, a newer one voids the older).
//
// The app's clock starts a year ahead of the real one, so the jobs it schedules wait (agenda runs
// a job when its time has come by the real clock); a test moves the app's clock past the window
// and asks the job library to run the pending job now, as it would on that day.
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
const START = Date.now() + 365 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new ManualClock(new Date(START));
const JOB = 'retake-reminder';

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await startTestApp({ ...smtp.env, RETAKE_AFTER_DAYS: '14' }, { now: () => clock.now() });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => smtp.reset());

const pending = (userId?: string, condition = 'DEPRESSION') =>
  t.app.services.jobs.list<{ assessmentId: string }>(JOB, userId ? `${userId}:${condition}` : undefined);
/** Runs every pending reminder job now (as the job library would on its day) and waits for them to finish. */
async function runPending(): Promise<void> {
  const jobs = await pending();
  for (const job of jobs) await t.app.services.jobs.now(JOB, job.data, { uniqueKey: job.uniqueKey });
  const deadline = Date.now() + 5000;
  while ((await pending()).some((j) => j.failCount === 0) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
}
const submit = (client: GraphQLClient, condition = 'DEPRESSION') =>
  client.ok(SUBMIT_ASSESSMENT, { condition, answers: answersFor(condition as never, 1) });
const SUBJECT = 'Your MindCheck check-in is ready to take again';
/** The reminder mails received so far (sign-up sends its own verification mail too). */
const reminderMails = () => smtp.received.filter((m) => m.headers.get('subject')?.[0] === SUBJECT);
async function waitForReminders(count: number) {
  const deadline = Date.now() + 5000;
  while (reminderMails().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  expect(reminderMails()).toHaveLength(count);
  return reminderMails();
}
const unsubscribeLink = (body: string) => {
  const match = /(http:\/\/\S+\/account\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(body.replace(/=\r?\n/g, ''));
  if (!match) throw new Error('no unsubscribe link in the mail');
  return new URL(match[1]);
};

it('keeps retake reminders off until the member turns them on (appointment reminders on until turned off), and changes only the fields given', async () => {
  const client = t.client();
  await client.signUp();
  expect((await client.ok(PREFS)).notificationPreferences).toEqual({
    retakeReminders: false,
    appointmentReminders: true,
  });
  await client.ok(UPDATE, { input: { appointmentReminders: false } });
  expect((await client.ok(UPDATE, { input: { retakeReminders: true } })).updateNotificationPreferences).toEqual({
    retakeReminders: true,
    appointmentReminders: false,
  });
  await client.ok(UPDATE, { input: { appointmentReminders: true } });
  expect((await client.ok(PREFS)).notificationPreferences).toEqual({
    retakeReminders: true,
    appointmentReminders: true,
  });
  expect((await t.client().gql(PREFS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

it('schedules a job for the day the retake opens, and mails an opted-in member once, never one who did not opt in', async () => {
  clock.set(new Date(START));
  const keen = t.client();
  const { id, email } = await keen.signUp({ firstName: 'Ifeoma' });
  await keen.ok(UPDATE, { input: { retakeReminders: true } });
  const quiet = t.client();
  const { id: quietId } = await quiet.signUp();
  const record = (await submit(keen)).submitAssessment;
  await submit(quiet);

  const [job] = await pending(id);
  expect(job.runAt?.getTime()).toBe(START + 14 * DAY_MS);
  expect(job.data.assessmentId).toBe(record.id);
  expect(await pending(quietId)).toEqual([]);

  // Run a day early (a clock out of step): nothing is sent.
  clock.advanceDays(13);
  await runPending();
  expect(reminderMails()).toHaveLength(0);

  // On the day: one mail, even when the job is run twice at once.
  await submit(keen).catch(() => undefined); // still inside the window: refused, nothing changes
  clock.set(new Date(START + 14 * DAY_MS));
  await keen.ok(UPDATE, { input: { retakeReminders: true, appointmentReminders: false } });
  await submit(keen, 'ANXIETY');
  await Promise.all([
    t.app.services.reminders.runRetakeReminder({ userId: id, condition: 'DEPRESSION', assessmentId: record.id }),
    t.app.services.reminders.runRetakeReminder({ userId: id, condition: 'DEPRESSION', assessmentId: record.id }),
  ]);
  const [mail] = await waitForReminders(1);
  expect(mail.to).toEqual([email]);
  expect(mail.body).toContain('Hello Ifeoma,');
  // An inbox is not always private: the mail names no condition.
  expect(mail.body).not.toMatch(/depression/i);
  await runPending();
  expect(reminderMails()).toHaveLength(1);

  // A retake moves the member's one pending job to the new window.
  const retake = (await submit(keen)).submitAssessment;
  const moved = await pending(id);
  expect(moved).toHaveLength(1);
  expect(moved[0].data.assessmentId).toBe(retake.id);
  expect(moved[0].runAt?.getTime()).toBe(START + 28 * DAY_MS);
  clock.advanceDays(14);
  await runPending();
  await waitForReminders(2);
  expect(reminderMails()).toHaveLength(2);
});

it('keeps one preference record when a hundred first saves arrive at once', async () => {
  const client = t.client();
  const { id } = await client.signUp();
  const results = await Promise.all(
    Array.from({ length: 100 }, (_, i) => client.gql(UPDATE, { input: { appointmentReminders: i % 2 === 0 } })),
  );
  expect(results.filter((r) => r.errors)).toEqual([]);
  const db = t.app.database.connection.db!;
  expect(await db.collection('notification_preferences').countDocuments({ userId: id })).toBe(1);
});

it('turning reminders on schedules them for results already taken; off cancels them', async () => {
  clock.set(new Date(START));
  const client = t.client();
  const { id } = await client.signUp();
  await submit(client, 'DEMENTIA');
  expect(await pending(id, 'DEMENTIA')).toEqual([]);
  await client.ok(UPDATE, { input: { retakeReminders: true } });
  expect((await pending(id, 'DEMENTIA'))[0].runAt?.getTime()).toBe(START + 14 * DAY_MS);
  await client.ok(UPDATE, { input: { retakeReminders: false } });
  expect(await pending(id, 'DEMENTIA')).toEqual([]);
});

it('unsubscribes without signing in, once, through a page that sends no referrer', async () => {
  clock.set(new Date(START));
  const client = t.client();
  const { id } = await client.signUp();
  await client.ok(UPDATE, { input: { retakeReminders: true, appointmentReminders: true } });
  await submit(client, 'ANXIETY');
  clock.advanceDays(14);
  await runPending();
  const [mail] = await waitForReminders(1);
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
  expect((await client.ok(PREFS)).notificationPreferences).toEqual({
    retakeReminders: false,
    appointmentReminders: true,
  });
  expect(await pending(id, 'ANXIETY')).toEqual([]);
  const again = await post();
  expect(again.status).toBe(400);
  expect(await again.text()).toContain('This unsubscribe link is not valid.');
  // Tokens are stored as hashes only, and never logged.
  const stored = await t.app.database.connection.db!.collection('unsubscribe_tokens').find().toArray();
  expect(JSON.stringify(stored)).not.toContain(token);
  expect(t.logs.join('')).not.toContain(token);
});

it("speaks a Pidgin member's language on the unsubscribe page, before and after (#36)", async () => {
  clock.set(new Date(START));
  const client = t.client();
  const { id } = await client.signUp({ locale: 'pcm' });
  await client.ok(UPDATE, { input: { retakeReminders: true } });
  const { submitAssessment } = await submit(client, 'ANXIETY');
  clock.advanceDays(14);
  await t.app.services.reminders.runRetakeReminder({
    userId: id,
    condition: 'ANXIETY',
    assessmentId: submitAssessment.id,
  });
  const pidgin = () =>
    smtp.received.filter(
      (m) => m.headers.get('subject')?.[0] === 'Your MindCheck check-in don ready make you take am again',
    );
  const deadline = Date.now() + 5000;
  while (!pidgin().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  const link = unsubscribeLink(pidgin()[0].body);

  // A stranger's browser (no cookie, English Accept-Language): the page is in the member's language.
  const stranger = t.client();
  const shown = await (await stranger.request(link.pathname + link.search)).text();
  expect(shown).toContain('<html lang="pcm">');
  expect(shown).toContain('You wan stop to dey get email when you fit do MindCheck test again?');
  expect(shown).toContain('<button type="submit">Stop di reminder emails</button>');
  const done = await stranger.request('/account/unsubscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: link.searchParams.get('token')! }).toString(),
  });
  expect(await done.text()).toContain('You no go get reminder emails from MindCheck again.');
  expect((await client.ok(PREFS)).notificationPreferences.retakeReminders).toBe(false);
});

it('refuses an expired token, a voided older one and rubbish', async () => {
  clock.set(new Date(START));
  const client = t.client();
  const { id } = await client.signUp();
  await client.ok(UPDATE, { input: { retakeReminders: true } });
  const first = (await submit(client, 'DEMENTIA')).submitAssessment;
  const second = (await submit(client, 'SCHIZOPHRENIA')).submitAssessment;
  clock.advanceDays(14);
  // One after the other, so that the second mail's token is the newer.
  const { reminders } = t.app.services;
  await reminders.runRetakeReminder({ userId: id, condition: 'DEMENTIA', assessmentId: first.id });
  await waitForReminders(1);
  await reminders.runRetakeReminder({ userId: id, condition: 'SCHIZOPHRENIA', assessmentId: second.id });
  const mails = await waitForReminders(2);
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

it('exports the preferences and the reminders sent, never the tokens, and erases them and the pending jobs', async () => {
  clock.set(new Date(START));
  const client = t.client();
  await client.signUp();
  await client.ok(UPDATE, { input: { retakeReminders: true } });
  await submit(client, 'DEPRESSION');
  clock.advanceDays(14);
  await runPending();
  await waitForReminders(1);
  const exported = (await (await client.request('/account/export')).json()) as {
    collections: Record<string, Record<string, unknown>[]>;
  };
  expect(exported.collections.notification_preferences).toEqual([expect.objectContaining({ retakeReminders: true })]);
  expect(exported.collections.retake_reminders).toEqual([
    expect.objectContaining({ condition: 'DEPRESSION', status: 'queued' }),
  ]);
  expect(exported.collections.unsubscribe_tokens).toBeUndefined();
  await client.ok(`mutation { deleteAccount(password: "${client.member!.password}") }`);
  const db = t.app.database.connection.db!;
  for (const name of ['notification_preferences', 'retake_reminders', 'unsubscribe_tokens'])
    expect(await db.collection(name).countDocuments({ userId: client.member!.id })).toBe(0);
  expect(await db.collection('agendaJobs').countDocuments({ 'data.payload.userId': client.member!.id })).toBe(0);
});
