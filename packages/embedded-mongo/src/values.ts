/**
 * The engine's in-memory value representation.
 *
 * Bodies are deserialized with `promoteValues: false` so no numeric type is lost,
 * then normalised: Int32, Double and safe-range Long become plain JS numbers,
 * because mingo's comparisons, arithmetic and accumulators only understand
 * numbers. What that would lose (an integral Double or a Long coming back as
 * Int32) is remembered as per-document "type hints" (path + original type) and
 * restored when the document is serialised again. Every other BSON wrapper
 * (ObjectId, Decimal128, Binary, Timestamp, MinKey, MaxKey, ...) is kept as is:
 * they are immutable, so stored documents may share them safely.
 */
import { Double, Long } from 'bson';

export type Doc = Record<string, unknown>;
export type PathSegment = string | number;

/** An integral number that must be written back as Double or Long, not Int32. */
export interface TypeHint {
  path: PathSegment[];
  type: 'double' | 'long';
}

/**
 * The type hints of each stored document, for operators that tell int, long and double apart
 * (`$type`). Stored documents are never mutated, so the document itself is the key.
 */
export const docHints = new WeakMap<object, TypeHint[]>();

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/**
 * Sets a field, `__proto__` included: MongoDB stores that name like any other, and a plain
 * assignment would instead replace the object's prototype.
 */
export function setField(obj: Doc, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
  else obj[key] = value;
}

/** Reads a field, `__proto__` included (never the prototype). */
export function getField(obj: Doc, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

export function isPlainObject(v: unknown): v is Doc {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** `_bsontype` of a bson wrapper, or undefined for JS values. */
export function bsonTag(v: unknown): string | undefined {
  if (v === null || typeof v !== 'object') return undefined;
  const tag = (v as { _bsontype?: unknown })._bsontype;
  return typeof tag === 'string' ? tag : undefined;
}

/** True when `bson` would serialise this JS number as Int32 (so an original Double/Long needs a hint). */
function wouldBecomeInt32(n: number): boolean {
  return Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX;
}

/**
 * Converts a value deserialized with `promoteValues: false` into the engine's form.
 * When `hints` is given, the paths of integral Doubles and of Longs are recorded.
 */
export function fromWire(value: unknown, hints?: TypeHint[], path: PathSegment[] = []): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      if (hints) path.push(i);
      out[i] = fromWire(value[i], hints, path);
      if (hints) path.pop();
    }
    return out;
  }
  switch (bsonTag(value)) {
    case 'Int32':
      return (value as { value: number }).value;
    case 'Double': {
      const n = (value as Double).value;
      if (hints && (wouldBecomeInt32(n) || Object.is(n, -0))) hints.push({ path: [...path], type: 'double' });
      return n;
    }
    case 'Long': {
      const long = value as Long;
      const n = long.toNumber();
      // Outside the safe range a JS number would lose precision: keep the Long itself.
      if (!Number.isSafeInteger(n)) return long;
      if (hints) hints.push({ path: [...path], type: 'long' });
      return n;
    }
    case undefined:
      break;
    default:
      return value;
  }
  if (value instanceof Date || value instanceof RegExp) return value;
  if (!isPlainObject(value)) return value;
  const out: Doc = {};
  for (const key of Object.keys(value)) {
    if (hints) path.push(key);
    setField(out, key, fromWire(value[key], hints, path));
    if (hints) path.pop();
  }
  return out;
}

/**
 * `fromWire` that converts a freshly deserialized document in place (its objects and arrays are
 * kept, only wrapped numbers are replaced): start-up replays millions of documents, and a copy of
 * each would double the garbage the load makes.
 */
export function fromWireInPlace(value: unknown, hints?: TypeHint[], path: PathSegment[] = []): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      if (v === null || typeof v !== 'object') continue;
      if (hints) path.push(i);
      value[i] = fromWireInPlace(v, hints, path);
      if (hints) path.pop();
    }
    return value;
  }
  if (bsonTag(value) !== undefined || !isPlainObject(value)) return fromWire(value, hints, path);
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (v === null || typeof v !== 'object') continue;
    if (hints) path.push(key);
    const converted = fromWireInPlace(v, hints, path);
    if (converted !== v) setField(value, key, converted);
    if (hints) path.pop();
  }
  return value;
}

/** Normalises a filter, update or pipeline (no hints needed there). */
export function normalize<T = Doc>(value: unknown): T {
  return fromWire(value) as T;
}

/** Reads the value at a concrete path (array indexes as numbers). */
export function getAtPath(root: unknown, path: PathSegment[]): unknown {
  let cur: unknown = root;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PathSegment, unknown>)[seg];
  }
  return cur;
}

/**
 * Produces the document to serialise: hinted numbers become Double/Long again.
 * Copies only the containers along hinted paths, so the stored document is untouched.
 */
export function toWire(doc: Doc, hints: readonly TypeHint[] | undefined): Doc {
  if (!hints || hints.length === 0) return doc;
  const out: Doc = { ...doc };
  for (const hint of hints) {
    let parent: Record<PathSegment, unknown> = out;
    let ok = true;
    for (let i = 0; i < hint.path.length - 1; i++) {
      const seg = hint.path[i];
      const child = parent[seg];
      if (child === null || typeof child !== 'object') {
        ok = false;
        break;
      }
      const copy = Array.isArray(child) ? child.slice() : { ...(child as Doc) };
      parent[seg] = copy;
      parent = copy as Record<PathSegment, unknown>;
    }
    const last = hint.path[hint.path.length - 1];
    const v = ok ? parent[last] : undefined;
    if (typeof v !== 'number') continue;
    parent[last] = hint.type === 'double' ? new Double(v) : Long.fromNumber(v);
  }
  return out;
}

/**
 * Keeps the hints that still describe the updated document: a hinted number
 * that was left alone, or changed only by arithmetic ($inc/$mul keep a Long a
 * Long and a Double a Double in MongoDB), keeps its type.
 */
export function carryHints(
  hints: readonly TypeHint[] | undefined,
  before: Doc,
  after: Doc,
  arithmeticPaths: ReadonlySet<string>,
): TypeHint[] | undefined {
  if (!hints || hints.length === 0) return undefined;
  const kept = hints.filter((h) => {
    const now = getAtPath(after, h.path);
    if (typeof now !== 'number') return false;
    if (now === getAtPath(before, h.path)) return true;
    return arithmeticPaths.has(h.path.join('.')) && (h.type === 'double' || Number.isInteger(now));
  });
  return kept.length ? kept : undefined;
}

/**
 * Deep copy of a stored value. Containers and Dates are copied; bson wrappers
 * are immutable and shared.
 */
export function deepClone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => deepClone(v)) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (!isPlainObject(value)) return value;
  const out: Doc = {};
  for (const key of Object.keys(value)) setField(out, key, deepClone(value[key]));
  return out as T;
}

/** Stands for an empty array at the end of a path: sorts and indexes tell `[]` apart from null. */
export const EMPTY_ARRAY = Symbol('emptyArray');

/** The value at a path's end, as sorts and indexes see it: an array gives each element (`[]`, EMPTY_ARRAY). */
export function pushPathEnd(v: unknown, out: unknown[]): void {
  if (!Array.isArray(v)) out.push(v);
  else if (v.length === 0) out.push(EMPTY_ARRAY);
  else for (const e of v) out.push(e);
}
