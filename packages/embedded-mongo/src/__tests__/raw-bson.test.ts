/**
 * The BSON element reader start-up uses (raw-bson.ts): element framing of every BSON type, the
 * top-level fields it decodes for index keys, the scalars it decodes itself, the `put` envelope,
 * and the raw `put` record compaction writes for documents still held as BSON.
 */
import {
  BSON,
  BSONRegExp,
  BSONSymbol,
  Binary,
  Code,
  DBRef,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  UUID,
} from 'bson';
import { encodeRawPut, encodeRecord } from '../journal.js';
import {
  DESERIALIZE_OPTIONS,
  FieldSet,
  NOT_SCALAR,
  RawBsonError,
  decodeDocument,
  decodeFields,
  forEachElement,
  readPut,
  scalarValue,
} from '../raw-bson.js';
import { fromWireInPlace } from '../values.js';

const ser = (doc: Record<string, unknown>) => Buffer.from(BSON.serialize(doc));

/** One value of every BSON type js-bson writes (DBPointer, 0x0C, is written by hand below). */
const EVERY_TYPE: Record<string, unknown> = {
  double: new Double(2.5),
  string: 'héllo ✓',
  document: { a: { b: [1, { c: 'deep' }] } },
  array: [1, 'two', [3], { four: 4 }],
  binary: new Binary(Buffer.from([1, 2, 3]), 0x80),
  uuid: new UUID('0b3c3a52-3d0e-4f4e-9d77-9f0b5c8e7a10'),
  objectId: new ObjectId('65a1b2c3d4e5f60718293a4b'),
  bool: true,
  date: new Date(Date.UTC(2025, 5, 1, 12, 30)),
  oldDate: new Date(-86_400_000 * 365 * 80),
  null: null,
  regex: new BSONRegExp('^a.c$', 'i'),
  code: new Code('function () { return 1; }'),
  symbol: new BSONSymbol('sym'),
  codeWithScope: new Code('x + 1', { x: 1 }),
  int32: new Int32(-7),
  timestamp: new Timestamp({ t: 1700000000, i: 3 }),
  long: Long.fromString('9007199254740993'),
  decimal: Decimal128.fromString('1234.5678'),
  minKey: new MinKey(),
  maxKey: new MaxKey(),
  dbref: new DBRef('things', new ObjectId('65a1b2c3d4e5f60718293a4c')),
  last: 'end',
};

function names(buf: Buffer): string[] {
  const out: string[] = [];
  forEachElement(buf, 0, (e) => {
    out.push(buf.toString('utf8', e.nameStart, e.nameEnd));
  });
  return out;
}

/** A document `{ before: 1, p: DBPointer('ns', oid), after: 2 }` (type 0x0C, which js-bson reads but never writes). */
function withDbPointer(): Buffer {
  const ns = Buffer.from('ns\0');
  const oid = Buffer.from('65a1b2c3d4e5f60718293a4d', 'hex');
  const pointer = Buffer.concat([Buffer.from([0x0c]), Buffer.from('p\0'), Buffer.alloc(4), ns, oid]);
  pointer.writeInt32LE(ns.length, 3);
  const inner = Buffer.concat([ser({ before: 1 }).subarray(4, -1), pointer, ser({ after: 2 }).subarray(4, -1)]);
  const size = Buffer.alloc(4);
  size.writeInt32LE(inner.length + 5);
  return Buffer.concat([size, inner, Buffer.from([0])]);
}

test('the element walk frames every BSON type, so the fields after it are found', () => {
  const buf = ser(EVERY_TYPE);
  expect(names(buf)).toEqual(Object.keys(EVERY_TYPE));
  const pointer = withDbPointer();
  expect(names(pointer)).toEqual(['before', 'p', 'after']);
  expect(decodeFields(pointer, 0, new FieldSet(['after']))).toEqual({ after: new Int32(2) });
});

test('a document read at an offset inside a larger buffer', () => {
  const doc = ser({ _id: 1, k: 'v' });
  const buf = Buffer.concat([Buffer.from('garbage'), doc, Buffer.from('more')]);
  expect(decodeFields(buf, 7, new FieldSet(['k']))).toEqual({ k: 'v' });
});

test('decodeFields gives each named field exactly as a full decode does, whatever its type', () => {
  const buf = ser(EVERY_TYPE);
  const full = BSON.deserialize(buf, DESERIALIZE_OPTIONS);
  for (const name of Object.keys(EVERY_TYPE)) {
    expect(decodeFields(buf, 0, new FieldSet([name]))).toEqual({ [name]: full[name] });
  }
  const some = decodeFields(buf, 0, new FieldSet(['decimal', 'document', 'missing', 'date']));
  expect(Object.keys(some)).toEqual(['document', 'date', 'decimal']);
  expect(some.decimal).toBeInstanceOf(Decimal128);
  expect(String(some.decimal)).toBe('1234.5678');
  expect(decodeFields(buf, 0, new FieldSet(['missing']))).toEqual({});
});

test('scalarValue decodes strings, numbers, dates, ObjectIds, booleans and null as fromWire does, and leaves the rest', () => {
  const buf = ser({ ...EVERY_TYPE, negZero: -0, bigInt32: new Int32(2 ** 31 - 1), f: false });
  const full = fromWireInPlace(BSON.deserialize(buf, DESERIALIZE_OPTIONS)) as Record<string, unknown>;
  const scalars = [
    'double',
    'string',
    'objectId',
    'bool',
    'f',
    'date',
    'oldDate',
    'null',
    'int32',
    'bigInt32',
    'negZero',
    'last',
  ];
  forEachElement(buf, 0, (e) => {
    const name = buf.toString('utf8', e.nameStart, e.nameEnd);
    const v = scalarValue(buf, e);
    if (scalars.includes(name)) expect([name, v]).toEqual([name, full[name]]);
    else expect([name, v]).toEqual([name, NOT_SCALAR]);
  });
  forEachElement(buf, 0, (e) => {
    if (buf.toString('utf8', e.nameStart, e.nameEnd) === 'negZero')
      expect(Object.is(scalarValue(buf, e), -0)).toBe(true);
  });
});

test('malformed bytes are refused, never read past the document', () => {
  const good = ser({ a: 'text', b: 1 });
  const badLength = Buffer.from(good);
  badLength.writeInt32LE(-5, 4 + 1 + 2); // the string's length
  expect(() => names(badLength)).toThrow(RawBsonError);
  const overrun = Buffer.from(good);
  overrun.writeInt32LE(1000, 4 + 1 + 2);
  expect(() => names(overrun)).toThrow(RawBsonError);
  const unknownType = Buffer.from(good);
  unknownType[4] = 0x42;
  expect(() => names(unknownType)).toThrow(RawBsonError);
  expect(() => names(good.subarray(0, good.length - 1))).toThrow(RawBsonError);
});

test('readPut finds a put record’s names and document; any other record is left to a full decode', () => {
  const doc = { _id: new ObjectId(), n: new Double(1) };
  const record = ser({ op: 'put', db: 'dé', c: 'things', doc });
  const put = readPut(record, 0)!;
  expect({ db: put.db, c: put.c }).toEqual({ db: 'dé', c: 'things' });
  expect(decodeDocument(record, put.docOff)).toEqual(BSON.deserialize(ser(doc), DESERIALIZE_OPTIONS));
  expect(readPut(ser({ op: 'del', db: 'd', c: 'c', id: 1 }), 0)).toBeNull();
  expect(readPut(ser({ op: 'hdr', gen: 3 }), 0)).toBeNull();
  expect(readPut(ser({ op: 'put', db: 'd', c: 'c', doc, extra: 1 }), 0)).toBeNull();
  expect(readPut(ser({ op: 'put', db: 'd', c: 'c' }), 0)).toBeNull();
});

test('encodeRawPut writes the same bytes as encodeRecord of the decoded record', () => {
  const doc = { _id: 'x', ...EVERY_TYPE };
  const raw = Buffer.from(ser(doc));
  const decoded = BSON.deserialize(raw, DESERIALIZE_OPTIONS);
  expect(
    encodeRawPut('mindcheck', 'assessments', raw).equals(
      encodeRecord({ op: 'put', db: 'mindcheck', c: 'assessments', doc: decoded }),
    ),
  ).toBe(true);
  expect(encodeRawPut('dé', 'ç', raw).equals(encodeRecord({ op: 'put', db: 'dé', c: 'ç', doc: decoded }))).toBe(true);
});
