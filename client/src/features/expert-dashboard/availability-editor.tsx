import { useState } from 'react';
import { FormSelect } from '../../components/form-select';
import { useMutation } from '@apollo/client/react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import toast from '../../components/toasts';
import { FormField } from '../../components/form-field';
import { SetAvailabilityDocument, type MyAvailabilityQuery } from '../../gql/graphql';
import { firstGraphQLError } from '../../lib/graphql-errors';
import { BusyButton } from '../../components/busy-button';
import {
  availabilityMessages,
  availabilitySchema,
  formValues,
  SLOT_LENGTHS,
  timeZoneOptions,
  toInput,
  WEEKDAYS,
  type AvailabilityValues,
} from './availability-form';
import { smallButton } from './availability-buttons';
import { RemoveButton } from './remove-button';
import { AvailabilityPart } from './availability-part';
import { WeekdayHours } from './weekday-hours';

export function AvailabilityForm({ saved }: { saved: MyAvailabilityQuery['myAvailability'] }) {
  const form = useForm<AvailabilityValues>({
    resolver: zodResolver(availabilitySchema),
    defaultValues: formValues(saved),
    reValidateMode: 'onSubmit',
  });
  const weekly = useFieldArray({ control: form.control, name: 'weekly' });
  const timeOff = useFieldArray({ control: form.control, name: 'timeOff' });
  const [setAvailability, { loading }] = useMutation(SetAvailabilityDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const zone = form.watch('timeZone');
  const zones = timeZoneOptions(saved?.timeZone);
  const slotLengths = [...new Set([...SLOT_LENGTHS, saved?.slotMinutes ?? 50])].sort((a, b) => a - b);

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await setAvailability({ variables: { input: toInput(values) } });
      if (data) form.reset(formValues(data.setAvailability));
      toast.success(availabilityMessages.saved);
    } catch (error) {
      const first = firstGraphQLError(error);
      // The server's words for what it refused (BAD_USER_INPUT names the field when it can).
      const message = first?.code === 'BAD_USER_INPUT' ? first.message : availabilityMessages.saveFailed;
      if (first?.field === 'timeZone' || first?.field === 'slotMinutes') {
        form.setError(first.field, { message }, { shouldFocus: true });
      } else setProblem(message);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Availability" className="mt-8 space-y-8">
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {problem}
        </p>
      )}
      <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        <FormSelect
          form={form}
          name="timeZone"
          label="Time zone"
          options={zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
        />
        <FormSelect
          form={form}
          name="slotMinutes"
          label="Appointment length"
          options={slotLengths.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
        />
      </section>

      <AvailabilityPart
        id="weekly-heading"
        title="Weekly hours"
        intro={<>In {zone.replaceAll('_', ' ')}. A day may have several stretches (say, a morning and an afternoon).</>}
      >
        {weekly.fields.length === 0 && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {availabilityMessages.noHours}
          </p>
        )}
        <div className="mt-4 space-y-3">
          {WEEKDAYS.map((name, dayIndex) => {
            return <WeekdayHours key={name} form={form} weekly={weekly} name={name} weekday={dayIndex + 1} />;
          })}
        </div>
      </AvailabilityPart>

      <AvailabilityPart
        id="time-off-heading"
        title="Time off"
        intro={
          <>
            Whole days when members cannot book you (holidays, training). Appointments already booked stay: decline them
            from your dashboard if you must.
          </>
        }
      >
        {timeOff.fields.length === 0 && <p className="mt-3 text-sm text-slate-600">No time off planned.</p>}
        <ul className="mt-4 space-y-3">
          {timeOff.fields.map((field, index) => (
            <li key={field.id}>
              <fieldset className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <legend className="px-1 font-semibold text-slate-900">Time off {index + 1}</legend>
                <div className="w-44">
                  <FormField form={form} name={`timeOff.${index}.firstDay`} label="First day off" type="date" />
                </div>
                <div className="w-44">
                  <FormField form={form} name={`timeOff.${index}.lastDay`} label="Last day off" type="date" />
                </div>
                <RemoveButton label={`Remove time off ${index + 1}`} onRemove={() => timeOff.remove(index)} />
              </fieldset>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => timeOff.append({ firstDay: '', lastDay: '' })}
          className={`${smallButton} mt-3`}
        >
          <Plus aria-hidden="true" className="size-4" /> Add time off
        </button>
      </AvailabilityPart>

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
        <BusyButton busy={loading} label="Save availability" busyLabel="Saving..." />
      </div>
    </form>
  );
}
