import { CalendarDays } from 'lucide-react';
import { SLOT_PAGES } from './slot-picker-parts';
import { booking as words } from 'app-en:booking';
import { useT } from '../../lib/i18n/locale';

/** The slot picker when a page of days has no free time: what to try instead. */
export function NoFreeTimes({
  expertName,
  from,
  to,
  page,
}: {
  expertName?: string;
  /** The first and last day looked at, written out. */
  from: string;
  to: string;
  page: number;
}) {
  const t = useT({ booking: words });
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-5 text-center">
      <CalendarDays aria-hidden="true" className="mx-auto size-8 text-slate-400" />
      <p className="mt-2 text-slate-800">
        {expertName
          ? t('booking.picker.noTimes', { name: expertName, from, to })
          : t('booking.picker.noTimesExpert', { from, to })}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {page + 1 < SLOT_PAGES ? t('booking.picker.lookLater') : t('booking.picker.lookAgain')}
      </p>
    </div>
  );
}
