import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldControlClass, fieldDescribedBy } from './text-field';
import { LabelledField } from './labelled-field';

export interface BoundProps<T extends FieldValues, C, O extends FieldValues> {
  form: UseFormReturn<T, C, O>;
  name: Path<T>;
  /** The visible label. */
  label: string;
  hint?: ReactNode;
}

/** The props a native select or textarea needs to be bound to a react-hook-form field. */
export function useBoundControl<T extends FieldValues, C, O extends FieldValues>({
  form,
  name,
  hint,
}: BoundProps<T, C, O>) {
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error?.message;
  const control = {
    id,
    ref: field.ref,
    name: field.name,
    value: field.value ?? '',
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLSelectElement | HTMLTextAreaElement>) => {
      field.onChange(event.target.value);
      if (error) form.clearErrors(name);
    },
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(id, hint, error),
    className: fieldControlClass(error),
  };
  return { id, error, control };
}

/** A native select bound to a react-hook-form field (FormField's sibling for a fixed list of choices). */
export function FormSelect<T extends FieldValues, C, O extends FieldValues>({
  options,
  ...bound
}: BoundProps<T, C, O> & { options: readonly { value: string; label: string }[] }) {
  const { id, error, control } = useBoundControl(bound);
  return (
    <LabelledField id={id} label={bound.label} hint={bound.hint} error={error}>
      <select {...control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
