import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { LabelledField } from './labelled-field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** The visible label. */
  label: string;
  /** The message under the field when it is invalid (also announced with the field). */
  error?: string | null;
  /** A short line of help under the label. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** The ids of a control's hint and error, for its aria-describedby. */
export function fieldDescribedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A form control's classes; red border when it is invalid. */
export function fieldControlClass(error: unknown, extra = ''): string {
  return `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm ${extra}focus:border-brand-600 ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;
}

/** A labelled input with its error message tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, error)}
        className={fieldControlClass(error, 'placeholder:text-slate-500 ')}
        {...input}
      />
    </LabelledField>
  );
}
