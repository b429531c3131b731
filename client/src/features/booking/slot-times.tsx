import { useId } from 'react';
import { formatDay, formatTime } from '../../lib/appointment-time';
import { choiceClass, idleChoiceClass, type Slot } from './slot-picker-parts';
import { booking as words } from 'app-en:booking';
import { useLocale, useT } from '../../lib/i18n/locale';

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
  const t = useT({ booking: words });
  const { locale } = useLocale();
  return (
    <section className="mt-6" aria-labelledby={timesHeading}>
      <h3 id={timesHeading} className="text-sm font-semibold text-slate-800">
        {t('booking.picker.timesOn', { day: formatDay(day.slots[0]!.start, zone, locale) })}
      </h3>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {day.slots.map((slot) => {
          const pressed = slot.start === chosenStart;
          return (
            <li key={slot.start}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={t('booking.picker.slot', {
                  from: formatTime(slot.start, zone, locale),
                  to: formatTime(slot.end, zone, locale),
                })}
                onClick={() => onChoose(slot)}
                className={`${choiceClass} ${pressed ? '' : idleChoiceClass} w-full px-1 whitespace-nowrap`}
              >
                {formatTime(slot.start, zone, locale)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
