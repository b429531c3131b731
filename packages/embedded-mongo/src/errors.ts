/**
 * MongoDB error codes and the error type every command throws.
 *
 * Commands throw `CommandError`; the dispatcher turns it into the reply shape
 * MongoDB uses (`{ ok: 0, errmsg, code, codeName }`), so drivers build the
 * same `MongoServerError` they would against a real server.
 */

export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  NoSuchKey: 4,
  FailedToParse: 9,
  TypeMismatch: 14,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  IllegalOperation: 20,
  InvalidBSON: 22,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  InvalidIdField: 53,
  DollarPrefixedFieldName: 52,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  InvalidPipelineOperator: 168,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
  // MongoDB names codes without a name this way.
  Location17419: 17419,
  Location40324: 40324,
  Location40415: 40415,
  Location40602: 40602,
  Location51246: 51246,
  Location4738901: 4738901,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;

const NAMES = new Map<number, string>(Object.entries(ErrorCode).map(([name, code]) => [code, name]));

export function codeName(code: number): string {
  return NAMES.get(code) ?? 'UnknownError';
}

export class CommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** Extra reply fields, e.g. `keyPattern`/`keyValue` for duplicate keys. */
  readonly extra: Record<string, unknown>;

  constructor(name: ErrorCodeName, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = ErrorCode[name];
    this.codeName = name;
    this.extra = extra;
  }
}

/** Shape used both for command replies and for entries in `writeErrors`. */
export function errorFields(
  err: unknown,
): { code: number; codeName: string; errmsg: string } & Record<string, unknown> {
  if (err instanceof CommandError) {
    return { errmsg: err.message, code: err.code, codeName: err.codeName, ...err.extra };
  }
  // Anything else escaping a command is a bug or a query-engine rejection; it must not
  // crash the server or hang the client, so it becomes an ordinary error reply.
  const message = err instanceof Error ? err.message : String(err);
  return { errmsg: message, code: ErrorCode.InternalError, codeName: 'InternalError' };
}

export function errorReply(err: unknown): Record<string, unknown> {
  const { errmsg, code, codeName: name, ...extra } = errorFields(err);
  return { ok: 0, errmsg, code, codeName: name, ...extra };
}

export const badValue = (message: string) => new CommandError('BadValue', message);
export const failedToParse = (message: string) => new CommandError('FailedToParse', message);
export const typeMismatch = (message: string) => new CommandError('TypeMismatch', message);
