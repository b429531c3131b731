// Appointment reminders (#23): 24 h and 1 h before, by mail to the member and the expert, each sent
// exactly once with two app instances polling one database, kept across a restart of the app, and
// not to a member who switched appointment reminders off.
//
// The apps' clock stands in 2027, so the jobs wait in the job library by the real clock; a test
// moves the clock to the reminder's time and asks the job library to run the job now, as it would
// on that day.
import { ManualClock } from '../src/clock.js';
import { EXPERTS } from '../src/content/index.js';
import { startEmbeddedMongo, type EmbeddedMongo } from '@mindcheck/embedded-mongo';
import { APPOINTMENT_REMINDER_JOB } from '../src/modules/appointment/appointment.notices.js';
import { COMPLETE_TEST_CHECKOUT, CONFIRM_BOOKING, bookingMember, startBooking } from './support/bookings.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { signUpExpert } from './support/roles.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const START = new Date('2027-03-01T06:00:00Z');
const HOUR = 3600_000;
const clock = new ManualClock(START);
const entry = EXPERTS.SUBSTANCE_ABUSE[0];
let engine: EmbeddedMongo;
let a: TestApp;
let b: TestApp;
let expert: GraphQLClient;

beforeAll(async () => {
  engine = await startEmbeddedMongo({ port: 0 });
  a = await startTestApp({ MONGODB_URI: engine.uri }, { now: () => clock.now() });
  b = await startTestApp({ MONGODB_URI: engine.uri }, { now: () => clock.now() });
  expert = await signUpExpert(a, entry.id);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await engine?.stop();
});
beforeEach(() => clock.set(START));

async function paidAppointment(t: TestApp, start: string) {
  const member = await bookingMember(t);
  const { reference, booking } = await startBooking(member.client, entry.id, start);
  await member.client.ok(COMPLETE_TEST_CHECKOUT, { reference });
  await member.client.ok(CONFIRM_BOOKING, { reference });
  return { ...member, reference, bookingId: booking.id };
}

/** Runs the booking's reminder job now, as the job library would at its time, and waits for it. */
async function runReminder(t: TestApp, bookingId: string, hours: number): Promise<void> {
  const key = `${bookingId}:${hours}`;
  const [job] = await t.app.services.jobs.list(APPOINTMENT_REMINDER_JOB, key);
  expect(job).toBeDefined();
  await t.app.services.jobs.now(APPOINTMENT_REMINDER_JOB, job.data, { uniqueKey: key });
  const deadline = Date.now() + 10_000;
  while ((await t.app.services.jobs.list(APPOINTMENT_REMINDER_JOB, key)).length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(await t.app.services.jobs.list(APPOINTMENT_REMINDER_JOB, key)).toEqual([]);
  await Promise.all([a, b].map((app) => app.app.services.mail.idle()));
}

async function reminders(t: TestApp, to: string) {
  return t.app.database.connection
    .db!.collection('mail_messages')
    .find({ to, template: 'appointmentReminder' })
    .toArray();
}

it('sends each reminder once to the member and the expert, whichever instance runs it, however often', async () => {
  const member = await paidAppointment(a, '2027-03-03T08:00:00.000Z');
  const jobs = await b.app.services.jobs.list(APPOINTMENT_REMINDER_JOB);
  expect(jobs.filter((j) => (j.data as { bookingId: string }).bookingId === member.bookingId)).toHaveLength(2);

  clock.set(new Date(Date.parse('2027-03-03T08:00:00Z') - 24 * HOUR));
  await runReminder(a, member.bookingId, 24);
  const toMember = await reminders(a, member.email);
  expect(toMember).toHaveLength(1);
  expect(toMember[0].subject).toBe('Reminder: MindCheck appointment in 24 hours');
  expect(toMember[0].text).toContain('Wednesday 3 March 2027, 09:00 to 09:50 (Africa/Lagos time)');
  expect(await reminders(a, expert.member!.email)).toHaveLength(1);

  // At least once: the job runs again (a retry, a second instance taking it over) and sends nothing more.
  await b.app.services.jobs.schedule(
    APPOINTMENT_REMINDER_JOB,
    clock.now(),
    { bookingId: member.bookingId, hours: 24, start: '2027-03-03T08:00:00.000Z' },
    { uniqueKey: `${member.bookingId}:24` },
  );
  await runReminder(b, member.bookingId, 24);
  expect(await reminders(a, member.email)).toHaveLength(1);

  clock.set(new Date(Date.parse('2027-03-03T08:00:00Z') - HOUR));
  await runReminder(b, member.bookingId, 1);
  const both = await reminders(a, member.email);
  expect(both.map((m) => m.subject).sort()).toEqual([
    'Reminder: MindCheck appointment in 1 hour',
    'Reminder: MindCheck appointment in 24 hours',
  ]);
  expect(await reminders(a, expert.member!.email)).toHaveLength(2);
});

it('sends the member none once they switch appointment reminders off (the expert still gets theirs)', async () => {
  const member = await paidAppointment(b, '2027-03-04T08:00:00.000Z');
  await member.client.ok(
    'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { appointmentReminders } }',
    { input: { appointmentReminders: false } },
  );
  const expertBefore = (await reminders(a, expert.member!.email)).length;
  clock.set(new Date(Date.parse('2027-03-04T08:00:00Z') - HOUR));
  await runReminder(a, member.bookingId, 1);
  expect(await reminders(a, member.email)).toEqual([]);
  expect(await reminders(a, expert.member!.email)).toHaveLength(expertBefore + 1);
});

it("reminds a member whose language is Pidgin in Pidgin, day and month too; the expert's copy is in theirs", async () => {
  const member = await paidAppointment(a, '2027-03-10T08:00:00.000Z');
  await member.client.ok('mutation { updateProfile(input: { locale: "pcm" }) { locale } }');
  const expertBefore = (await reminders(a, expert.member!.email)).length;
  clock.set(new Date(Date.parse('2027-03-10T08:00:00Z') - HOUR));
  await runReminder(a, member.bookingId, 1);
  const [mail] = await reminders(a, member.email);
  expect(mail.subject).toBe('Reminder: your MindCheck appointment go start in 1 hour');
  expect(mail.text).toContain('Make you no forget: your appointment go start in 1 hour.');
  expect(mail.text).toContain('When: Wẹ́nẹ́zdè 10 Mach 2027, 09:00 reach 09:50 (Africa/Lagos time)');
  expect(mail.text).toContain('You fit off appointment reminders for your profile.');
  expect(mail.html).toContain('<html lang="pcm">');
  expect(mail.html).toContain('Make you no forget: your appointment go start in 1 hour.');
  const toExpert = await reminders(a, expert.member!.email);
  expect(toExpert).toHaveLength(expertBefore + 1);
  expect(toExpert.at(-1)!.subject).toBe('Reminder: MindCheck appointment in 1 hour');
});

it("gives a Pidgin member the confirmation's calendar entry in Pidgin; the expert's in theirs (#36)", async () => {
  const member = await bookingMember(a);
  await member.client.ok('mutation { updateProfile(input: { locale: "pcm" }) { locale } }');
  const { reference } = await startBooking(member.client, entry.id, '2027-03-11T08:00:00.000Z');
  await member.client.ok(COMPLETE_TEST_CHECKOUT, { reference });
  await member.client.ok(CONFIRM_BOOKING, { reference });
  await a.app.services.mail.idle();
  const confirmed = (to: string) =>
    a.app.database.connection.db!.collection('mail_messages').findOne(
      { to, template: 'appointmentConfirmed' },
      {
        sort: { _id: -1 },
      },
    );
  // iCalendar folds long lines (RFC 5545 3.1): unfolded before reading.
  const calendar = (mail: Record<string, unknown> | null) =>
    String((mail?.attachments as { content: string }[] | undefined)?.[0]?.content).replace(/\r\n[ \t]/g, '');
  const mine = calendar(await confirmed(member.email));
  expect(mine).toContain(`SUMMARY:MindCheck appointment wey you get with ${entry.name}`);
  expect(mine).toContain('DESCRIPTION:The meeting link go come later.');
  expect(mine).toContain('DTSTART:20270311T080000Z');
  const theirs = calendar(await confirmed(expert.member!.email));
  expect(theirs).toContain(`SUMMARY:MindCheck appointment with a MindCheck member (booking ${reference})`);
  expect(theirs).toContain('DESCRIPTION:The meeting link will follow.');
});

it('keeps the reminders across a restart of the app', async () => {
  const member = await paidAppointment(a, '2027-03-05T08:00:00.000Z');
  await a.close();
  await b.close();
  a = await startTestApp({ MONGODB_URI: engine.uri }, { now: () => clock.now() });
  b = await startTestApp({ MONGODB_URI: engine.uri }, { now: () => clock.now() });
  const kept = await a.app.services.jobs.list(APPOINTMENT_REMINDER_JOB);
  expect(
    kept
      .filter((j) => (j.data as { bookingId: string }).bookingId === member.bookingId)
      .map((j) => j.runAt?.toISOString())
      .sort(),
  ).toEqual(['2027-03-04T08:00:00.000Z', '2027-03-05T07:00:00.000Z']);
  clock.set(new Date('2027-03-04T08:00:00Z'));
  await runReminder(b, member.bookingId, 24);
  expect(await reminders(b, member.email)).toHaveLength(1);
});
