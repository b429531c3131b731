// What the expert's appointment list, its item and its dialogs share: the texts, the statuses'
// names, the member's name as shown and the buttons' look.
import type { BookingStatus, ExpertAppointmentsQuery } from '../../gql/graphql';

export type Appointment = ExpertAppointmentsQuery['expertAppointments'][number];

export const appointmentMessages = {
  declined: (name: string) => `Appointment declined. ${name} is refunded in full and has been told by email.`,
  meetingLinkSaved: 'Meeting link saved. The member sees it with their booking.',
  completed: 'Marked as completed.',
  noShow: 'Marked as a no-show.',
  failed: 'Something went wrong. Please try again.',
} as const;

export const STATUS: Record<BookingStatus, string> = {
  PAID: 'Confirmed',
  PENDING: 'Awaiting payment',
  FAILED: 'Payment failed',
  CANCELLED: 'Cancelled by the member',
  DECLINED: 'Declined',
  COMPLETED: 'Completed',
  NO_SHOW: 'No-show',
};

export const memberName = (a: Appointment) =>
  [a.member?.firstName, a.member?.lastName].filter(Boolean).join(' ') || a.member?.email || 'The member';

export const actionClass =
  'rounded-full border border-brand-700 bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70';
