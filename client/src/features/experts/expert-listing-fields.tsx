import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { EXPERTISE_MAX_LENGTH } from '@mindcheck/common';
import { FormField } from '../../components/form-field';
import { FormTextArea } from '../../components/form-text-area';
import { forms } from 'app-en:forms';
import { useT } from '../../lib/i18n/locale';

type ListingValues = { contact: string; location: string; expertise?: string | null };

/** An expert's contact, location and expertise: the fields the operator's and the expert's own forms share. */
export function ExpertListingFields<T extends FieldValues & ListingValues, C, O extends FieldValues>({
  form,
  contactAutoComplete,
  expertiseHint,
}: {
  form: UseFormReturn<T, C, O>;
  contactAutoComplete: string;
  expertiseHint: string;
}) {
  // Every T has these fields (the constraint); react-hook-form's Path cannot see that through a generic.
  const name = (field: keyof ListingValues) => field as Path<T>;
  const t = useT({ forms });
  return (
    <>
      <FormField
        form={form}
        name={name('contact')}
        label={t('forms.contactEmail')}
        type="email"
        autoComplete={contactAutoComplete}
        required
      />
      <FormField form={form} name={name('location')} label={t('forms.location')} autoComplete="off" required />
      <FormTextArea
        form={form}
        name={name('expertise')}
        label={t('forms.expertise')}
        hint={expertiseHint}
        maxLength={EXPERTISE_MAX_LENGTH}
      />
    </>
  );
}
