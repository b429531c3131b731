import { useId, useState } from 'react';
import { LoadStatus } from '../../components/load-status';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { CalendarCog, ChevronLeft, ChevronRight } from 'lucide-react';
import { ExpertAppointmentsDocument } from '../../gql/graphql';
import { browserTimeZone, dayKey, formatDay, startOfDayInZone, timeZoneLabel } from '../../lib/appointment-time';
import { expertConsole } from 'app-en:expertConsole';
import { useLocale } from '../../lib/i18n/locale';
import { useSentences } from '../../lib/i18n/sentence';
import { RichText } from '../../lib/i18n/rich-text';
import { actionClass, type Appointment } from './appointment-parts';
import { AppointmentItem } from './appointment-item';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One window: a week back (to record how recent appointments went) and the 60 days members may book ahead. */
const WINDOW_DAYS = 67;
const DAYS_BACK = 7;

/**
 * The expert's appointments on /expert, by day in the expert's own (browser) zone, with the member's
 * name and email: decline (the member is refunded in full), a meeting link, and how a past one went.
 */
export function ExpertAppointments({ timeZone }: { timeZone?: string }) {
  const { t, shownIn } = useSentences({ expertConsole });
  const { locale } = useLocale();
  // Each sentence's dates in the language it is shown in (English while it awaits review).
  const rangeIn = shownIn('expertConsole.appointments.range');
  const onDayIn = shownIn('expertConsole.appointments.onDay');
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
          {t('expertConsole.appointments.heading')}
        </h2>
        <Link
          to="/expert/availability"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          <CalendarCog aria-hidden="true" className="size-4" />
          {t('expertConsole.appointments.hoursLink')}
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <RichText
          text={t('expertConsole.appointments.range', {
            from: formatDay(from, zone, rangeIn),
            to: formatDay(new Date(new Date(to).getTime() - 1), zone, rangeIn),
            zone: timeZoneLabel(zone, new Date(), rangeIn),
          })}
          parts={{ zone: (words) => <span className="font-semibold">{words}</span> }}
        />
      </p>
      <div className="mt-3 flex gap-2">
        <button type="button" onClick={() => setPage(page - 1)} className={actionClass}>
          <ChevronLeft aria-hidden="true" className="-ml-1 inline size-4" /> {t('expertConsole.appointments.earlier')}
        </button>
        <button type="button" onClick={() => setPage(page + 1)} className={actionClass}>
          {t('expertConsole.appointments.later')} <ChevronRight aria-hidden="true" className="-mr-1 inline size-4" />
        </button>
      </div>

      {!data ? (
        <LoadStatus
          loading={loading}
          error={error}
          loadingText={t('expertConsole.loading')}
          what={t('expertConsole.appointments.what')}
          className="mt-6"
        />
      ) : days.size === 0 ? (
        <p className="mt-6 text-slate-700">{t('expertConsole.appointments.none')}</p>
      ) : (
        <div className="mt-6 space-y-6">
          {[...days.entries()].map(([key, appointments]) => (
            <section key={key} aria-label={formatDay(appointments[0]!.start!, zone, locale)}>
              <h3 className="font-semibold text-slate-900">{formatDay(appointments[0]!.start!, zone, locale)}</h3>
              <ul
                className="mt-2 space-y-3"
                aria-label={t('expertConsole.appointments.onDay', {
                  day: formatDay(appointments[0]!.start!, zone, onDayIn),
                })}
              >
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
