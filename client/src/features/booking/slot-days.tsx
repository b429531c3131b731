import { useId } from 'react';
import { formatDay, formatDayOfMonth, formatWeekday } from '../../lib/appointment-time';
import { choiceClass, idleChoiceClass, type Slot } from './slot-picker-parts';

/** The slot picker's days that have free times, each a toggle with its count; the chosen one pressed. */
export function SlotDays({
  days,
  day,
  zone,
  onChooseDay,
}: {
  days: readonly { key: string; slots: Slot[] }[];
  day: { key: string } | undefined;
  zone: string;
  onChooseDay: (key: string) => void;
}) {
  const daysHeading = useId();
  return (
    <section className="mt-6" aria-labelledby={daysHeading}>
      <h3 id={daysHeading} className="text-sm font-semibold text-slate-800">
        Choose a day
      </h3>
      <p className="text-xs text-slate-600">Days without free times are left out.</p>
      <ul className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6">
        {days.map(({ key, slots }) => {
          const pressed = key === day?.key;
          const first = slots[0]!.start;
          return (
            <li key={key}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={`${formatDay(first, zone)}, ${slots.length} free ${slots.length === 1 ? 'time' : 'times'}`}
                onClick={() => onChooseDay(key)}
                className={`${choiceClass} ${pressed ? '' : idleChoiceClass} flex w-full flex-col items-center px-1 leading-tight`}
              >
                <span className={`text-xs font-medium ${pressed ? 'text-white' : 'text-slate-600'}`}>
                  {formatWeekday(first, zone)}
                </span>
                <span className="whitespace-nowrap">{formatDayOfMonth(first, zone)}</span>
                <span className={`text-xs font-normal ${pressed ? 'text-white' : 'text-slate-600'}`}>
                  {slots.length} {slots.length === 1 ? 'time' : 'times'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
