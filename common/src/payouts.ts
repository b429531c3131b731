// #37 expert payouts: our own words (the spec has none for payouts), shared by server and client.

export const payoutMessages = {
  bankRequired: 'Please choose your bank from the list.',
  accountNumberInvalid: 'Please enter your 10-digit account number (NUBAN), digits only.',
  accountNotResolved:
    'We could not find that account at the bank you chose. Please check the number and the bank, then try again.',
  payoutProviderUnavailable: 'We could not reach the payment service to check your account. Please try again shortly.',
  dayInvalid: 'Please give a day as YYYY-MM-DD.',
  payoutSaved: 'Payout account saved.',
  simulatedNotice:
    'Simulated payouts: no payment service is configured, so banks, account names and payouts here are test values. No real money moves.',
} as const;

/** NUBAN: Nigerian account numbers are ten digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{10}$/;

/** A day as YYYY-MM-DD (checked for a real date separately). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
