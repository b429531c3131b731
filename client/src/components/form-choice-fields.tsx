import { useId, type ReactNode } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

const controlClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;

interface BoundProps<T extends FieldValues, C, O extends FieldValues> {
  form: UseFormReturn<T, C, O>;
  name: Path<T>;
  /** The visible label. */
  label: string;
  hint?: ReactNode;
}

/** The label, hint and error around a control, tied to it by id (aria-describedby). */
function Labelled({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
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

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A native select bound to a react-hook-form field (FormField's sibling for a fixed list of choices). */
export function FormSelect<T extends FieldValues, C, O extends FieldValues>({
  form,
  name,
  label,
  hint,
  options,
}: BoundProps<T, C, O> & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error?.message;
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        ref={field.ref}
        name={field.name}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(event.target.value);
          if (error) form.clearErrors(name);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass(error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A textarea bound to a react-hook-form field. */
export function FormTextArea<T extends FieldValues, C, O extends FieldValues>({
  form,
  name,
  label,
  hint,
  rows = 4,
  maxLength,
}: BoundProps<T, C, O> & { rows?: number; maxLength?: number }) {
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error?.message;
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        ref={field.ref}
        name={field.name}
        rows={rows}
        maxLength={maxLength}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(event.target.value);
          if (error) form.clearErrors(name);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass(error)}
      />
    </Labelled>
  );
}
