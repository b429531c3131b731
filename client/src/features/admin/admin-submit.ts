import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showFormProblem } from '../../components/form-problem';
import type { Translate } from '../../lib/i18n/catalogue';
import { describeAdminError } from './admin-errors';

/**
 * An operator's form's submit handler: runs `save` with the form's values; what the server refuses
 * shows on the field it names (else as a toast), in the operator's language.
 */
export function adminSubmit<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  fields: readonly Path<T>[],
  t: Translate,
  save: (values: O) => Promise<void>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      showFormProblem(form, fields, describeAdminError(error, t));
    }
  });
}
