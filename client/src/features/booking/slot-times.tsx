import { useId } from 'react';
import { formatDay, formatTime } from '../../lib/appointment-time';
import { choiceClass, idleChoiceClass, type Slot } from './slot-picker-parts';

/** The chosen day's free times, each a toggle; the chosen one pressed. */
export function SlotTimes({
  day,
  chosenStart,
  zone,
  onChoose,
}: {
  day: { slots: Slot[] };
  chosenStart: string | undefined;
  zone: string;
  onChoose: (slot: Slot) => void;
}) {
  const timesHeading = useId();
  return (
    <section className="mt-6" aria-labelledby={timesHeading}>
      <h3 id={timesHeading} className="text-sm font-semibold text-slate-800">
        Times on {formatDay(day.slots[0]!.start, zone)}
      </h3>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {day.slots.map((slot) => {
          const pressed = slot.start === chosenStart;
          return (
            <li key={slot.start}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={`${formatTime(slot.start, zone)} to ${formatTime(slot.end, zone)}`}
                onClick={() => onChoose(slot)}
                className={`${choiceClass} ${pressed ? '' : idleChoiceClass} w-full px-1 whitespace-nowrap`}
              >
                {formatTime(slot.start, zone)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
