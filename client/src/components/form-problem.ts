import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import toast from './toasts';

/**
 * What the server refused: on the field it names when the form has that field, else as a toast.
 * A message the spec shows as a toast (`toast: true`: wrong credentials, an email in use) is both:
 * the toast, and the same words next to the field they are about (issue #39, item 10), focused so
 * that a screen reader reads them with the field.
 */
export function showFormProblem<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  fields: readonly Path<T>[],
  problem: { message: string; field?: unknown; toast?: boolean },
): void {
  const field = fields.find((f) => f === problem.field);
  if (field) form.setError(field, { message: problem.message }, { shouldFocus: true });
  if (!field || problem.toast) toast.error(problem.message);
}
