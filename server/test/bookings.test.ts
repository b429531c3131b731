// Paid bookings end to end against a local Paystack: the app's real PaystackClient talks to the
// fake over HTTP. The server alone decides the amount; a booking is PAID only when verify says
// success for exactly its reference, amount and currency; confirming is idempotent and
// race-safe; a member only ever sees and confirms their own bookings.
import { startTestApp, type TestApp } from './support/test-app.js';
import { PAYSTACK_TEST_PUBLIC, PAYSTACK_TEST_SECRET, type FakePaystack } from './fakes/paystack.js';
import {
  CANCEL_BOOKING,
  COMPLETE_TEST_CHECKOUT,
  CONFIRM_BOOKING,
  EXPERT,
  OTHER_EXPERT,
  START_BOOKING,
  bookingStatus,
  myBookings,
  paidTransitions,
  startBooking,
  bookingMember,
  freeSlots,
  type BookingView,
} from './support/bookings.js';
import { messages } from '../src/messages.js';
import { closePaystackApp, startPaystackApp } from './support/paystack-app.js';

let t: TestApp;
let paystack: FakePaystack;
beforeAll(async () => ({ t, paystack } = await startPaystackApp()));
afterAll(() => closePaystackApp(t, paystack));

async function member() {
  const { client, id, email } = await bookingMember(t);
  return { client, id, email };
}

async function confirm(client: ReturnType<TestApp['client']>, reference: string) {
  return client.gql<{ confirmBooking: BookingView }>(CONFIRM_BOOKING, { reference });
}

describe('startBooking', () => {
  it("creates a PENDING booking at the server's price and initializes it with Paystack", async () => {
    const { client, id, email } = await member();
    const before = paystack.initializeRequests().length;
    const checkout = await startBooking(client);

    expect(checkout).toMatchObject({
      publicKey: PAYSTACK_TEST_PUBLIC,
      email,
      amount: 500000,
      currency: 'NGN',
      simulated: false,
      booking: {
        status: 'PENDING',
        amount: 500000,
        currency: 'NGN',
        paidAt: null,
        expert: { id: EXPERT.id, name: EXPERT.name },
      },
    });
    expect(checkout.reference).toMatch(/^mc-[0-9a-f]{32}$/);
    expect(checkout.booking.reference).toBe(checkout.reference);
    expect(checkout.accessCode).toBe(paystack.transactions.get(checkout.reference)?.accessCode);

    const requests = paystack.initializeRequests().slice(before);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${PAYSTACK_TEST_SECRET}`,
      body: { email, amount: '500000', currency: 'NGN', reference: checkout.reference },
    });
    const stored = await t.app.database.connection
      .db!.collection('bookings')
      .findOne({ reference: checkout.reference });
    expect(stored).toMatchObject({
      userId: id,
      expertId: EXPERT.id,
      amount: 500000,
      currency: 'NGN',
      status: 'PENDING',
      provider: 'paystack',
    });
  });

  it('gives every booking its own unguessable reference', async () => {
    const { client } = await member();
    const references = new Set<string>();
    for (let i = 0; i < 5; i++) references.add((await startBooking(client, OTHER_EXPERT.id)).reference);
    expect(references.size).toBe(5);
  });

  it('offers the client no way to choose the amount or currency', async () => {
    const { client } = await member();
    const withArgument = await client.gql('mutation { startBooking(expertId: "x", amount: 100) { reference } }');
    expect(withArgument.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(withArgument.errors?.[0].message).toMatch(/Unknown argument "amount"/);

    // Extra variables are ignored; the provider is asked for the configured price regardless.
    const before = paystack.initializeRequests().length;
    const res = await client.gql<{ startBooking: { reference: string; amount: number } }>(START_BOOKING, {
      expertId: EXPERT.id,
      start: (await freeSlots(client))[0].start,
      amount: 100,
      currency: 'USD',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.startBooking.amount).toBe(500000);
    const [request] = paystack.initializeRequests().slice(before);
    expect(request.body).toMatchObject({ amount: '500000', currency: 'NGN' });
  });

  it("answers an unknown expert with NOT_FOUND 'Expert not found.' and asks Paystack nothing", async () => {
    const { client, id } = await member();
    const before = paystack.requests.length;
    for (const expertId of ['no-such-expert', '', '{"$ne":null}', 'x'.repeat(5000)]) {
      const res = await client.gql(START_BOOKING, { expertId });
      expect(res.errors?.[0]).toMatchObject({ message: messages.expertNotFound, extensions: { code: 'NOT_FOUND' } });
    }
    expect(paystack.requests.length).toBe(before);
    expect(await t.app.database.connection.db!.collection('bookings').countDocuments({ userId: id })).toBe(0);
  });

  it('refuses a visitor', async () => {
    const res = await t.client().gql(START_BOOKING, { expertId: EXPERT.id });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("fails with 'Payment failed. Please try again.' when Paystack refuses to initialize, and keeps the booking as FAILED", async () => {
    const { client } = await member();
    const start = (await freeSlots(client))[0].start;
    paystack.failures.push({ kind: 'status', status: 400, message: 'Invalid Email Address Passed' });
    const res = await client.gql(START_BOOKING, { expertId: EXPERT.id, start });
    expect(res.errors?.[0]).toMatchObject({ message: messages.paymentFailed, extensions: { code: 'UPSTREAM_FAILED' } });
    const [booking] = await myBookings(client);
    expect(booking.status).toBe('FAILED');
  });

  it('the secret key never reaches a client or the logs', async () => {
    const { client } = await member();
    const res = await client.gql(START_BOOKING, { expertId: EXPERT.id, start: (await freeSlots(client))[0].start });
    expect(res.errors).toBeUndefined();
    expect(JSON.stringify(res)).not.toContain(PAYSTACK_TEST_SECRET);
    expect(t.logs.join('')).not.toContain(PAYSTACK_TEST_SECRET);
  });
});

describe('confirmBooking', () => {
  it('marks the booking PAID after Paystack verifies the full payment, and lists it first in myBookings', async () => {
    const { client } = await member();
    const older = await startBooking(client, OTHER_EXPERT.id);
    const checkout = await startBooking(client);
    paystack.pay(checkout.reference);

    const res = await confirm(client, checkout.reference);
    expect(res.errors).toBeUndefined();
    expect(res.data?.confirmBooking).toMatchObject({
      reference: checkout.reference,
      status: 'PAID',
      amount: 500000,
      currency: 'NGN',
    });
    expect(Date.parse(res.data!.confirmBooking.paidAt!)).not.toBeNaN();
    const verify = paystack.verifyRequests().at(-1);
    expect(verify).toMatchObject({
      method: 'GET',
      path: `/transaction/verify/${checkout.reference}`,
      authorization: `Bearer ${PAYSTACK_TEST_SECRET}`,
    });

    const list = await myBookings(client);
    expect(list.map((b) => [b.reference, b.status])).toEqual([
      [checkout.reference, 'PAID'],
      [older.reference, 'PENDING'],
    ]);
    const stored = await t.app.database.connection
      .db!.collection('bookings')
      .findOne({ reference: checkout.reference });
    expect(stored).toMatchObject({
      channel: 'card',
      providerTransactionId: String(paystack.transactions.get(checkout.reference)!.id),
    });
  });

  it('is harmless to call twice: still PAID, one transition, Paystack not asked again', async () => {
    const { client } = await member();
    const { reference } = await startBooking(client);
    paystack.pay(reference);
    expect((await confirm(client, reference)).data?.confirmBooking.status).toBe('PAID');
    const verifies = paystack.verifyRequests().length;
    const again = await confirm(client, reference);
    expect(again.errors).toBeUndefined();
    expect(again.data?.confirmBooking.status).toBe('PAID');
    expect(paystack.verifyRequests().length).toBe(verifies);
    expect(paidTransitions(t, reference)).toBe(1);
  });

  it('makes one transition when ten confirmations race', async () => {
    const { client } = await member();
    const { reference } = await startBooking(client);
    paystack.pay(reference);
    const results = await Promise.all(Array.from({ length: 10 }, () => confirm(client, reference)));
    for (const res of results) {
      expect(res.errors).toBeUndefined();
      expect(res.data?.confirmBooking.status).toBe('PAID');
    }
    expect(new Set(results.map((r) => r.data?.confirmBooking.paidAt)).size).toBe(1);
    expect(paidTransitions(t, reference)).toBe(1);
  });

  it.each([
    ['failed (declined)', 'failed'],
    ['reversed', 'reversed'],
  ])("a payment %s → FAILED and 'Payment failed. Please try again.'", async (_label, status) => {
    const { client } = await member();
    const { reference } = await startBooking(client);
    paystack.setStatus(reference, status);
    const res = await confirm(client, reference);
    expect(res.errors?.[0]).toMatchObject({ message: messages.paymentFailed, extensions: { code: 'UPSTREAM_FAILED' } });
    expect(await bookingStatus(t, reference)).toBe('FAILED');
    expect((await myBookings(client))[0]).toMatchObject({ reference, status: 'FAILED', paidAt: null });
  });

  it('leaves a payment still in progress (or not made yet: abandoned) PENDING, without an error', async () => {
    const { client } = await member();
    const { reference } = await startBooking(client);
    for (const status of ['abandoned', 'ongoing', 'pending', 'processing', 'queued']) {
      paystack.setStatus(reference, status);
      const res = await confirm(client, reference);
      expect(res.errors).toBeUndefined();
      expect(res.data?.confirmBooking.status).toBe('PENDING');
    }
    // ...and it can still be paid and confirmed afterwards.
    paystack.pay(reference);
    expect((await confirm(client, reference)).data?.confirmBooking.status).toBe('PAID');
  });

  it.each([
    ['a smaller amount', { amount: 100 }],
    ['one kobo less', { amount: 499999 }],
    ['another currency', { currency: 'USD' }],
    ['another reference', { reference: 'mc-someone-elses-transaction' }],
  ])('never marks PAID when Paystack reports success for %s', async (_label, reported) => {
    const { client } = await member();
    const { reference } = await startBooking(client);
    paystack.pay(reference, reported);
    const res = await confirm(client, reference);
    expect(res.errors?.[0]).toMatchObject({ message: messages.paymentFailed, extensions: { code: 'UPSTREAM_FAILED' } });
    expect(await bookingStatus(t, reference)).toBe('FAILED');
    expect(paidTransitions(t, reference)).toBe(0);
    // Asking again changes nothing.
    expect((await confirm(client, reference)).errors?.[0].message).toBe(messages.paymentFailed);
    expect(await bookingStatus(t, reference)).toBe('FAILED');
  });

  it('retries one Paystack hiccup; when Paystack stays down the booking stays PENDING and the member is told it is not confirmed yet', async () => {
    const { client } = await member();
    const { reference } = await startBooking(client);
    paystack.pay(reference);

    paystack.failures.push({ kind: 'status', status: 502 }, { kind: 'garbage' });
    const down = await confirm(client, reference);
    expect(down.errors?.[0]).toMatchObject({
      message: messages.paymentUnconfirmed,
      extensions: { code: 'UPSTREAM_FAILED' },
    });
    expect(await bookingStatus(t, reference)).toBe('PENDING');

    paystack.failures.push({ kind: 'status', status: 503 });
    const recovered = await confirm(client, reference);
    expect(recovered.errors).toBeUndefined();
    expect(recovered.data?.confirmBooking.status).toBe('PAID');
  });

  it("answers an unknown reference with NOT_FOUND 'Booking not found.'", async () => {
    const { client } = await member();
    for (const reference of ['mc-00000000000000000000000000000000', '', 'x'.repeat(200)]) {
      const res = await confirm(client, reference);
      expect(res.errors?.[0]).toMatchObject({ message: messages.bookingNotFound, extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('refuses a visitor', async () => {
    const res = await confirm(t.client(), 'mc-anything');
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('cancelBooking', () => {
  it('marks a PENDING booking CANCELLED; a payment Paystack later verifies still counts', async () => {
    const { client } = await member();
    const { reference } = await startBooking(client);
    const res = await client.gql<{ cancelBooking: BookingView }>(CANCEL_BOOKING, { reference });
    expect(res.data?.cancelBooking.status).toBe('CANCELLED');
    // Cancelling again, or confirming a still-unpaid cancelled booking, leaves it CANCELLED (#39: no
    // "Payment failed" for a payment nobody attempted).
    expect(
      (await client.gql<{ cancelBooking: BookingView }>(CANCEL_BOOKING, { reference })).data?.cancelBooking.status,
    ).toBe('CANCELLED');
    const checked = await confirm(client, reference);
    expect(checked.errors).toBeUndefined();
    expect(checked.data?.confirmBooking.status).toBe('CANCELLED');
    expect(await bookingStatus(t, reference)).toBe('CANCELLED');

    paystack.pay(reference);
    expect((await confirm(client, reference)).data?.confirmBooking.status).toBe('PAID');
  });
});

describe("another member's booking", () => {
  it('B can neither see, confirm, cancel nor pay A’s booking; A’s booking is untouched', async () => {
    const a = await member();
    const b = await member();
    const { reference, booking } = await startBooking(a.client);
    paystack.pay(reference);
    const verifies = paystack.verifyRequests().length;

    const confirmByB = await confirm(b.client, reference);
    expect(confirmByB.errors?.[0]).toMatchObject({
      message: messages.notAllowed,
      extensions: { code: 'FORBIDDEN' },
    });
    const cancelByB = await b.client.gql(CANCEL_BOOKING, { reference });
    expect(cancelByB.errors?.[0]).toMatchObject({ message: messages.notAllowed, extensions: { code: 'FORBIDDEN' } });
    expect(await myBookings(b.client)).toEqual([]);
    for (const res of [confirmByB, cancelByB]) {
      expect(JSON.stringify(res)).not.toContain(a.email);
      expect(JSON.stringify(res)).not.toContain(booking.id);
    }
    expect(paystack.verifyRequests().length).toBe(verifies);
    expect(await bookingStatus(t, reference)).toBe('PENDING');

    // A's own confirmation still works.
    expect((await confirm(a.client, reference)).data?.confirmBooking.status).toBe('PAID');
  });

  it('the test checkout does not exist with a real provider (FORBIDDEN)', async () => {
    const { client } = await member();
    const { reference } = await startBooking(client);
    const res = await client.gql(COMPLETE_TEST_CHECKOUT, { reference });
    expect(res.errors?.[0]).toMatchObject({
      message: messages.testCheckoutUnavailable,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await bookingStatus(t, reference)).toBe('PENDING');
  });
});

describe('with a wrong secret key', () => {
  let bad: TestApp;
  beforeAll(async () => {
    bad = await startTestApp({ ...paystack.env, PAYSTACK_SECRET_KEY: 'sk_test_not_the_right_key' });
  });
  afterAll(async () => {
    await bad?.close();
  });

  it("Paystack answers 401; the member sees 'Payment failed. Please try again.' and nothing is charged", async () => {
    const { client } = await bookingMember(bad);
    const start = (await freeSlots(client))[0].start;
    const before = paystack.requests.length;
    const res = await client.gql(START_BOOKING, { expertId: EXPERT.id, start });
    expect(res.errors?.[0]).toMatchObject({ message: messages.paymentFailed, extensions: { code: 'UPSTREAM_FAILED' } });
    const [request] = paystack.requests.slice(before);
    expect(request.authorization).toBe('Bearer sk_test_not_the_right_key');
    expect([...paystack.transactions.values()].every((tx) => tx.email !== client.member!.email)).toBe(true);
    expect(bad.logs.join('')).toMatch(/"reason":"unauthorized: [^"]*401[^"]*","msg":"payment initialization failed"/);
  });
});
