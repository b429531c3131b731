import { useState } from 'react';
import { FormSelect } from '../../components/form-select';
import { useMutation } from '@apollo/client/react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from '../../components/toasts';
import { SetAvailabilityDocument, type MyAvailabilityQuery } from '../../gql/graphql';
import { firstGraphQLError } from '../../lib/graphql-errors';
import { BusyButton } from '../../components/busy-button';
import { expertConsole } from 'app-en:expertConsole';
import { useSentences } from '../../lib/i18n/sentence';
import {
  availabilitySchemaIn,
  formValues,
  SLOT_LENGTHS,
  timeZoneOptions,
  toInput,
  WEEKDAYS,
  type AvailabilityValues,
} from './availability-form';
import { AvailabilityPart } from './availability-part';
import { WeekdayHours } from './weekday-hours';
import { TimeOffPart } from './time-off-part';
import { Form } from '../../components/form';

export function AvailabilityForm({ saved }: { saved: MyAvailabilityQuery['myAvailability'] }) {
  const { t, wordsFor } = useSentences({ expertConsole });
  const form = useForm<AvailabilityValues>({
    // The rules' messages in the page's language (react-hook-form reads the latest resolver).
    resolver: zodResolver(availabilitySchemaIn(t, wordsFor)),
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
      toast.success(t('expertConsole.availability.saved'));
    } catch (error) {
      const first = firstGraphQLError(error);
      // The server's words for what it refused (BAD_USER_INPUT names the field when it can).
      const message = first?.code === 'BAD_USER_INPUT' ? first.message : t('expertConsole.availability.saveFailed');
      if (first?.field === 'timeZone' || first?.field === 'slotMinutes') {
        form.setError(first.field, { message }, { shouldFocus: true });
      } else setProblem(message);
    }
  });

  return (
    <Form onSubmit={onSubmit} aria-label={t('expertConsole.availability.form')} className="mt-8 space-y-8">
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {problem}
        </p>
      )}
      <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        <FormSelect
          form={form}
          name="timeZone"
          label={t('expertConsole.availability.timeZone')}
          options={zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
        />
        <FormSelect
          form={form}
          name="slotMinutes"
          label={t('expertConsole.availability.slotLength')}
          options={slotLengths.map((minutes) => ({
            value: String(minutes),
            label: t('expertConsole.availability.minutes', { count: minutes }),
          }))}
        />
      </section>

      <AvailabilityPart
        id="weekly-heading"
        title={t('expertConsole.availability.weeklyHours')}
        intro={t('expertConsole.availability.weeklyIntro', { zone: zone.replaceAll('_', ' ') })}
      >
        {weekly.fields.length === 0 && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {t('expertConsole.availability.noHours')}
          </p>
        )}
        <div className="mt-4 space-y-3">
          {WEEKDAYS.map((name, dayIndex) => {
            return <WeekdayHours key={name} form={form} weekly={weekly} weekday={dayIndex + 1} />;
          })}
        </div>
      </AvailabilityPart>

      <TimeOffPart form={form} timeOff={timeOff} />

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
        <BusyButton
          busy={loading}
          label={t('expertConsole.availability.save')}
          busyLabel={t('expertConsole.availability.busy')}
        />
      </div>
    </Form>
  );
}
