// The price before checkout (issue #39, item 2): the session fee as the server charges it
// (BOOKING_AMOUNT, BOOKING_CURRENCY) and the expert's session length, for visitors too.
import { startTestApp, type TestApp } from './support/test-app.js';
import { EXPERT, bookingMember, startBooking } from './support/bookings.js';

const FEE = 'query F($expertId: ID) { sessionFee(expertId: $expertId) { amount currency minutes } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ BOOKING_AMOUNT: '750000' });
});
afterAll(async () => {
  await t?.close();
});

it("answers the amount startBooking charges and the expert's session length", async () => {
  const visitor = t.client();
  expect((await visitor.ok(FEE, { expertId: EXPERT.id })).sessionFee).toEqual({
    amount: 750000,
    currency: 'NGN',
    minutes: 50,
  });
  expect((await visitor.ok(FEE, {})).sessionFee).toEqual({ amount: 750000, currency: 'NGN', minutes: 50 });
  const { client } = await bookingMember(t);
  expect((await startBooking(client)).amount).toBe(750000);
});

it('answers NOT_FOUND for an unknown expert', async () => {
  const res = await t.client().gql(FEE, { expertId: 'nobody' });
  expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});
