// Expert payouts (#37) against the real app and the fake Paystack: an expert sets a payout account
// (bank list, account resolve, subaccount; only the masked number kept), a member pays (the
// checkout carries the subaccount and bearer; the split is recorded from the verified transaction,
// once, however many confirmations and webhooks race), a refund reverses it, the earnings add up,
// and the nightly reconciliation of a day with one planted mismatch reports exactly that reference
// and mails the operators once.
import { payoutMessages } from '@mindcheck/common';
import { type TestApp } from './support/test-app.js';
import { type FakePaystack } from './fakes/paystack.js';
import { bookingMember, CONFIRM_BOOKING, EXPERT, OTHER_EXPERT, startBooking } from './support/bookings.js';
import { ADMIN_ENV, signUpAdmin, signUpExpert, TEST_ADMIN_EMAIL } from './support/roles.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { RECONCILE_JOB } from '../src/modules/payouts/reconciliation.service.js';
import { lagosDayBounds, lagosDayOf } from '../src/modules/payouts/lagos-day.js';
import { METRICS_OFF } from '../src/metrics/metrics.routes.js';
import { eventually } from './support/eventually.js';
import { closePaystackApp, startPaystackApp } from './support/paystack-app.js';

const SET_ACCOUNT = `mutation Set($input: PayoutAccountInput!) {
  setPayoutAccount(input: $input) { bankCode bankName accountNumberMasked accountName sharePercent verified }
}`;
const ACCOUNT_NAME = 'query Name($input: PayoutAccountInput!) { payoutAccountName(input: $input) }';
const MY_ACCOUNT = '{ myPayoutAccount { bankCode accountNumberMasked accountName sharePercent verified } }';
const BANKS = '{ payoutBanks { name code } }';
const SPLIT = `query { myBookings { reference status split { expertAmount platformAmount fees } } }`;
const REFUND = `mutation R($reference: String!) { refundBooking(reference: $reference) { reference refund { amount status } } }`;
const EARNINGS =
  '{ myEarnings { currency paid refunded pending simulated months { month payments paid refunded pending } } }';
const RECONCILIATION = 'query R($day: String!) { reconciliation(day: $day) { day payments matched mismatches } }';
const ACCOUNT_NUMBER = '0123456789';
const HOLDER = 'ADAEZE OKAFOR';

let t: TestApp;
let paystack: FakePaystack;
let admin: GraphQLClient;
let expert: GraphQLClient;
beforeAll(async () => {
  ({ t, paystack } = await startPaystackApp(ADMIN_ENV));
  paystack.accountNames.set(`058:${ACCOUNT_NUMBER}`, HOLDER);
  admin = await signUpAdmin(t);
  expert = await signUpExpert(t, EXPERT.id);
});
afterAll(() => closePaystackApp(t, paystack));

const db = () => t.app.database.connection.db!;
const stored = (reference: string) => db().collection('bookings').findOne({ reference });

function codeOf(res: { errors?: { message: string; extensions?: { code?: string } }[] }) {
  return { code: res.errors?.[0]?.extensions?.code, message: res.errors?.[0]?.message };
}

/** A member books `expertId`, pays at Paystack and confirms: PAID. */
async function paidBooking(expertId = EXPERT.id) {
  const { client: member } = await bookingMember(t);
  const { reference } = await startBooking(member, expertId);
  paystack.pay(reference);
  expect((await member.ok(CONFIRM_BOOKING, { reference })).confirmBooking.status).toBe('PAID');
  return { member, reference };
}

it('schedules the reconciliation each night at 02:30 in Lagos (01:30 UTC), once however many instances start', async () => {
  // Another instance starting schedules it again: still one job.
  await t.app.services.payouts.reconciliation.schedule();
  const jobs = await t.app.services.jobs.list(RECONCILE_JOB);
  const nightly = jobs.filter((j) => j.uniqueKey === undefined && j.runAt && j.runAt > new Date());
  expect(nightly).toHaveLength(1);
  expect(nightly[0].runAt!.toISOString().slice(11, 16)).toBe('01:30');
});

describe('payout accounts', () => {
  it('refuses bad input with clear errors, and anyone but an expert', async () => {
    const bad = await expert.gql(SET_ACCOUNT, { input: { bankCode: '058', accountNumber: '12345' } });
    expect(codeOf(bad)).toEqual({ code: 'BAD_USER_INPUT', message: payoutMessages.accountNumberInvalid });
    const long = await expert.gql(SET_ACCOUNT, { input: { bankCode: '058', accountNumber: '1'.repeat(100_000) } });
    expect(codeOf(long)).toEqual({ code: 'BAD_USER_INPUT', message: payoutMessages.accountNumberInvalid });
    const noBank = await expert.gql(SET_ACCOUNT, { input: { bankCode: '999', accountNumber: ACCOUNT_NUMBER } });
    expect(codeOf(noBank)).toEqual({ code: 'BAD_USER_INPUT', message: payoutMessages.bankRequired });
    const unknown = await expert.gql(SET_ACCOUNT, { input: { bankCode: '044', accountNumber: ACCOUNT_NUMBER } });
    expect(codeOf(unknown)).toEqual({ code: 'BAD_USER_INPUT', message: payoutMessages.accountNotResolved });
    const { client: member } = await bookingMember(t);
    const forbidden = await member.gql(SET_ACCOUNT, { input: { bankCode: '058', accountNumber: ACCOUNT_NUMBER } });
    expect(codeOf(forbidden).code).toBe('FORBIDDEN');
    // Nothing was written, nor any subaccount asked for.
    expect((await expert.ok(MY_ACCOUNT)).myPayoutAccount).toBeNull();
    expect(paystack.requests.filter((r) => r.path.startsWith('/subaccount'))).toHaveLength(0);
  });

  it('shows the bank list and the resolved name, creates the subaccount and keeps only the masked number', async () => {
    const banks = (await expert.ok(BANKS)).payoutBanks as { name: string; code: string }[];
    expect(banks).toContainEqual({ name: 'Guaranty Trust Bank', code: '058' });
    const input = { bankCode: '058', accountNumber: ACCOUNT_NUMBER };
    expect((await expert.ok(ACCOUNT_NAME, { input })).payoutAccountName).toBe(HOLDER);
    const saved = (await expert.ok(SET_ACCOUNT, { input })).setPayoutAccount;
    expect(saved).toEqual({
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountNumberMasked: '******6789',
      accountName: HOLDER,
      sharePercent: 80,
      verified: true,
    });
    const create = paystack.requests.filter((r) => r.method === 'POST' && r.path === '/subaccount');
    expect(create).toHaveLength(1);
    expect(create[0].body).toMatchObject({
      settlement_bank: '058',
      account_number: ACCOUNT_NUMBER,
      percentage_charge: 20,
      business_name: EXPERT.name,
    });
    // The full number is nowhere in the database.
    const docs = await db().collection('payoutAccounts').find().toArray();
    expect(docs).toHaveLength(1);
    expect(JSON.stringify(docs)).not.toContain(ACCOUNT_NUMBER);
    // Saving again updates the same subaccount.
    await expert.ok(SET_ACCOUNT, { input });
    const update = paystack.requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/subaccount/'));
    expect(update).toHaveLength(1);
    expect(update[0].path).toBe(`/subaccount/${String(docs[0].subaccountCode)}`);
    expect(await db().collection('payoutAccounts').countDocuments()).toBe(1);
  });
});

describe('the split at payment', () => {
  it('initializes with the subaccount and records both shares from the verified transaction', async () => {
    const { member, reference } = await paidBooking();
    const init = paystack.initializeRequests().find((r) => r.body?.reference === reference);
    expect(init?.body).toMatchObject({ subaccount: expect.stringMatching(/^ACCT_/), bearer: 'account' });
    // NGN 5,000: Paystack's fee 1.5% + NGN 100 = NGN 175; the platform's 20% bears it.
    const view = ((await member.ok(SPLIT)).myBookings as { reference: string; split: unknown }[]).find(
      (b) => b.reference === reference,
    );
    expect(view?.split).toEqual({ expertAmount: 400000, platformAmount: 82500, fees: 17500 });
    expect((await stored(reference))?.payoutPending).toBe(false);
  });

  it('records one split however many confirmations and webhooks race', async () => {
    const { client: member } = await bookingMember(t);
    const { reference } = await startBooking(member);
    paystack.pay(reference);
    const delivery = paystack.chargeSuccessDelivery(reference);
    const webhook = () =>
      fetch(`${t.url}/webhooks/paystack`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': delivery.signature },
        body: delivery.body,
      });
    const before = t.logs.filter((l) => l.includes('"booking paid"')).length;
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        i % 2
          ? webhook().then((r) => r.status)
          : member.gql(CONFIRM_BOOKING, { reference }).then((r) => (r.errors ? 500 : 200)),
      ),
    );
    expect(results.every((s) => s === 200)).toBe(true);
    expect(t.logs.filter((l) => l.includes('"booking paid"')).length - before).toBe(1);
    const booking = await stored(reference);
    expect(booking?.status).toBe('PAID');
    expect(booking?.split).toEqual({
      expertAmount: 400000,
      platformAmount: 82500,
      fees: 17500,
      subaccount: expect.any(String),
    });
  });

  it('keeps the whole amount with the platform, payout pending, for an expert without a payout account', async () => {
    const { member, reference } = await paidBooking(OTHER_EXPERT.id);
    const init = paystack.initializeRequests().find((r) => r.body?.reference === reference);
    expect(init?.body).not.toHaveProperty('subaccount');
    const view = ((await member.ok(SPLIT)).myBookings as { reference: string; split: unknown }[]).find(
      (b) => b.reference === reference,
    );
    expect(view?.split).toEqual({ expertAmount: 0, platformAmount: 482500, fees: 17500 });
    expect((await stored(reference))?.payoutPending).toBe(true);
  });
});

describe('refunds, earnings and the nightly reconciliation', () => {
  it('reverses the split on a refund, the earnings add up, and a planted mismatch is reported exactly, mailed once', async () => {
    const refunded = await paidBooking();
    const { reference } = refunded;
    await admin.ok(REFUND, { reference });
    const booking = await eventually(async () => {
      const b = await stored(reference);
      return b?.refund?.providerRefundId ? b : null;
    });
    expect(booking.refund.reversed).toEqual({ expertAmount: 400000, platformAmount: 82500 });
    expect(paystack.transactions.get(reference)?.status).toBe('reversed');

    // Three payments to this expert so far (one refunded); none pending.
    const earnings = (await expert.ok(EARNINGS)).myEarnings;
    expect(earnings).toMatchObject({
      currency: 'NGN',
      paid: 1_200_000,
      refunded: 400000,
      pending: 0,
      simulated: false,
    });
    expect(earnings.months).toEqual([
      { month: lagosDayOf(new Date()).slice(0, 7), payments: 3, paid: 1_200_000, refunded: 400000, pending: 0 },
    ]);
    const csv = (await expert.ok('{ myEarningsCsv }')).myEarningsCsv as string;
    expect(csv.split('\n')[0]).toBe(
      'paid_on,reference,currency,amount,expert_share,platform_share,fees,refunded,payout_pending',
    );
    expect(csv).toContain(`,${reference},NGN,500000,400000,82500,17500,400000,0`);

    // Paystack has a payment no booking of ours knows.
    const planted = 'mc-planted-not-ours';
    paystack.plant({ reference: planted, amount: 500000 });
    // 150 payments of the evening before: listed (the range reaches back a day for checkouts left
    // open over midnight), so the list takes two pages of 100, but they belong to another day.
    const day = lagosDayOf(new Date());
    const dayBefore = new Date(lagosDayBounds(day)!.start.getTime() - 3600_000);
    for (let i = 0; i < 150; i++)
      paystack.plant({ reference: `mc-day-before-${i}`, amount: 500000, paidAt: dayBefore });
    await t.app.services.jobs.now(RECONCILE_JOB, { day });
    const result = await eventually(() => db().collection('reconciliations').findOne({ day }));
    expect(result.mismatches).toEqual([planted]);
    expect(result.payments).toBe(5);
    expect(result.matched).toBe(4);
    const listed = paystack.requests.filter((r) => r.path === '/transaction').map((r) => new URLSearchParams(r.query));
    expect(listed.map((q) => q.get('page'))).toEqual(['1', '2']);
    expect(listed.map((q) => q.get('perPage'))).toEqual(['100', '100']);
    // Run again: the operators were mailed once.
    await t.app.services.jobs.now(RECONCILE_JOB, { day });
    await eventually(async () => (await db().collection('reconciliations').findOne({ day }))!.ranAt > result.ranAt);
    const mails = await db().collection('mail_messages').find({ template: 'reconciliationMismatch' }).toArray();
    expect(mails.map((m) => m.to)).toEqual([TEST_ADMIN_EMAIL]);

    const view = (await admin.ok(RECONCILIATION, { day })).reconciliation;
    expect(view).toEqual({ day, payments: 5, matched: 4, mismatches: [planted] });
    expect(codeOf(await admin.gql(RECONCILIATION, { day: '2026-02-30' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: payoutMessages.dayInvalid,
    });
    expect(codeOf(await expert.gql(RECONCILIATION, { day })).code).toBe('FORBIDDEN');

    // The operators' overview counts the same payments.
    const OVERVIEW =
      '{ adminOverview { days newMembers tests bookings noShows refunds revenue platformRevenue refunded payoutsPending } }';
    const [week, month] = (await admin.ok(OVERVIEW)).adminOverview;
    const expected = {
      newMembers: 7,
      tests: 0,
      bookings: 4,
      noShows: 0,
      refunds: 1,
      revenue: 2_000_000,
      platformRevenue: 3 * 82500 + 482500,
      refunded: 500000,
      payoutsPending: 1,
    };
    expect(week).toEqual({ days: 7, ...expected });
    expect(month).toEqual({ days: 30, ...expected });
    expect(codeOf(await expert.gql(OVERVIEW)).code).toBe('FORBIDDEN');
  });
});

it('has GET /metrics off, and says so, when METRICS_TOKEN is unset', async () => {
  const res = await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer anything-at-all-0123456789' } });
  expect(res.status).toBe(404);
  expect(await res.text()).toBe(METRICS_OFF);
});
