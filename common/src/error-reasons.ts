// Why the server refused, for a client that acts on it (issue #36): `extensions.reason` beside the
// contract's `extensions.code`. The message is worded in the member's language, so a page never
// compares its text; it branches on the reason, which is the same in every language.
export const ErrorReason = {
  /** retryBooking of a checkout that was paid in the provider's window: the appointment is booked. */
  BOOKING_ALREADY_PAID: 'BOOKING_ALREADY_PAID',
} as const;
export type ErrorReason = (typeof ErrorReason)[keyof typeof ErrorReason];
