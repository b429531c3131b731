// Results shared with the expert, only by choice (#34), and the measure request before every
// appointment. Sharing is the booking's member's choice alone, off by default and revocable; the
// booking's expert reads the shared results only while shared, each read audited; another expert,
// the member and an operator are refused. The request goes out once per booking, 72 hours before.
import { INSTRUMENT_DEFINITIONS, messages } from '@mindcheck/common';
import { ManualClock } from '../src/clock.js';
import { EXPERTS } from '../src/content/index.js';
import { MEASURE_REQUEST_JOB } from '../src/modules/care/measure-requests.js';
import { answersFor, SUBMIT_ASSESSMENT } from './support/assessments.js';
import {
  bookingMember,
  CANCEL_BOOKING,
  freeSlots,
  MY_BOOKINGS,
  paidAppointment,
  startBooking,
} from './support/bookings.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { ADMIN_ENV, signUpAdmin, signUpExpert } from './support/roles.js';
import { startTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.js';

const SHARE =
  'mutation S($reference: String!, $share: Boolean!) { shareResultsWithExpert(reference: $reference, share: $share) { reference resultsShared } }';
const TEST_SCORES =
  'query T($reference: String!) { memberTestScores(reference: $reference) { condition score maxScore createdAt } }';
const MEASURES =
  'query M($reference: String!) { memberMeasures(reference: $reference) { instrument score maxScore severity change createdAt } }';
const SUBMIT_MEASURE =
  'mutation S($instrument: Instrument!, $answers: [AnswerInput!]!) { submitMeasure(instrument: $instrument, answers: $answers) { id score } }';
const AUDIT = 'query A($id: ID!) { auditLog(targetId: $id) { actorEmail action targetType createdAt } }';

const START = new Date('2027-03-01T06:00:00Z');
const HOUR = 3600_000;
const clock = new ManualClock(START);
const entry = EXPERTS.DEPRESSION[2];
const other = EXPERTS.DEPRESSION[3];
let t: TestApp;
let expert: GraphQLClient;
let otherExpert: GraphQLClient;
let operator: GraphQLClient;
const slots: string[] = [];
const code = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.code;
const audits = (bookingId: string) =>
  t.app.database.connection.db!.collection('audit_entries').find({ targetId: bookingId }).toArray();
const requestMails = (to: string) =>
  t.app.database.connection.db!.collection('mail_messages').find({ to, template: 'measureRequest' }).toArray();

beforeAll(async () => {
  t = await startTestApp({ ...ADMIN_ENV }, { now: () => clock.now() });
  expert = await signUpExpert(t, entry.id);
  otherExpert = await signUpExpert(t, other.id);
  operator = await signUpAdmin(t);
  slots.push(
    ...(await freeSlots(t.client(), entry.id, { from: new Date('2027-03-01T18:00:00Z'), days: 7 })).map((s) => s.start),
  );
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => clock.set(START));

describe('sharing results with the expert', () => {
  it("is off by default and the booking's member's choice alone, revocable", async () => {
    const member = await paidAppointment(t, entry.id, slots.shift()!);
    const { reference } = member;
    expect((await member.client.ok(MY_BOOKINGS)).myBookings[0]).toMatchObject({ reference });
    expect((await member.client.ok('{ myBookings { resultsShared } }')).myBookings[0].resultsShared).toBe(false);

    const stranger = await bookingMember(t);
    for (const who of [stranger.client, expert, operator]) {
      expect((await who.gql(SHARE, { reference, share: true })).errors?.[0]).toMatchObject({
        message: messages.shareOnlyOwnBooking,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(code(await t.client().gql(SHARE, { reference, share: true }))).toBe('UNAUTHENTICATED');
    expect(code(await member.client.gql(SHARE, { reference: 'mc-unknown', share: true }))).toBe('NOT_FOUND');
    expect(code(await member.client.gql(SHARE, { reference: 'r'.repeat(5000), share: true }))).toBe('NOT_FOUND');

    expect((await member.client.ok(SHARE, { reference, share: true })).shareResultsWithExpert.resultsShared).toBe(true);
    expect((await member.client.ok(SHARE, { reference, share: false })).shareResultsWithExpert.resultsShared).toBe(
      false,
    );
  });

  it('cannot be turned on for a cancelled booking (turning it off always works)', async () => {
    const { client } = await bookingMember(t);
    const { reference } = await startBooking(client, entry.id, slots.shift()!);
    await client.ok(CANCEL_BOOKING, { reference });
    expect((await client.gql(SHARE, { reference, share: true })).errors?.[0]).toMatchObject({
      message: messages.shareClosedBooking,
      extensions: { code: 'CONFLICT' },
    });
    expect((await client.ok(SHARE, { reference, share: false })).shareResultsWithExpert.resultsShared).toBe(false);
  });

  it("lets the booking's expert read the member's measures and scores only while shared, writing each read to the audit log; another expert, the member and an operator are refused", async () => {
    const member = await paidAppointment(t, entry.id, slots.shift()!);
    const { reference, bookingId } = member;
    await member.client.ok(SUBMIT_ASSESSMENT, { condition: 'DEPRESSION', answers: answersFor('DEPRESSION', 1) });
    const phq9 = INSTRUMENT_DEFINITIONS.PHQ9.questions.map((q) => ({
      questionId: q.id,
      selectedAnswer: 'Several days',
    }));
    await member.client.ok(SUBMIT_MEASURE, { instrument: 'PHQ9', answers: phq9 });

    for (const query of [MEASURES, TEST_SCORES]) {
      expect((await expert.gql(query, { reference })).errors?.[0]).toMatchObject({
        message: messages.resultsNotShared,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(await audits(bookingId)).toEqual([]);

    await member.client.ok(SHARE, { reference, share: true });
    clock.advanceMs(5 * 60_000);
    expect((await expert.ok(MEASURES, { reference })).memberMeasures).toEqual([
      {
        instrument: 'PHQ9',
        score: 9,
        maxScore: 27,
        severity: 'MILD',
        change: 'BASELINE',
        createdAt: START.toISOString(),
      },
    ]);
    expect((await expert.ok(TEST_SCORES, { reference })).memberTestScores).toEqual([
      { condition: 'DEPRESSION', score: 10, maxScore: 30, createdAt: START.toISOString() },
    ]);
    const read = (action: string) =>
      expect.objectContaining({
        actorId: expert.member!.id,
        actorEmail: expert.member!.email,
        action,
        targetType: 'booking',
        createdAt: clock.now(),
        before: null,
        after: null,
      });
    expect(await audits(bookingId)).toEqual([read('readMemberMeasures'), read('readMemberTestScores')]);
    // The operator sees who read, and when; never what.
    expect(
      (await operator.ok(AUDIT, { id: bookingId })).auditLog.map((e: { action: string }) => e.action).sort(),
    ).toEqual(['readMemberMeasures', 'readMemberTestScores']);

    for (const query of [MEASURES, TEST_SCORES]) {
      expect((await otherExpert.gql(query, { reference })).errors?.[0]).toMatchObject({
        message: messages.appointmentNotYours,
        extensions: { code: 'FORBIDDEN' },
      });
      for (const who of [member.client, operator]) expect(code(await who.gql(query, { reference }))).toBe('FORBIDDEN');
      expect(code(await t.client().gql(query, { reference }))).toBe('UNAUTHENTICATED');
    }
    expect(await audits(bookingId)).toHaveLength(2);

    await member.client.ok(SHARE, { reference, share: false });
    for (const query of [MEASURES, TEST_SCORES]) expect(code(await expert.gql(query, { reference }))).toBe('FORBIDDEN');
    expect(await audits(bookingId)).toHaveLength(2);
  });
});

describe('the measure request before every appointment', () => {
  /** Runs the sweep as the job library would (its recurring job runs every 10 minutes), and waits for it. */
  async function runSweepJob(): Promise<void> {
    const key = `test-${Date.now()}`;
    await t.app.services.jobs.now(MEASURE_REQUEST_JOB, {}, { uniqueKey: key });
    const deadline = Date.now() + 10_000;
    while ((await t.app.services.jobs.list(MEASURE_REQUEST_JOB, key)).length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await t.app.services.mail.idle();
  }

  it('asks the member once, 72 hours before a paid appointment, however many sweeps run at once', async () => {
    const start = slots.filter((s) => Date.parse(s) > START.getTime() + 80 * HOUR).shift()!;
    slots.splice(slots.indexOf(start), 1);
    const member = await paidAppointment(t, entry.id, start);
    // Earlier tests' appointments within 72 hours are asked here; this one is not yet due.
    await t.app.services.care.requests.sweep();
    expect(await requestMails(member.email)).toEqual([]);

    clock.set(new Date(Date.parse(start) - 72 * HOUR + 60_000));
    // Twenty sweeps at once (as on as many instances) and the job itself: one request.
    const sent = await Promise.all(Array.from({ length: 20 }, () => t.app.services.care.requests.sweep()));
    await runSweepJob();
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await requestMails(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Before your MindCheck appointment: two short questionnaires');
    expect(mails[0].text).toContain(`${TEST_ORIGIN}/measures/phq9`);
    expect(mails[0].text).toContain(`${TEST_ORIGIN}/measures/gad7`);
    expect(mails[0].text).not.toMatch(/depress|anxi/i);
    expect(mails[0].text).toContain(
      'If you are in danger or thinking about harming yourself, call your local emergency number now.',
    );
    const [booking] = (await member.client.ok('{ myBookings { measuresRequestedAt } }')).myBookings;
    expect(booking.measuresRequestedAt).toBe(clock.now().toISOString());

    clock.advanceMs(24 * HOUR);
    await runSweepJob();
    expect(await requestMails(member.email)).toHaveLength(1);
  });

  it('asks at once for an appointment paid less than 72 hours ahead, mails nobody who switched appointment mails off, and skips a cancelled one', async () => {
    const soon = slots.filter((s) => Date.parse(s) < START.getTime() + 72 * HOUR).slice(0, 3);
    for (const s of soon) slots.splice(slots.indexOf(s), 1);
    const [asked, quiet, cancelled] = await Promise.all(soon.map((s) => paidAppointment(t, entry.id, s)));
    await quiet.client.ok(
      'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { appointmentReminders } }',
      { input: { appointmentReminders: false } },
    );
    await cancelled.client.ok(CANCEL_BOOKING, { reference: cancelled.reference });
    await runSweepJob();
    expect(await requestMails(asked.email)).toHaveLength(1);
    expect(await requestMails(quiet.email)).toEqual([]);
    expect(await requestMails(cancelled.email)).toEqual([]);
    // The window opened for the quiet member too: what they answer before the session is marked.
    expect((await quiet.client.ok('{ myBookings { measuresRequestedAt } }')).myBookings[0].measuresRequestedAt).toBe(
      START.toISOString(),
    );
  });
});
