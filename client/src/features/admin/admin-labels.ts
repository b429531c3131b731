import type { BookingStatus, Condition, RefundStatus, Specialization } from '../../gql/graphql';
import { expertFields, specializationLabels } from '../experts/expert-fields';

export const fieldOptions: readonly { value: Condition; label: string }[] = expertFields.map((f) => ({
  value: f.condition,
  label: f.name,
}));

export const specializationOptions = (Object.keys(specializationLabels) as Specialization[]).map((value) => ({
  value,
  label: specializationLabels[value],
}));

export const bookingStatusLabels: Record<string, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  DECLINED: 'Declined',
  COMPLETED: 'Completed',
  NO_SHOW: 'No-show',
} satisfies Partial<Record<BookingStatus, string>> & Record<string, string>;

export const refundStatusLabels: Record<RefundStatus, string> = {
  PENDING: 'Refund pending',
  PROCESSED: 'Refunded',
  FAILED: 'Refund failed',
};

export const deliveryLabels: Record<string, string> = {
  sent: 'Delivered',
  failed: 'Not delivered',
  not_configured: 'Stored only (no mail server)',
};

export const adminMessages = {
  somethingWentWrong: 'Something went wrong. Please try again.',
  expertCreated: 'The expert has been added.',
  expertSaved: 'The expert has been saved.',
  deactivated: 'The expert is now hidden from members and cannot be booked.',
  reactivated: 'The expert is listed again.',
  invited: (email: string) => `Invitation sent to ${email}. The link works once, for 7 days.`,
  refunded: 'The booking is cancelled and a full refund has been requested.',
  accountDisabled: 'The account is disabled: every session has ended and it cannot sign in.',
  accountEnabled: 'The account is enabled: the member can sign in again.',
  noMember: 'No member has that email address.',
} as const;
