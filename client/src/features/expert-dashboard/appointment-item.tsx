import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from '../../components/toasts';
import { CompleteAppointmentDocument, type AppointmentOutcome } from '../../gql/graphql';
import { formatDay, formatTime } from '../../lib/appointment-time';
import { serverMessageOr, CHANGE_REFUSAL_CODES } from '../../lib/graphql-errors';
import { expertConsole } from 'app-en:expertConsole';
import { useLocale } from '../../lib/i18n/locale';
import { useSentences } from '../../lib/i18n/sentence';
import { actionClass, memberName, STATUS, type Appointment } from './appointment-parts';
import { AppointmentLinks } from './appointment-links';
import { DeclineDialog } from './decline-dialog';
import { MeetingLinkDialog } from './meeting-link-dialog';
import { AppointmentCare } from './appointment-care';

/** How an appointment that has begun went: one button each. */
const OUTCOME_ACTIONS = [
  { outcome: 'COMPLETED', label: 'expertConsole.appointments.markCompleted' },
  { outcome: 'NO_SHOW', label: 'expertConsole.appointments.markNoShow' },
] as const satisfies readonly { outcome: AppointmentOutcome; label: string }[];

/** One appointment: when, with whom, its status and link; decline or set the link before, record how it went after. */
export function AppointmentItem({
  appointment,
  zone,
  onChanged,
}: {
  appointment: Appointment;
  zone: string;
  onChanged: () => void;
}) {
  const { t, shownIn } = useSentences({ expertConsole });
  const { locale } = useLocale();
  const whoIn = shownIn('expertConsole.decline.who');
  const [dialog, setDialog] = useState<'decline' | 'link' | null>(null);
  const declineRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLButtonElement>(null);
  const [complete, { loading: completing }] = useMutation(CompleteAppointmentDocument);
  const start = appointment.start!;
  const started = new Date(start).getTime() <= Date.now();
  const name = memberName(appointment, t);
  const paid = appointment.status === 'PAID';

  const close = (ref: typeof declineRef, changed: boolean) => {
    setDialog(null);
    setTimeout(() => ref.current?.focus());
    if (changed) onChanged();
  };

  const record = async (outcome: AppointmentOutcome) => {
    try {
      await complete({ variables: { reference: appointment.reference, outcome } });
      toast.success(
        outcome === 'COMPLETED' ? t('expertConsole.appointments.completed') : t('expertConsole.appointments.noShow'),
      );
    } catch (error) {
      toast.error(serverMessageOr(error, CHANGE_REFUSAL_CODES, t('expertConsole.somethingWentWrong')));
    }
    onChanged();
  };

  return (
    <li className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">
          <time dateTime={start}>
            {formatTime(start, zone, locale)}
            {appointment.end ? ` – ${formatTime(appointment.end, zone, locale)}` : ''}
          </time>
          <span className="font-normal text-slate-700"> · {name}</span>
        </p>
        <span className="rounded-full bg-white px-3 py-0.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300">
          {t(STATUS[appointment.status])}
        </span>
      </div>
      <AppointmentLinks appointment={appointment} />
      {paid && (
        <div className="mt-3 flex flex-wrap gap-2">
          {!started ? (
            <>
              <button ref={linkRef} type="button" onClick={() => setDialog('link')} className={actionClass}>
                {appointment.meetingUrl
                  ? t('expertConsole.appointments.changeLink')
                  : t('expertConsole.appointments.setLink')}
              </button>
              <button
                ref={declineRef}
                type="button"
                onClick={() => setDialog('decline')}
                className={`${actionClass} border-red-700 text-red-800 hover:bg-red-50`}
              >
                {t('expertConsole.appointments.decline')}
              </button>
            </>
          ) : (
            <>
              {OUTCOME_ACTIONS.map(({ outcome, label }) => (
                <button
                  key={outcome}
                  type="button"
                  disabled={completing}
                  onClick={() => void record(outcome)}
                  className={actionClass}
                >
                  {t(label)}
                </button>
              ))}
            </>
          )}
        </div>
      )}
      {appointment.status !== 'CANCELLED' && appointment.status !== 'DECLINED' && (
        <AppointmentCare {...appointment} start={start} zone={zone} />
      )}
      {dialog === 'decline' && (
        <DeclineDialog
          appointment={appointment}
          when={`${formatDay(start, zone, whoIn)}, ${formatTime(start, zone, whoIn)}`}
          onDone={(changed) => close(declineRef, changed)}
        />
      )}
      {dialog === 'link' && (
        <MeetingLinkDialog appointment={appointment} onDone={(changed) => close(linkRef, changed)} />
      )}
    </li>
  );
}
