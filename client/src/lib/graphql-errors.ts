import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's first GraphQL error of a failed operation (its message and extensions.code), if it sent one. */
export function firstGraphQLError(error: unknown): { message: string; code?: string; field?: string } | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const [first] = error.errors;
  if (!first) return undefined;
  const { code, field } = first.extensions ?? {};
  return {
    message: first.message,
    code: typeof code === 'string' ? code : undefined,
    field: typeof field === 'string' ? field : undefined,
  };
}

/**
 * Codes whose message the server words for the person acting on a booking or an appointment (a refused
 * change, a slot just taken, a cut-off passed, a payment provider's refusal).
 */
export const CHANGE_REFUSAL_CODES = [
  'BAD_USER_INPUT',
  'CONFLICT',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'UPSTREAM_FAILED',
] as const;

/** The server's message when its code is one of `codes` (its words are ours: the spec's or kind ones), else `fallback`. */
export function serverMessageOr(error: unknown, codes: readonly string[], fallback: string): string {
  const first = firstGraphQLError(error);
  return first?.code && codes.includes(first.code) ? first.message : fallback;
}
