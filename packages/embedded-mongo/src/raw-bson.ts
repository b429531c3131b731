/**
 * A small reader of BSON element headers, for start-up: documents stay as the bytes the snapshot
 * and journal hold (see raw-store.ts), and only what the engine needs at once is taken out of them
 * without decoding the rest: the envelope of a `put` record (op, db, collection, where the document
 * starts) and the top-level fields an index or `_id` needs (copied, element by element, into a
 * small BSON document that js-bson then decodes: every value type is decoded by js-bson itself).
 *
 * BSON (bsonspec.org): a document is `int32 size, element*, 0x00`; an element is
 * `type byte, field name (cstring), value`, the value's length fixed by its type.
 */
import { BSON, ObjectId, type Document } from 'bson';

/** Thrown for bytes that are not a well-formed BSON document (callers fall back to a full decode). */
export class RawBsonError extends Error {}

/** Index just past the NUL that ends the cstring starting at `off`. */
function cstringEnd(buf: Buffer, off: number, limit: number): number {
  let i = off;
  while (i < limit && buf[i] !== 0) i++;
  if (i >= limit) throw new RawBsonError('unterminated cstring');
  return i + 1;
}

function int32(buf: Buffer, off: number): number {
  return buf[off] | (buf[off + 1] << 8) | (buf[off + 2] << 16) | (buf[off + 3] << 24);
}

/** Length in bytes of an element's value of BSON `type` starting at `off` (before `limit`). */
export function valueLength(buf: Buffer, type: number, off: number, limit: number): number {
  switch (type) {
    case 0x01: // double
    case 0x09: // UTC datetime
    case 0x11: // timestamp
    case 0x12: // int64
      return 8;
    case 0x02: // string
    case 0x0d: // JavaScript code
    case 0x0e: // symbol
      return 4 + int32(buf, off);
    case 0x03: // embedded document
    case 0x04: // array
    case 0x0f: // code with scope
      return int32(buf, off);
    case 0x05: // binary
      return 5 + int32(buf, off);
    case 0x06: // undefined
    case 0x0a: // null
    case 0x7f: // max key
    case 0xff: // min key
      return 0;
    case 0x07: // ObjectId
      return 12;
    case 0x08: // boolean
      return 1;
    case 0x0b: // regular expression: pattern and options cstrings
      return cstringEnd(buf, cstringEnd(buf, off, limit), limit) - off;
    case 0x0c: // DBPointer: string and ObjectId
      return 4 + int32(buf, off) + 12;
    case 0x10: // int32
      return 4;
    case 0x13: // decimal128
      return 16;
    default:
      throw new RawBsonError(`unknown BSON type 0x${type.toString(16)}`);
  }
}

/** One element of a document: where its header and value are. */
export interface RawElement {
  type: number;
  /** Offset of the type byte (the element's first byte). */
  start: number;
  nameStart: number;
  /** Offset of the name's NUL. */
  nameEnd: number;
  valueStart: number;
  /** Offset just past the value (the next element's first byte). */
  end: number;
}

/** A fresh element record, for `readElement` to fill (reuse one per walk: no object per element). */
export function newElement(): RawElement {
  return { type: 0, start: 0, nameStart: 0, nameEnd: 0, valueStart: 0, end: 0 };
}

/** Offset just past the document at `docOff` (its final NUL included), after checking its framing. */
export function documentEnd(buf: Buffer, docOff: number): number {
  const size = int32(buf, docOff);
  const limit = docOff + size;
  if (size < 5 || limit > buf.length || buf[limit - 1] !== 0) throw new RawBsonError('invalid document size');
  return limit;
}

/**
 * Reads the element starting at `off` of a document ending at `limit` (`documentEnd`) into `e`;
 * false when `off` is the document's final NUL. Throws RawBsonError on bytes that do not frame.
 */
export function readElement(buf: Buffer, off: number, limit: number, e: RawElement): boolean {
  if (off >= limit - 1) return false;
  e.type = buf[off];
  e.start = off;
  e.nameStart = off + 1;
  e.valueStart = cstringEnd(buf, e.nameStart, limit);
  e.nameEnd = e.valueStart - 1;
  e.end = e.valueStart + valueLength(buf, e.type, e.valueStart, limit);
  if (e.end > limit - 1 || e.end < e.valueStart) throw new RawBsonError('element overruns its document');
  return true;
}

/**
 * Calls `onElement` for each top-level element of the document at `docOff`, in order, with one
 * reused element object; `onElement` returning false stops the walk. Throws RawBsonError on bytes
 * that do not frame as a document.
 */
export function forEachElement(buf: Buffer, docOff: number, onElement: (e: RawElement) => boolean | void): void {
  const limit = documentEnd(buf, docOff);
  const e = newElement();
  for (let off = docOff + 4; readElement(buf, off, limit, e); off = e.end) if (onElement(e) === false) return;
}

/** A set of top-level field names, compared with element names byte by byte (no string per element). */
export class FieldSet {
  private readonly names: Buffer[];

  constructor(names: Iterable<string>) {
    this.names = [...new Set(names)].map((n) => Buffer.from(n, 'utf8'));
  }

  get size(): number {
    return this.names.length;
  }

  has(buf: Buffer, nameStart: number, nameEnd: number): boolean {
    return this.slotOf(buf, nameStart, nameEnd) >= 0;
  }

  /** The position of the element's name among the set's names (first occurrence order), or -1. */
  slotOf(buf: Buffer, nameStart: number, nameEnd: number): number {
    const len = nameEnd - nameStart;
    outer: for (let s = 0; s < this.names.length; s++) {
      const n = this.names[s];
      if (n.length !== len) continue;
      for (let i = 0; i < len; i++) if (n[i] !== buf[nameStart + i]) continue outer;
      return s;
    }
    return -1;
  }
}

const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');
let scratch = Buffer.allocUnsafe(256);

/**
 * `encodeValue` (keys.ts) of element `e`'s value, computed from its bytes, for the scalar types
 * `scalarValue` decodes; undefined for the others. Strings come out flat (one object, not the
 * concatenation of a prefix and the value): start-up keeps one per document in the maps.
 */
export function scalarKey(buf: Buffer, e: RawElement): string | undefined {
  const at = e.valueStart;
  switch (e.type) {
    case 0x01: {
      const v = buf.readDoubleLE(at);
      return 'n' + (Object.is(v, -0) ? '0' : String(v));
    }
    case 0x02: {
      const len = e.end - 1 - (at + 4);
      if (scratch.length < len + 1) scratch = Buffer.allocUnsafe(Math.max(len + 1, scratch.length * 2));
      scratch[0] = 0x73; // 's'
      buf.copy(scratch, 1, at + 4, e.end - 1);
      return scratch.toString('utf8', 0, len + 1);
    }
    case 0x07: {
      scratch[0] = 0x6f; // 'o', then the ObjectId's 24 lowercase hex digits
      for (let i = 0; i < 12; i++) {
        const b = buf[at + i];
        scratch[1 + 2 * i] = HEX_DIGITS[b >> 4];
        scratch[2 + 2 * i] = HEX_DIGITS[b & 15];
      }
      return scratch.toString('latin1', 0, 25);
    }
    case 0x08:
      return buf[at] === 1 ? 'b1' : 'b0';
    case 0x09:
      return 'd' + String(buf.readInt32LE(at + 4) * 0x100000000 + buf.readUInt32LE(at));
    case 0x0a:
      return 'N';
    case 0x10:
      return 'n' + String(buf.readInt32LE(at));
    default:
      return undefined;
  }
}

/** What `scalarValue` answers for a value it leaves to js-bson (documents, arrays, Long, Decimal128, ...). */
export const NOT_SCALAR = Symbol('notScalar');

/**
 * The value of element `e` as the engine holds it after js-bson and `fromWire` (values.ts) decode
 * it: a number for int32 and double, the string, boolean, Date, ObjectId or null; NOT_SCALAR for
 * every other type, which the caller decodes with js-bson instead.
 */
export function scalarValue(buf: Buffer, e: RawElement): unknown {
  const at = e.valueStart;
  switch (e.type) {
    case 0x01:
      return buf.readDoubleLE(at);
    case 0x02:
      return buf.toString('utf8', at + 4, e.end - 1);
    case 0x07:
      return new ObjectId(Uint8Array.prototype.slice.call(buf, at, at + 12));
    case 0x08:
      return buf[at] === 1;
    case 0x09:
      return new Date(buf.readInt32LE(at + 4) * 0x100000000 + buf.readUInt32LE(at));
    case 0x0a:
      return null;
    case 0x10:
      return buf.readInt32LE(at);
    default:
      return NOT_SCALAR;
  }
}

/** Decoding options shared with the rest of the engine: every numeric type kept, regexes as RegExp. */
export const DESERIALIZE_OPTIONS = { promoteValues: false, bsonRegExp: false } as const;

/**
 * The document at `docOff` reduced to the top-level fields in `fields` (in their stored order),
 * decoded by js-bson: what index keys and `_id` need, without decoding the rest.
 */
export function decodeFields(buf: Buffer, docOff: number, fields: FieldSet): Document {
  const ranges: number[] = [];
  let bytes = 5;
  // Every element is visited: were a name repeated, js-bson keeps the last, as a full decode does.
  forEachElement(buf, docOff, (e) => {
    if (!fields.has(buf, e.nameStart, e.nameEnd)) return;
    ranges.push(e.start, e.end);
    bytes += e.end - e.start;
  });
  const out = Buffer.allocUnsafe(bytes);
  out.writeInt32LE(bytes, 0);
  let at = 4;
  for (let i = 0; i < ranges.length; i += 2) {
    out.set(buf.subarray(ranges[i], ranges[i + 1]), at);
    at += ranges[i + 1] - ranges[i];
  }
  out[at] = 0;
  return BSON.deserialize(out, DESERIALIZE_OPTIONS);
}

/** The whole document at `docOff`, decoded by js-bson. */
export function decodeDocument(buf: Buffer, docOff: number): Document {
  const size = int32(buf, docOff);
  return BSON.deserialize(buf.subarray(docOff, docOff + size), DESERIALIZE_OPTIONS);
}

/** Size in bytes of the document at `docOff` (its leading int32). */
export function documentSize(buf: Buffer, docOff: number): number {
  return int32(buf, docOff);
}

const envelope = newElement();

/** A journal or snapshot `put` record read from its envelope: where its document is. */
export interface RawPut {
  db: string;
  c: string;
  docOff: number;
}

/** Whether the bytes [start, end) of `buf` spell `name` (ASCII). */
function spells(buf: Buffer, start: number, end: number, name: string): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (buf[start + i] !== name.charCodeAt(i)) return false;
  return true;
}

/**
 * Strings read from envelopes, reused while the bytes repeat (every record of a collection names
 * the same database and collection): one string per name rather than two per record.
 */
class NameCache {
  private bytes = Buffer.alloc(0);
  private value = '';

  read(buf: Buffer, start: number, end: number): string {
    const len = end - start;
    if (len === this.bytes.length && buf.compare(this.bytes, 0, len, start, end) === 0) return this.value;
    this.bytes = Buffer.from(buf.subarray(start, end));
    this.value = this.bytes.toString('utf8');
    return this.value;
  }
}

const dbNames = new NameCache();
const collectionNames = new NameCache();
const put: RawPut = { db: '', c: '', docOff: -1 };

/**
 * Reads a record's envelope: for `{ op: 'put', db, c, doc }` the names and the document's offset
 * (in an object reused by the next call), for any other record (or an unexpected shape) null: the
 * caller decodes it whole.
 */
export function readPut(buf: Buffer, recordOff: number): RawPut | null {
  const limit = documentEnd(buf, recordOff);
  const e = envelope;
  let isPut = false;
  let db: string | undefined;
  let c: string | undefined;
  let docOff = -1;
  for (let off = recordOff + 4; readElement(buf, off, limit, e); off = e.end) {
    if (e.type === 0x02 && spells(buf, e.nameStart, e.nameEnd, 'op')) {
      isPut = spells(buf, e.valueStart + 4, e.end - 1, 'put');
      if (!isPut) return null;
    } else if (e.type === 0x02 && spells(buf, e.nameStart, e.nameEnd, 'db'))
      db = dbNames.read(buf, e.valueStart + 4, e.end - 1);
    else if (e.type === 0x02 && spells(buf, e.nameStart, e.nameEnd, 'c'))
      c = collectionNames.read(buf, e.valueStart + 4, e.end - 1);
    else if (e.type === 0x03 && spells(buf, e.nameStart, e.nameEnd, 'doc')) docOff = e.valueStart;
    else return null;
  }
  if (!isPut || db === undefined || c === undefined || docOff < 0) return null;
  put.db = db;
  put.c = c;
  put.docOff = docOff;
  return put;
}
