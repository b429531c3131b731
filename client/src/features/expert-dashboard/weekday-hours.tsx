import { type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { FormField } from '../../components/form-field';
import { smallButton } from './availability-buttons';
import { RemoveButton } from './remove-button';
import { expertConsole } from 'app-en:expertConsole';
import { useSentences } from '../../lib/i18n/sentence';
import { type AvailabilityValues, WEEKDAYS } from './availability-form';

/** The two ends of a stretch of working hours. */
const HOURS_ENDS = [
  { end: 'startTime', label: 'expertConsole.availability.from' },
  { end: 'endTime', label: 'expertConsole.availability.to' },
] as const;

/** One weekday's working hours in the availability form: its stretches, each removable, and Add hours. */
export function WeekdayHours({
  form,
  weekly,
  weekday,
}: {
  form: UseFormReturn<AvailabilityValues>;
  weekly: UseFieldArrayReturn<AvailabilityValues, 'weekly'>;
  /** 1 = Monday ... 7 = Sunday. */
  weekday: number;
}) {
  const { t, wordsFor } = useSentences({ expertConsole });
  // The day's name, in the language of the sentence it is said in.
  const dayIn = (key: string) => wordsFor(key)(WEEKDAYS[weekday - 1]!);
  const name = t(WEEKDAYS[weekday - 1]!);
  const rows = weekly.fields.map((field, index) => ({ field, index })).filter(({ field }) => field.weekday === weekday);
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="px-1 font-semibold text-slate-900">{name}</legend>
      {rows.length === 0 && <p className="text-sm text-slate-600">{t('expertConsole.availability.notWorking')}</p>}
      <ul className="space-y-3">
        {rows.map(({ field, index }) => {
          return (
            <li key={field.id} className="flex flex-wrap items-end gap-3">
              {HOURS_ENDS.map(({ end, label }) => (
                <div key={end} className="w-36">
                  <FormField form={form} name={`weekly.${index}.${end}`} label={t(label)} type="time" />
                </div>
              ))}
              <RemoveButton
                label={t('expertConsole.availability.removeHours', {
                  day: dayIn('expertConsole.availability.removeHours'),
                  from: form.getValues(`weekly.${index}.startTime`),
                  to: form.getValues(`weekly.${index}.endTime`),
                })}
                onRemove={() => weekly.remove(index)}
              />
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() =>
          weekly.append({
            weekday,
            startTime: rows.length === 0 ? '09:00' : '',
            endTime: rows.length === 0 ? '17:00' : '',
          })
        }
        className={`${smallButton} mt-3`}
        aria-label={t('expertConsole.availability.addHoursOn', { day: dayIn('expertConsole.availability.addHoursOn') })}
      >
        <Plus aria-hidden="true" className="size-4" /> {t('expertConsole.availability.addHours')}
      </button>
    </fieldset>
  );
}
