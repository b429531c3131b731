// Refunds against the real app and the fake Paystack: refundBooking by an operator, the refund
// service's one entry point (idempotent under 200 concurrent calls), the job's retries on 5xx,
// a final refusal, and the signed refund.processed / refund.failed webhooks.
import { startTestApp, type TestApp } from './support/test-app.js';
import { type FakePaystack } from './fakes/paystack.js';
import { bookingMember, CONFIRM_BOOKING, COMPLETE_TEST_CHECKOUT, EXPERT, startBooking } from './support/bookings.js';
import { ADMIN_ENV, signUpAdmin } from './support/roles.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { messages } from '../src/messages.js';
import { signPaystackBody } from '../src/payments/index.js';
import { REFUND_RETRIES } from '../src/modules/booking/refund.service.js';
import { eventually } from './support/eventually.js';
import { closePaystackApp, startPaystackApp } from './support/paystack-app.js';

const REFUND = `mutation Refund($reference: String!) {
  refundBooking(reference: $reference) { reference status cancelledAt refund { amount status createdAt } }
}`;
const AUDIT = `query Audit($id: ID!) { auditLog(targetId: $id) { actorEmail action targetType before after } }`;
const ADMIN_BOOKINGS = `query B($status: BookingStatus) { adminBookings(status: $status) { id reference status refund { status } } }`;

interface StoredRefund {
  amount: number;
  status: string;
  reason: string;
  providerRefundId?: string;
  lastError?: string;
}

let t: TestApp;
let paystack: FakePaystack;
let admin: GraphQLClient;
beforeAll(async () => {
  ({ t, paystack } = await startPaystackApp(ADMIN_ENV));
  admin = await signUpAdmin(t);
});
afterAll(() => closePaystackApp(t, paystack));
afterEach(() => {
  paystack.failures.length = 0;
  paystack.refundOutcome = 'pending';
});

function bookingsCollection() {
  return t.app.database.connection.db!.collection('bookings');
}

async function storedBooking(reference: string) {
  return (await bookingsCollection().findOne({ reference })) as {
    _id: unknown;
    status: string;
    cancelledAt?: Date;
    refund?: StoredRefund;
  } | null;
}

async function refundStatusBecomes(reference: string, status: string): Promise<StoredRefund> {
  return eventually(async () => {
    const refund = (await storedBooking(reference))?.refund;
    return refund?.status === status ? refund : null;
  });
}

/** A member's booking paid at Paystack and confirmed: PAID. */
async function paidBooking(): Promise<{ member: GraphQLClient; reference: string; id: string }> {
  const { client: member } = await bookingMember(t);
  const { reference, booking } = await startBooking(member);
  paystack.pay(reference);
  expect((await member.ok(CONFIRM_BOOKING, { reference })).confirmBooking.status).toBe('PAID');
  return { member, reference, id: booking.id };
}

function deliver(body: string, signature: string) {
  return fetch(`${t.url}/webhooks/paystack`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    body,
  });
}

function logCount(text: string, bookingId: string): number {
  return t.logs.filter((line) => line.includes(text) && line.includes(bookingId)).length;
}

describe('refundBooking (operator)', () => {
  // Issue #39, item 4: an operator's refund cancelled a paid appointment and told no one.
  it('tells the member and the expert, by mail and on the member’s booking, with the reason', async () => {
    const { client: member, email } = await bookingMember(t);
    const { reference } = await startBooking(member);
    paystack.pay(reference);
    await member.ok(CONFIRM_BOOKING, { reference });
    const REFUND_WITH_REASON = `mutation Refund($reference: String!, $reason: String) {
      refundBooking(reference: $reference, reason: $reason) { status cancellationNote }
    }`;
    const reason = 'Dr. Adeyemi is unwell this week.';
    const { refundBooking } = await admin.ok(REFUND_WITH_REASON, { reference, reason });
    const note = `MindCheck cancelled this appointment and refunded it in full. Reason: ${reason}`;
    expect(refundBooking).toEqual({ status: 'CANCELLED', cancellationNote: note });

    await t.app.services.mail.idle();
    const mails = t.app.database.connection.db!.collection('mail_messages');
    const [toMember] = await mails.find({ to: email, template: 'appointmentCancelled' }).toArray();
    expect(toMember.text).toContain('MindCheck cancelled this appointment and refunded it in full.');
    expect(toMember.text).toContain(`Reason: ${reason}`);
    expect(toMember.text).toContain('You will be refunded in full');
    const [toExpert] = await mails.find({ to: EXPERT.contact, template: 'appointmentCancelled' }).toArray();
    expect(toExpert.text).toContain('MindCheck cancelled this appointment and refunded the member in full.');
    expect(toExpert.text).toContain(`Reason: ${reason}`);

    // The in-app notice: on the member's own booking.
    const { myBookings } = await member.ok('{ myBookings { reference cancellationNote } }');
    expect(myBookings.find((b: { reference: string }) => b.reference === reference).cancellationNote).toBe(note);
  });

  it('refuses an over-long or multi-line reason and changes nothing', async () => {
    const { reference } = await paidBooking();
    const REFUND_WITH_REASON = `mutation Refund($reference: String!, $reason: String) {
      refundBooking(reference: $reference, reason: $reason) { status }
    }`;
    for (const reason of ['x'.repeat(501), 'line one\u0000']) {
      const res = await admin.gql(REFUND_WITH_REASON, { reference, reason });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    }
    expect((await storedBooking(reference))?.status).toBe('PAID');
  });

  it('cancels a paid booking, refunds it in full at Paystack, and the webhook marks it processed', async () => {
    const { member, reference, id } = await paidBooking();
    const { refundBooking } = await admin.ok(REFUND, { reference });
    expect(refundBooking).toMatchObject({
      reference,
      status: 'CANCELLED',
      refund: { amount: 500000, status: 'PENDING' },
    });
    expect(Date.parse(refundBooking.cancelledAt)).not.toBeNaN();

    // The job asks Paystack once, with the transaction's reference and the full amount.
    await eventually(async () => paystack.refunds.get(reference));
    const requests = paystack.refundRequests().filter((r) => r.body?.transaction === reference);
    expect(requests).toHaveLength(1);
    expect(requests[0].body).toEqual({ transaction: reference, amount: 500000 });
    await eventually(async () => (await storedBooking(reference))?.refund?.providerRefundId);

    const { body, signature } = paystack.refundDelivery(reference, 'refund.processed');
    expect((await deliver(body, signature)).status).toBe(200);
    await refundStatusBecomes(reference, 'PROCESSED');

    // The member sees it on their own booking.
    const { myBookings } = await member.ok('{ myBookings { reference status cancelledAt refund { amount status } } }');
    expect(myBookings[0]).toMatchObject({
      reference,
      status: 'CANCELLED',
      refund: { amount: 500000, status: 'PROCESSED' },
    });

    // Audited on the booking: who, what, before and after.
    const { auditLog } = await admin.ok(AUDIT, { id });
    expect(auditLog).toHaveLength(1);
    expect(auditLog[0]).toMatchObject({
      actorEmail: 'operator@example.com',
      action: 'refundBooking',
      targetType: 'booking',
    });
    expect(JSON.parse(auditLog[0].before)).toMatchObject({ status: 'PAID', refund: null });
    expect(JSON.parse(auditLog[0].after)).toMatchObject({ status: 'CANCELLED', refund: { status: 'PENDING' } });
    // The console's list shows the refund.
    const { adminBookings } = await admin.ok(ADMIN_BOOKINGS, { status: 'CANCELLED' });
    expect(adminBookings.find((b: { reference: string }) => b.reference === reference)).toMatchObject({
      refund: { status: 'PROCESSED' },
    });
  });

  it('refuses a booking that is not paid, or already refunded, with bookingNotRefundable and changes nothing', async () => {
    const { client: member } = await bookingMember(t);
    const { reference } = await startBooking(member);
    const pending = await admin.gql(REFUND, { reference });
    expect(pending.errors?.[0]).toMatchObject({
      message: messages.bookingNotRefundable,
      extensions: { code: 'CONFLICT' },
    });
    expect(pending.data).toBeNull();
    expect(await storedBooking(reference)).toMatchObject({ status: 'PENDING' });
    expect((await storedBooking(reference))?.refund).toBeUndefined();

    const paid = await paidBooking();
    await admin.ok(REFUND, { reference: paid.reference });
    const again = await admin.gql(REFUND, { reference: paid.reference });
    expect(again.errors?.[0]).toMatchObject({
      message: messages.bookingNotRefundable,
      extensions: { code: 'CONFLICT' },
    });
    await eventually(async () => paystack.refunds.get(paid.reference));
    expect(paystack.refundRequests().filter((r) => r.body?.transaction === paid.reference)).toHaveLength(1);
  });

  it('an unknown or over-long reference is NOT_FOUND', async () => {
    for (const reference of ['mc-unknown', 'x'.repeat(5000)]) {
      const res = await admin.gql(REFUND, { reference });
      expect(res.errors?.[0]).toMatchObject({ message: messages.bookingNotFound, extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('50 operators refunding one booking at once: one succeeds, the rest are told it is not refundable', async () => {
    const { reference, id } = await paidBooking();
    const results = await Promise.all(Array.from({ length: 50 }, () => admin.gql(REFUND, { reference })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(49);
    await eventually(async () => paystack.refunds.get(reference));
    expect(paystack.refundRequests().filter((r) => r.body?.transaction === reference)).toHaveLength(1);
    expect((await admin.ok(AUDIT, { id })).auditLog).toHaveLength(1);
  });
});

describe('requestFullRefund (the entry point other modules call)', () => {
  it('200 concurrent calls request one refund and call Paystack once', async () => {
    const { reference, id } = await paidBooking();
    paystack.refundOutcome = 'processed';
    const results = await Promise.all(
      Array.from({ length: 200 }, () => t.app.services.refunds.requestFullRefund(id, 'member-cancelled')),
    );
    expect(results.every((b) => b?.refund?.amount === 500000)).toBe(true);
    await refundStatusBecomes(reference, 'PROCESSED');
    // Give a second (wrongly scheduled) job time to run, then count.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(paystack.refundRequests().filter((r) => r.body?.transaction === reference)).toHaveLength(1);
    expect(logCount('"msg":"refund requested"', id)).toBe(1);
    expect((await t.app.services.refunds.requestFullRefund(id, 'again'))?.refund?.reason).toBe('member-cancelled');
  });

  it('does nothing for a booking that was never paid', async () => {
    const { client: member } = await bookingMember(t);
    const { reference, booking } = await startBooking(member);
    expect(await t.app.services.refunds.requestFullRefund(booking.id, 'operator')).toBeNull();
    expect((await storedBooking(reference))?.refund).toBeUndefined();
  });

  it('retries after 5xx answers and a broken gateway, then succeeds', async () => {
    const { reference, id } = await paidBooking();
    paystack.refundOutcome = 'processed';
    paystack.failures.push({ kind: 'status', status: 503 }, { kind: 'garbage' });
    await t.app.services.refunds.requestFullRefund(id, 'expert-declined');
    const refund = await refundStatusBecomes(reference, 'PROCESSED');
    expect(refund.providerRefundId).toBe(String(paystack.refunds.get(reference)!.id));
    // Two failed attempts and the one that worked.
    expect(paystack.refundRequests().filter((r) => r.body?.transaction === reference)).toHaveLength(3);
    expect(logCount('refund attempt failed; will retry', id)).toBe(2);
  });

  it('a final refusal marks the refund FAILED without retrying', async () => {
    const { reference, id } = await paidBooking();
    paystack.failures.push({ kind: 'status', status: 400, message: 'Refund not available for this transaction' });
    await t.app.services.refunds.requestFullRefund(id, 'operator');
    const refund = await refundStatusBecomes(reference, 'FAILED');
    expect(refund.lastError).toMatch(/rejected/);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(paystack.refunds.has(reference)).toBe(false);
    expect(logCount('refund attempt failed; will retry', id)).toBe(0);
    // The console's list of refunds shows it failed.
    const { adminBookings } = await admin.ok(ADMIN_BOOKINGS, { status: 'PAID' });
    expect(adminBookings.find((b: { reference: string }) => b.reference === reference)).toMatchObject({
      refund: { status: 'FAILED' },
    });
  });

  it(`gives up after ${REFUND_RETRIES} retries of a provider that keeps failing: FAILED`, async () => {
    const { reference, id } = await paidBooking();
    for (let i = 0; i <= REFUND_RETRIES; i++) paystack.failures.push({ kind: 'status', status: 502 });
    await t.app.services.refunds.requestFullRefund(id, 'operator');
    const refund = await refundStatusBecomes(reference, 'FAILED');
    expect(refund.lastError).toMatch(/upstream/);
    expect(logCount('refund attempt failed; will retry', id)).toBe(REFUND_RETRIES);
    expect(paystack.refunds.has(reference)).toBe(false);
  }, 30_000);

  it('a paid booking once refunded is never made PAID again by its old charge', async () => {
    const { member, reference } = await paidBooking();
    await admin.ok(REFUND, { reference });
    await eventually(async () => paystack.refunds.get(reference));
    // Paystack would now report the transaction reversed; even a stale "success" changes nothing.
    paystack.setStatus(reference, 'success');
    const { body, signature } = paystack.chargeSuccessDelivery(reference);
    expect((await deliver(body, signature)).status).toBe(200);
    await member.gql(CONFIRM_BOOKING, { reference });
    expect(await storedBooking(reference)).toMatchObject({ status: 'CANCELLED' });
  });
});

describe('refund webhooks', () => {
  async function refunded() {
    const booking = await paidBooking();
    await admin.ok(REFUND, { reference: booking.reference });
    await eventually(async () => (await storedBooking(booking.reference))?.refund?.providerRefundId);
    return booking;
  }

  it('a tampered or wrongly signed refund.processed is 401 and changes nothing', async () => {
    const { reference } = await refunded();
    const { body, signature } = paystack.refundDelivery(reference, 'refund.processed');
    const tampered = body.replace('"status":"processed"', '"status":"processed" ');
    expect((await deliver(tampered, signature)).status).toBe(401);
    expect((await deliver(body, signPaystackBody('sk_test_somebody_else', body))).status).toBe(401);
    expect((await storedBooking(reference))?.refund?.status).toBe('PENDING');
  });

  it('ten replays of refund.processed at once change the refund once', async () => {
    const { reference, id } = await refunded();
    const { body, signature } = paystack.refundDelivery(reference, 'refund.processed');
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(body, signature)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    await refundStatusBecomes(reference, 'PROCESSED');
    expect(logCount('"msg":"refund settled"', id)).toBe(1);
  });

  it('refund.failed marks a pending refund FAILED; a later refund.processed still wins; a replayed failure does not undo it', async () => {
    const { reference, id } = await refunded();
    const failed = paystack.refundDelivery(reference, 'refund.failed');
    expect((await deliver(failed.body, failed.signature)).status).toBe(200);
    await refundStatusBecomes(reference, 'FAILED');
    const processed = paystack.refundDelivery(reference, 'refund.processed');
    expect((await deliver(processed.body, processed.signature)).status).toBe(200);
    await refundStatusBecomes(reference, 'PROCESSED');
    expect((await deliver(failed.body, failed.signature)).status).toBe(200);
    expect((await storedBooking(reference))?.refund?.status).toBe('PROCESSED');
    expect(logCount('"msg":"refund settled"', id)).toBe(2);
  });

  it('refund.processed for another amount or currency does not settle a FAILED refund (#33)', async () => {
    const { reference } = await refunded();
    const failed = paystack.refundDelivery(reference, 'refund.failed');
    expect((await deliver(failed.body, failed.signature)).status).toBe(200);
    await refundStatusBecomes(reference, 'FAILED');
    const processed = paystack.refundDelivery(reference, 'refund.processed');
    const event = JSON.parse(processed.body) as { data: { amount: string; currency: string } };
    const variants = [
      { ...event, data: { ...event.data, amount: '100' } },
      { ...event, data: { ...event.data, currency: 'USD' } },
      { ...event, data: { ...event.data, amount: undefined } },
    ];
    for (const variant of variants) {
      const body = JSON.stringify(variant);
      expect((await deliver(body, signPaystackBody(paystack.env.PAYSTACK_SECRET_KEY, body))).status).toBe(200);
      expect((await storedBooking(reference))?.refund?.status).toBe('FAILED');
    }
    // The refund's own amount and currency settle it.
    expect((await deliver(processed.body, processed.signature)).status).toBe(200);
    await refundStatusBecomes(reference, 'PROCESSED');
  });

  it('a refund event about no booking of ours is acknowledged and ignored', async () => {
    const body = JSON.stringify({
      event: 'refund.processed',
      data: { status: 'processed', transaction_reference: 'T-not-ours', amount: '100', id: '1' },
    });
    const res = await deliver(body, signPaystackBody(paystack.env.PAYSTACK_SECRET_KEY, body));
    expect(res.status).toBe(200);
  });
});

describe('the simulated provider', () => {
  it('refunds offline: processed at once', async () => {
    const sim = await startTestApp({ ...ADMIN_ENV });
    try {
      const operator = await signUpAdmin(sim);
      const { client: member } = await bookingMember(sim, sim.client());
      const { reference } = await startBooking(member);
      await member.ok(COMPLETE_TEST_CHECKOUT, { reference });
      await member.ok(CONFIRM_BOOKING, { reference });
      expect((await operator.ok(REFUND, { reference })).refundBooking.status).toBe('CANCELLED');
      await eventually(async () => {
        const { myBookings } = await member.ok('{ myBookings { reference refund { status } } }');
        return myBookings[0].refund?.status === 'PROCESSED';
      });
    } finally {
      await sim.close();
    }
  });
});
