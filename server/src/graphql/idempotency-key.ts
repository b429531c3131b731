// The Idempotency-Key header (#36): a key the client generated for one write it may send again (a
// mood check-in or test answers queued while offline, sent when the connection returns). The
// service stores it with the record under a unique index and answers a repeat with the first result.
import { AppError } from '../errors.js';
import { messages } from '../messages.js';
import type { GraphQLContext } from './context.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 16 to 64 letters, digits, '-' or '_' (a UUID fits); the length is checked before the pattern runs. */
const KEY_PATTERN = /^[\w-]{16,64}$/;

/** The request's key, or null when it sent none; BAD_USER_INPUT for a malformed one. */
export function idempotencyKey(ctx: Pick<GraphQLContext, 'req'>): string | null {
  const raw = ctx.req?.get(IDEMPOTENCY_HEADER);
  if (raw === undefined || raw === '') return null;
  if (raw.length > 64 || !KEY_PATTERN.test(raw)) throw AppError.badInput(messages.idempotencyKeyInvalid);
  return raw;
}
