// Bookings without ghosts (#39, item 1), against a local Paystack and a clock the tests move: what a
// member's list holds for each state of a checkout. Within its hold a checkout is PENDING (with the
// time it is held until); once the hold ends unpaid it leaves the list, and "Check payment" then
// says nothing was taken (never "Payment failed"); a checkout closed at once leaves nothing; a
// declined payment is FAILED and retryBooking starts a new checkout for the same expert and time
// while it is free (one booking however many retries race). A payment that arrives late still
// counts, as before.
import { ErrorReason } from '@mindcheck/common';
import { ManualClock } from '../src/clock.js';
import { EXPERTS } from '../src/content/index.js';
import { messages } from '../src/messages.js';
import { type FakePaystack } from './fakes/paystack.js';
import {
  BOOKING_FIELDS,
  CANCEL_BOOKING,
  CONFIRM_BOOKING,
  bookingMember,
  freeSlots,
  myBookings,
  startBooking,
  type BookingView,
  type CheckoutView,
} from './support/bookings.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { type TestApp } from './support/test-app.js';
import { closePaystackApp, startPaystackApp } from './support/paystack-app.js';

// Monday 1 March 2027, 06:00 UTC: the sample experts' weekday hours (09:00-17:00 Lagos) lie ahead.
const START = new Date('2027-03-01T06:00:00Z');
const MINUTE = 60_000;
const clock = new ManualClock(START);
let t: TestApp;
let paystack: FakePaystack;

beforeAll(async () => ({ t, paystack } = await startPaystackApp({}, { now: () => clock.now() })));
afterAll(() => closePaystackApp(t, paystack));
beforeEach(() => clock.set(START));

const RETRY = `mutation Retry($reference: String!, $start: DateTime) {
  retryBooking(reference: $reference, start: $start) { reference amount currency accessCode simulated booking { ${BOOKING_FIELDS} holdExpiresAt } }
}`;
const MY_HOLDS = '{ myBookings { reference status holdExpiresAt } }';

const db = () => t.app.database.connection.db!;
const code = (res: { errors?: { extensions?: Record<string, unknown> }[] }) => res.errors?.[0]?.extensions?.code;
const confirm = (client: GraphQLClient, reference: string) =>
  client.gql<{ confirmBooking: BookingView }>(CONFIRM_BOOKING, { reference });
const retry = (client: GraphQLClient, reference: string, start?: string) =>
  client.gql<{ retryBooking: CheckoutView }>(RETRY, { reference, start });
const references = async (client: GraphQLClient) => (await myBookings(client)).map((b) => b.reference);
const firstSlot = async (client: GraphQLClient, expertId: string) =>
  (await freeSlots(client, expertId, { from: START }))[0].start;
const isFree = async (client: GraphQLClient, expertId: string, start: string) =>
  (await freeSlots(client, expertId, { from: START })).some((s) => s.start === start);
/** Bookings of the expert's slot that hold it (a live hold or a paid appointment). */
const holdersOf = (expertId: string, start: string) =>
  db()
    .collection('bookings')
    .countDocuments({ slotKey: `${expertId}|${new Date(start).toISOString()}` });

/** A member whose checkout Paystack declined: the booking is FAILED. */
async function declined(expertId: string, start?: string) {
  const member = await bookingMember(t);
  const at = start ?? (await firstSlot(member.client, expertId));
  const { reference } = await startBooking(member.client, expertId, at);
  paystack.setStatus(reference, 'failed');
  const res = await confirm(member.client, reference);
  expect(res.errors?.[0]).toMatchObject({ message: messages.paymentFailed, extensions: { code: 'UPSTREAM_FAILED' } });
  return { ...member, reference, start: at };
}

describe('a checkout within its hold', () => {
  it('is PENDING with the time it is held until; checking an unpaid one keeps it so, with no error', async () => {
    const expertId = EXPERTS.DEPRESSION[0].id;
    const { client } = await bookingMember(t);
    const { reference } = await startBooking(client, expertId, await firstSlot(client, expertId));
    const [listed] = (await client.ok<{ myBookings: { reference: string; holdExpiresAt: string }[] }>(MY_HOLDS))
      .myBookings;
    expect(listed).toEqual({
      reference,
      status: 'PENDING',
      holdExpiresAt: new Date(START.getTime() + 15 * MINUTE).toISOString(),
    });

    // Paystack says "abandoned" for a checkout nobody has paid yet: that is not a failed payment.
    clock.advanceMs(5 * MINUTE);
    const checked = await confirm(client, reference);
    expect(checked.errors).toBeUndefined();
    expect(checked.data?.confirmBooking.status).toBe('PENDING');
    expect(await references(client)).toEqual([reference]);
  });
});

describe('"Finish paying" (retryBooking of a held checkout)', () => {
  it('opens a new checkout for the same time; one already paid at Paystack is recorded instead, never charged twice', async () => {
    const expertId = EXPERTS.DEPRESSION[4].id;
    const { client } = await bookingMember(t);
    const start = await firstSlot(client, expertId);
    const { reference } = await startBooking(client, expertId, start);
    const again = (await retry(client, reference)).data!.retryBooking;
    expect(again.booking).toMatchObject({ status: 'PENDING', start });
    expect(await references(client)).toEqual([again.reference]);

    // Paid in the provider's window, but the page never heard: asking to pay again records it.
    paystack.pay(again.reference);
    const initialized = paystack.initializeRequests().length;
    const res = await retry(client, again.reference);
    expect(res.errors?.[0]).toMatchObject({
      message: messages.bookingAlreadyPaid,
      extensions: { code: 'CONFLICT', reason: 'BOOKING_ALREADY_PAID' },
    });
    expect(await myBookings(client)).toEqual([expect.objectContaining({ reference: again.reference, status: 'PAID' })]);
    expect(paystack.initializeRequests()).toHaveLength(initialized);
  });

  it("says so in a Pidgin member's language, with a reason the page acts on whatever the language", async () => {
    const expertId = EXPERTS.DEPRESSION[5].id;
    const { client } = await bookingMember(t);
    await client.ok('mutation { updateProfile(input: { locale: "pcm" }) { id } }');
    const { reference } = await startBooking(client, expertId, await firstSlot(client, expertId));
    paystack.pay(reference);
    const res = await retry(client, reference);
    expect(res.errors?.[0]).toMatchObject({
      message: 'You don pay for this booking already: your appointment don book. Abeg reload My bookings.',
      extensions: { code: 'CONFLICT', reason: ErrorReason.BOOKING_ALREADY_PAID },
    });
  });
});

describe('a hold that ran out unpaid', () => {
  it('leaves the list; "Check payment" then says nothing was paid, not "Payment failed", and frees the slot', async () => {
    const expertId = EXPERTS.DEPRESSION[1].id;
    const { client } = await bookingMember(t);
    const start = await firstSlot(client, expertId);
    const { reference } = await startBooking(client, expertId, start);
    clock.advanceMs(15 * MINUTE);
    expect(await references(client)).toEqual([]);

    const checked = await confirm(client, reference);
    expect(checked.errors).toBeUndefined();
    expect(checked.data?.confirmBooking).toMatchObject({ reference, status: 'CANCELLED', paidAt: null, refund: null });
    expect(await references(client)).toEqual([]);
    expect(await holdersOf(expertId, start)).toBe(0);
    expect(await isFree(client, expertId, start)).toBe(true);
  });

  it('is not lost when the payment arrives late: the webhook makes it PAID and it is listed again', async () => {
    const expertId = EXPERTS.DEPRESSION[2].id;
    const { client } = await bookingMember(t);
    const start = await firstSlot(client, expertId);
    const { reference } = await startBooking(client, expertId, start);
    clock.advanceMs(40 * MINUTE);
    expect((await confirm(client, reference)).data?.confirmBooking.status).toBe('CANCELLED');

    paystack.pay(reference);
    const { body, signature } = paystack.chargeSuccessDelivery(reference);
    const delivered = await fetch(`${t.url}/webhooks/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
    });
    expect(delivered.status).toBe(200);
    const [booking] = await myBookings(client);
    expect(booking).toMatchObject({ reference, status: 'PAID', start });
    expect(await isFree(client, expertId, start)).toBe(false);
  });
});

describe('a checkout closed at once', () => {
  it('leaves nothing behind: not listed, and the slot is free', async () => {
    const expertId = EXPERTS.DEPRESSION[3].id;
    const { client } = await bookingMember(t);
    const start = await firstSlot(client, expertId);
    const { reference } = await startBooking(client, expertId, start);
    await client.ok(CANCEL_BOOKING, { reference });
    expect(await references(client)).toEqual([]);
    expect(await isFree(client, expertId, start)).toBe(true);
    // Checking it afterwards does not call it a failed payment either.
    expect((await confirm(client, reference)).data?.confirmBooking.status).toBe('CANCELLED');
  });
});

describe('a declined payment', () => {
  it('stays listed as FAILED; retryBooking starts a new checkout for the same expert and time, and the failed one leaves', async () => {
    const expertId = EXPERTS.ANXIETY[0].id;
    const { client, reference, start } = await declined(expertId);
    expect(await myBookings(client)).toEqual([expect.objectContaining({ reference, status: 'FAILED', paidAt: null })]);

    const res = await retry(client, reference);
    expect(res.errors).toBeUndefined();
    const checkout = res.data!.retryBooking;
    expect(checkout.reference).not.toBe(reference);
    expect(checkout.accessCode).toBeTruthy();
    expect(checkout.booking).toMatchObject({ status: 'PENDING', start, expert: { id: expertId }, amount: 500000 });
    expect(await references(client)).toEqual([checkout.reference]);

    paystack.pay(checkout.reference);
    expect((await confirm(client, checkout.reference)).data?.confirmBooking.status).toBe('PAID');
  });

  it('when the time has gone, says so (CONFLICT) and keeps the failed booking; with another free time it books that', async () => {
    const expertId = EXPERTS.ANXIETY[1].id;
    const a = await declined(expertId);
    const b = await bookingMember(t);
    await startBooking(b.client, expertId, a.start);

    const res = await retry(a.client, a.reference);
    expect(res.errors?.[0]).toMatchObject({ message: messages.slotTaken, extensions: { code: 'CONFLICT' } });
    expect(await references(a.client)).toEqual([a.reference]);

    const other = (await freeSlots(a.client, expertId, { from: START }))[0].start;
    const moved = await retry(a.client, a.reference, other);
    expect(moved.data?.retryBooking.booking).toMatchObject({ status: 'PENDING', start: other });
    expect(await references(a.client)).toEqual([moved.data!.retryBooking.reference]);
  });

  it('gives one booking when one member retries many times at once, and when two members retry the same time', async () => {
    const expertId = EXPERTS.ANXIETY[2].id;
    const a = await declined(expertId);
    const results = await Promise.all(Array.from({ length: 60 }, () => retry(a.client, a.reference)));
    for (const res of results) if (res.errors) expect(['CONFLICT', 'RATE_LIMITED']).toContain(code(res));
    expect(results.filter((r) => !r.errors).length).toBeGreaterThanOrEqual(1);
    expect(await holdersOf(expertId, a.start)).toBe(1);
    const listed = await myBookings(a.client);
    expect(listed.map((b) => b.status)).toEqual(['PENDING']);

    // Two members whose payments for one time were declined both try again, many times at once.
    const start = (await freeSlots(a.client, expertId, { from: START }))[3].start;
    const first = await declined(expertId, start);
    const second = await declined(expertId, start);
    const race = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 ? retry(first.client, first.reference) : retry(second.client, second.reference),
      ),
    );
    for (const res of race) if (res.errors) expect(['CONFLICT', 'RATE_LIMITED']).toContain(code(res));
    expect(await holdersOf(expertId, start)).toBe(1);
    const live = [...(await myBookings(first.client)), ...(await myBookings(second.client))].filter(
      (b) => b.status === 'PENDING',
    );
    expect(live).toHaveLength(1);
  });

  it('refuses what cannot be tried again: a paid booking, another member’s, an unknown reference, a visitor', async () => {
    const expertId = EXPERTS.ANXIETY[3].id;
    const { client } = await bookingMember(t);
    const { reference } = await startBooking(client, expertId, await firstSlot(client, expertId));
    paystack.pay(reference);
    await confirm(client, reference);
    const paid = await retry(client, reference);
    expect(paid.errors?.[0]).toMatchObject({
      message: messages.bookingNotRetryable,
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const failed = await declined(EXPERTS.ANXIETY[4].id);
    const other = await bookingMember(t);
    expect(code(await retry(other.client, failed.reference))).toBe('FORBIDDEN');
    expect(code(await retry(other.client, 'mc-00000000000000000000000000000000'))).toBe('NOT_FOUND');
    expect(code(await retry(t.client(), failed.reference))).toBe('UNAUTHENTICATED');
    expect(code(await retry(failed.client, failed.reference, 'not a date'))).toBe('BAD_USER_INPUT');
    // Nothing of it changed.
    expect(await references(failed.client)).toEqual([failed.reference]);
    expect(await db().collection('bookings').countDocuments({ userId: other.id })).toBe(0);
  });
});
