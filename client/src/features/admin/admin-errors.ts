import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Translate } from '../../lib/i18n/catalogue';

/** The server's words for a failed operation (in the operator's language), with the field at fault when it names one. */
export function describeAdminError(error: unknown, t: Translate): { message: string; field?: string; code?: string } {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const [first] = error.errors;
    return {
      message: first.message,
      field: typeof first.extensions?.field === 'string' ? first.extensions.field : undefined,
      code: typeof first.extensions?.code === 'string' ? first.extensions.code : undefined,
    };
  }
  return { message: t('admin.somethingWentWrong') };
}
