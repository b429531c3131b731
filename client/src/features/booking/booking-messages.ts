import { CHANGE_CUTOFF_HOURS } from '../../lib/appointment-time';

// The member's appointment texts (our own words; the payment ones are the spec's, in payment-messages.ts).
export const bookingMessages = {
  refundInFull: (amount: string) =>
    `You will be refunded in full: ${amount} goes back to the card you paid with. This usually takes a few working days.`,
  noRefund: `Your appointment begins in less than ${CHANGE_CUTOFF_HOURS} hours, so cancelling it now will not be refunded.`,
  cancelledWithRefund: (amount: string) => `Your appointment is cancelled. Your refund of ${amount} is on its way.`,
  cancelled: 'Your appointment is cancelled.',
  rescheduled: (when: string) => `Your appointment is moved to ${when}.`,
  tooLateToChange: `It begins in less than ${CHANGE_CUTOFF_HOURS} hours: it can no longer be moved, and cancelling it now is not refunded.`,
  changeFailed: 'Something went wrong. Please try again.',
} as const;
