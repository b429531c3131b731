import { CalendarDays } from 'lucide-react';
import { SLOT_PAGES } from './slot-picker-parts';

/** The slot picker when a page of days has no free time: what to try instead. */
export function NoFreeTimes({
  expertName,
  windowLabel,
  page,
}: {
  expertName?: string;
  windowLabel: string;
  page: number;
}) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-5 text-center">
      <CalendarDays aria-hidden="true" className="mx-auto size-8 text-slate-400" />
      <p className="mt-2 text-slate-800">
        {expertName ?? 'This expert'} has no free times between {windowLabel}.
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {page + 1 < SLOT_PAGES
          ? 'Please look at later dates, or choose another expert.'
          : 'Please choose another expert, or look again in a few days: new times open up as days pass.'}
      </p>
    </div>
  );
}
