import { GraphQLRequestError } from '../../lib/graphql-request';
import { authMessages } from './auth-messages';

export interface ServerProblem {
  /** What to show: the server's text (the spec's wording) or 'Error signing in: {message}'. */
  message: string;
  /** The input field at fault, when the server named one. */
  field?: string;
}

/** Turns a failed sign-in or sign-up into words for the member. */
export function describeAuthError(error: unknown): ServerProblem {
  if (error instanceof GraphQLRequestError && error.errors.length > 0) {
    const [first] = error.errors;
    const field = typeof first.extensions?.field === 'string' ? first.extensions.field : undefined;
    // The spec's 'Other auth errors': a failure on the server's side, not in what was typed.
    const code = first.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' || code === 'UPSTREAM_FAILED')
      return { message: authMessages.authError(first.message) };
    return { message: first.message, field };
  }
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong.';
  return { message: authMessages.authError(message) };
}
