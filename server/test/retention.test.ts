// Retention of health data (#32 item 6): an account unused for HEALTH_DATA_RETENTION_MONTHS is
// erased as deleteAccount erases it, by a daily job of the job library, and its member is mailed 30
// days before (the real nodemailer transport against a local SMTP server). The app's clock is
// moved across the two years instead of waiting for them; sign-ins are stamped by the same clock.
import { DateTime } from 'luxon';
import { Types } from 'mongoose';
import { ManualClock } from '../src/clock.js';
import { memberDataCollections } from '../src/modules/account/member-data.js';
import { RETENTION_JOB } from '../src/modules/retention/index.js';
import { startFakeSmtp, type FakeSmtp } from './fakes/smtp.js';
import { answersFor, SUBMIT_ASSESSMENT } from './support/assessments.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let smtp: FakeSmtp;
let t: TestApp;
const clock = new ManualClock(new Date());
const SUBJECT = /^Your MindCheck account will be erased on /;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await startTestApp({ ...smtp.env, HEALTH_DATA_RETENTION_MONTHS: '24' }, { now: () => clock.now() });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** `months` after `from`, plus `days` (negative: before). */
const at = (from: Date, months: number, days = 0, hours = 0) =>
  DateTime.fromJSDate(from, { zone: 'utc' }).plus({ months, days, hours }).toJSDate();
/** The notices queued for an address (the mail module stores each message before sending it). */
const queued = (email: string) =>
  db().collection('mail_messages').countDocuments({ to: email, template: 'retentionNotice' });
/** The next notice the address receives. */
const received = (email: string) => smtp.waitForMail(email, (m) => SUBJECT.test(m.headers.get('subject')?.[0] ?? ''));
const sweep = () => t.app.services.retention.sweep();
const db = () => t.app.database.connection.db!;

/** A member with health data: a test result and a mood check-in. */
async function memberWithData(): Promise<{ client: GraphQLClient; id: string; email: string; password: string }> {
  const client = t.client();
  const { id, email, input } = await client.signUp({ firstName: 'Chiamaka' });
  await client.ok(SUBMIT_ASSESSMENT, { condition: 'DEPRESSION', answers: answersFor('DEPRESSION', 1) });
  await client.ok('mutation M($input: MoodInput!) { logMood(input: $input) { id } }', {
    input: { mood: 3, note: 'A long week' },
  });
  return { client, id, email, password: input.password as string };
}

/** How many records of the member each registered collection still holds (the audit log aside: kept under a pseudonym). */
async function recordsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entry of memberDataCollections) {
    if (entry.onErase === 'pseudonymise') continue;
    const id = entry.idType === 'objectId' ? new Types.ObjectId(userId) : userId;
    const n = await db()
      .collection(entry.collection)
      .countDocuments({ [entry.userField]: id });
    if (n > 0) counts[entry.collection] = n;
  }
  return counts;
}

it('schedules one daily sweep in the job library', async () => {
  const jobs = await t.app.services.jobs.list(RETENTION_JOB);
  const recurring = jobs.filter((job) => job.runAt && job.runAt.getTime() > Date.now());
  expect(recurring).toHaveLength(1);
  expect(recurring[0].runAt!.getUTCHours()).toBe(3);
});

it('mails an inactive member once, 30 days before, then erases everything "Delete my account" erases; an active member is untouched', async () => {
  const start = new Date();
  clock.set(start);
  const idle = await memberWithData();
  const active = await memberWithData();
  expect(Object.keys(await recordsOf(idle.id))).toEqual(
    expect.arrayContaining(['users', 'assessments', 'mood_entries', 'sessions']),
  );

  // 31 days before the two years are up: too early for the notice.
  clock.set(at(start, 24, -31));
  await sweep();
  expect(await queued(idle.email)).toBe(0);
  // The other member comes back then.
  expect((await active.client.signIn(active.email, active.password)).errors).toBeUndefined();

  // 30 days before: the daily job (run now through the job library) sends the notice.
  clock.set(at(start, 24, -30, 1));
  await t.app.services.jobs.now(RETENTION_JOB, {});
  const notice = await received(idle.email);
  const eraseOn = DateTime.fromJSDate(at(start, 24), { zone: 'utc' }).toFormat('cccc d LLLL yyyy');
  expect(notice.headers.get('subject')?.[0]).toBe(`Your MindCheck account will be erased on ${eraseOn}`);
  expect(notice.body).toContain('Hello Chiamaka,');
  expect(notice.body).toContain('erases an account 24 months after it was last used');
  expect(notice.body).toContain('http://localhost:4000/sign-in');
  // An inbox is not always private: no condition, no result.
  expect(notice.body).not.toMatch(/depression/i);

  // Two sweeps at once (two instances) send no second notice.
  await Promise.all([sweep(), sweep()]);
  expect(await queued(idle.email)).toBe(1);
  expect(await queued(active.email)).toBe(0);

  // The day before the date in the mail: nothing erased yet.
  clock.set(at(start, 24, -1));
  await sweep();
  expect(await recordsOf(idle.id)).toHaveProperty('users', 1);

  // On the date (and 30 days after the notice): every record of the member is gone, the account last.
  clock.set(at(start, 24, 0, 2));
  const outcome = await sweep();
  expect(outcome.erased).toBeGreaterThanOrEqual(1);
  expect(await recordsOf(idle.id)).toEqual({});
  expect((await idle.client.signIn(idle.email, idle.password)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  // The member who came back keeps everything.
  expect(await recordsOf(active.id)).toEqual(expect.objectContaining({ users: 1, assessments: 1, mood_entries: 1 }));
  expect(await queued(active.email)).toBe(0);
});

it('keeps the account of a member who signs in after the notice, and gives a new notice only after a new absence', async () => {
  const start = new Date();
  clock.set(start);
  const member = await memberWithData();
  clock.set(at(start, 24, -29));
  await sweep();
  await received(member.email);
  expect(await queued(member.email)).toBe(1);

  // They sign in ten days before the date; the date passes.
  clock.set(at(start, 24, -10));
  expect((await member.client.signIn(member.email, member.password)).errors).toBeUndefined();
  clock.set(at(start, 24, 31));
  await sweep();
  expect(await recordsOf(member.id)).toEqual(expect.objectContaining({ users: 1, assessments: 1, mood_entries: 1 }));
  expect(await queued(member.email)).toBe(1);

  // Two years after that sign-in, less 30 days: a new notice.
  clock.set(at(at(start, 24, -10), 24, -29));
  await sweep();
  expect(await queued(member.email)).toBe(2);
});

it('gives the member their 30 days when the notice went out late, and finishes an erasure that was cut short', async () => {
  const start = new Date();
  clock.set(start);
  const member = await memberWithData();
  // The sweeps did not run for months (an outage): the first one after the two years only warns.
  clock.set(at(start, 26));
  await sweep();
  const late = DateTime.fromJSDate(at(start, 26, 30), { zone: 'utc' }).toFormat('cccc d LLLL yyyy');
  expect((await received(member.email)).headers.get('subject')?.[0]).toContain(late);
  expect(await queued(member.email)).toBe(1);
  clock.set(at(start, 26, 29));
  await sweep();
  expect(await recordsOf(member.id)).toHaveProperty('users', 1);

  // An erasure that stopped half-way (some collections done, the account document still there, as
  // AccountService.erase leaves it) is finished by the next sweep.
  await db().collection('assessments').deleteMany({ userId: member.id });
  expect(await recordsOf(member.id)).toEqual(expect.objectContaining({ users: 1, mood_entries: 1 }));
  clock.set(at(start, 26, 30, 1));
  await sweep();
  expect(await recordsOf(member.id)).toEqual({});
});
