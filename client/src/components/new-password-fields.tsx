import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { forms } from 'app-en:forms';
import { useT } from '../lib/i18n/locale';

/** A new password typed twice (the form's `newPassword` and `confirmPassword` fields). */
export function NewPasswordFields<
  T extends FieldValues & { newPassword: string; confirmPassword: string },
  C,
  O extends FieldValues,
>({ form, hint, required }: { form: UseFormReturn<T, C, O>; hint?: string; required?: boolean }) {
  const t = useT({ forms });
  const shared = { form, type: 'password', autoComplete: 'new-password', required } as const;
  return (
    <>
      <FormField {...shared} name={'newPassword' as Path<T>} label={t('forms.newPassword')} hint={hint} />
      <FormField {...shared} name={'confirmPassword' as Path<T>} label={t('forms.confirmNewPassword')} />
    </>
  );
}
