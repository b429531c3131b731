import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

export interface FormFieldProps<T extends FieldValues, C, O extends FieldValues> extends Omit<
  TextFieldProps,
  'form' | 'accept' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'
> {
  /** The form (useForm's value; its output type may differ from the fields', e.g. an age parsed to a number). */
  form: UseFormReturn<T, C, O>;
  name: Path<T>;
  /** A keystroke filter (components/input-filters): the text to keep, or null to ignore the change. */
  accept?: (next: string, previous: string) => string | null;
}

/**
 * A TextField bound to a react-hook-form field. The form checks on submit; a field being corrected
 * no longer shows its old message (it is checked again at the next submit).
 */
export function FormField<T extends FieldValues, C, O extends FieldValues>({
  form,
  name,
  accept,
  ...props
}: FormFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextField
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      error={fieldState.error?.message}
      onBlur={field.onBlur}
      onChange={(event) => {
        const next = accept ? accept(event.target.value, String(field.value ?? '')) : event.target.value;
        if (next === null) return;
        field.onChange(next);
        if (fieldState.error) form.clearErrors(name);
      }}
    />
  );
}
