// Appointments with a time (#23), end to end over GraphQL with a controllable clock: free slots
// (weekly hours, time off, notice, horizon, Africa/Lagos, Europe/London across both clock changes),
// holds and their expiry, the slot race (the unique index decides), the expert's and the member's
// operations, the mails (with their calendar entry) and the reminder jobs they schedule.
//
// The app's clock stands on Monday 1 March 2027, 06:00 UTC (07:00 in Lagos), a year or so ahead of
// the real one, so the reminder jobs it schedules wait in the job library.
import { ManualClock } from '../src/clock.js';
import { EXPERTS } from '../src/content/index.js';
import { messages } from '../src/messages.js';
import { startEmbeddedMongo, type EmbeddedMongo } from '@mindcheck/embedded-mongo';
import {
  BOOKING_FIELDS,
  CANCEL_BOOKING,
  COMPLETE_TEST_CHECKOUT,
  CONFIRM_BOOKING,
  EXPERT_SLOTS,
  MY_BOOKINGS,
  START_BOOKING,
  bookingMember,
  freeSlots,
  startBooking,
  type BookingView,
  type SlotView,
} from './support/bookings.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { startRedis, type TestRedis } from './support/redis.js';
import { signUpExpert } from './support/roles.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const START = new Date('2027-03-01T06:00:00Z');
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const clock = new ManualClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock.now() });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => clock.set(START));

const RESCHEDULE = `mutation R($reference: String!, $start: DateTime!) { rescheduleBooking(reference: $reference, start: $start) { ${BOOKING_FIELDS} } }`;
const DECLINE = `mutation D($reference: String!, $reason: String!) { declineBooking(reference: $reference, reason: $reason) { ${BOOKING_FIELDS} } }`;
const COMPLETE = `mutation C($reference: String!, $outcome: AppointmentOutcome!) { completeAppointment(reference: $reference, outcome: $outcome) { ${BOOKING_FIELDS} } }`;
const SET_LINK = `mutation L($reference: String!, $url: String!) { setMeetingLink(reference: $reference, url: $url) { ${BOOKING_FIELDS} } }`;
const APPOINTMENTS = `query A($from: DateTime!, $to: DateTime!) { expertAppointments(from: $from, to: $to) { ${BOOKING_FIELDS} } }`;
const AVAILABILITY_FIELDS = 'timeZone slotMinutes weekly { weekday startTime endTime } timeOff { start end }';
const MY_AVAILABILITY = `{ myAvailability { ${AVAILABILITY_FIELDS} } }`;
const SET_AVAILABILITY = `mutation S($input: AvailabilityInput!) { setAvailability(input: $input) { ${AVAILABILITY_FIELDS} } }`;
const REMINDER_JOB = 'appointment-reminder';

async function slots(client: GraphQLClient, expertId: string, from: string | Date, to: string | Date) {
  const res = await client.gql<{ expertSlots: SlotView[] }>(EXPERT_SLOTS, {
    expertId,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
  });
  return res;
}
const starts = (list: SlotView[]) => list.map((s) => s.start);
/** ISO starts every `minutes` from `first`, `count` of them. */
const every = (first: string, minutes: number, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(first) + i * minutes * 60_000).toISOString());

async function pay(client: GraphQLClient, reference: string) {
  await client.ok(COMPLETE_TEST_CHECKOUT, { reference });
  return client.gql<{ confirmBooking: BookingView }>(CONFIRM_BOOKING, { reference });
}
async function paidBooking(client: GraphQLClient, expertId: string, start: string): Promise<BookingView> {
  const { reference } = await startBooking(client, expertId, start);
  const res = await pay(client, reference);
  expect(res.errors).toBeUndefined();
  return res.data!.confirmBooking;
}
const db = () => t.app.database.connection.db!;
async function mailsTo(address: string) {
  await t.app.services.mail.idle();
  return db().collection('mail_messages').find({ to: address }).sort({ _id: 1 }).toArray();
}
const code = (res: { errors?: { extensions?: Record<string, unknown> }[] }) => res.errors?.[0]?.extensions?.code;

describe('free slots', () => {
  const lagos = EXPERTS.DEPRESSION[1];

  it('lists a sample expert’s weekday slots, 09:00-17:00 in Lagos, 50 minutes each', async () => {
    const client = t.client();
    const res = await slots(client, lagos.id, '2027-03-02T00:00:00Z', '2027-03-03T00:00:00Z');
    expect(res.errors).toBeUndefined();
    // Lagos is UTC+1 all year: 09:00 is 08:00Z; the last 50-minute slot that ends by 17:00 begins at 15:40.
    expect(starts(res.data!.expertSlots)).toEqual(every('2027-03-02T08:00:00.000Z', 50, 9));
    expect(res.data!.expertSlots[0].end).toBe('2027-03-02T08:50:00.000Z');
    // No weekend hours.
    expect((await slots(client, lagos.id, '2027-03-06T00:00:00Z', '2027-03-08T00:00:00Z')).data!.expertSlots).toEqual(
      [],
    );
  });

  it('offers nothing sooner than the notice (12 hours) nor later than 60 days ahead', async () => {
    const client = t.client();
    // Monday's slots all begin before 18:00Z (now + 12 h): the first is Tuesday's.
    const soon = (await slots(client, lagos.id, START, '2027-03-02T12:00:00Z')).data!.expertSlots;
    expect(soon[0].start).toBe('2027-03-02T08:00:00.000Z');
    expect(soon.every((s) => Date.parse(s.start) >= START.getTime() + 12 * HOUR)).toBe(true);
    clock.set(new Date('2027-03-02T07:30:00Z'));
    const later = (await slots(client, lagos.id, '2027-03-02T00:00:00Z', '2027-03-03T00:00:00Z')).data!.expertSlots;
    expect(later).toEqual([]);
    clock.set(START);
    // 60 days from Monday 1 March 06:00Z is Friday 30 April 06:00Z: Thursday 29 April is the last day.
    const far = (
      await slots(client, lagos.id, new Date(START.getTime() + 58 * DAY), new Date(START.getTime() + 62 * DAY))
    ).data!.expertSlots;
    expect(far).toHaveLength(18);
    expect(far.at(-1)!.start).toBe('2027-04-29T14:40:00.000Z');
  });

  it('refuses a range longer than 31 days or backwards, and an unknown expert', async () => {
    const client = t.client();
    const long = await slots(client, lagos.id, START, new Date(START.getTime() + 31 * DAY + 1));
    expect(long.errors?.[0]).toMatchObject({
      message: messages.slotRangeInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(code(await slots(client, lagos.id, '2027-03-03T00:00:00Z', '2027-03-02T00:00:00Z'))).toBe('BAD_USER_INPUT');
    expect(code(await slots(client, 'no-such-expert', START, '2027-03-03T00:00:00Z'))).toBe('NOT_FOUND');
    expect((await slots(client, lagos.id, START, new Date(START.getTime() + 31 * DAY))).errors).toBeUndefined();
  });
});

describe('an expert’s availability', () => {
  const london = EXPERTS.DEPRESSION[2];
  let expert: GraphQLClient;
  beforeAll(async () => {
    expert = await signUpExpert(t, london.id);
  });

  const hours = {
    timeZone: 'Europe/London',
    slotMinutes: 60,
    weekly: [
      { weekday: 5, startTime: '09:00', endTime: '12:00' },
      { weekday: 1, startTime: '09:00', endTime: '12:00' },
      { weekday: 7, startTime: '00:00', endTime: '04:00' },
    ],
    timeOff: [{ start: '2027-03-26T10:00:00.000Z', end: '2027-03-26T11:00:00.000Z' }],
  };

  it('is set and read back by the expert; the expert’s zone follows it', async () => {
    const set = await expert.gql(SET_AVAILABILITY, { input: hours });
    expect(set.errors).toBeUndefined();
    const expected = { ...hours, weekly: [hours.weekly[1], hours.weekly[0], hours.weekly[2]] };
    expect(set.data!.setAvailability).toEqual(expected);
    expect((await expert.ok(MY_AVAILABILITY)).myAvailability).toEqual(expected);
    const { expert: profile } = await expert.ok('query E($id: ID!) { expert(id: $id) { timeZone } }', {
      id: london.id,
    });
    expect(profile.timeZone).toBe('Europe/London');
  });

  it('turns wall-clock hours into the right instants on both sides of the spring clock change', async () => {
    await expert.ok(SET_AVAILABILITY, { input: hours });
    const client = t.client();
    // Friday 26 March (GMT): 09:00Z and 11:00Z; 10:00Z is time off.
    const friday = await slots(client, london.id, '2027-03-26T00:00:00Z', '2027-03-27T00:00:00Z');
    expect(starts(friday.data!.expertSlots)).toEqual(['2027-03-26T09:00:00.000Z', '2027-03-26T11:00:00.000Z']);
    // Sunday 28 March: 01:00 GMT becomes 02:00 BST, so 00:00-04:00 local holds three hours.
    const sunday = await slots(client, london.id, '2027-03-28T00:00:00Z', '2027-03-29T00:00:00Z');
    expect(starts(sunday.data!.expertSlots)).toEqual(every('2027-03-28T00:00:00.000Z', 60, 3));
    // Monday 29 March (BST): 09:00 local is 08:00Z.
    const monday = await slots(client, london.id, '2027-03-29T00:00:00Z', '2027-03-30T00:00:00Z');
    expect(starts(monday.data!.expertSlots)).toEqual(every('2027-03-29T08:00:00.000Z', 60, 3));
  });

  it('and across the autumn one, when 00:00-04:00 local holds five hours', async () => {
    await expert.ok(SET_AVAILABILITY, { input: hours });
    clock.set(new Date('2027-10-20T00:00:00Z'));
    const sunday = await slots(t.client(), london.id, '2027-10-30T12:00:00Z', '2027-11-01T00:00:00Z');
    expect(starts(sunday.data!.expertSlots)).toEqual(every('2027-10-30T23:00:00.000Z', 60, 5));
  });

  it('refuses bad hours with a clear error and keeps what was there', async () => {
    await expert.ok(SET_AVAILABILITY, { input: hours });
    const before = await expert.ok(MY_AVAILABILITY);
    const bad: [Record<string, unknown>, string][] = [
      [{ timeZone: 'Mars/Olympus' }, messages.invalidTimeZone],
      [{ timeZone: 'x'.repeat(100_000) }, messages.invalidTimeZone],
      [{ slotMinutes: 5 }, messages.slotLengthInvalid],
      [{ slotMinutes: 600 }, messages.slotLengthInvalid],
      [{ weekly: [{ weekday: 8, startTime: '09:00', endTime: '10:00' }] }, messages.weeklyHoursInvalid],
      [{ weekly: [{ weekday: 1, startTime: '9am', endTime: '10:00' }] }, messages.weeklyHoursInvalid],
      [{ weekly: [{ weekday: 1, startTime: '12:00', endTime: '10:00' }] }, messages.weeklyHoursInvalid],
      [{ weekly: [{ weekday: 1, startTime: '0'.repeat(100_000), endTime: '10:00' }] }, messages.weeklyHoursInvalid],
      [
        {
          weekly: [
            { weekday: 1, startTime: '09:00', endTime: '12:00' },
            { weekday: 1, startTime: '11:00', endTime: '13:00' },
          ],
        },
        messages.weeklyHoursOverlap,
      ],
      [{ timeOff: [{ start: '2027-03-26T11:00:00Z', end: '2027-03-26T10:00:00Z' }] }, messages.timeOffInvalid],
      [
        { weekly: Array.from({ length: 101 }, () => ({ weekday: 1, startTime: '09:00', endTime: '10:00' })) },
        messages.tooManyAvailabilityEntries,
      ],
    ];
    for (const [change, message] of bad) {
      const res = await expert.gql(SET_AVAILABILITY, { input: { ...hours, ...change } });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await expert.ok(MY_AVAILABILITY)).toEqual(before);
  });

  it('is for experts only: a member is FORBIDDEN, a visitor UNAUTHENTICATED', async () => {
    const { client } = await bookingMember(t);
    expect(code(await client.gql(MY_AVAILABILITY))).toBe('FORBIDDEN');
    expect(code(await client.gql(SET_AVAILABILITY, { input: hours }))).toBe('FORBIDDEN');
    expect(code(await t.client().gql(MY_AVAILABILITY))).toBe('UNAUTHENTICATED');
  });
});

describe('holding a slot', () => {
  const expertId = EXPERTS.DEPRESSION[3].id;

  it('asks for a time, a time that is free, and a verified email', async () => {
    const { client } = await bookingMember(t);
    const noStart = await client.gql(START_BOOKING, { expertId });
    expect(noStart.errors?.[0]).toMatchObject({
      message: messages.slotRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const start of [
      '2027-03-02T08:10:00Z',
      '2027-03-06T10:00:00Z',
      '2027-03-01T09:00:00Z',
      '2028-01-04T08:00:00Z',
    ]) {
      const res = await client.gql(START_BOOKING, { expertId, start });
      expect(res.errors?.[0]).toMatchObject({
        message: messages.slotUnavailable,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const unverified = t.client();
    await unverified.signUp();
    const res = await unverified.gql(START_BOOKING, { expertId, start: '2027-03-02T08:00:00Z' });
    expect(res.errors?.[0]).toMatchObject({ message: messages.emailNotVerified, extensions: { code: 'FORBIDDEN' } });
    expect(await db().collection('bookings').countDocuments({ expertId })).toBe(0);
  });

  it('holds the slot while the member pays; others get CONFLICT; closing the checkout frees it', async () => {
    const a = await bookingMember(t);
    const b = await bookingMember(t);
    const [first] = await freeSlots(a.client, expertId, { from: START });
    const checkout = await startBooking(a.client, expertId, first.start);
    expect(checkout.booking).toMatchObject({ status: 'PENDING', start: first.start, end: first.end, member: null });
    expect(starts(await freeSlots(b.client, expertId, { from: START }))).not.toContain(first.start);

    const lost = await b.client.gql(START_BOOKING, { expertId, start: first.start });
    expect(lost.errors?.[0]).toMatchObject({ message: messages.slotTaken, extensions: { code: 'CONFLICT' } });

    const cancelled = await a.client.ok<{ cancelBooking: BookingView }>(CANCEL_BOOKING, {
      reference: checkout.reference,
    });
    expect(cancelled.cancelBooking.status).toBe('CANCELLED');
    expect(starts(await freeSlots(b.client, expertId, { from: START }))).toContain(first.start);
    expect((await startBooking(b.client, expertId, first.start)).booking.status).toBe('PENDING');
  });

  it('lets the hold run out after 15 minutes: the slot is free again and the next member takes it', async () => {
    const a = await bookingMember(t);
    const b = await bookingMember(t);
    const slot = (await freeSlots(a.client, expertId, { from: START }))[0];
    const held = await startBooking(a.client, expertId, slot.start);
    clock.advanceMs(14 * 60_000);
    expect(starts(await freeSlots(b.client, expertId, { from: START }))).not.toContain(slot.start);
    clock.advanceMs(60_000);
    expect(starts(await freeSlots(b.client, expertId, { from: START }))).toContain(slot.start);
    const taken = await startBooking(b.client, expertId, slot.start);
    expect(taken.booking.status).toBe('PENDING');

    // A pays after all: too late, the slot is B's. A is told, and the booking is cancelled (and refunded).
    const late = await pay(a.client, held.reference);
    expect(late.errors?.[0]).toMatchObject({ message: messages.slotLostRefunded, extensions: { code: 'CONFLICT' } });
    const aBooking = (await a.client.ok<{ myBookings: BookingView[] }>(MY_BOOKINGS)).myBookings[0];
    expect(aBooking).toMatchObject({ reference: held.reference, status: 'CANCELLED', refund: { amount: 500000 } });
    expect(aBooking.paidAt).not.toBeNull();
    expect(aBooking.cancelledAt).not.toBeNull();
    expect((await mailsTo(a.email)).map((m) => m.template)).toContain('appointmentCancelled');
    // B pays and keeps the slot.
    expect((await pay(b.client, taken.reference)).data?.confirmBooking.status).toBe('PAID');
  });

  it('still confirms a payment that arrives after the hold ran out when nobody took the slot', async () => {
    const { client } = await bookingMember(t);
    const slot = (await freeSlots(client, expertId, { from: START }))[0];
    const { reference } = await startBooking(client, expertId, slot.start);
    clock.advanceMs(30 * 60_000);
    const paid = await pay(client, reference);
    expect(paid.data?.confirmBooking).toMatchObject({ status: 'PAID', start: slot.start });
    expect(starts(await freeSlots(client, expertId, { from: START }))).not.toContain(slot.start);
  });
});

describe('a slot that overlaps a booking at another time', () => {
  it('is CONFLICT once the expert shortened their slots, and the refused hold leaves nothing behind', async () => {
    const expertId = EXPERTS.SCHIZOPHRENIA[2].id;
    const hours = (slotMinutes: number) => ({
      timeZone: 'Africa/Lagos',
      slotMinutes,
      weekly: [{ weekday: 2, startTime: '08:00', endTime: '12:00' }],
      timeOff: [],
    });
    await t.app.services.availability.set(expertId, hours(60));
    const a = await bookingMember(t);
    // 08:00-09:00 Lagos on Tuesday 2 March.
    const held = await startBooking(a.client, expertId, '2027-03-02T07:00:00.000Z');
    expect(held.booking.end).toBe('2027-03-02T08:00:00.000Z');

    await t.app.services.availability.set(expertId, hours(30));
    const b = await bookingMember(t);
    // 08:30 is a slot now, but the hour booked at 08:00 covers it.
    const res = await b.client.gql(START_BOOKING, { expertId, start: '2027-03-02T07:30:00.000Z' });
    expect(res.errors?.[0]).toMatchObject({ message: messages.slotTaken, extensions: { code: 'CONFLICT' } });
    expect(await db().collection('bookings').countDocuments({ expertId, userId: b.id })).toBe(0);
    // 09:00 is past it, and free.
    expect((await startBooking(b.client, expertId, '2027-03-02T08:00:00.000Z')).booking.status).toBe('PENDING');
  });
});

describe('hours changed on another instance', () => {
  let redis: TestRedis;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    one = await startTestApp({ REDIS_URL: redis.url }, { now: () => clock.now() });
    two = await startTestApp({ REDIS_URL: redis.url, MONGODB_URI: one.app.database.uri }, { now: () => clock.now() });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await redis?.stop();
  });

  it('are what the other instance books by within moments (it drops its copy of the old ones)', async () => {
    const expertId = EXPERTS.SCHIZOPHRENIA[3].id;
    const hours = (endTime: string) => ({
      timeZone: 'Africa/Lagos',
      slotMinutes: 60,
      weekly: [{ weekday: 2, startTime: '08:00', endTime }],
      timeOff: [],
    });
    // 10:00 Lagos on Tuesday 2 March.
    const tenOClock = new Date('2027-03-02T09:00:00.000Z');
    await one.app.services.availability.set(expertId, hours('12:00'));
    expect(await two.app.services.availability.slotAt(expertId, tenOClock)).not.toBeNull();

    await one.app.services.availability.set(expertId, hours('09:00'));
    // Sooner than the copy would run out by itself (AVAILABILITY_CACHE_MS, 5 s).
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline && (await two.app.services.availability.slotAt(expertId, tenOClock))) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const { client } = await bookingMember(two);
    const res = await client.gql(START_BOOKING, { expertId, start: tenOClock.toISOString() });
    expect(res.errors?.[0]).toMatchObject({
      message: messages.slotUnavailable,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the slot race', () => {
  async function race(clients: GraphQLClient[], expertId: string, start: string) {
    const results = await Promise.all(clients.map((c) => c.gql(START_BOOKING, { expertId, start })));
    return {
      held: results.filter((r) => !r.errors),
      conflicts: results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT'),
      others: results.filter((r) => r.errors && r.errors[0]?.extensions?.code !== 'CONFLICT'),
      messages: new Set(results.filter((r) => r.errors).map((r) => r.errors![0].message)),
    };
  }

  it('50 members asking for one slot at once: exactly one hold, 49 CONFLICT', async () => {
    const expertId = EXPERTS.DEPRESSION[4].id;
    const members = await Promise.all(Array.from({ length: 50 }, () => bookingMember(t)));
    const slot = (await freeSlots(members[0].client, expertId, { from: START }))[3];
    const outcome = await race(
      members.map((m) => m.client),
      expertId,
      slot.start,
    );
    expect(outcome.held).toHaveLength(1);
    expect(outcome.conflicts).toHaveLength(49);
    expect(outcome.others).toHaveLength(0);
    expect(outcome.messages).toEqual(new Set([messages.slotTaken]));
    expect(
      await db()
        .collection('bookings')
        .countDocuments({ expertId, start: new Date(slot.start) }),
    ).toBe(1);
  });

  describe('across two app instances on one database', () => {
    let engine: EmbeddedMongo;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      engine = await startEmbeddedMongo({ port: 0 });
      a = await startTestApp({ MONGODB_URI: engine.uri }, { now: () => clock.now() });
      b = await startTestApp({ MONGODB_URI: engine.uri }, { now: () => clock.now() });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await engine?.stop();
    });

    it('gives one hold of 60 racing members, half on each instance', async () => {
      const expertId = EXPERTS.ANXIETY[3].id;
      const members = await Promise.all(Array.from({ length: 60 }, (_, i) => bookingMember(i % 2 ? a : b)));
      const slot = (await freeSlots(members[0].client, expertId, { from: START }))[0];
      const outcome = await race(
        members.map((m) => m.client),
        expertId,
        slot.start,
      );
      expect(outcome.held).toHaveLength(1);
      expect(outcome.conflicts).toHaveLength(59);
      expect(outcome.others).toHaveLength(0);
    });
  });
});

describe('a paid appointment', () => {
  const expertEntry = EXPERTS.ANXIETY[0];
  let expert: GraphQLClient;
  let otherExpert: GraphQLClient;
  beforeAll(async () => {
    expert = await signUpExpert(t, expertEntry.id);
    otherExpert = await signUpExpert(t, EXPERTS.ANXIETY[1].id);
  });

  it('mails the member and the expert the time in the expert’s zone with a calendar entry, and schedules reminders', async () => {
    const member = await bookingMember(t);
    const booking = await paidBooking(member.client, expertEntry.id, '2027-03-03T08:00:00.000Z');
    expect(booking).toMatchObject({
      status: 'PAID',
      start: '2027-03-03T08:00:00.000Z',
      end: '2027-03-03T08:50:00.000Z',
    });

    const [toMember] = (await mailsTo(member.email)).filter((m) => m.template === 'appointmentConfirmed');
    expect(toMember.subject).toBe('Your MindCheck appointment is confirmed');
    expect(toMember.text).toContain('Wednesday 3 March 2027, 09:00 to 09:50 (Africa/Lagos time)');
    expect(toMember.text).toContain(expertEntry.name);
    expect(toMember.attachments[0]).toMatchObject({ filename: 'appointment.ics' });
    expect(toMember.attachments[0].content).toContain('DTSTART:20270303T080000Z');
    expect(toMember.attachments[0].content).toContain('DTEND:20270303T085000Z');

    const expertEmail = expert.member!.email;
    const [toExpert] = (await mailsTo(expertEmail)).filter((m) => m.template === 'appointmentConfirmed');
    expect(toExpert.subject).toBe('New MindCheck appointment');
    // The expert's copy leaves MindCheck (their inbox, their calendar) and cannot be erased with the
    // member: it names the booking, never the member; the console shows who it is.
    expect(toExpert.text).toContain(booking.reference);
    expect(toExpert.text).not.toContain(member.email);
    expect(toExpert.attachments[0].content).not.toContain(member.email);
    expect(toExpert.attachments[0].content).toContain('BEGIN:VEVENT');

    const jobs = await t.app.services.jobs.list(REMINDER_JOB);
    const mine = jobs.filter((j) => (j.data as { bookingId: string }).bookingId === booking.id);
    expect(mine.map((j) => j.runAt?.toISOString()).sort()).toEqual([
      '2027-03-02T08:00:00.000Z',
      '2027-03-03T07:00:00.000Z',
    ]);
  });

  it('mails an expert without an account at their directory contact', async () => {
    const member = await bookingMember(t);
    const entry = EXPERTS.ANXIETY[4];
    await paidBooking(member.client, entry.id, '2027-03-03T08:00:00.000Z');
    expect((await mailsTo(entry.contact)).map((m) => m.template)).toEqual(['appointmentConfirmed']);
  });

  it('shows the expert their appointments with who booked; the member sees themselves as null', async () => {
    const member = await bookingMember(t);
    const booking = await paidBooking(member.client, expertEntry.id, '2027-03-04T08:00:00.000Z');
    const { expertAppointments } = await expert.ok<{ expertAppointments: BookingView[] }>(APPOINTMENTS, {
      from: '2027-03-04T00:00:00Z',
      to: '2027-03-05T00:00:00Z',
    });
    expect(expertAppointments.map((b) => b.reference)).toEqual([booking.reference]);
    expect(expertAppointments[0].member).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: member.email });
    expect((await member.client.ok<{ myBookings: BookingView[] }>(MY_BOOKINGS)).myBookings[0].member).toBeNull();
    // Another expert sees none of it.
    const theirs = await otherExpert.ok<{ expertAppointments: BookingView[] }>(APPOINTMENTS, {
      from: '2027-03-04T00:00:00Z',
      to: '2027-03-05T00:00:00Z',
    });
    expect(theirs.expertAppointments).toEqual([]);
    expect(
      code(await member.client.gql(APPOINTMENTS, { from: '2027-03-04T00:00:00Z', to: '2027-03-05T00:00:00Z' })),
    ).toBe('FORBIDDEN');
  });

  it('takes an https meeting link from its expert only, and mails it to the member', async () => {
    const member = await bookingMember(t);
    const { reference } = await paidBooking(member.client, expertEntry.id, '2027-03-04T08:50:00.000Z');
    for (const url of [
      'http://meet.example.com/x',
      'javascript:alert(1)',
      'https://',
      'not a url',
      `https://${'a'.repeat(100_000)}.com`,
    ]) {
      const res = await expert.gql(SET_LINK, { reference, url });
      expect(res.errors?.[0]).toMatchObject({
        message: messages.meetingLinkInvalid,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const url = 'https://meet.example.com/mindcheck-room';
    expect(code(await otherExpert.gql(SET_LINK, { reference, url }))).toBe('FORBIDDEN');
    expect(code(await member.client.gql(SET_LINK, { reference, url }))).toBe('FORBIDDEN');
    const set = await expert.ok<{ setMeetingLink: BookingView }>(SET_LINK, { reference, url });
    expect(set.setMeetingLink.meetingUrl).toBe(url);
    expect((await member.client.ok<{ myBookings: BookingView[] }>(MY_BOOKINGS)).myBookings[0].meetingUrl).toBe(url);
    const [mail] = (await mailsTo(member.email)).filter((m) => m.template === 'appointmentMeetingLink');
    expect(mail.text).toContain(url);
    expect(mail.attachments[0].content).toContain(url);
  });

  it('is marked completed or missed by its expert only once it has begun', async () => {
    const member = await bookingMember(t);
    const { reference } = await paidBooking(member.client, expertEntry.id, '2027-03-04T09:40:00.000Z');
    const early = await expert.gql(COMPLETE, { reference, outcome: 'COMPLETED' });
    expect(early.errors?.[0]).toMatchObject({
      message: messages.appointmentNotStarted,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    clock.set(new Date('2027-03-04T09:45:00Z'));
    expect(code(await otherExpert.gql(COMPLETE, { reference, outcome: 'NO_SHOW' }))).toBe('FORBIDDEN');
    const done = await expert.ok<{ completeAppointment: BookingView }>(COMPLETE, { reference, outcome: 'NO_SHOW' });
    expect(done.completeAppointment.status).toBe('NO_SHOW');
    expect(await t.app.services.jobs.list(REMINDER_JOB, `${done.completeAppointment.id}:1`)).toEqual([]);
  });
});

describe('rescheduling', () => {
  const expertId = EXPERTS.ANXIETY[2].id;

  it('moves a paid appointment to another free slot until 24 hours before it, without a new payment', async () => {
    const member = await bookingMember(t);
    const booking = await paidBooking(member.client, expertId, '2027-03-02T08:00:00.000Z');
    const other = await bookingMember(t);
    await paidBooking(other.client, expertId, '2027-03-03T08:50:00.000Z');

    const taken = await member.client.gql(RESCHEDULE, { reference: booking.reference, start: '2027-03-03T08:50:00Z' });
    expect(taken.errors?.[0]).toMatchObject({ message: messages.slotTaken, extensions: { code: 'CONFLICT' } });
    const nowhere = await member.client.gql(RESCHEDULE, {
      reference: booking.reference,
      start: '2027-03-03T08:55:00Z',
    });
    expect(code(nowhere)).toBe('BAD_USER_INPUT');
    const stranger = await bookingMember(t);
    expect(
      code(await stranger.client.gql(RESCHEDULE, { reference: booking.reference, start: '2027-03-03T08:00:00Z' })),
    ).toBe('FORBIDDEN');

    const count = async () => (await member.client.ok<{ myBookings: BookingView[] }>(MY_BOOKINGS)).myBookings.length;
    const bookingsBefore = await count();
    const moved = await member.client.ok<{ rescheduleBooking: BookingView }>(RESCHEDULE, {
      reference: booking.reference,
      start: '2027-03-03T08:00:00Z',
    });
    expect(moved.rescheduleBooking).toMatchObject({
      status: 'PAID',
      start: '2027-03-03T08:00:00.000Z',
      end: '2027-03-03T08:50:00.000Z',
      amount: booking.amount,
    });
    expect(await count()).toBe(bookingsBefore);
    const free = starts(await freeSlots(member.client, expertId, { from: START }));
    expect(free).toContain('2027-03-02T08:00:00.000Z');
    expect(free).not.toContain('2027-03-03T08:00:00.000Z');
    const jobs = (await t.app.services.jobs.list(REMINDER_JOB)).filter(
      (j) => (j.data as { bookingId: string }).bookingId === booking.id,
    );
    expect(jobs.map((j) => j.runAt?.toISOString()).sort()).toEqual([
      '2027-03-02T08:00:00.000Z',
      '2027-03-03T07:00:00.000Z',
    ]);
    const mails = (await mailsTo(member.email)).filter((m) => m.template === 'appointmentConfirmed');
    expect(mails.map((m) => m.subject)).toEqual([
      'Your MindCheck appointment is confirmed',
      'Your MindCheck appointment has moved',
    ]);

    // Less than 24 hours before it begins: no more moves.
    clock.set(new Date('2027-03-02T08:00:01Z'));
    const late = await member.client.gql(RESCHEDULE, { reference: booking.reference, start: '2027-03-04T08:00:00Z' });
    expect(late.errors?.[0]).toMatchObject({
      message: messages.appointmentTooLate(24),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('only moves a paid appointment', async () => {
    const member = await bookingMember(t);
    const { reference } = await startBooking(member.client, expertId, '2027-03-05T08:00:00.000Z');
    const res = await member.client.gql(RESCHEDULE, { reference, start: '2027-03-05T08:50:00.000Z' });
    expect(res.errors?.[0]).toMatchObject({
      message: messages.appointmentNotPaid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('cancelling', () => {
  const entry = EXPERTS.SCHIZOPHRENIA[0];
  let expert: GraphQLClient;
  beforeAll(async () => {
    expert = await signUpExpert(t, entry.id);
  });
  const cancel = (client: GraphQLClient, reference: string) =>
    client.ok<{ cancelBooking: BookingView }>(CANCEL_BOOKING, { reference });

  it('by the member at least 24 hours ahead: CANCELLED, refunded in full, the slot free, the expert told', async () => {
    const member = await bookingMember(t);
    const booking = await paidBooking(member.client, entry.id, '2027-03-02T08:00:00.000Z');
    clock.set(new Date('2027-03-01T08:00:00Z')); // exactly 24 hours before
    const { cancelBooking } = await cancel(member.client, booking.reference);
    expect(cancelBooking).toMatchObject({ status: 'CANCELLED', refund: { amount: 500000 } });
    expect(cancelBooking.cancelledAt).toBe('2027-03-01T08:00:00.000Z');
    expect(starts(await freeSlots(member.client, entry.id, { from: START }))).toContain(booking.start);
    expect(await t.app.services.jobs.list(REMINDER_JOB, `${booking.id}:24`)).toEqual([]);
    const [toMember] = (await mailsTo(member.email)).filter((m) => m.template === 'appointmentCancelled');
    expect(toMember.text).toContain('You will be refunded in full');
    const [toExpert] = (await mailsTo(expert.member!.email)).filter((m) => m.template === 'appointmentCancelled');
    expect(toExpert.text).toContain('The member cancelled this appointment');
    // Cancelling again changes nothing and asks for no second refund.
    const again = await cancel(member.client, booking.reference);
    expect(again.cancelBooking.status).toBe('CANCELLED');
    expect(
      await db()
        .collection('agendaJobs')
        .countDocuments({ name: 'booking.refund', 'data.key': `refund:${booking.id}` }),
    ).toBeLessThanOrEqual(1);
  });

  it('by the member later than that: CANCELLED without a refund, said plainly', async () => {
    const member = await bookingMember(t);
    const booking = await paidBooking(member.client, entry.id, '2027-03-02T08:50:00.000Z');
    clock.set(new Date('2027-03-01T08:50:01Z'));
    const { cancelBooking } = await cancel(member.client, booking.reference);
    expect(cancelBooking).toMatchObject({ status: 'CANCELLED', refund: null });
    const [toMember] = (await mailsTo(member.email)).filter((m) => m.template === 'appointmentCancelled');
    expect(toMember.text).toContain('so there is no refund');
  });

  it('by the expert, with a reason: DECLINED, refunded in full, the member told why', async () => {
    const member = await bookingMember(t);
    const booking = await paidBooking(member.client, entry.id, '2027-03-02T09:40:00.000Z');
    for (const reason of ['', '   ', 'x'.repeat(501), 'x'.repeat(100_000)]) {
      const res = await expert.gql(DECLINE, { reference: booking.reference, reason });
      expect(res.errors?.[0]).toMatchObject({
        message: messages.declineReasonRequired,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const other = await signUpExpert(t, EXPERTS.SCHIZOPHRENIA[1].id);
    const reason = 'I am unwell that day, sorry.';
    expect(code(await other.gql(DECLINE, { reference: booking.reference, reason }))).toBe('FORBIDDEN');
    expect(code(await member.client.gql(DECLINE, { reference: booking.reference, reason }))).toBe('FORBIDDEN');
    expect(code(await expert.gql(DECLINE, { reference: 'mc-unknown', reason }))).toBe('NOT_FOUND');

    const { declineBooking } = await expert.ok<{ declineBooking: BookingView }>(DECLINE, {
      reference: booking.reference,
      reason,
    });
    expect(declineBooking).toMatchObject({ status: 'DECLINED', refund: { amount: 500000 } });
    expect(declineBooking.member?.email).toBe(member.email);
    const [mail] = (await mailsTo(member.email)).filter((m) => m.template === 'appointmentCancelled');
    expect(mail.text).toContain('Your expert cannot keep this appointment');
    expect(mail.text).toContain(reason);
    expect(mail.attachments[0].content).toContain('STATUS:CANCELLED');
    expect(starts(await freeSlots(member.client, entry.id, { from: START }))).toContain(booking.start);
    // Declined once: a second decline is refused, and no second refund is asked for.
    expect(code(await expert.gql(DECLINE, { reference: booking.reference, reason }))).toBe('BAD_USER_INPUT');
    const refunded = await db().collection('bookings').findOne({ reference: booking.reference });
    expect(refunded?.refund?.status).toMatch(/PENDING|PROCESSED/);
  });
});
