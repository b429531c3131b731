import { type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { expertConsole } from 'app-en:expertConsole';
import { FormField } from '../../components/form-field';
import { useT } from '../../lib/i18n/locale';
import { type AvailabilityValues } from './availability-form';
import { smallButton } from './availability-buttons';
import { AvailabilityPart } from './availability-part';
import { RemoveButton } from './remove-button';

/** The first and the last day of a time off. */
const TIME_OFF_ENDS = [
  { end: 'firstDay', label: 'expertConsole.availability.firstDay' },
  { end: 'lastDay', label: 'expertConsole.availability.lastDay' },
] as const;

/** The availability form's time off: whole days off, each removable, and Add time off. */
export function TimeOffPart({
  form,
  timeOff,
}: {
  form: UseFormReturn<AvailabilityValues>;
  timeOff: UseFieldArrayReturn<AvailabilityValues, 'timeOff'>;
}) {
  const t = useT({ expertConsole });
  return (
    <AvailabilityPart
      id="time-off-heading"
      title={t('expertConsole.availability.timeOff')}
      intro={t('expertConsole.availability.timeOffIntro')}
    >
      {timeOff.fields.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">{t('expertConsole.availability.noTimeOff')}</p>
      )}
      <ul className="mt-4 space-y-3">
        {timeOff.fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <legend className="px-1 font-semibold text-slate-900">
                {t('expertConsole.availability.timeOffNumber', { number: index + 1 })}
              </legend>
              {TIME_OFF_ENDS.map(({ end, label }) => (
                <div key={end} className="w-44">
                  <FormField form={form} name={`timeOff.${index}.${end}`} label={t(label)} type="date" />
                </div>
              ))}
              <RemoveButton
                label={t('expertConsole.availability.removeTimeOff', { number: index + 1 })}
                onRemove={() => timeOff.remove(index)}
              />
            </fieldset>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => timeOff.append({ firstDay: '', lastDay: '' })}
        className={`${smallButton} mt-3`}
      >
        <Plus aria-hidden="true" className="size-4" /> {t('expertConsole.availability.addTimeOff')}
      </button>
    </AvailabilityPart>
  );
}
