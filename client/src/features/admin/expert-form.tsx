import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { expertInputSchema, type ExpertInputValues } from '@mindcheck/common';
import type { z } from 'zod';
import { FormField } from '../../components/form-field';
import { FormSelect } from '../../components/form-select';
import { BusyButton } from '../../components/busy-button';
import { ExpertListingFields } from '../experts/expert-listing-fields';
import { fieldOptions, specializationOptions } from './admin-labels';
import { adminSubmit } from './admin-submit';
import { useRuleWords } from '../auth/rule-words';
import { admin } from 'app-en:admin';
import { experts } from 'app-en:experts';
import { useT } from '../../lib/i18n/locale';
import { Form } from '../../components/form';

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
  const t = useT({ admin, experts });
  // The rules' messages in the operator's language where they are known (auth/rule-words).
  const ruleWords = useRuleWords();
  const form = useForm<Values, unknown, ExpertInputValues>({
    resolver: ruleWords(zodResolver(expertInputSchema)),
    defaultValues: initial,
  });
  const submit = adminSubmit(form, FIELDS, t, onSubmit);
  return (
    <Form onSubmit={submit} className="space-y-4" aria-label={t('admin.expertForm.form')}>
      <FormField form={form} name="name" label={t('admin.experts.name')} autoComplete="off" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          form={form}
          name="specialization"
          label={t('admin.experts.specialization')}
          options={specializationOptions.map((option) => ({ ...option, label: t(option.label) }))}
        />
        <FormSelect
          form={form}
          name="field"
          label={t('admin.experts.field')}
          options={fieldOptions.map((option) => ({ ...option, label: t(option.label) }))}
        />
      </div>
      <ExpertListingFields form={form} contactAutoComplete="off" expertiseHint={t('admin.expertForm.expertiseHint')} />
      <FormField
        form={form}
        name="timeZone"
        label={t('admin.expertForm.timeZone')}
        hint={t('admin.expertForm.timeZoneHint')}
        autoComplete="off"
      />
      <BusyButton busy={form.formState.isSubmitting} label={submitLabel} busyLabel={t('admin.expertForm.busy')} />
    </Form>
  );
}
