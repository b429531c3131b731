// The operator console's words for statuses and deliveries: keys of the `admin` catalogue section,
// read with the page's translator (t(bookingStatusLabels[status])).
import type { BookingStatus, Condition, RefundStatus, Specialization } from '../../gql/graphql';
import { expertFields, specializationKeys } from '../experts/expert-fields';

/** The fields to choose from; each label is a key of the experts section (t(label)). */
export const fieldOptions: readonly { value: Condition; label: string }[] = expertFields.map((f) => ({
  value: f.condition,
  label: f.nameKey,
}));

/** The specializations to choose from; each label is a key of the experts section (t(label)). */
export const specializationOptions = (Object.keys(specializationKeys) as Specialization[]).map((value) => ({
  value,
  label: specializationKeys[value],
}));

export const bookingStatusLabels: Record<string, string> = {
  PENDING: 'admin.status.pending',
  PAID: 'admin.status.paid',
  FAILED: 'admin.status.failed',
  CANCELLED: 'admin.status.cancelled',
  DECLINED: 'admin.status.declined',
  COMPLETED: 'admin.status.completed',
  NO_SHOW: 'admin.status.noShow',
} satisfies Partial<Record<BookingStatus, string>> & Record<string, string>;

export const refundStatusLabels: Record<RefundStatus, string> = {
  PENDING: 'admin.refundStatus.pending',
  PROCESSED: 'admin.refundStatus.processed',
  FAILED: 'admin.refundStatus.failed',
};

export const deliveryLabels: Record<string, string> = {
  sent: 'admin.messages.sent',
  failed: 'admin.messages.failed',
  not_configured: 'admin.messages.notConfigured',
};
