// Typed application errors. Services throw AppError; only the GraphQL layer (graphql/errors.ts)
// turns it into `message` + `extensions.code`. Nothing here knows about GraphQL or HTTP.
import type { ErrorReason } from '@mindcheck/common';

export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_FAILED: 'UPSTREAM_FAILED',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface AppErrorDetails {
  /** The input field at fault, for BAD_USER_INPUT. */
  field?: string;
  /** Seconds until a retry may succeed, for RATE_LIMITED. */
  retryAfterSeconds?: number;
  /**
   * Why, for a client that acts on it (`extensions.reason`, beside the contract's code): the message
   * is worded in the caller's language, so a page never compares its text (issue #36).
   */
  reason?: ErrorReason;
}

/** Codes that answer the client's own request: only the message and code are ever used. */
const CLIENT_CODES = new Set<ErrorCode>([
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.CONFLICT,
  ErrorCode.NOT_FOUND,
  ErrorCode.RATE_LIMITED,
]);

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: AppErrorDetails;

  constructor(code: ErrorCode, message: string, details: AppErrorDetails = {}, options?: { cause?: unknown }) {
    // No stack trace for an answer to the client (180 of 200 members racing for slots get one):
    // capturing and formatting it was most of what refusing them cost. Failures keep theirs.
    const limit = Error.stackTraceLimit;
    if (CLIENT_CODES.has(code)) Error.stackTraceLimit = 0;
    super(message, options);
    Error.stackTraceLimit = limit;
    this.code = code;
    this.details = details;
    this.name = 'AppError';
  }

  static badInput(message: string, field?: string): AppError {
    return new AppError(ErrorCode.BAD_USER_INPUT, message, { field });
  }
  static conflict(message: string, reason?: ErrorReason): AppError {
    return new AppError(ErrorCode.CONFLICT, message, reason ? { reason } : {});
  }
  static notFound(message: string): AppError {
    return new AppError(ErrorCode.NOT_FOUND, message);
  }
  static unauthenticated(message: string): AppError {
    return new AppError(ErrorCode.UNAUTHENTICATED, message);
  }
  static forbidden(message: string): AppError {
    return new AppError(ErrorCode.FORBIDDEN, message);
  }
  static rateLimited(message: string, retryAfterSeconds: number): AppError {
    return new AppError(ErrorCode.RATE_LIMITED, message, { retryAfterSeconds });
  }
  static upstream(message: string, cause?: unknown): AppError {
    return new AppError(ErrorCode.UPSTREAM_FAILED, message, {}, { cause });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** An outside service's failure (AI, payments): services map its `reason` to an AppError. */
export class ServiceFailure<Reason extends string> extends Error {
  constructor(
    readonly reason: Reason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}
