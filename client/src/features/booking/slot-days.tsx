import { useId } from 'react';
import { DayChoices } from './day-choices';
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
      <DayChoices
        days={days}
        chosenKey={day?.key}
        zone={zone}
        labelledBy={daysHeading}
        buttonClass={(pressed) => `${choiceClass} ${pressed ? '' : idleChoiceClass}`}
        onChoose={onChooseDay}
      />
    </section>
  );
}
