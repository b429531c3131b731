// The audit log as an operator reads it (issue #39, item 6): each changed field with its label,
// naira amounts, dates in the operator's zone and statuses in words, instead of raw field names
// and JSON (which stay behind the entry's "Details"). Labels and words in the operator's language
// (issue #36); the values themselves (names, emails, amounts, references) are data, never translated.
import type { Locale } from '@mindcheck/common';
import { formatMoney } from '../../components/money';
import { formatMoment } from '../../lib/format-day';
import type { Translate } from '../../lib/i18n/catalogue';
import { bookingStatusLabels, refundStatusLabels } from './admin-labels';

/** Bookkeeping an operator need not read (the generated avatar is a long data URL). */
const HIDDEN = new Set(['_id', 'updatedAt', 'createdAt', 'position', 'avatarUrl']);

/** Each action's words (catalogue keys). */
const ACTIONS: Record<string, string> = {
  refundBooking: 'admin.audit.actions.refundBooking',
  inviteExpert: 'admin.audit.actions.inviteExpert',
  acceptExpertInvitation: 'admin.audit.actions.acceptExpertInvitation',
  createExpert: 'admin.audit.actions.createExpert',
  updateExpert: 'admin.audit.actions.updateExpert',
  updateMyExpertProfile: 'admin.audit.actions.updateMyExpertProfile',
  setAccountDisabled: 'admin.audit.actions.setAccountDisabled',
  createCrisisResource: 'admin.audit.actions.createCrisisResource',
  updateCrisisResource: 'admin.audit.actions.updateCrisisResource',
  removeCrisisResource: 'admin.audit.actions.removeCrisisResource',
};

/** Each field's label (catalogue keys); a field without one is named from its key, in English. */
const LABELS: Record<string, string> = {
  status: 'admin.audit.fields.status',
  amount: 'admin.audit.fields.amount',
  currency: 'admin.audit.fields.currency',
  refund: 'admin.audit.fields.refund',
  paidAt: 'admin.audit.fields.paidAt',
  cancelledAt: 'admin.audit.fields.cancelledAt',
  cancelledByOperator: 'admin.audit.fields.cancelledByOperator',
  operatorCancelReason: 'admin.audit.fields.operatorCancelReason',
  start: 'admin.audit.fields.start',
  end: 'admin.audit.fields.end',
  meetingUrl: 'admin.audit.fields.meetingUrl',
  expiresAt: 'admin.audit.fields.expiresAt',
  invitedEmail: 'admin.audit.fields.invitedEmail',
  name: 'admin.audit.fields.name',
  contact: 'admin.audit.fields.contact',
  location: 'admin.audit.fields.location',
  expertise: 'admin.audit.fields.expertise',
  specialization: 'admin.audit.fields.specialization',
  field: 'admin.audit.fields.field',
  timeZone: 'admin.audit.fields.timeZone',
  active: 'admin.audit.fields.active',
  role: 'admin.audit.fields.role',
  expertId: 'admin.audit.fields.expertId',
  disabled: 'admin.audit.fields.disabled',
  country: 'admin.audit.fields.country',
  emergency: 'admin.audit.fields.emergency',
  verifiedOn: 'admin.audit.fields.verifiedOn',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/;

/** 'expiresAt' -> 'Expires at', for a field with no label of its own. */
function humanise(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function actionLabel(action: string, t: Translate): string {
  const key = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
  return key ? t(key) : humanise(action);
}

/** How values are written: the page's translator and language. */
export interface Reader {
  t: Translate;
  locale: Locale;
}

const known = (labels: Record<string, string>, value: string) =>
  Object.hasOwn(labels, value) ? labels[value] : undefined;

/** One value as words: '—' for none, ₦ for amounts, dates in the reader's zone, statuses by name. */
function show(key: string, value: unknown, { t, locale }: Reader): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('admin.audit.yes') : t('admin.audit.no');
  if (key === 'amount' && typeof value === 'number') return formatMoney(value, 'NGN', locale);
  if (key === 'status' && typeof value === 'string') {
    const status = known(bookingStatusLabels, value);
    return status ? t(status) : value;
  }
  if (typeof value === 'string')
    return value.length <= 40 && ISO_INSTANT.test(value) ? formatMoment(new Date(value), locale) : value;
  if (key === 'refund' && typeof value === 'object') {
    const refund = value as { amount?: number; status?: string };
    const statusKey = refund.status ? known(refundStatusLabels, refund.status) : undefined;
    const status = statusKey ? t(statusKey) : (refund.status ?? '');
    return [typeof refund.amount === 'number' ? formatMoney(refund.amount, 'NGN', locale) : null, status || null]
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
  reader: Reader,
): { key: string; label: string; from: string; to: string }[] {
  const a = parse(before);
  const b = parse(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => !HIDDEN.has(key) && JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null))
    .map((key) => {
      const label = known(LABELS, key);
      return {
        key,
        label: label ? reader.t(label) : humanise(key),
        from: show(key, a[key], reader),
        to: show(key, b[key], reader),
      };
    });
}
