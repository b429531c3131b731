import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

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

/** The label, hint and error around a control, tied to it by id (see fieldDescribedBy). */
export function LabelledField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
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
