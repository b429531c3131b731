/**
 * MongoDB's cross-type ordering, used for sorts and index range scans.
 *
 * mingo's own comparator ranks bson wrappers (ObjectId, Binary, ...) after
 * every JS type and by class name; MongoDB has a fixed order instead:
 * MinKey < null < numbers < string < object < array < binData < ObjectId
 * < bool < date < timestamp < regex < MaxKey.
 */
import type { Binary, Decimal128, Long, Timestamp } from 'bson';
import { bsonTag, EMPTY_ARRAY, isPlainObject, pushPathEnd, type Doc } from './values.js';

/** Canonical type ranks, as in MongoDB's `canonicalizeBSONType`. */
export const Rank = {
  MinKey: -1,
  EmptyArray: 0, // an empty array sorts before null in MongoDB
  Null: 5,
  Number: 10,
  String: 15,
  Object: 20,
  Array: 25,
  Binary: 30,
  ObjectId: 35,
  Boolean: 40,
  Date: 45,
  Timestamp: 47,
  RegExp: 50,
  Code: 60,
  MaxKey: 127,
} as const;

export function typeRank(v: unknown): number {
  if (v === null || v === undefined) return Rank.Null;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return Rank.Number;
    case 'string':
      return Rank.String;
    case 'boolean':
      return Rank.Boolean;
  }
  if (Array.isArray(v)) return Rank.Array;
  if (v instanceof Date) return Rank.Date;
  if (v instanceof RegExp) return Rank.RegExp;
  switch (bsonTag(v)) {
    case 'Long':
    case 'Decimal128':
    case 'Int32':
    case 'Double':
      return Rank.Number;
    case 'BSONSymbol':
      return Rank.String;
    case 'Binary':
      return Rank.Binary;
    case 'ObjectId':
      return Rank.ObjectId;
    case 'Timestamp':
      return Rank.Timestamp;
    case 'BSONRegExp':
      return Rank.RegExp;
    case 'Code':
      return Rank.Code;
    case 'MinKey':
      return Rank.MinKey;
    case 'MaxKey':
      return Rank.MaxKey;
  }
  return Rank.Object;
}

const cmp = <T>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

/** Numeric value of any number-ranked value (approximate for Decimal128). */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  switch (bsonTag(v)) {
    case 'Long':
      return (v as Long).toNumber();
    case 'Decimal128':
      return Number((v as Decimal128).toString());
    case 'Int32':
    case 'Double':
      return (v as { value: number }).value;
  }
  return NaN;
}

function compareNumbers(a: unknown, b: unknown): number {
  // Two Longs outside the safe range must compare exactly.
  if (bsonTag(a) === 'Long' && bsonTag(b) === 'Long') return (a as Long).compare(b as Long);
  const x = toNumber(a);
  const y = toNumber(b);
  // MongoDB sorts NaN below every other number.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return cmp(x, y);
}

function binaryBytes(b: Binary): Uint8Array {
  return b.buffer.subarray(0, b.position);
}

function compareBytes(x: Uint8Array, y: Uint8Array): number {
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

export function compareValues(a: unknown, b: unknown, collator?: Intl.Collator): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case Rank.Null:
    case Rank.MinKey:
    case Rank.MaxKey:
      return 0;
    case Rank.Number:
      return compareNumbers(a, b);
    case Rank.String:
      return collator ? collator.compare(String(a), String(b)) : cmp(String(a), String(b));
    case Rank.Boolean:
      return cmp(Number(a), Number(b));
    case Rank.Date:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case Rank.ObjectId:
      return cmp(String(a), String(b)); // hex strings of equal length order like the bytes
    case Rank.Binary: {
      const x = a as Binary;
      const y = b as Binary;
      // MongoDB: length first, then subtype, then bytes.
      return x.position - y.position || x.sub_type - y.sub_type || compareBytes(binaryBytes(x), binaryBytes(y));
    }
    case Rank.Timestamp: {
      const x = a as Timestamp;
      const y = b as Timestamp;
      return cmp(x.t, y.t) || cmp(x.i, y.i);
    }
    case Rank.RegExp: {
      const x = a as RegExp;
      const y = b as RegExp;
      return cmp(x.source, y.source) || cmp(x.flags, y.flags);
    }
    case Rank.Array: {
      const x = a as unknown[];
      const y = b as unknown[];
      const n = Math.min(x.length, y.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(x[i], y[i], collator);
        if (c) return c;
      }
      return x.length - y.length;
    }
    case Rank.Object:
      return compareObjects(a, b, collator);
  }
  return cmp(String(a), String(b));
}

/** Field by field, in stored order: value type, then field name, then value. */
function compareObjects(a: unknown, b: unknown, collator?: Intl.Collator): number {
  const x = isPlainObject(a) ? a : {};
  const y = isPlainObject(b) ? b : {};
  const kx = Object.keys(x);
  const ky = Object.keys(y);
  const n = Math.min(kx.length, ky.length);
  for (let i = 0; i < n; i++) {
    const c =
      typeRank(x[kx[i]]) - typeRank(y[ky[i]]) || cmp(kx[i], ky[i]) || compareValues(x[kx[i]], y[ky[i]], collator);
    if (c) return c;
  }
  return kx.length - ky.length;
}

/** Every value a dotted path reaches, expanding arrays like MongoDB does. */
function collectPathValues(v: unknown, segs: string[], i: number, out: unknown[]): void {
  if (i === segs.length) return pushPathEnd(v, out);
  const seg = segs[i];
  if (Array.isArray(v)) {
    if (/^\d+$/.test(seg)) return collectPathValues(v[Number(seg)], segs, i + 1, out);
    for (const e of v) if (isPlainObject(e) || Array.isArray(e)) collectPathValues(e, segs, i, out);
    return;
  }
  if (isPlainObject(v) && seg in v) return collectPathValues(v[seg], segs, i + 1, out);
  out.push(undefined);
}

/**
 * The value a document sorts by for one key: arrays contribute their smallest
 * element in an ascending sort and their largest in a descending one.
 */
export function sortKey(doc: Doc, path: string, direction: 1 | -1, collator?: Intl.Collator): unknown {
  const values: unknown[] = [];
  collectPathValues(doc, path.split('.'), 0, values);
  let best: unknown = values[0];
  for (let i = 1; i < values.length; i++) {
    const c = sortValueCompare(values[i], best, collator);
    if (direction === 1 ? c < 0 : c > 0) best = values[i];
  }
  return best;
}

function sortValueCompare(a: unknown, b: unknown, collator?: Intl.Collator): number {
  if (a === EMPTY_ARRAY || b === EMPTY_ARRAY) {
    return (a === EMPTY_ARRAY ? Rank.EmptyArray : typeRank(a)) - (b === EMPTY_ARRAY ? Rank.EmptyArray : typeRank(b));
  }
  return compareValues(a, b, collator);
}

export type SortSpec = Array<[path: string, direction: 1 | -1]>;

/** Stable sort of documents by a parsed sort spec; keys are computed once per document. */
export function sortDocuments<T extends Doc>(docs: readonly T[], spec: SortSpec, collator?: Intl.Collator): T[] {
  if (spec.length === 0) return docs.slice();
  const keyed = docs.map((doc, index) => ({ doc, index, keys: spec.map(([p, d]) => sortKey(doc, p, d, collator)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < spec.length; i++) {
      const c = sortValueCompare(a.keys[i], b.keys[i], collator);
      if (c) return spec[i][1] === 1 ? c : -c;
    }
    return a.index - b.index;
  });
  return keyed.map((k) => k.doc);
}
