import { useId } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@mindcheck/common';

export const empty = { name: '', email: '', message: '' };

type ContactForm = UseFormReturn<typeof empty, unknown, typeof empty>;

/** The message: a labelled text area, bound like the other fields (components/form-field). */
export function MessageField({ form, label }: { form: ContactForm; label: string }) {
  const { field, fieldState } = useController({ control: form.control, name: 'message' });
  const id = useId();
  const error = fieldState.error?.message;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        {...field}
        id={id}
        required
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        onChange={(event) => {
          field.onChange(event.target.value);
          if (error) form.clearErrors('message');
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
