// The simulated checkout (no PAYSTACK_SECRET_KEY, outside production): startBooking says
// simulated, the built-in test checkout's Pay goes through the server (completeTestCheckout on
// the member's own booking), and confirmBooking verifies it on the same path as a real payment.
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  CANCEL_BOOKING,
  COMPLETE_TEST_CHECKOUT,
  CONFIRM_BOOKING,
  bookingStatus,
  myBookings,
  paidTransitions,
  startBooking,
  bookingMember,
  type BookingView,
} from './support/bookings.js';
import { signPaystackBody } from '../src/payments/index.js';
import { messages } from '../src/messages.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function member() {
  const { client, id, email } = await bookingMember(t);
  return { client, id, email };
}

it('startBooking says simulated, at the configured price, with no access code', async () => {
  const { client, email } = await member();
  const checkout = await startBooking(client);
  expect(checkout).toMatchObject({
    simulated: true,
    accessCode: null,
    publicKey: 'pk_simulated',
    email,
    amount: 500000,
    currency: 'NGN',
  });
  expect(checkout.booking.status).toBe('PENDING');
});

it('Pay then confirm: the booking is PAID through the same verify path, once', async () => {
  const { client } = await member();
  const { reference } = await startBooking(client);
  const pay = await client.gql(COMPLETE_TEST_CHECKOUT, { reference });
  expect(pay.errors).toBeUndefined();
  expect(pay.data).toEqual({ completeTestCheckout: true });
  // Paying is not confirming: only confirmBooking's verify marks it paid.
  expect(await bookingStatus(t, reference)).toBe('PENDING');

  const results = await Promise.all(
    [1, 2, 3].map(() => client.gql<{ confirmBooking: BookingView }>(CONFIRM_BOOKING, { reference })),
  );
  for (const res of results) expect(res.data?.confirmBooking.status).toBe('PAID');
  expect(paidTransitions(t, reference)).toBe(1);
  const [booking] = await myBookings(client);
  expect(booking).toMatchObject({ reference, status: 'PAID' });
  const stored = await t.app.database.connection.db!.collection('bookings').findOne({ reference });
  expect(stored).toMatchObject({ provider: 'simulated', channel: 'test_checkout' });
});

it('confirming without paying leaves it PENDING with no error (not paid yet is not a failed payment, #39), as with Paystack', async () => {
  const { client } = await member();
  const { reference } = await startBooking(client);
  const res = await client.gql<{ confirmBooking: BookingView }>(CONFIRM_BOOKING, { reference });
  expect(res.errors).toBeUndefined();
  expect(res.data?.confirmBooking.status).toBe('PENDING');
  expect(await bookingStatus(t, reference)).toBe('PENDING');
});

it('Cancel marks the booking CANCELLED', async () => {
  const { client } = await member();
  const { reference } = await startBooking(client);
  const res = await client.gql<{ cancelBooking: BookingView }>(CANCEL_BOOKING, { reference });
  expect(res.data?.cancelBooking.status).toBe('CANCELLED');
});

it("B cannot pay, confirm or see A's simulated booking", async () => {
  const a = await member();
  const b = await member();
  const { reference } = await startBooking(a.client);
  const pay = await b.client.gql(COMPLETE_TEST_CHECKOUT, { reference });
  expect(pay.errors?.[0]).toMatchObject({ message: messages.notAllowed, extensions: { code: 'FORBIDDEN' } });
  const confirm = await b.client.gql(CONFIRM_BOOKING, { reference });
  expect(confirm.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect(await myBookings(b.client)).toEqual([]);
  // B's "payment" did not pay A's booking.
  const mine = await a.client.gql<{ confirmBooking: BookingView }>(CONFIRM_BOOKING, { reference });
  expect(mine.data?.confirmBooking.status).toBe('PENDING');
  expect(await bookingStatus(t, reference)).toBe('PENDING');
});

it('a visitor cannot use the test checkout', async () => {
  const res = await t.client().gql(COMPLETE_TEST_CHECKOUT, { reference: 'mc-anything' });
  expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

it('refuses every webhook delivery (there is no key to check a signature with)', async () => {
  const { client } = await member();
  const { reference } = await startBooking(client);
  const body = JSON.stringify({
    event: 'charge.success',
    data: { reference, status: 'success', amount: 500000, currency: 'NGN', id: 1 },
  });
  for (const signature of [signPaystackBody('', body), signPaystackBody('pk_simulated', body), undefined]) {
    const res = await fetch(`${t.url}/webhooks/paystack`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
      body,
    });
    expect(res.status).toBe(401);
  }
  expect(await bookingStatus(t, reference)).toBe('PENDING');
});
