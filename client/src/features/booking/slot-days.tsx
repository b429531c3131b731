import { useId } from 'react';
import { DayChoices } from './day-choices';
import { choiceClass, idleChoiceClass, type Slot } from './slot-picker-parts';
import { booking as words } from 'app-en:booking';
import { useT } from '../../lib/i18n/locale';

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
  const t = useT({ booking: words });
  return (
    <section className="mt-6" aria-labelledby={daysHeading}>
      <h3 id={daysHeading} className="text-sm font-semibold text-slate-800">
        {t('booking.picker.day')}
      </h3>
      <p className="text-xs text-slate-600">{t('booking.picker.daysLeftOut')}</p>
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
