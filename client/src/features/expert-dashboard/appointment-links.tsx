import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { MeetingLink } from '../../components/meeting-link';
import { expertConsole } from 'app-en:expertConsole';
import { useT } from '../../lib/i18n/locale';
import type { Appointment } from './appointment-parts';

/** The member's email address and the meeting room's link, when there are. */
export function AppointmentLinks({ appointment }: { appointment: Appointment }) {
  const t = useT({ expertConsole });
  return (
    <>
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
      {appointment.status === 'PAID' && (
        <p className="mt-1 text-sm">
          <Link to={`/appointments/${appointment.reference}/room`} className="font-semibold text-brand-800 underline">
            {t('expertConsole.appointments.room')}
          </Link>
        </p>
      )}
      {appointment.meetingUrl && (
        <p className="mt-1 text-sm">
          <MeetingLink
            url={appointment.meetingUrl}
            newTab={t('expertConsole.appointments.newTab')}
            className="gap-1.5 break-all"
          >
            {appointment.meetingUrl}
          </MeetingLink>
        </p>
      )}
    </>
  );
}
