import { useState, type ReactNode } from 'react';
import { FormSelect } from '../../components/form-choice-fields';
import { LoadStatus } from '../../components/load-status';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import toast from '../../components/toasts';
import { FormField } from '../../components/form-field';
import { RoleOnly } from '../../components/role-only';
import { MyAvailabilityDocument, SetAvailabilityDocument, type MyAvailabilityQuery } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { firstGraphQLError } from '../../lib/graphql-errors';
import { BusyButton } from '../../components/buttons';
import { BackLink } from '../../components/links';
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

/** /expert/availability: an expert's weekly hours, slot length and time off (EXPERT only; others get the 404 page). */
export default function AvailabilityPage() {
  return (
    <RoleOnly role="EXPERT">
      <ExpertAvailability />
    </RoleOnly>
  );
}

function ExpertAvailability() {
  useDocumentTitle('My availability');
  const { data, loading, error } = useQuery(MyAvailabilityDocument, { fetchPolicy: 'network-only' });
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <BackLink to="/expert">Expert dashboard</BackLink>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">My availability</h1>
      <p className="mt-2 text-slate-600">
        When members can book you. Times are in the time zone you choose; members see them in their own.
      </p>
      {!data ? (
        <LoadStatus loading={loading} error={error} loadingText="Loading…" what="your availability" className="mt-8" />
      ) : (
        <AvailabilityForm saved={data.myAvailability} />
      )}
    </div>
  );
}

const smallButton =
  'inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const iconButton =
  'mb-1 rounded-full p-2 text-slate-600 hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function AvailabilityForm({ saved }: { saved: MyAvailabilityQuery['myAvailability'] }) {
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
            const weekday = dayIndex + 1;
            const rows = weekly.fields
              .map((field, index) => ({ field, index }))
              .filter(({ field }) => field.weekday === weekday);
            return (
              <fieldset key={name} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
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

/** The trash button that removes one row (its accessible name says which). */
function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button type="button" onClick={onRemove} aria-label={label} className={iconButton}>
      <Trash2 aria-hidden="true" className="size-5" />
    </button>
  );
}

/** A part of the availability form: its heading, a line about it, then its fields. */
function AvailabilityPart({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
