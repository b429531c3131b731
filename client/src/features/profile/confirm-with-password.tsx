import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';

/** "Your password", asked of password accounts to confirm a change (the form's `password` field). */
export function ConfirmWithPassword<T extends FieldValues & { password: string }, C, O extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, C, O>;
}) {
  return (
    <FormField
      form={form}
      name={'password' as Path<T>}
      label="Your password"
      type="password"
      autoComplete="current-password"
    />
  );
}
