/**
 * Query operators where mingo's answer is not MongoDB's, replaced in the engine's context:
 * - `$type`: every BSON type (objectId, binData, timestamp, decimal, minKey, maxKey), and int,
 *   long and double told apart through the document's type hints;
 * - BinData in `$eq`/`$ne`/`$in`/`$nin` (the subtype counts) and in `$gt`/`$gte`/`$lt`/`$lte`
 *   (length, then subtype, then bytes), and strings in them under a collation (collation.ts);
 * - `$bitsAllSet` and its siblings on BinData (bit n is bit n % 8 of byte n / 8);
 * - `$all` on a field that is not an array (it matches like equality).
 * Everything else is delegated to mingo's operator.
 */
import type { Binary, DBRef } from 'bson';
import * as queryOperators from 'mingo/operators/query';
import type { Options } from 'mingo/types';
import { compareValues, typeRank } from './bson-order.js';
import { CommandError } from './errors.js';
import { activeCollator } from './collation.js';
import { encodeValue } from './keys.js';
import { bsonTag, docHints, fromWire, getField, isPlainObject, type Doc, type PathSegment } from './values.js';

type Predicate = (doc: Doc) => boolean;
type QueryOperator = (selector: string, value: unknown, options: Options) => Predicate;

interface Candidate {
  value: unknown;
  path: PathSegment[];
}

/**
 * What a query on `selector` compares against: the value at the path (through arrays of
 * documents) and, when that value is an array, each of its elements.
 */
function candidates(doc: Doc, selector: string): Candidate[] {
  const segs = selector.split('.');
  const out: Candidate[] = [];
  const walk = (value: unknown, i: number, path: PathSegment[]): void => {
    if (i === segs.length) {
      out.push({ value, path });
      if (Array.isArray(value)) value.forEach((e, n) => out.push({ value: e, path: [...path, n] }));
      return;
    }
    const seg = segs[i];
    if (Array.isArray(value)) {
      if (/^\d+$/.test(seg) && Number(seg) < value.length) walk(value[Number(seg)], i + 1, [...path, Number(seg)]);
      value.forEach((e, n) => {
        if (isPlainObject(e)) walk(e, i, [...path, n]);
      });
      return;
    }
    if (isPlainObject(value)) walk(getField(value, seg), i + 1, [...path, seg]);
    else if (i > 0 || value !== undefined) out.push({ value: undefined, path });
  };
  walk(doc, 0, []);
  return out;
}

const isBinary = (v: unknown): v is Binary => bsonTag(v) === 'Binary';

// ---- $type

const TYPE_CODES: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};
const NUMBER_CODES = new Set([1, 16, 18, 19]);

function typeCode(value: unknown, hint: 'double' | 'long' | undefined): number {
  if (value === null) return 10;
  if (value === undefined) return 6;
  switch (typeof value) {
    case 'number':
      if (hint === 'double') return 1;
      if (hint === 'long') return 18;
      return Number.isInteger(value) && Math.abs(value) <= 2147483647 && !Object.is(value, -0) ? 16 : 1;
    case 'string':
      return 2;
    case 'boolean':
      return 8;
  }
  if (Array.isArray(value)) return 4;
  if (value instanceof Date) return 9;
  if (value instanceof RegExp) return 11;
  switch (bsonTag(value)) {
    case 'ObjectId':
      return 7;
    case 'Binary':
      return 5;
    case 'Long':
      return 18;
    case 'Decimal128':
      return 19;
    case 'Timestamp':
      return 17;
    case 'MinKey':
      return -1;
    case 'MaxKey':
      return 127;
    case 'Code':
      return 13;
    case 'BSONSymbol':
      return 14;
    case 'BSONRegExp':
      return 11;
    case 'DBPointer':
      return 12;
  }
  return 3;
}

function parseType(t: unknown): number | 'number' {
  if (typeof t === 'number') {
    if (!Object.values(TYPE_CODES).includes(t)) throw new CommandError('BadValue', `Invalid numerical type code: ${t}`);
    return t;
  }
  if (t === 'number') return 'number';
  if (typeof t === 'string' && t in TYPE_CODES) return TYPE_CODES[t];
  if (typeof t === 'string') throw new CommandError('BadValue', `Unknown type name alias: ${t}`);
  throw new CommandError('TypeMismatch', 'type must be represented as a number or a string');
}

const $type: QueryOperator = (selector, value) => {
  const wanted = (Array.isArray(value) ? value : [value]).map(parseType);
  if (wanted.length === 0) throw new CommandError('FailedToParse', '$type must match at least one type');
  return (doc) => {
    const hints = docHints.get(doc);
    return candidates(doc, selector).some(({ value: v, path }) => {
      if (v === undefined) return false;
      const key = hints && typeof v === 'number' ? path.join('.') : undefined;
      const hint = key === undefined ? undefined : hints!.find((h) => h.path.join('.') === key)?.type;
      const code = typeCode(v, hint);
      return wanted.some((w) => (w === 'number' ? NUMBER_CODES.has(code) : w === code));
    });
  };
};

// ---- BinData comparisons, and string comparisons under a collation

/** Whether a value holds a string anywhere (so a collation changes how it compares). */
function hasString(v: unknown): boolean {
  if (typeof v === 'string') return true;
  if (Array.isArray(v)) return v.some(hasString);
  if (isPlainObject(v)) return Object.values(v).some(hasString);
  return false;
}

/** MongoDB equality of two values, strings compared by the collator when there is one. */
function sameValue(a: unknown, b: unknown, collator: Intl.Collator | undefined): boolean {
  if (collator && typeRank(a) === typeRank(b) && hasString(a)) return compareValues(a, b, collator) === 0;
  return encodeValue(a) === encodeValue(b);
}

function comparisonOperator(name: 'eq' | 'ne' | 'in' | 'nin' | 'gt' | 'gte' | 'lt' | 'lte'): QueryOperator {
  const original = queryOperators[`$${name}`] as unknown as QueryOperator;
  return (selector, value, options) => {
    const collator = activeCollator();
    const list = name === 'in' || name === 'nin' ? (Array.isArray(value) ? value : []) : [value];
    const ours = list.some(isBinary) || (collator !== undefined && list.some(hasString));
    if (!ours) return original(selector, value, options);
    if (name === 'eq' || name === 'ne' || name === 'in' || name === 'nin') {
      const nullWanted = list.some((q) => q === null);
      const regexes = list.filter((q): q is RegExp => q instanceof RegExp);
      const values = list.filter((q) => q !== null && !(q instanceof RegExp));
      const matches: Predicate = (doc) =>
        candidates(doc, selector).some(({ value: v }) =>
          v === undefined || v === null
            ? nullWanted
            : values.some((q) => sameValue(v, q, collator)) ||
              (typeof v === 'string' && regexes.some((re) => re.test(v))),
        );
      return name === 'eq' || name === 'in' ? matches : (doc) => !matches(doc);
    }
    const test = (c: number) => (name === 'gt' ? c > 0 : name === 'gte' ? c >= 0 : name === 'lt' ? c < 0 : c <= 0);
    const rank = typeRank(value);
    return (doc) =>
      candidates(doc, selector).some(
        ({ value: v }) => v !== undefined && typeRank(v) === rank && test(compareValues(v, value, collator)),
      );
  };
}

// ---- bitwise operators on BinData

function bitPositions(mask: unknown): number[] | null {
  if (Array.isArray(mask)) return mask.filter((n): n is number => typeof n === 'number');
  if (typeof mask === 'number') {
    const out: number[] = [];
    for (let bit = 0; bit < 53; bit++) if (Math.floor(mask / 2 ** bit) % 2 === 1) out.push(bit);
    return out;
  }
  if (isBinary(mask)) {
    const bytes = mask.buffer.subarray(0, mask.position);
    const out: number[] = [];
    bytes.forEach((byte, i) => {
      for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) out.push(i * 8 + bit);
    });
    return out;
  }
  return null;
}

function binaryBit(b: Binary, position: number): boolean {
  const byte = b.buffer[position >> 3];
  return position >> 3 < b.position && byte !== undefined && (byte & (1 << (position & 7))) !== 0;
}

function numberBit(n: number, position: number): boolean {
  if (position >= 64) return n < 0; // sign extension
  return ((BigInt.asUintN(64, BigInt(n)) >> BigInt(position)) & 1n) === 1n;
}

function bitwise(name: 'bitsAllSet' | 'bitsAnySet' | 'bitsAllClear' | 'bitsAnyClear'): QueryOperator {
  return (selector, value) => {
    const positions = bitPositions(value);
    if (positions === null || positions.some((p) => !Number.isInteger(p) || p < 0))
      throw new CommandError(
        'BadValue',
        `$${name} takes an Array, a number, or a BinData but received: ${String(value)}`,
      );
    const test = (bit: (p: number) => boolean): boolean => {
      const bits = positions.map(bit);
      switch (name) {
        case 'bitsAllSet':
          return bits.every(Boolean);
        case 'bitsAnySet':
          return bits.some(Boolean);
        case 'bitsAllClear':
          return bits.every((x) => !x);
        case 'bitsAnyClear':
          return bits.some((x) => !x);
      }
    };
    // Only integral numbers (as MongoDB: a fraction never matches) and BinData are tested.
    return (doc) =>
      candidates(doc, selector).some(({ value: v }) =>
        isBinary(v)
          ? test((p) => binaryBit(v, p))
          : typeof v === 'number' && Number.isInteger(v)
            ? test((p) => numberBit(v, p))
            : false,
      );
  };
}

// ---- $elemMatch with a DBRef ({ $ref, $id }), which the driver's BSON reads as a DBRef object

const $elemMatch: QueryOperator = (selector, value, options) => {
  const original = queryOperators.$elemMatch as unknown as QueryOperator;
  if (bsonTag(value) !== 'DBRef') return original(selector, value, options);
  const ref = value as DBRef;
  const same = (e: unknown): boolean => {
    if (bsonTag(e) === 'DBRef') {
      const other = e as DBRef;
      return (
        other.collection === ref.collection &&
        encodeValue(other.oid) === encodeValue(ref.oid) &&
        (ref.db === undefined || other.db === ref.db)
      );
    }
    return isPlainObject(e) && e.$ref === ref.collection && encodeValue(e.$id) === encodeValue(ref.oid);
  };
  return (doc) => candidates(doc, selector).some(({ value: v }) => Array.isArray(v) && v.some(same));
};

// ---- DBRef fields in a path: `owner.$id`, `refs.$ref`, `owner.$db`
//
// The driver's BSON reads a stored { $ref, $id, $db } as a DBRef object (its fields are named
// collection, oid, db), so a path through one finds nothing. mql.ts rewrites such a filter field
// to this operator on the DBRef's own path: { owner: { [DBREF_FIELD]: ['$id', condition] } }.

export const DBREF_FIELD = '$__embeddedDbRefField';

const DBREF_PARTS: Record<string, (ref: DBRef) => unknown> = {
  $id: (ref) => ref.oid,
  $ref: (ref) => ref.collection,
  $db: (ref) => ref.db,
};

const dbRefField: QueryOperator = (selector, value) => {
  const [field, condition] = value as [string, unknown];
  const test = compileFieldCondition(condition);
  const part = (v: unknown): unknown =>
    bsonTag(v) === 'DBRef'
      ? fromWire(DBREF_PARTS[field](v as DBRef))
      : isPlainObject(v)
        ? getField(v, field)
        : undefined;
  return (doc) => {
    const found = candidates(doc, selector).filter(({ value: v }) => !Array.isArray(v));
    return found.length ? found.some(({ value: v }) => test(part(v))) : test(undefined);
  };
};

/** Set by mql.ts (which compiles filters): a condition on one value, `{ v: condition }` tested. */
let compileFieldCondition: (condition: unknown) => (value: unknown) => boolean = () => () => false;
export function setFieldConditionCompiler(fn: typeof compileFieldCondition): void {
  compileFieldCondition = fn;
}

// ---- $all

const $all: QueryOperator = (selector, value, options) => {
  const original = queryOperators.$all as unknown as QueryOperator;
  if (!Array.isArray(value)) throw new CommandError('BadValue', '$all needs an array');
  if (value.some((q) => isPlainObject(q) && '$elemMatch' in q)) return original(selector, value, options);
  if (value.length === 0) return () => false;
  // Like $and of equalities: a scalar field holding the one value matches too.
  const eq = comparisonOperator('eq'); // BinData and collation aware
  const regex = queryOperators.$regex as unknown as QueryOperator;
  const tests = value.map((q) => (q instanceof RegExp ? regex(selector, q, options) : eq(selector, q, options)));
  return (doc) => tests.every((test) => test(doc));
};

export const QUERY_OVERRIDES = {
  [DBREF_FIELD]: dbRefField,
  $type,
  $elemMatch,
  $all,
  $eq: comparisonOperator('eq'),
  $ne: comparisonOperator('ne'),
  $in: comparisonOperator('in'),
  $nin: comparisonOperator('nin'),
  $gt: comparisonOperator('gt'),
  $gte: comparisonOperator('gte'),
  $lt: comparisonOperator('lt'),
  $lte: comparisonOperator('lte'),
  $bitsAllSet: bitwise('bitsAllSet'),
  $bitsAnySet: bitwise('bitsAnySet'),
  $bitsAllClear: bitwise('bitsAllClear'),
  $bitsAnyClear: bitwise('bitsAnyClear'),
};
