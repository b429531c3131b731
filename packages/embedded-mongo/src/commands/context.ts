/**
 * What a command handler receives, and helpers for reading its arguments
 * with MongoDB's error codes.
 */
import type { Engine } from '../engine.js';
import { CommandError, badValue } from '../errors.js';
import { isPlainObject, type Doc, type PathSegment, type TypeHint } from '../values.js';

export interface ConnectionInfo {
  id: number;
  remote: string;
  local: string;
}

export interface CommandContext {
  engine: Engine;
  /** The `$db` of the command. */
  db: string;
  connection: ConnectionInfo;
  /** Type hints of the whole command body (see values.ts); documents take theirs with `hintsAt`. */
  hints: TypeHint[];
}

/** Hints of the value at `prefix` in the body, re-rooted at that value. */
export function hintsAt(ctx: CommandContext, prefix: PathSegment[]): TypeHint[] | undefined {
  if (ctx.hints.length === 0) return undefined;
  const out: TypeHint[] = [];
  for (const h of ctx.hints) {
    if (h.path.length > prefix.length && prefix.every((seg, i) => h.path[i] === seg)) {
      out.push({ path: h.path.slice(prefix.length), type: h.type });
    }
  }
  return out.length ? out : undefined;
}

export type CommandHandler = (cmd: Doc, ctx: CommandContext) => Doc;

/** The collection named by the command's first field. */
export function collectionArg(cmd: Doc, name: string): string {
  const value = cmd[name];
  if (typeof value !== 'string') {
    throw new CommandError(
      'InvalidNamespace',
      `collection name has invalid type ${value === null ? 'null' : typeof value}`,
    );
  }
  if (value.length === 0) throw new CommandError('InvalidNamespace', `Invalid namespace specified '${''}'`);
  return value;
}

export function docArg(cmd: Doc, field: string, required = false): Doc | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) {
    if (required) throw failedToParseMissing(field);
    return undefined;
  }
  if (!isPlainObject(value))
    throw new CommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${typeName(value)}', expected type 'object'`,
    );
  return value;
}

export function arrayArg(cmd: Doc, field: string, required = false): unknown[] | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) {
    if (required) throw failedToParseMissing(field);
    return undefined;
  }
  if (!Array.isArray(value))
    throw new CommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${typeName(value)}', expected type 'array'`,
    );
  return value;
}

export function numberArg(cmd: Doc, field: string): number | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || Number.isNaN(value))
    throw new CommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${typeName(value)}', expected a number`,
    );
  return value;
}

export function nonNegativeArg(cmd: Doc, field: string): number | undefined {
  const value = numberArg(cmd, field);
  if (value !== undefined && value < 0) throw badValue(`${field} value must be non-negative, but received: ${value}`);
  return value === undefined ? undefined : Math.trunc(value);
}

export function boolArg(cmd: Doc, field: string, fallback: boolean): boolean {
  const value = cmd[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  throw new CommandError(
    'TypeMismatch',
    `BSON field '${field}' is the wrong type '${typeName(value)}', expected type 'bool'`,
  );
}

function failedToParseMissing(field: string): CommandError {
  return new CommandError('FailedToParse', `BSON field '${field}' is missing but a required field`);
}

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'object') return (v as { _bsontype?: string })._bsontype ?? 'object';
  return typeof v;
}

/** The `cursor: { batchSize }` option of aggregate, listCollections and listIndexes. */
export function cursorBatchSize(cmd: Doc): number | undefined {
  const cursor = cmd.cursor;
  if (cursor === undefined) return undefined;
  if (!isPlainObject(cursor))
    throw new CommandError('TypeMismatch', "BSON field 'cursor' is the wrong type, expected type 'object'");
  return nonNegativeArg(cursor, 'batchSize');
}
