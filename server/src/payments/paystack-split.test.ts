import { readPaystackTransaction } from './paystack-client.js';

const base = {
  id: 1,
  status: 'success',
  reference: 'mc-1',
  amount: 500000,
  currency: 'NGN',
  paid_at: '2026-03-01T10:00:00Z',
};

describe("the split read from Paystack's verified transaction", () => {
  it('takes fees_split (subaccount, integration, paystack) when they add up to the amount', () => {
    const t = readPaystackTransaction({
      ...base,
      fees: 17500,
      fees_split: { paystack: 17500, integration: 82500, subaccount: 400000 },
      subaccount: { subaccount_code: 'ACCT_x' },
    });
    expect(t?.split).toEqual({ expertAmount: 400000, platformAmount: 82500, fees: 17500, subaccount: 'ACCT_x' });
  });

  it('never guesses: shares that do not add up to the amount give no split', () => {
    const t = readPaystackTransaction({
      ...base,
      fees_split: { paystack: 17500, integration: 82500, subaccount: 999999 },
    });
    expect(t?.split).toBeNull();
  });

  it('without a subaccount the platform keeps the amount less the fee; nothing for an unpaid one', () => {
    expect(readPaystackTransaction({ ...base, fees: 17500, fees_split: null })?.split).toEqual({
      expertAmount: 0,
      platformAmount: 482500,
      fees: 17500,
      subaccount: null,
    });
    expect(readPaystackTransaction({ ...base, status: 'abandoned' })?.split).toBeNull();
  });
});
