import { type FieldValues } from 'react-hook-form';
import { type BoundProps, useBoundControl } from './form-select';
import { LabelledField } from './labelled-field';

/** A textarea bound to a react-hook-form field. */
export function FormTextArea<T extends FieldValues, C, O extends FieldValues>({
  rows = 4,
  maxLength,
  ...bound
}: BoundProps<T, C, O> & { rows?: number; maxLength?: number }) {
  const { id, error, control } = useBoundControl(bound);
  return (
    <LabelledField id={id} label={bound.label} hint={bound.hint} error={error}>
      <textarea {...control} rows={rows} maxLength={maxLength} />
    </LabelledField>
  );
}
