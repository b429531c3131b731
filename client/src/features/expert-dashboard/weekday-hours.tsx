import { type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { FormField } from '../../components/form-field';
import { type AvailabilityValues } from './availability-form';
import { smallButton } from './availability-buttons';
import { RemoveButton } from './remove-button';

/** One weekday's working hours in the availability form: its stretches, each removable, and Add hours. */
export function WeekdayHours({
  form,
  weekly,
  name,
  weekday,
}: {
  form: UseFormReturn<AvailabilityValues>;
  weekly: UseFieldArrayReturn<AvailabilityValues, 'weekly'>;
  name: string;
  weekday: number;
}) {
  const rows = weekly.fields.map((field, index) => ({ field, index })).filter(({ field }) => field.weekday === weekday);
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="px-1 font-semibold text-slate-900">{name}</legend>
      {rows.length === 0 && <p className="text-sm text-slate-600">Not working.</p>}
      <ul className="space-y-3">
        {rows.map(({ field, index }) => {
          return (
            <li key={field.id} className="flex flex-wrap items-end gap-3">
              <div className="w-36">
                <FormField form={form} name={`weekly.${index}.startTime`} label="From" type="time" />
              </div>
              <div className="w-36">
                <FormField form={form} name={`weekly.${index}.endTime`} label="To" type="time" />
              </div>
              <RemoveButton
                label={`Remove ${name} hours ${form.getValues(`weekly.${index}.startTime`)} to ${form.getValues(`weekly.${index}.endTime`)}`}
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
        aria-label={`Add hours on ${name}`}
      >
        <Plus aria-hidden="true" className="size-4" /> Add hours
      </button>
    </fieldset>
  );
}
