// The audit log as an operator reads it (issue #39, item 6): each changed field with its label,
// naira amounts, dates in the operator's zone and statuses in words, instead of raw field names
// and JSON (which stay behind the entry's "Details").
import { formatMoney } from '../../components/money';
import { formatMoment } from '../../lib/format-day';
import { bookingStatusLabels, refundStatusLabels } from './admin-labels';

/** Bookkeeping an operator need not read (the generated avatar is a long data URL). */
const HIDDEN = new Set(['_id', 'updatedAt', 'createdAt', 'position', 'avatarUrl']);

const ACTIONS: Record<string, string> = {
  refundBooking: 'Booking refunded',
  inviteExpert: 'Expert invited',
  acceptExpertInvitation: 'Invitation accepted',
  createExpert: 'Expert added',
  updateExpert: 'Expert changed',
  updateMyExpertProfile: 'Listing changed by the expert',
  setAccountDisabled: 'Account access changed',
  createCrisisResource: 'Help line added',
  updateCrisisResource: 'Help line changed',
  removeCrisisResource: 'Help line removed',
};

const LABELS: Record<string, string> = {
  status: 'Status',
  amount: 'Amount',
  currency: 'Currency',
  refund: 'Refund',
  paidAt: 'Paid',
  cancelledAt: 'Cancelled',
  cancelledByOperator: 'Cancelled by an operator',
  operatorCancelReason: 'Reason',
  start: 'Starts',
  end: 'Ends',
  meetingUrl: 'Meeting link',
  expiresAt: 'Invitation expires',
  invitedEmail: 'Invited address',
  name: 'Name',
  contact: 'Contact',
  location: 'Location',
  expertise: 'Expertise',
  specialization: 'Specialization',
  field: 'Field',
  timeZone: 'Time zone',
  active: 'Listed for members',
  role: 'Role',
  expertId: 'Expert',
  disabled: 'Access disabled',
  country: 'Country',
  emergency: 'Emergency number',
  verifiedOn: 'Verified on',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/;

/** 'expiresAt' -> 'Expires at', for a field with no label of its own. */
function humanise(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function actionLabel(action: string): string {
  return ACTIONS[action] ?? humanise(action);
}

/** One value as words: '—' for none, ₦ for amounts, dates in the reader's zone, statuses by name. */
function show(key: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (key === 'amount' && typeof value === 'number') return formatMoney(value, 'NGN');
  if (key === 'status' && typeof value === 'string') return bookingStatusLabels[value] ?? value;
  if (typeof value === 'string')
    return value.length <= 40 && ISO_INSTANT.test(value) ? formatMoment(new Date(value)) : value;
  if (key === 'refund' && typeof value === 'object') {
    const refund = value as { amount?: number; status?: string };
    const status = refund.status
      ? (refundStatusLabels[refund.status as keyof typeof refundStatusLabels] ?? refund.status)
      : '';
    return [typeof refund.amount === 'number' ? formatMoney(refund.amount, 'NGN') : null, status || null]
      .filter(Boolean)
      .join(', ');
  }
  return JSON.stringify(value);
}

function parse(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What changed between two JSON snapshots of a record, as labelled lines. */
export function describeChanges(
  before: string | null | undefined,
  after: string | null | undefined,
): { key: string; label: string; from: string; to: string }[] {
  const a = parse(before);
  const b = parse(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => !HIDDEN.has(key) && JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null))
    .map((key) => ({ key, label: LABELS[key] ?? humanise(key), from: show(key, a[key]), to: show(key, b[key]) }));
}
