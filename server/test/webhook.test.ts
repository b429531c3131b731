// POST /webhooks/paystack against the real app: the HMAC-SHA512 signature over the raw body
// decides; a bad, missing or re-computed-over-other-bytes signature is 401 and changes nothing;
// charge.success is checked with Paystack's verify API, which alone can mark a booking paid; ten
// identical deliveries at once pay once.
import { createHmac } from 'node:crypto';
import { type TestApp } from './support/test-app.js';
import { type FakePaystack } from './fakes/paystack.js';
import { bookingMember, bookingStatus, myBookings, paidTransitions, startBooking } from './support/bookings.js';
import { signPaystackBody } from '../src/payments/index.js';
import { closePaystackApp, startPaystackApp } from './support/paystack-app.js';

let t: TestApp;
let paystack: FakePaystack;
beforeAll(async () => ({ t, paystack } = await startPaystackApp()));
afterAll(() => closePaystackApp(t, paystack));

function deliver(body: string | Buffer, signature?: string, extraHeaders: Record<string, string> = {}) {
  return fetch(`${t.url}/webhooks/paystack`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
      ...extraHeaders,
    },
    body,
  });
}

/** A member with a PENDING booking whose payment Paystack has taken. */
async function paidAtPaystack(reported?: Parameters<FakePaystack['pay']>[1]) {
  const { client } = await bookingMember(t);
  const { reference } = await startBooking(client);
  paystack.pay(reference, reported);
  return { client, reference };
}

describe('signature', () => {
  it('accepts a correctly signed charge.success and marks the booking PAID', async () => {
    const { client, reference } = await paidAtPaystack();
    const { body, signature } = paystack.chargeSuccessDelivery(reference);
    const res = await deliver(body, signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [booking] = await myBookings(client);
    expect(booking).toMatchObject({ reference, status: 'PAID' });
    expect(booking.paidAt).not.toBeNull();
    expect(paidTransitions(t, reference)).toBe(1);
  });

  it.each([
    ['signed with another key', (body: string) => signPaystackBody('sk_test_somebody_else', body)],
    ['a signature of the wrong length', () => 'abc123'],
    ['a signature that is not hex', () => 'z'.repeat(128)],
    ['an empty signature', () => ''],
    [
      'an HMAC-SHA256 instead of SHA512',
      (body: string) => createHmac('sha256', paystack.env.PAYSTACK_SECRET_KEY).update(body).digest('hex'),
    ],
  ])('refuses %s with 401 and changes nothing', async (_label, sign) => {
    const { reference } = await paidAtPaystack();
    const { body } = paystack.chargeSuccessDelivery(reference);
    const res = await deliver(body, sign(body));
    expect(res.status).toBe(401);
    expect(await bookingStatus(t, reference)).toBe('PENDING');
  });

  it('refuses a delivery without a signature with 401', async () => {
    const { reference } = await paidAtPaystack();
    const { body } = paystack.chargeSuccessDelivery(reference);
    const res = await deliver(body);
    expect(res.status).toBe(401);
    expect(await bookingStatus(t, reference)).toBe('PENDING');
  });

  it('refuses a tampered body (its signature was for other bytes)', async () => {
    const { reference } = await paidAtPaystack({ amount: 100 });
    const { body, signature } = paystack.chargeSuccessDelivery(reference);
    const tampered = body.replace('"amount":100', '"amount":500000');
    expect(tampered).not.toBe(body);
    const res = await deliver(tampered, signature);
    expect(res.status).toBe(401);
    expect(await bookingStatus(t, reference)).toBe('PENDING');
  });

  it('checks the raw bytes: a signature over the re-serialized JSON fails, one over the exact bytes received passes', async () => {
    const { reference } = await paidAtPaystack();
    const { body } = paystack.chargeSuccessDelivery(reference);
    // The same event as Paystack might format it: other spacing and key order than JSON.stringify gives.
    const event = JSON.parse(body) as { event: string; data: Record<string, unknown> };
    const raw = `{\n  "data": ${JSON.stringify(event.data, null, 1)},\n  "event": "charge.success"\n}`;
    const reserialized = JSON.stringify(JSON.parse(raw));
    expect(reserialized).not.toBe(raw);

    const overReserialized = await deliver(raw, signPaystackBody(paystack.env.PAYSTACK_SECRET_KEY, reserialized));
    expect(overReserialized.status).toBe(401);
    expect(await bookingStatus(t, reference)).toBe('PENDING');

    const overRaw = await deliver(raw, signPaystackBody(paystack.env.PAYSTACK_SECRET_KEY, raw));
    expect(overRaw.status).toBe(200);
    expect(await bookingStatus(t, reference)).toBe('PAID');
  });

  it('verifies whatever the content type says (the body is never parsed before the check)', async () => {
    const { reference } = await paidAtPaystack();
    const { body, signature } = paystack.chargeSuccessDelivery(reference);
    const res = await deliver(body, signature, { 'content-type': 'text/plain' });
    expect(res.status).toBe(200);
    expect(await bookingStatus(t, reference)).toBe('PAID');
  });
});

describe('events', () => {
  it('ten identical deliveries at once make one transition to PAID', async () => {
    const { reference } = await paidAtPaystack();
    const { body, signature } = paystack.chargeSuccessDelivery(reference);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(body, signature)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await bookingStatus(t, reference)).toBe('PAID');
    expect(paidTransitions(t, reference)).toBe(1);
  });

  it('a webhook and confirmBooking racing also pay once', async () => {
    const { client, reference } = await paidAtPaystack();
    const { body, signature } = paystack.chargeSuccessDelivery(reference);
    const CONFIRM = 'mutation C($reference: String!) { confirmBooking(reference: $reference) { status } }';
    const [hook, confirmed] = await Promise.all([deliver(body, signature), client.gql(CONFIRM, { reference })]);
    expect(hook.status).toBe(200);
    expect(confirmed.data).toEqual({ confirmBooking: { status: 'PAID' } });
    expect(paidTransitions(t, reference)).toBe(1);
  });

  it.each([
    ['a smaller amount', { amount: 100 }],
    ['another currency', { currency: 'GHS' }],
  ])('a signed charge.success for %s is acknowledged but never marks PAID', async (_label, reported) => {
    const { reference } = await paidAtPaystack(reported);
    const { body, signature } = paystack.chargeSuccessDelivery(reference);
    const res = await deliver(body, signature);
    expect(res.status).toBe(200);
    expect(await bookingStatus(t, reference)).toBe('FAILED');
    expect(paidTransitions(t, reference)).toBe(0);
  });

  it("pays only on Paystack's verify answer: a signed charge.success it does not confirm changes nothing", async () => {
    const { client } = await bookingMember(t);
    const { reference } = await startBooking(client);
    // Signed with our key, but Paystack's verify says the money was not taken (abandoned, then failed).
    const { body: delivered } = paystack.chargeSuccessDelivery(reference);
    const claim = JSON.parse(delivered) as { event: string; data: Record<string, unknown> };
    const body = JSON.stringify({
      ...claim,
      data: { ...claim.data, status: 'success', gateway_response: 'Successful' },
    });
    const verifies = paystack.verifyRequests().length;
    expect((await deliver(body, signPaystackBody(paystack.env.PAYSTACK_SECRET_KEY, body))).status).toBe(200);
    expect(paystack.verifyRequests().length).toBe(verifies + 1);
    expect(await bookingStatus(t, reference)).toBe('PENDING');
    paystack.setStatus(reference, 'failed');
    expect((await deliver(body, signPaystackBody(paystack.env.PAYSTACK_SECRET_KEY, body))).status).toBe(200);
    expect(await bookingStatus(t, reference)).toBe('PENDING');
    expect(paidTransitions(t, reference)).toBe(0);
  });

  it('answers 500 while the verify API fails (Paystack retries) and pays on the retry', async () => {
    const { reference } = await paidAtPaystack();
    const { body, signature } = paystack.chargeSuccessDelivery(reference);
    // The client retries verify once: both attempts fail.
    paystack.failures.push({ kind: 'status', status: 503 }, { kind: 'status', status: 503 });
    expect((await deliver(body, signature)).status).toBe(500);
    expect(await bookingStatus(t, reference)).toBe('PENDING');
    expect((await deliver(body, signature)).status).toBe(200);
    expect(await bookingStatus(t, reference)).toBe('PAID');
    expect(paidTransitions(t, reference)).toBe(1);
  });

  it('acknowledges valid but irrelevant events with 200 and changes nothing', async () => {
    const { reference } = await paidAtPaystack();
    const secret = paystack.env.PAYSTACK_SECRET_KEY;
    const { body: success } = paystack.chargeSuccessDelivery(reference);
    const data = (JSON.parse(success) as { data: Record<string, unknown> }).data;
    const events = [
      JSON.stringify({ event: 'transfer.success', data }),
      JSON.stringify({ event: 'charge.dispute.create', data }),
      JSON.stringify({ event: 'charge.success', data: { ...data, reference: 'T-not-one-of-ours' } }),
      JSON.stringify({ event: 'charge.success', data: { ...data, status: 'failed' } }),
      JSON.stringify({ event: 'charge.success', data: { reference } }),
      JSON.stringify({ event: 'charge.success' }),
    ];
    for (const body of events) {
      const res = await deliver(body, signPaystackBody(secret, body));
      expect(res.status).toBe(200);
    }
    expect(await bookingStatus(t, reference)).toBe('PENDING');
  });

  it('answers a signed body that is not an event with 400', async () => {
    const secret = paystack.env.PAYSTACK_SECRET_KEY;
    for (const body of ['not json', '[]', '{"data":{}}', '']) {
      const res = await deliver(body, signPaystackBody(secret, body));
      expect(res.status).toBe(400);
    }
  });

  it('refuses an oversized body, and answers other methods with 405 (POST only)', async () => {
    const huge = JSON.stringify({ event: 'charge.success', padding: 'x'.repeat(200_000) });
    const big = await deliver(huge, signPaystackBody(paystack.env.PAYSTACK_SECRET_KEY, huge));
    expect(big.status).toBe(413);
    const get = await fetch(`${t.url}/webhooks/paystack`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('logs no signature, body or email', async () => {
    const { client, reference } = await paidAtPaystack();
    const { body, signature } = paystack.chargeSuccessDelivery(reference);
    await deliver(body, signature);
    const logs = t.logs.join('');
    expect(logs).not.toContain(signature);
    expect(logs).not.toContain(client.member!.email);
    expect(logs).not.toContain('AUTH_fake');
  });
});
