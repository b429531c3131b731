import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { profile } from 'app-en:profile';
import { useT } from '../../lib/i18n/locale';

/** "Your password", asked of password accounts to confirm a change (the form's `password` field). */
export function ConfirmWithPassword<T extends FieldValues & { password: string }, C, O extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, C, O>;
}) {
  const t = useT({ profile });
  return (
    <FormField
      form={form}
      name={'password' as Path<T>}
      label={t('profile.yourPassword')}
      type="password"
      autoComplete="current-password"
    />
  );
}
