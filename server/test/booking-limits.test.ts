// Limits on what one member can do to experts' calendars (#33, findings 4, 5, 11): at most one live
// hold per member per expert and two in all (a new start on the same expert releases the older
// hold), decided by unique indexes so that it holds under hundreds of concurrent starts; at most
// two moves per appointment and a per-member hourly limit on moves; no move to an expert who is no
// longer active. The app's clock stands on Monday 1 March 2027, 06:00 UTC, as in appointments.test.
import { ManualClock } from '../src/clock.js';
import { EXPERTS } from '../src/content/index.js';
import { messages } from '../src/messages.js';
import {
  BOOKING_FIELDS,
  CANCEL_BOOKING,
  COMPLETE_TEST_CHECKOUT,
  CONFIRM_BOOKING,
  START_BOOKING,
  bookingMember,
  freeSlots,
  startBooking,
  type BookingView,
} from './support/bookings.js';
import { GraphQLClient } from './support/graphql-client.js';
import { ADMIN_ENV, signUpAdmin } from './support/roles.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const START = new Date('2027-03-01T06:00:00Z');
const clock = new ManualClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(ADMIN_ENV, { now: () => clock.now() });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => clock.set(START));

const RESCHEDULE = `mutation R($reference: String!, $start: DateTime!) { rescheduleBooking(reference: $reference, start: $start) { ${BOOKING_FIELDS} } }`;
const SET_ACTIVE = `mutation SetActive($id: ID!, $active: Boolean!) { setExpertActive(id: $id, active: $active) { id active } }`;
const code = (res: { errors?: { extensions?: Record<string, unknown> }[] }) => res.errors?.[0]?.extensions?.code;
const db = () => t.app.database.connection.db!;
/** Tuesday 2 March 2027 in Lagos: 09:00, 09:50, ... as UTC ISO strings (the sample experts' hours). */
const slot = (day: number, index: number) =>
  new Date(Date.parse(`2027-03-0${day}T08:00:00.000Z`) + index * 50 * 60_000).toISOString();

/** The member's holds that still hold a slot: PENDING, with a slot key, not run out. */
async function liveHolds(userId: string) {
  return db()
    .collection('bookings')
    .find({ userId, status: 'PENDING', slotKey: { $exists: true }, holdExpiresAt: { $gt: clock.now() } })
    .toArray();
}

async function paidBooking(client: GraphQLClient, expertId: string, start: string): Promise<BookingView> {
  const { reference } = await startBooking(client, expertId, start);
  await client.ok(COMPLETE_TEST_CHECKOUT, { reference });
  return (await client.ok<{ confirmBooking: BookingView }>(CONFIRM_BOOKING, { reference })).confirmBooking;
}

describe('holds per member (finding 4)', () => {
  it('a new start on the same expert releases the older hold: its slot is free again', async () => {
    const member = await bookingMember(t);
    const expertId = EXPERTS.DEPRESSION[2].id;
    const first = await startBooking(member.client, expertId, slot(2, 0));
    const second = await startBooking(member.client, expertId, slot(2, 1));
    expect(second.booking.status).toBe('PENDING');
    const holds = await liveHolds(member.id);
    expect(holds.map((h) => h.reference)).toEqual([second.reference]);
    expect((await db().collection('bookings').findOne({ reference: first.reference }))?.status).toBe('CANCELLED');
    const free = (await freeSlots(member.client, expertId, { from: START })).map((s) => s.start);
    expect(free).toContain(slot(2, 0));
    expect(free).not.toContain(slot(2, 1));
  });

  it('two in all: a third expert is refused with CONFLICT and words until a hold is cancelled or runs out', async () => {
    const member = await bookingMember(t);
    const [a, b, c] = [EXPERTS.ANXIETY[3].id, EXPERTS.ANXIETY[4].id, EXPERTS.ANXIETY[5].id];
    const held = await startBooking(member.client, a, slot(3, 0));
    await startBooking(member.client, b, slot(3, 0));
    const third = await member.client.gql(START_BOOKING, { expertId: c, start: slot(3, 0) });
    expect(third.errors?.[0]).toMatchObject({ message: messages.holdLimit, extensions: { code: 'CONFLICT' } });
    expect(await liveHolds(member.id)).toHaveLength(2);

    await member.client.ok(CANCEL_BOOKING, { reference: held.reference });
    await startBooking(member.client, c, slot(3, 0));
    expect(await liveHolds(member.id)).toHaveLength(2);

    // Once the holds have run out, they no longer count.
    clock.set(new Date(START.getTime() + 16 * 60_000));
    expect(await liveHolds(member.id)).toHaveLength(0);
    await startBooking(member.client, a, slot(3, 1));
    await startBooking(member.client, EXPERTS.DEMENTIA[1].id, slot(3, 1));
    expect(await liveHolds(member.id)).toHaveLength(2);
  });

  it('200 concurrent starts by one member across experts and slots leave at most 2 live holds', async () => {
    const member = await bookingMember(t);
    const experts = [...EXPERTS.SCHIZOPHRENIA, ...EXPERTS.SUBSTANCE_ABUSE].slice(0, 8).map((e) => e.id);
    const requests = Array.from({ length: 200 }, (_, i) => ({
      expertId: experts[i % experts.length],
      start: slot(4 + (Math.floor(i / experts.length) % 2), Math.floor(i / (experts.length * 2)) % 9),
    }));
    const results = await Promise.all(requests.map((vars) => member.client.gql(START_BOOKING, vars)));
    const codes = new Set(results.filter((r) => r.errors).map(code));
    expect([...codes].every((c) => c === 'CONFLICT' || c === 'RATE_LIMITED')).toBe(true);
    const holds = await liveHolds(member.id);
    expect(holds.length).toBeGreaterThanOrEqual(1);
    expect(holds.length).toBeLessThanOrEqual(2);
    expect(new Set(holds.map((h) => h.expertId)).size).toBe(holds.length);
  });
});

describe('holds per member on two instances (finding 4)', () => {
  let two: TestApp;
  beforeAll(async () => {
    two = await startTestApp({ MONGODB_URI: t.app.database.uri }, { now: () => clock.now() });
  });
  afterAll(async () => {
    await two?.close();
  });

  it('100 concurrent starts of one member, half on each instance, leave at most 2 live holds', async () => {
    const member = await bookingMember(t);
    // The same browser session on the other instance (sessions live in the shared database).
    const elsewhere = new GraphQLClient(two.url);
    for (const [name, value] of member.client.cookies) elsewhere.cookies.set(name, value);
    const experts = [...EXPERTS.DEMENTIA.slice(3), ...EXPERTS.DEPRESSION.slice(4)].map((e) => e.id);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? elsewhere : member.client).gql(START_BOOKING, {
          expertId: experts[i % experts.length],
          start: slot(2 + (i % 3), Math.floor(i / 3) % 9),
        }),
      ),
    );
    expect(results.filter((r) => !r.errors).length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => !r.errors || ['CONFLICT', 'RATE_LIMITED'].includes(code(r) as string))).toBe(true);
    const holds = await liveHolds(member.id);
    expect(holds.length).toBeGreaterThanOrEqual(1);
    expect(holds.length).toBeLessThanOrEqual(2);
    expect(new Set(holds.map((h) => h.expertId)).size).toBe(holds.length);
  });
});

describe('moves (findings 5 and 11)', () => {
  const expertId = EXPERTS.DEPRESSION[3].id;
  const move = (client: GraphQLClient, reference: string, start: string) =>
    client.gql<{ rescheduleBooking: BookingView }>(RESCHEDULE, { reference, start });

  it('moves one appointment at most twice, with words; the appointment stays where the second move put it', async () => {
    const member = await bookingMember(t);
    const { reference } = await paidBooking(member.client, expertId, slot(2, 0));
    expect((await move(member.client, reference, slot(2, 1))).data?.rescheduleBooking.start).toBe(slot(2, 1));
    expect((await move(member.client, reference, slot(2, 2))).data?.rescheduleBooking.start).toBe(slot(2, 2));
    const third = await move(member.client, reference, slot(2, 3));
    expect(third.errors?.[0]).toMatchObject({
      message: messages.rescheduleLimit(2),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const stored = await db().collection('bookings').findOne({ reference });
    expect(stored).toMatchObject({ status: 'PAID', start: new Date(slot(2, 2)) });
    await t.app.services.mail.idle();
    const moved = await db()
      .collection('mail_messages')
      .countDocuments({ to: member.email, subject: 'Your MindCheck appointment has moved' });
    expect(moved).toBe(2);
  });

  it('limits one member to 10 moves an hour, however many run at once', async () => {
    const member = await bookingMember(t);
    const bookings: BookingView[] = [];
    for (const day of [3, 4, 5]) bookings.push(await paidBooking(member.client, expertId, slot(day, 0)));
    const attempts = Array.from({ length: 30 }, (_, i) =>
      move(member.client, bookings[i % 3].reference, slot(3 + (i % 3), 1 + Math.floor(i / 3))),
    );
    const results = await Promise.all(attempts);
    const limited = results.filter((r) => code(r) === 'RATE_LIMITED');
    expect(limited).toHaveLength(20);
    expect(limited[0].errors?.[0].message).toBe(messages.tooManyRequests);
    // Within the hour even a booking with a move left is refused.
    const later = await move(member.client, bookings[0].reference, slot(3, 8));
    expect(code(later)).toBe('RATE_LIMITED');
  });

  it('does not move an appointment with an expert who is no longer active', async () => {
    const admin = await signUpAdmin(t);
    const inactive = EXPERTS.DEMENTIA[2].id;
    const member = await bookingMember(t);
    const { reference } = await paidBooking(member.client, inactive, slot(2, 0));
    await admin.ok(SET_ACTIVE, { id: inactive, active: false });
    try {
      const res = await move(member.client, reference, slot(2, 1));
      expect(res.errors?.[0]).toMatchObject({
        message: messages.expertNotTakingAppointments,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await db().collection('bookings').findOne({ reference })).toMatchObject({ start: new Date(slot(2, 0)) });
    } finally {
      await admin.ok(SET_ACTIVE, { id: inactive, active: true });
    }
  });
});
