import { useId, useRef, useState } from 'react';
import { FormTextArea } from '../../components/form-choice-fields';
import { LoadStatus } from '../../components/load-status';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link } from 'react-router';
import { CalendarCog, ChevronLeft, ChevronRight, ExternalLink, Mail, Video } from 'lucide-react';
import { requiredText } from '@mindcheck/common';
import toast from '../../components/toasts';
import { FormField } from '../../components/form-field';
import { dialogButton, ModalDialog } from '../../components/modal-dialog';
import {
  CompleteAppointmentDocument,
  DeclineBookingDocument,
  ExpertAppointmentsDocument,
  SetMeetingLinkDocument,
  type AppointmentOutcome,
  type BookingStatus,
  type ExpertAppointmentsQuery,
} from '../../gql/graphql';
import {
  browserTimeZone,
  dayKey,
  formatDay,
  formatTime,
  startOfDayInZone,
  timeZoneLabel,
} from '../../lib/appointment-time';
import { serverMessageOr } from '../../lib/graphql-errors';

type Appointment = ExpertAppointmentsQuery['expertAppointments'][number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** One window: a week back (to record how recent appointments went) and the 60 days members may book ahead. */
const WINDOW_DAYS = 67;
const DAYS_BACK = 7;
export const REASON_MAX_LENGTH = 500;
export const MEETING_URL_MAX_LENGTH = 500;

export const appointmentMessages = {
  declined: (name: string) => `Appointment declined. ${name} is refunded in full and has been told by email.`,
  meetingLinkSaved: 'Meeting link saved. The member sees it with their booking.',
  completed: 'Marked as completed.',
  noShow: 'Marked as a no-show.',
  meetingUrlRequired: 'Please enter the meeting link.',
  meetingUrlHttps: 'Please enter a link that starts with https://.',
  failed: 'Something went wrong. Please try again.',
} as const;

const SERVER_WORDED = ['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'UPSTREAM_FAILED'];

const STATUS: Record<BookingStatus, string> = {
  PAID: 'Confirmed',
  PENDING: 'Awaiting payment',
  FAILED: 'Payment failed',
  CANCELLED: 'Cancelled by the member',
  DECLINED: 'Declined',
  COMPLETED: 'Completed',
  NO_SHOW: 'No-show',
};

/** An https link, parsed by the URL parser (no pattern over the whole string). */
export function isHttpsUrl(value: string): boolean {
  if (value.length > MEETING_URL_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !!url.hostname;
  } catch {
    return false;
  }
}

const meetingLinkSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, { error: appointmentMessages.meetingUrlRequired, abort: true })
    .max(MEETING_URL_MAX_LENGTH, { error: appointmentMessages.meetingUrlHttps, abort: true })
    .refine(isHttpsUrl, { error: appointmentMessages.meetingUrlHttps }),
});
const declineSchema = z.object({ reason: requiredText('Reason', REASON_MAX_LENGTH) });

const memberName = (a: Appointment) =>
  [a.member?.firstName, a.member?.lastName].filter(Boolean).join(' ') || a.member?.email || 'The member';

/**
 * The expert's appointments on /expert, by day in the expert's own (browser) zone, with the member's
 * name and email: decline (the member is refunded in full), a meeting link, and how a past one went.
 */
export function ExpertAppointments({ timeZone }: { timeZone?: string }) {
  const zone = timeZone ?? browserTimeZone();
  const [firstDay] = useState(() => {
    const today = dayKey(new Date(), zone);
    return startOfDayInZone(today, zone).getTime() - DAYS_BACK * DAY_MS;
  });
  const [page, setPage] = useState(0);
  const from = new Date(firstDay + page * WINDOW_DAYS * DAY_MS).toISOString();
  const to = new Date(firstDay + (page + 1) * WINDOW_DAYS * DAY_MS).toISOString();
  const { data, loading, error, refetch } = useQuery(ExpertAppointmentsDocument, {
    variables: { from, to },
    fetchPolicy: 'cache-and-network',
  });
  const headingId = useId();

  const days = new Map<string, Appointment[]>();
  for (const appointment of data?.expertAppointments ?? []) {
    if (!appointment.start) continue;
    const key = dayKey(appointment.start, zone);
    days.set(key, [...(days.get(key) ?? []), appointment]);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Appointments
        </h2>
        <Link
          to="/expert/availability"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          <CalendarCog aria-hidden="true" className="size-4" />
          Working hours and time off
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {formatDay(from, zone)} to {formatDay(new Date(new Date(to).getTime() - 1), zone)}. Times are in your time zone:{' '}
        <span className="font-semibold">{timeZoneLabel(zone)}</span>.
      </p>
      <div className="mt-3 flex gap-2">
        <button type="button" onClick={() => setPage(page - 1)} className={actionClass}>
          <ChevronLeft aria-hidden="true" className="-ml-1 inline size-4" /> Earlier
        </button>
        <button type="button" onClick={() => setPage(page + 1)} className={actionClass}>
          Later <ChevronRight aria-hidden="true" className="-mr-1 inline size-4" />
        </button>
      </div>

      {!data ? (
        <LoadStatus loading={loading} error={error} loadingText="Loading…" what="your appointments" className="mt-6" />
      ) : days.size === 0 ? (
        <p className="mt-6 text-slate-700">No appointments in these days.</p>
      ) : (
        <div className="mt-6 space-y-6">
          {[...days.entries()].map(([key, appointments]) => (
            <section key={key} aria-label={formatDay(appointments[0]!.start!, zone)}>
              <h3 className="font-semibold text-slate-900">{formatDay(appointments[0]!.start!, zone)}</h3>
              <ul className="mt-2 space-y-3" aria-label={`Appointments on ${formatDay(appointments[0]!.start!, zone)}`}>
                {appointments.map((appointment) => (
                  <AppointmentItem
                    key={appointment.id}
                    appointment={appointment}
                    zone={zone}
                    onChanged={() => void refetch()}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

function AppointmentItem({
  appointment,
  zone,
  onChanged,
}: {
  appointment: Appointment;
  zone: string;
  onChanged: () => void;
}) {
  const [dialog, setDialog] = useState<'decline' | 'link' | null>(null);
  const declineRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLButtonElement>(null);
  const [complete, { loading: completing }] = useMutation(CompleteAppointmentDocument);
  const start = appointment.start!;
  const started = new Date(start).getTime() <= Date.now();
  const name = memberName(appointment);
  const paid = appointment.status === 'PAID';

  const close = (ref: typeof declineRef, changed: boolean) => {
    setDialog(null);
    setTimeout(() => ref.current?.focus());
    if (changed) onChanged();
  };

  const record = async (outcome: AppointmentOutcome) => {
    try {
      await complete({ variables: { reference: appointment.reference, outcome } });
      toast.success(outcome === 'COMPLETED' ? appointmentMessages.completed : appointmentMessages.noShow);
    } catch (error) {
      toast.error(serverMessageOr(error, SERVER_WORDED, appointmentMessages.failed));
    }
    onChanged();
  };

  return (
    <li className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">
          <time dateTime={start}>
            {formatTime(start, zone)}
            {appointment.end ? ` – ${formatTime(appointment.end, zone)}` : ''}
          </time>
          <span className="font-normal text-slate-700"> · {name}</span>
        </p>
        <span className="rounded-full bg-white px-3 py-0.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300">
          {STATUS[appointment.status]}
        </span>
      </div>
      {appointment.member && (
        <p className="mt-1 text-sm">
          <a
            href={`mailto:${appointment.member.email}`}
            className="inline-flex items-center gap-1.5 break-all text-brand-800 underline underline-offset-2"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {appointment.member.email}
          </a>
        </p>
      )}
      {appointment.meetingUrl && (
        <p className="mt-1 text-sm">
          <a
            href={appointment.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 break-all text-brand-800 underline underline-offset-2"
          >
            <Video aria-hidden="true" className="size-4 shrink-0" />
            {appointment.meetingUrl}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </p>
      )}
      {paid && (
        <p className="mt-1 text-sm">
          <Link to={`/appointments/${appointment.reference}/room`} className="font-semibold text-brand-800 underline">
            Enter the appointment room
          </Link>
        </p>
      )}
      {paid && (
        <div className="mt-3 flex flex-wrap gap-2">
          {!started ? (
            <>
              <button ref={linkRef} type="button" onClick={() => setDialog('link')} className={actionClass}>
                {appointment.meetingUrl ? 'Change meeting link' : 'Set meeting link'}
              </button>
              <button
                ref={declineRef}
                type="button"
                onClick={() => setDialog('decline')}
                className={`${actionClass} border-red-700 text-red-800 hover:bg-red-50`}
              >
                Decline
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                disabled={completing}
                onClick={() => void record('COMPLETED')}
                className={actionClass}
              >
                Mark completed
              </button>
              <button
                type="button"
                disabled={completing}
                onClick={() => void record('NO_SHOW')}
                className={actionClass}
              >
                Mark no-show
              </button>
            </>
          )}
        </div>
      )}
      {dialog === 'decline' && (
        <DeclineDialog
          appointment={appointment}
          when={`${formatDay(start, zone)}, ${formatTime(start, zone)}`}
          onDone={(changed) => close(declineRef, changed)}
        />
      )}
      {dialog === 'link' && (
        <MeetingLinkDialog appointment={appointment} onDone={(changed) => close(linkRef, changed)} />
      )}
    </li>
  );
}

const actionClass =
  'rounded-full border border-brand-700 bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70';

function DeclineDialog({
  appointment,
  when,
  onDone,
}: {
  appointment: Appointment;
  when: string;
  onDone: (changed: boolean) => void;
}) {
  const form = useForm({
    resolver: zodResolver(declineSchema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const [decline, { loading }] = useMutation(DeclineBookingDocument);
  const name = memberName(appointment);

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await decline({ variables: { reference: appointment.reference, reason } });
      toast.success(appointmentMessages.declined(name));
      onDone(true);
    } catch (error) {
      toast.error(serverMessageOr(error, SERVER_WORDED, appointmentMessages.failed));
      onDone(true);
    }
  });

  return (
    <ModalDialog
      title="Decline this appointment?"
      description={
        <p>
          {name}, {when}.
        </p>
      }
      onClose={() => onDone(false)}
      busy={loading}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className="mt-4 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900 ring-1 ring-green-200">
          {name} will be refunded in full and told by email, with your reason.
        </p>
        <div className="mt-4">
          <FormTextArea form={form} name="reason" label="Reason" rows={3} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => onDone(false)} disabled={loading} className={dialogButton.secondary}>
            Keep appointment
          </button>
          <button type="submit" disabled={loading} className={dialogButton.danger}>
            {loading ? 'Declining...' : 'Decline and refund'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

function MeetingLinkDialog({ appointment, onDone }: { appointment: Appointment; onDone: (changed: boolean) => void }) {
  const form = useForm({
    resolver: zodResolver(meetingLinkSchema),
    defaultValues: { url: appointment.meetingUrl ?? '' },
    reValidateMode: 'onSubmit',
  });
  const [setLink, { loading }] = useMutation(SetMeetingLinkDocument);

  const onSubmit = form.handleSubmit(async ({ url }) => {
    try {
      await setLink({ variables: { reference: appointment.reference, url } });
      toast.success(appointmentMessages.meetingLinkSaved);
      onDone(true);
    } catch (error) {
      const message = serverMessageOr(error, SERVER_WORDED, appointmentMessages.failed);
      form.setError('url', { message }, { shouldFocus: true });
    }
  });

  return (
    <ModalDialog
      title="Meeting link"
      description={
        <p>
          The video or meeting room for {memberName(appointment)}. It is emailed to them and shown with their booking.
        </p>
      }
      onClose={() => onDone(false)}
      busy={loading}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4">
        <FormField
          form={form}
          name="url"
          label="Meeting link"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Starts with https://"
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => onDone(false)} disabled={loading} className={dialogButton.secondary}>
            Cancel
          </button>
          <button type="submit" disabled={loading} className={dialogButton.primary}>
            {loading ? 'Saving...' : 'Save link'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
