// Expert payouts on the embedded defaults (#37): no Paystack key, the simulated provider does it
// all, labelled as simulated: its banks, any 10-digit number resolving to a test name, a
// subaccount, the split of each simulated payment, the refund's reversal and a clean reconciliation.
import { startTestApp, type TestApp } from './support/test-app.js';
import { bookingMember, COMPLETE_TEST_CHECKOUT, CONFIRM_BOOKING, EXPERT, startBooking } from './support/bookings.js';
import { ADMIN_ENV, signUpAdmin, signUpExpert } from './support/roles.js';
import { SIMULATED_ACCOUNT_NAME, SIMULATED_BANKS } from '../src/payments/simulated-provider.js';
import { lagosDayOf } from '../src/modules/payouts/lagos-day.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...ADMIN_ENV });
});
afterAll(async () => {
  await t?.close();
});

it('sets an account, splits a simulated payment, reverses it on a refund and reconciles the day', async () => {
  const admin = await signUpAdmin(t);
  const expert = await signUpExpert(t, EXPERT.id);
  const banks = (await expert.ok('{ payoutBanks { name code } }')).payoutBanks as { name: string }[];
  expect(banks).toEqual(SIMULATED_BANKS.map((b) => ({ ...b })));
  expect(banks.every((b) => b.name.includes('(simulated)'))).toBe(true);
  const saved = (
    await expert.ok(
      'mutation S($input: PayoutAccountInput!) { setPayoutAccount(input: $input) { accountName accountNumberMasked sharePercent verified } }',
      { input: { bankCode: SIMULATED_BANKS[1].code, accountNumber: '9876543210' } },
    )
  ).setPayoutAccount;
  expect(saved).toEqual({
    accountName: SIMULATED_ACCOUNT_NAME,
    accountNumberMasked: '******3210',
    sharePercent: 80,
    verified: true,
  });

  const { client: member } = await bookingMember(t);
  const { reference } = await startBooking(member);
  await member.ok(COMPLETE_TEST_CHECKOUT, { reference });
  const paid = (
    await member.ok(CONFIRM_BOOKING.replace('cancelledAt', 'cancelledAt split { expertAmount platformAmount fees }'), {
      reference,
    })
  ).confirmBooking;
  expect(paid.split).toEqual({ expertAmount: 400000, platformAmount: 100000, fees: 0 });

  await admin.ok('mutation R($reference: String!) { refundBooking(reference: $reference) { reference } }', {
    reference,
  });
  const db = t.app.database.connection.db!;
  const refunded = await db.collection('bookings').findOne({ reference });
  expect(refunded?.refund?.reversed).toEqual({ expertAmount: 400000, platformAmount: 100000 });

  const day = lagosDayOf(new Date());
  const result = (
    await admin.ok('query R($day: String!) { reconciliation(day: $day) { payments matched mismatches } }', { day })
  ).reconciliation;
  expect(result).toEqual({ payments: 1, matched: 1, mismatches: [] });
  const earnings = (await expert.ok('{ myEarnings { paid refunded pending simulated } }')).myEarnings;
  expect(earnings).toEqual({ paid: 400000, refunded: 400000, pending: 0, simulated: true });
});
