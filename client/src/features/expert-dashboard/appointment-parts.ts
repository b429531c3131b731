// What the expert's appointment list, its item and its dialogs share: the statuses' names (keys of
// the expertConsole catalogue section), the member's name as shown and the buttons' look.
import type { BookingStatus, ExpertAppointmentsQuery } from '../../gql/graphql';
import type { Translate } from '../../lib/i18n/catalogue';

export type Appointment = ExpertAppointmentsQuery['expertAppointments'][number];

export const STATUS: Record<BookingStatus, string> = {
  PAID: 'expertConsole.status.paid',
  PENDING: 'expertConsole.status.pending',
  FAILED: 'expertConsole.status.failed',
  CANCELLED: 'expertConsole.status.cancelled',
  DECLINED: 'expertConsole.status.declined',
  COMPLETED: 'expertConsole.status.completed',
  NO_SHOW: 'expertConsole.status.noShow',
};

/** The member's name (data, as they wrote it), else their address, else "The member" in the page's language. */
export const memberName = (a: Appointment, t: Translate) =>
  [a.member?.firstName, a.member?.lastName].filter(Boolean).join(' ') ||
  a.member?.email ||
  t('expertConsole.appointments.theMember');

export const actionClass =
  'rounded-full border border-brand-700 bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70';
