import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server's first GraphQL error of a failed operation, if it sent one: its message (worded in the
 * member's language: show it, never compare it), extensions.code, the field at fault, and the
 * reason (`ErrorReason`, the same in every language) to branch on.
 */
export function firstGraphQLError(
  error: unknown,
): { message: string; code?: string; field?: string; reason?: string } | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const [first] = error.errors;
  if (!first) return undefined;
  const { code, field, reason } = first.extensions ?? {};
  return {
    message: first.message,
    code: typeof code === 'string' ? code : undefined,
    field: typeof field === 'string' ? field : undefined,
    reason: typeof reason === 'string' ? reason : undefined,
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
