import { GraphQLRequestError } from '../../lib/graphql-request';
import type { Translate } from '../../lib/i18n/catalogue';
import { authMessages } from './auth-messages';

export interface ServerProblem {
  /** What to show: the server's text (the spec's wording) or 'Error signing in: {message}'. */
  message: string;
  /** The input field at fault: the one the server named, or the one the spec's toast is about. */
  field?: string;
  /** True for the spec's toasts (section 8), shown next to their field as well. */
  toast?: boolean;
}

// The field a spec toast is about: an email in use, wrong credentials (the password is the usual slip).
const FIELD_OF_TOAST: Record<string, string> = { CONFLICT: 'email', UNAUTHENTICATED: 'password' };

const SPEC_WORDED_CODES = new Set(['UNAUTHENTICATED', 'CONFLICT', 'BAD_USER_INPUT']);

/** Turns a failed sign-in or sign-up into words for the member (`t`: the page's, useT({ auth })). */
export function describeAuthError(error: unknown, t: Translate): ServerProblem {
  const words = authMessages(t);
  if (error instanceof GraphQLRequestError && error.errors.length > 0) {
    const [first] = error.errors;
    const field = typeof first.extensions?.field === 'string' ? first.extensions.field : undefined;
    // The spec's own texts: wrong credentials, an email in use, what was typed. Every other failure
    // (a disabled account, too many tries, the server's side) is the spec's 'Other auth errors'.
    const code = first.extensions?.code;
    if (typeof code === 'string' && SPEC_WORDED_CODES.has(code))
      return field
        ? { message: first.message, field }
        : { message: first.message, field: FIELD_OF_TOAST[code], toast: true };
    return { message: words.authError(first.message) };
  }
  const message = error instanceof Error && error.message ? error.message : words.unknown;
  return { message: words.authError(message) };
}
