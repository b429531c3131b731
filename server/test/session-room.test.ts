// The session room (#35) against the real app: the window and who may join, the attendance it
// records, TURN credentials minted per join, signalling relayed only between the booking's two
// people over the GraphQL WebSocket, the outcomes decided after the end with a moved clock (both
// joined, the expert absent with the refund, the member absent) and the expert's correction, and
// the appointment messages' authorization, caps, crisis check, mail and erasure.
import { createHmac } from 'node:crypto';
import { ManualClock } from '../src/clock.js';
import { EXPERTS } from '../src/content/index.js';
import { iceServersFor } from '../src/modules/room/room.ice.js';
import { roomSignalTopic } from '../src/modules/room/room.service.js';
import {
  COMPLETE_TEST_CHECKOUT,
  CONFIRM_BOOKING,
  MY_BOOKINGS,
  bookingMember,
  freeSlots,
  startBooking,
} from './support/bookings.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { signUpExpert } from './support/roles.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { WsTestClient, waitForSubscribers } from './support/ws-client.js';

const START = new Date('2027-03-01T06:00:00Z');
/** The first test's appointment: Wednesday 3 March 2027, 09:00 in Lagos. */
const FIRST = '2027-03-03T08:00:00.000Z';
const MIN = 60_000;
const TURN_SECRET = 'a-turn-rest-api-shared-secret';
const ICE_SERVERS = JSON.stringify([
  { urls: ['stun:turn.example.org:3478'] },
  { urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'] },
]);
const clock = new ManualClock(START);
const entry = EXPERTS.SUBSTANCE_ABUSE[0];
let t: TestApp;
let expert: GraphQLClient;
let otherExpert: GraphQLClient;
let stranger: GraphQLClient;

const JOIN = `mutation J($reference: String!) { joinRoom(reference: $reference) { reference opensAt closesAt iceServers { urls username credential } } }`;
const SIGNAL = `mutation S($reference: String!, $signal: String!) { sendRoomSignal(reference: $reference, signal: $signal) }`;
const SIGNALS = `subscription R($reference: String!) { roomSignals(reference: $reference) { from signal } }`;
const MESSAGES = `query M($reference: String!) { appointmentMessages(reference: $reference) { id from text createdAt crisisKind } }`;
const SEND = `mutation A($reference: String!, $text: String!) { sendAppointmentMessage(reference: $reference, text: $text) { id from text crisisKind } }`;
const MESSAGE_ADDED = `subscription N($reference: String!) { appointmentMessageAdded(reference: $reference) { from text crisisKind } }`;
const COMPLETE = `mutation C($reference: String!, $outcome: AppointmentOutcome!) { completeAppointment(reference: $reference, outcome: $outcome) { status } }`;

beforeAll(async () => {
  t = await startTestApp({ ICE_SERVERS, TURN_SECRET }, { now: () => clock.now() });
  expert = await signUpExpert(t, entry.id);
  otherExpert = await signUpExpert(t, EXPERTS.SUBSTANCE_ABUSE[1].id);
  stranger = (await bookingMember(t)).client;
  slots = (await freeSlots(stranger, entry.id, { from: START, days: 7 }))
    .map((slot) => slot.start)
    .filter((start) => start !== FIRST);
});

/** The expert's free starts from START on (each test takes its own). */
let slots: string[] = [];
function nextSlot(): string {
  const slot = slots.shift();
  if (!slot) throw new Error('no free slot left');
  return slot;
}
afterAll(async () => {
  await t?.close();
});
beforeEach(() => clock.set(START));

/** A member with a paid appointment of `entry` beginning at `start` (50 minutes). */
async function paidAppointment(start = nextSlot()) {
  const member = await bookingMember(t);
  const { reference, booking } = await startBooking(member.client, entry.id, start);
  await member.client.ok(COMPLETE_TEST_CHECKOUT, { reference });
  await member.client.ok(CONFIRM_BOOKING, { reference });
  return {
    ...member,
    reference,
    bookingId: booking.id,
    start: new Date(start),
    end: new Date(Date.parse(start) + 50 * MIN),
  };
}

function codeOf(res: { errors?: { extensions?: { code?: string } }[] }): string | undefined {
  return res.errors?.[0]?.extensions?.code;
}

async function stored(reference: string) {
  return t.app.database.connection.db!.collection('bookings').findOne({ reference });
}

describe('joining', () => {
  it('opens 10 minutes before the start to the member and the expert only, and closes 15 minutes after the end', async () => {
    const m = await paidAppointment(FIRST);
    clock.set(new Date(m.start.getTime() - 11 * MIN));
    const early = await m.client.gql(JOIN, { reference: m.reference });
    expect(codeOf(early)).toBe('FORBIDDEN');
    expect(early.errors![0].message).toBe(
      'The room opens 10 minutes before the appointment, at 07:50 UTC on Wednesday 3 March 2027.',
    );
    expect((await stored(m.reference))!.attendance).toBeUndefined();

    clock.set(new Date(m.start.getTime() - 10 * MIN));
    const room = (
      await m.client.ok<{ joinRoom: { opensAt: string; closesAt: string } }>(JOIN, { reference: m.reference })
    ).joinRoom;
    expect(room.opensAt).toBe('2027-03-03T07:50:00.000Z');
    expect(room.closesAt).toBe('2027-03-03T09:05:00.000Z');
    expect(codeOf(await stranger.gql(JOIN, { reference: m.reference }))).toBe('FORBIDDEN');
    expect(codeOf(await otherExpert.gql(JOIN, { reference: m.reference }))).toBe('FORBIDDEN');
    expect(codeOf(await m.client.gql(JOIN, { reference: 'no-such-reference' }))).toBe('NOT_FOUND');

    clock.set(new Date(m.start.getTime() + 5 * MIN));
    await expert.ok(JOIN, { reference: m.reference });
    // A second join keeps the first time.
    await m.client.ok(JOIN, { reference: m.reference });
    const mine = (
      await m.client.ok<{ myBookings: { reference: string; attendance: unknown }[] }>(
        MY_BOOKINGS.replace('refund {', 'attendance { memberJoinedAt expertJoinedAt } refund {'),
      )
    ).myBookings.find((b) => b.reference === m.reference);
    expect(mine!.attendance).toEqual({
      memberJoinedAt: '2027-03-03T07:50:00.000Z',
      expertJoinedAt: '2027-03-03T08:05:00.000Z',
    });

    clock.set(new Date(m.end.getTime() + 15 * MIN));
    const late = await expert.gql(JOIN, { reference: m.reference });
    expect(codeOf(late)).toBe('FORBIDDEN');
    expect(late.errors![0].message).toBe("This appointment's room has closed.");
  });

  it('is refused for a booking never paid', async () => {
    const member = await bookingMember(t);
    const start = nextSlot();
    const { reference } = await startBooking(member.client, entry.id, start);
    clock.set(new Date(start));
    const res = await member.client.gql(JOIN, { reference });
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(res.errors![0].message).toBe('The room is only for a paid, confirmed appointment.');
  });

  it('mints a TURN credential per join by the TURN REST API scheme, valid until the room closes, never the secret', async () => {
    const m = await paidAppointment();
    clock.set(m.start);
    const res = await m.client.gql(JOIN, { reference: m.reference });
    const { iceServers, closesAt } = (
      res.data as {
        joinRoom: {
          iceServers: { urls: string[]; username: string | null; credential: string | null }[];
          closesAt: string;
        };
      }
    ).joinRoom;
    expect(JSON.stringify(res)).not.toContain(TURN_SECRET);
    expect(iceServers[0]).toEqual({ urls: ['stun:turn.example.org:3478'], username: null, credential: null });
    const expiry = Date.parse(closesAt) / 1000;
    expect(expiry).toBe((m.end.getTime() + 15 * MIN) / 1000);
    expect(iceServers[1].username).toBe(`${expiry}:${m.id}`);
    expect(iceServers[1].credential).toBe(createHmac('sha1', TURN_SECRET).update(`${expiry}:${m.id}`).digest('base64'));
    // The expert's credential is their own.
    const forExpert = (
      await expert.ok<{ joinRoom: { iceServers: { username: string }[] } }>(JOIN, { reference: m.reference })
    ).joinRoom.iceServers[1];
    expect(forExpert.username).toBe(`${expiry}:${expert.member!.id}`);
    // Nothing configured: no servers at all (host candidates only).
    expect(iceServersFor([], undefined, m.id, new Date())).toEqual([]);
  });
});

describe('signalling', () => {
  it("relays a signal only to the booking's other person, and refuses a third member's subscription", async () => {
    const m = await paidAppointment();
    clock.set(m.start);
    const memberWs = WsTestClient.forMember(m.client);
    const expertWs = WsTestClient.forMember(expert);
    const strangerWs = WsTestClient.forMember(stranger);
    try {
      const toExpert = expertWs.subscribe<{ roomSignals: { from: string; signal: string } }>(SIGNALS, {
        reference: m.reference,
      });
      const toMember = memberWs.subscribe<{ roomSignals: { from: string; signal: string } }>(SIGNALS, {
        reference: m.reference,
      });
      const refused = strangerWs.subscribe(SIGNALS, { reference: m.reference });
      await waitForSubscribers(t.app.services.pubSub, roomSignalTopic(m.bookingId, 'EXPERT'));
      await waitForSubscribers(t.app.services.pubSub, roomSignalTopic(m.bookingId, 'MEMBER'));
      const offer = JSON.stringify({ type: 'offer', sdp: 'v=0\r\n' });
      expect(await m.client.ok(SIGNAL, { reference: m.reference, signal: offer })).toEqual({ sendRoomSignal: true });
      await toExpert.until((r) => r.length === 1);
      expect(toExpert.data[0].roomSignals).toEqual({ from: 'MEMBER', signal: offer });
      const answer = JSON.stringify({ type: 'answer', sdp: 'v=0\r\n' });
      await expert.ok(SIGNAL, { reference: m.reference, signal: answer });
      await toMember.until((r) => r.length === 1);
      expect(toMember.data).toEqual([{ roomSignals: { from: 'EXPERT', signal: answer } }]);
      expect(toExpert.results).toHaveLength(1);

      await refused
        .until((r) => r.length > 0 || refused.completed || refused.error !== undefined)
        .catch(() => undefined);
      const errors = refused.results.flatMap((r) => r.errors ?? []);
      const error = (errors[0] ?? (Array.isArray(refused.error) ? refused.error[0] : refused.error)) as {
        extensions?: { code?: string };
      };
      expect(error?.extensions?.code).toBe('FORBIDDEN');
      expect(codeOf(await stranger.gql(SIGNAL, { reference: m.reference, signal: offer }))).toBe('FORBIDDEN');
      expect(codeOf(await m.client.gql(SIGNAL, { reference: m.reference, signal: 'x'.repeat(20_001) }))).toBe(
        'BAD_USER_INPUT',
      );
      expect(codeOf(await m.client.gql(SIGNAL, { reference: m.reference, signal: 'not json' }))).toBe('BAD_USER_INPUT');
    } finally {
      await Promise.all([memberWs.close(), expertWs.close(), strangerWs.close()]);
    }
  });
});

describe('attendance outcomes', () => {
  it('completes when both joined, refunds the member when the expert never joined, and is NO_SHOW when only the member missed it', async () => {
    const both = await paidAppointment();
    const noExpert = await paidAppointment();
    const noMember = await paidAppointment();
    clock.set(both.start);
    await both.client.ok(JOIN, { reference: both.reference });
    await expert.ok(JOIN, { reference: both.reference });
    clock.set(noExpert.start);
    await noExpert.client.ok(JOIN, { reference: noExpert.reference });
    clock.set(noMember.start);
    await expert.ok(JOIN, { reference: noMember.reference });

    // Not before the room has closed.
    clock.set(new Date(noMember.end.getTime() + 14 * MIN));
    await t.app.services.room.attendance.settleDue();
    expect((await stored(noMember.reference))!.status).toBe('PAID');
    clock.set(new Date(noMember.end.getTime() + 15 * MIN));
    // Twice, as two instances or a rerun would: settled once.
    await Promise.all([t.app.services.room.attendance.settleDue(), t.app.services.room.attendance.settleDue()]);

    expect((await stored(both.reference))!.status).toBe('COMPLETED');
    const refunded = (await stored(noExpert.reference))!;
    expect(refunded.status).toBe('CANCELLED');
    expect(refunded.refund).toMatchObject({ amount: refunded.amount, reason: 'expert-absent' });
    expect((await stored(noMember.reference))!.status).toBe('NO_SHOW');
    expect((await stored(noMember.reference))!.refund).toBeUndefined();
    await t.app.services.mail.idle();
    const told = await t.app.database.connection
      .db!.collection('mail_messages')
      .find({ to: noExpert.email, template: 'appointmentExpertAbsent' })
      .toArray();
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe('Your MindCheck appointment did not take place: you will be refunded');

    // The expert corrects within 24 hours (audited); not after.
    clock.set(new Date(clock.now().getTime() + 23 * 60 * MIN));
    expect(await expert.ok(COMPLETE, { reference: noMember.reference, outcome: 'COMPLETED' })).toEqual({
      completeAppointment: { status: 'COMPLETED' },
    });
    const audit = await t.app.database.connection
      .db!.collection('audit_entries')
      .findOne({ action: 'correctAttendanceOutcome', targetId: noMember.bookingId });
    expect(audit).toMatchObject({ before: '{"status":"NO_SHOW"}', after: '{"status":"COMPLETED"}' });
    expect(codeOf(await otherExpert.gql(COMPLETE, { reference: both.reference, outcome: 'NO_SHOW' }))).toBe(
      'FORBIDDEN',
    );
    clock.set(new Date(clock.now().getTime() + 2 * 60 * MIN));
    const late = await expert.gql(COMPLETE, { reference: both.reference, outcome: 'NO_SHOW' });
    expect(codeOf(late)).toBe('BAD_USER_INPUT');
    expect(late.errors![0].message).toBe('The outcome can only be corrected within 24 hours.');
    expect((await stored(both.reference))!.status).toBe('COMPLETED');
  });
});

describe('appointment messages', () => {
  it("are for the booking's member and expert only, from payment until 7 days after, capped, crisis-checked, mailed at most hourly and erased with the member", async () => {
    const m = await paidAppointment();
    const expertWs = WsTestClient.forMember(expert);
    try {
      const added = expertWs.subscribe<{ appointmentMessageAdded: { from: string; text: string } }>(MESSAGE_ADDED, {
        reference: m.reference,
      });
      await waitForSubscribers(t.app.services.pubSub, `room.message.${m.bookingId}`);
      await m.client.ok(SEND, { reference: m.reference, text: 'Can we talk about sleep first?' });
      await added.until((r) => r.length === 1);
      expect(added.data[0].appointmentMessageAdded).toEqual({
        from: 'MEMBER',
        text: 'Can we talk about sleep first?',
        crisisKind: null,
      });
    } finally {
      await expertWs.close();
    }
    await expert.ok(SEND, { reference: m.reference, text: 'Of course. See you then.' });
    const crisis = await m.client.ok<{ sendAppointmentMessage: { crisisKind: string | null } }>(SEND, {
      reference: m.reference,
      text: 'I want to kill myself',
    });
    expect(crisis.sendAppointmentMessage.crisisKind).toBe('SELF_HARM');
    const seen = await expert.ok<{ appointmentMessages: { from: string; text: string; crisisKind: string | null }[] }>(
      MESSAGES,
      { reference: m.reference },
    );
    expect(seen.appointmentMessages.map((x) => [x.from, x.crisisKind])).toEqual([
      ['MEMBER', null],
      ['EXPERT', null],
      ['MEMBER', 'SELF_HARM'],
    ]);

    for (const other of [stranger, otherExpert]) {
      expect(codeOf(await other.gql(MESSAGES, { reference: m.reference }))).toBe('FORBIDDEN');
      expect(codeOf(await other.gql(SEND, { reference: m.reference, text: 'hello' }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await m.client.gql(SEND, { reference: m.reference, text: 'x'.repeat(2001) }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await m.client.gql(SEND, { reference: m.reference, text: '   ' }))).toBe('BAD_USER_INPUT');

    // One mail to each side within the hour, however many messages.
    await t.app.services.mail.idle();
    const mails = t.app.database.connection.db!.collection('mail_messages');
    expect(await mails.countDocuments({ to: expert.member!.email, template: 'appointmentMessage' })).toBe(1);
    expect(await mails.countDocuments({ to: m.email, template: 'appointmentMessage' })).toBe(1);
    const mail = await mails.findOne({ to: expert.member!.email, template: 'appointmentMessage' });
    expect(mail!.text).not.toContain('sleep');

    // A booking never paid has none.
    const unpaid = await bookingMember(t);
    const { reference } = await startBooking(unpaid.client, entry.id, nextSlot());
    expect(codeOf(await unpaid.client.gql(SEND, { reference, text: 'hello' }))).toBe('FORBIDDEN');

    clock.set(new Date(m.end.getTime() + 7 * 24 * 60 * MIN + MIN));
    const closed = await m.client.gql(SEND, { reference: m.reference, text: 'Thank you' });
    expect(codeOf(closed)).toBe('FORBIDDEN');
    expect(closed.errors![0].message).toBe('Messages for this appointment are closed.');

    await m.client.ok('mutation D($password: String) { deleteAccount(password: $password) }', {
      password: m.client.member!.password,
    });
    expect(
      await t.app.database.connection.db!.collection('appointment_messages').countDocuments({ memberId: m.id }),
    ).toBe(0);
  });
});
