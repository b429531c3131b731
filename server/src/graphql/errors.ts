// The one place that turns errors into what a client sees: AppError keeps its message and code;
// GraphQL's own parse/validation/argument errors become BAD_USER_INPUT; anything else is masked
// as INTERNAL_SERVER_ERROR (logged here, never sent: no stack traces, no internals).
import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ErrorCode, isAppError } from '../errors.js';
import { messages } from '../messages.js';
import type { Logger } from '../logger.js';
import { withoutSuggestions } from './armor.js';

const passThroughCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'PERSISTED_QUERY_NOT_FOUND',
]);

export interface ErrorFormatterOptions {
  /** Drop graphql-js's "Did you mean …?" hints, which reveal the schema (production). */
  hideSuggestions?: boolean;
}

export function createErrorFormatter(logger: Logger, options: ErrorFormatterOptions = {}) {
  return function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    const original = unwrapResolverError(error);
    const base = { locations: formatted.locations, path: formatted.path };

    if (isAppError(original)) {
      const extensions: Record<string, unknown> = { code: original.code };
      if (original.details.field) extensions.field = original.details.field;
      if (original.details.retryAfterSeconds !== undefined)
        extensions.retryAfterSeconds = original.details.retryAfterSeconds;
      if (original.details.reason) extensions.reason = original.details.reason;
      if (original.code === ErrorCode.INTERNAL_SERVER_ERROR || original.code === ErrorCode.UPSTREAM_FAILED) {
        logger.warn({ code: original.code, cause: describeCause(original.cause) }, 'operation failed');
      }
      return { ...base, message: original.message, extensions };
    }

    const code = formatted.extensions?.code;
    if (typeof code === 'string' && passThroughCodes.has(code)) {
      // Parse and validation errors describe the request, not the server: safe to show.
      const message = options.hideSuggestions ? withoutSuggestions(formatted.message) : formatted.message;
      return { ...base, message, extensions: { code: ErrorCode.BAD_USER_INPUT, reason: code } };
    }

    logger.error({ err: serializeError(original) }, 'unexpected error');
    return { ...base, message: messages.internalError, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } };
  };
}

function describeCause(cause: unknown): string | undefined {
  if (!cause) return undefined;
  return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
}

function serializeError(error: unknown): { name?: string; message?: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}
