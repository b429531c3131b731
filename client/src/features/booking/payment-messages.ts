import { messages } from '@mindcheck/common';

// The payment texts the member sees. The first two are the spec's (section 8), to the letter.
export const paymentMessages = {
  succeeded: messages.paymentSucceeded,
  failed: messages.paymentFailed,
  // Our own words: the provider has not finished with the payment yet.
  pending: "Your payment is still being processed. We'll update your booking as soon as it completes.",
  // #39, item 1: "Check payment" on a checkout whose hold ended before anyone paid.
  holdEnded: messages.holdEndedUnpaid,
} as const;
