/**
 * Update operators checked and made concrete before mingo applies them, so the result is
 * MongoDB's:
 * - every positional path (`a.$.b`, `a.$[].b`, `a.$[id].b`) becomes the concrete paths of this
 *   document (`a.1.b`), so two fields of one matched element are two paths, not a conflict;
 *   conflicts are checked on the paths as written (code 40), as MongoDB does;
 * - a path through a value that cannot hold fields (a string, null, an array with a field name)
 *   is refused with 28 PathNotViable instead of being skipped;
 * - array operators on a non-array and arithmetic on a non-number are refused (2 / 14) instead of
 *   answering "0 modified";
 * - `$pull` with a document condition whose first key is a logical operator (`$or`, `$and`, ...)
 *   matches elements as documents, as MongoDB does (mingo tested them as values);
 * - what mingo cannot write is returned for the caller to set itself: a `__proto__` field name,
 *   a BinData differing only in subtype, an upsert's top-level `$`-prefixed field.
 */
import { CommandError } from './errors.js';
import { bsonTag, getField, isPlainObject, type Doc } from './values.js';
import { compileFilter } from './mql.js';
import { positionalIndex } from './projection.js';
import { encodeValue } from './keys.js';

/** Operators whose paths may create fields (and so must be viable). */
const CREATING = new Set([
  '$set',
  '$setOnInsert',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$push',
  '$addToSet',
  '$currentDate',
  '$bit',
]);
const LOGICAL = new Set(['$and', '$or', '$nor', '$expr', '$where', '$text', '$comment', '$jsonSchema']);

/** MongoDB's type name of a value, as its error messages print it. */
export function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return 'missing';
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) <= 2147483647 ? 'int' : 'double';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  switch (bsonTag(v)) {
    case 'ObjectId':
      return 'objectId';
    case 'Binary':
      return 'binData';
    case 'Long':
      return 'long';
    case 'Decimal128':
      return 'decimal';
    case 'Timestamp':
      return 'timestamp';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'Code':
      return 'javascript';
    default:
      return 'object';
  }
}

/** A value printed the way MongoDB's update errors print it (`{_id: 1, a: "x"}`). */
function show(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(show).join(', ')}]`;
  if (isPlainObject(v))
    return `{${Object.keys(v)
      .map((k) => `${k}: ${show(v[k])}`)
      .join(', ')}}`;
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (bsonTag(v) === 'ObjectId') return `ObjectId('${String(v)}')`;
  return String(v);
}

function isNumeric(v: unknown): boolean {
  return typeof v === 'number' || bsonTag(v) === 'Long' || bsonTag(v) === 'Decimal128';
}

const INDEX = /^\d{1,9}$/;

function conflictError(path: string, other: string): CommandError {
  return new CommandError(
    'ConflictingUpdateOperators',
    `Updating the path '${path}' would create a conflict at '${other}'`,
  );
}

/** MongoDB's conflict rule on the paths as written: one may not be a prefix of another. */
export function checkConflicts(paths: string[]): void {
  const seen: string[][] = [];
  for (const path of paths) {
    const segs = path.split('.');
    for (const other of seen) {
      const n = Math.min(segs.length, other.length);
      let same = true;
      for (let i = 0; i < n && same; i++) same = segs[i] === other[i];
      if (same) throw conflictError(path, other.slice(0, n).join('.'));
    }
    seen.push(segs);
  }
}

interface Context {
  doc: Doc;
  condition: Doc | undefined;
  filters: Map<string, Doc>;
  upsert: boolean;
}

function arrayFilterMap(arrayFilters: Doc[] | undefined): Map<string, Doc> {
  const map = new Map<string, Doc>();
  for (const filter of arrayFilters ?? []) {
    for (const key of Object.keys(filter)) {
      const id = key.split('.')[0];
      const into = map.get(id) ?? {};
      into[key] = filter[key];
      map.set(id, into);
    }
  }
  return map;
}

/** The index of the first element the query's condition on `field` matched (the `$` operator). */
function firstMatch(ctx: Context, field: string, arr: unknown[]): number {
  const n = positionalIndex(ctx.condition, field, arr);
  if (n < 0)
    throw new CommandError('BadValue', 'The positional operator did not find the match needed from the query.');
  return n;
}

/** The concrete paths of `path` in the document (positional segments resolved). */
function expand(ctx: Context, path: string): string[] {
  const segs = path.split('.');
  if (!segs.some((s) => s.startsWith('$'))) return [path];
  const out: string[] = [];
  const walk = (value: unknown, i: number, prefix: string[]): void => {
    if (i === segs.length) {
      out.push(prefix.join('.'));
      return;
    }
    const seg = segs[i];
    if (seg === '$' || (seg.startsWith('$[') && seg.endsWith(']'))) {
      const field = prefix.join('.');
      if (ctx.upsert && seg === '$')
        throw new CommandError('BadValue', 'The positional operator did not find the match needed from the query.');
      if (value === undefined)
        throw new CommandError(
          'BadValue',
          `The path '${field}' must exist in the document in order to apply array updates.`,
        );
      if (!Array.isArray(value))
        throw new CommandError(
          'BadValue',
          `Cannot apply array updates to non-array element ${segs[i - 1]}: ${show(value)}`,
        );
      let indexes: number[];
      if (seg === '$') {
        indexes = [firstMatch(ctx, field, value)];
      } else if (seg === '$[]') {
        indexes = value.map((_, n) => n);
      } else {
        const id = seg.slice(2, -1);
        const filter = ctx.filters.get(id);
        if (!filter)
          throw new CommandError('BadValue', `No array filter found for identifier '${id}' in path '${path}'`);
        const test = compileFilter(filter);
        indexes = value.map((_, n) => n).filter((n) => test({ [id]: value[n] }));
      }
      for (const n of indexes) walk(value[n], i + 1, [...prefix, String(n)]);
      return;
    }
    const next = isPlainObject(value)
      ? getField(value, seg)
      : Array.isArray(value) && INDEX.test(seg)
        ? value[Number(seg)]
        : undefined;
    walk(next, i + 1, [...prefix, seg]);
  };
  walk(ctx.doc, 0, []);
  return out;
}

/** Reads a concrete path; `viable` is false when a step goes through something that cannot hold it. */
function inspect(
  doc: Doc,
  path: string,
): { value: unknown; blocker?: { field: string; parent: unknown; key: string } } {
  const segs = path.split('.');
  let cur: unknown = doc;
  let parentKey = '';
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i];
    if (isPlainObject(cur)) {
      parentKey = seg;
      cur = getField(cur, seg);
    } else if (Array.isArray(cur) && INDEX.test(seg)) {
      parentKey = seg;
      cur = cur[Number(seg)];
    } else if (cur === undefined) {
      return { value: undefined };
    } else {
      return { value: undefined, blocker: { field: segs[i - 1] ?? parentKey, parent: cur, key: seg } };
    }
  }
  return { value: cur };
}

/** In `PreparedModifier.direct`: remove the field. */
export const UNSET = Symbol('unset');

const hasProtoSegment = (path: string) => path.split('.').includes('__proto__');

export interface PreparedModifier {
  /** For mingo: concrete paths, no positional operator left. */
  modifier: Doc;
  /**
   * Values the caller sets itself: a BinData differing only in subtype (mingo sees it as equal)
   * and, in an upsert's new document, a top-level `$`-prefixed field (MongoDB 5+ stores it).
   */
  direct: Array<[path: string, value: unknown]>;
}

/**
 * Returns the modifier with concrete paths, ready for mingo (which then needs neither the
 * condition nor the array filters), after MongoDB's checks. Throws MongoDB's errors.
 */
export function prepareModifier(
  doc: Doc,
  modifier: Doc,
  arrayFilters: Doc[] | undefined,
  condition: Doc | undefined,
  upsert = false,
): PreparedModifier {
  // Paths as written, $rename's targets included, for the conflict check.
  const written: string[] = [];
  for (const op of Object.keys(modifier)) {
    const args = modifier[op] as Doc;
    for (const path of Object.keys(args)) {
      written.push(path);
      if (op === '$rename' && typeof args[path] === 'string') written.push(args[path]);
    }
  }
  checkConflicts(written);

  const ctx: Context = { doc, condition, filters: arrayFilterMap(arrayFilters), upsert };
  const out: Doc = {};
  const direct: PreparedModifier['direct'] = [];
  const put = (op: string, path: string, value: unknown) => {
    const into = (out[op] as Doc | undefined) ?? {};
    into[path] = value;
    out[op] = into;
  };
  for (const op of Object.keys(modifier)) {
    const args = modifier[op] as Doc;
    for (const written of Object.keys(args)) {
      const arg = args[written];
      for (const path of op === '$rename' ? [written] : expand(ctx, written)) {
        const { value, blocker } = inspect(doc, path);
        if (blocker) {
          if (CREATING.has(op))
            throw new CommandError(
              'PathNotViable',
              `Cannot create field '${blocker.key}' in element {${blocker.field}: ${show(blocker.parent)}}`,
            );
          continue; // $unset, $pull, $pop of a path that cannot exist: nothing to do
        }
        // mingo refuses `__proto__` in a path; MongoDB stores it like any name, so the engine
        // applies these itself (safely: see values.setField). Other operators on it are refused.
        if (hasProtoSegment(path) || (op === '$rename' && typeof arg === 'string' && hasProtoSegment(arg))) {
          if (op === '$set' || op === '$setOnInsert') direct.push([path, arg]);
          else if (op === '$unset') direct.push([path, UNSET]);
          else if (op === '$rename' && typeof arg === 'string') {
            if (value !== undefined) direct.push([path, UNSET], [arg, value]);
          } else
            throw new CommandError(
              'CommandNotSupported',
              `${op} on a path through '__proto__' is not supported by the embedded engine`,
            );
          continue;
        }
        if (op === '$rename' && typeof arg === 'string') {
          const target = inspect(doc, arg);
          if (target.blocker && value !== undefined)
            throw new CommandError(
              'PathNotViable',
              `Cannot create field '${target.blocker.key}' in element {${target.blocker.field}: ${show(target.blocker.parent)}}`,
            );
        }
        if (value !== undefined) checkType(op, path, value, doc);
        if (op === '$pull' && value !== undefined && isPlainObject(arg) && isDocumentCondition(arg)) {
          // MongoDB matches each element as a document against this condition.
          const test = compileFilter(arg);
          const kept = (value as unknown[]).filter((e) => !(isPlainObject(e) && test(e)));
          if (kept.length !== (value as unknown[]).length) put('$set', path, kept);
          continue;
        }
        if (op === '$set' || op === '$setOnInsert') {
          const dollar = path.startsWith('$') && !path.includes('.');
          // Only a new document (an upsert's insert) may get one, as in MongoDB 5+.
          if (dollar && !upsert)
            throw new CommandError(
              'DollarPrefixedFieldName',
              `The dollar ($) prefixed field '${path}' in '${path}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
            );
          const subtypeOnly =
            bsonTag(arg) === 'Binary' && bsonTag(value) === 'Binary' && encodeValue(arg) !== encodeValue(value);
          if (dollar || subtypeOnly) {
            direct.push([path, arg]);
            continue;
          }
        }
        put(op, path, arg);
      }
    }
  }
  return { modifier: out, direct };
}

/** A `$pull` condition that is a query on documents (its first key is not a value operator). */
function isDocumentCondition(cond: Doc): boolean {
  const first = Object.keys(cond)[0];
  return first !== undefined && (!first.startsWith('$') || LOGICAL.has(first));
}

function checkType(op: string, path: string, value: unknown, doc: Doc): void {
  const field = path.split('.').pop()!;
  switch (op) {
    case '$push':
      if (!Array.isArray(value))
        throw new CommandError(
          'BadValue',
          `The field '${field}' must be an array but is of type ${typeName(value)} in document {_id: ${show(doc._id)}}`,
        );
      return;
    case '$addToSet':
      if (!Array.isArray(value))
        throw new CommandError(
          'BadValue',
          `Cannot apply $addToSet to non-array field. Field named '${field}' has non-array type ${typeName(value)}`,
        );
      return;
    case '$pull':
    case '$pullAll':
      if (!Array.isArray(value)) throw new CommandError('BadValue', 'Cannot apply $pull to a non-array value');
      return;
    case '$pop':
      if (!Array.isArray(value))
        throw new CommandError(
          'TypeMismatch',
          `Path '${path}' contains an element of non-array type '${typeName(value)}'`,
        );
      return;
    case '$inc':
    case '$mul':
      if (!isNumeric(value))
        throw new CommandError(
          'TypeMismatch',
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${show(doc._id)}} has the field '${field}' of non-numeric type ${typeName(value)}`,
        );
      return;
  }
}
