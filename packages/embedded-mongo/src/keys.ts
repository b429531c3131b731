/**
 * Canonical string encoding of values, the key type of every index Map.
 *
 * Two values encode equally exactly when MongoDB's index would treat them as
 * the same key: numbers by value whatever their BSON type (they are already
 * plain numbers, see values.ts), null and missing alike, sub-documents with
 * field order significant.
 */
import type { Binary, Long } from 'bson';
import { bsonTag, EMPTY_ARRAY, isPlainObject, pushPathEnd, type Doc } from './values.js';

export function encodeValue(v: unknown): string {
  if (v === null || v === undefined) return 'N';
  switch (typeof v) {
    case 'number':
      return 'n' + (Object.is(v, -0) ? '0' : String(v));
    case 'string':
      return 's' + v;
    case 'boolean':
      return v ? 'b1' : 'b0';
    case 'bigint':
      return 'n' + v.toString();
  }
  if (Array.isArray(v)) return '[' + JSON.stringify(v.map(encodeValue));
  if (v instanceof Date) return 'd' + v.getTime();
  if (v instanceof RegExp) return 'r' + v.source + '/' + v.flags;
  switch (bsonTag(v)) {
    case 'ObjectId':
      return 'o' + String(v);
    case 'Long':
      // Only unsafe-range Longs stay wrapped; their decimal form matches String() of an equal number.
      return 'n' + (v as Long).toString();
    case 'Decimal128':
      return 'm' + String(v);
    case 'Binary': {
      const b = v as Binary;
      return 'x' + b.sub_type + ':' + Buffer.from(b.buffer.subarray(0, b.position)).toString('base64');
    }
    case 'Timestamp':
      return 't' + String(v);
    case 'MinKey':
      return '<';
    case 'MaxKey':
      return '>';
    case 'BSONSymbol':
      return 's' + String(v);
    case 'BSONRegExp': {
      const r = v as { pattern: string; options: string };
      return 'r' + r.pattern + '/' + r.options;
    }
    case 'Code':
      return 'c' + JSON.stringify(v);
  }
  if (isPlainObject(v)) return '{' + JSON.stringify(Object.keys(v).map((k) => [k, encodeValue(v[k])]));
  return '?' + String(v);
}

/** Key used for an empty array in an index (MongoDB indexes `[]` as `undefined`, distinct from null). */
const EMPTY_ARRAY_KEY = 'U';

function collect(v: unknown, segs: string[], i: number, out: unknown[]): void {
  if (i === segs.length) return pushPathEnd(v, out);
  const seg = segs[i];
  if (Array.isArray(v)) {
    if (/^\d+$/.test(seg) && Number(seg) < v.length) return collect(v[Number(seg)], segs, i + 1, out);
    let any = false;
    for (const e of v) {
      if (isPlainObject(e)) {
        collect(e, segs, i, out);
        any = true;
      }
    }
    if (!any) out.push(undefined);
    return;
  }
  if (isPlainObject(v) && Object.prototype.hasOwnProperty.call(v, seg)) return collect(v[seg], segs, i + 1, out);
  out.push(undefined);
}

/**
 * Values of `path` in `doc` as an index sees them: one per array element
 * (multikey), `undefined` where the field is missing. Never empty.
 */
export function pathValues(doc: Doc, path: string): unknown[] {
  const out: unknown[] = [];
  collect(doc, path.split('.'), 0, out);
  return out;
}

export function encodeIndexValue(v: unknown): string {
  return v === EMPTY_ARRAY ? EMPTY_ARRAY_KEY : encodeValue(v);
}

/** Key of a compound index entry. Single-field keys are just the value encoding. */
export function encodeCompound(parts: readonly string[]): string {
  return parts.length === 1 ? parts[0] : JSON.stringify(parts);
}

/** Renders a value the way MongoDB's E11000 messages do: `{ name: "x" }`. */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined || v === EMPTY_ARRAY) return v === EMPTY_ARRAY ? 'undefined' : 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (Array.isArray(v)) return '[ ' + v.map(formatValue).join(', ') + ' ]';
  switch (bsonTag(v)) {
    case 'ObjectId':
      return `ObjectId('${String(v)}')`;
    case 'Long':
    case 'Decimal128':
      return String(v);
  }
  if (isPlainObject(v)) return formatDoc(v);
  return String(v);
}

export function formatDoc(doc: Doc): string {
  const keys = Object.keys(doc);
  if (keys.length === 0) return '{}';
  return '{ ' + keys.map((k) => `${k}: ${formatValue(doc[k])}`).join(', ') + ' }';
}
