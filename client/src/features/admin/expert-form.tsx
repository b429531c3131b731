import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { expertInputSchema, type ExpertInputValues } from '@mindcheck/common';
import type { z } from 'zod';
import { showFormProblem } from '../../components/form-problem';
import { FormField } from '../../components/form-field';
import { FormSelect } from '../../components/form-select';
import { BusyButton } from '../../components/busy-button';
import { ExpertListingFields } from '../experts/expert-listing-fields';
import { fieldOptions, specializationOptions } from './admin-labels';
import { describeAdminError } from './admin-errors';

type Values = z.input<typeof expertInputSchema>;

const FIELDS = ['name', 'specialization', 'field', 'contact', 'location', 'expertise', 'timeZone'] as const;

export const emptyExpert: Values = {
  name: '',
  specialization: 'CLINICAL_PSYCHOLOGIST',
  field: 'DEPRESSION',
  contact: '',
  location: '',
  expertise: '',
  timeZone: 'Africa/Lagos',
};

/**
 * An operator's directory entry (create or edit), checked with the server's own rules
 * (expertInputSchema); a value the server refuses shows on its field.
 */
export function ExpertForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: Values;
  submitLabel: string;
  /** Saves; rejects with the server's error. */
  onSubmit: (values: ExpertInputValues) => Promise<void>;
}) {
  const form = useForm<Values, unknown, ExpertInputValues>({
    resolver: zodResolver(expertInputSchema),
    defaultValues: initial,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFormProblem(form, FIELDS, describeAdminError(error));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Expert details">
      <FormField form={form} name="name" label="Name" autoComplete="off" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect form={form} name="specialization" label="Specialization" options={specializationOptions} />
        <FormSelect form={form} name="field" label="Field" options={fieldOptions} />
      </div>
      <ExpertListingFields
        form={form}
        contactAutoComplete="off"
        expertiseHint="Optional. Shown on the expert's detail page."
      />
      <FormField
        form={form}
        name="timeZone"
        label="Time zone"
        hint="The IANA name of the expert's time zone, e.g. Africa/Lagos."
        autoComplete="off"
      />
      <BusyButton busy={form.formState.isSubmitting} label={submitLabel} busyLabel="Saving…" />
    </form>
  );
}
