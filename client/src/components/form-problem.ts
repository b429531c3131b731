import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import toast from './toasts';

/**
 * What the server refused, shown once (spec section 9): on the field it names when the form has
 * that field, else as a toast, so the same words never stand twice on the screen.
 */
export function showFormProblem<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  fields: readonly Path<T>[],
  problem: { message: string; field?: unknown },
): void {
  const field = fields.find((f) => f === problem.field);
  if (field) form.setError(field, { message: problem.message }, { shouldFocus: true });
  else toast.error(problem.message);
}
