/**
 * Unit tests of the engine's building blocks, below the wire protocol.
 */
import { BSON, Binary, Long, MaxKey, MinKey, ObjectId } from 'bson';
import { compareValues } from '../bson-order.js';
import { CURSOR_IDLE_MS, CursorRegistry } from '../cursors.js';
import { Index } from '../indexes.js';
import { decodeRecords, encodeRecord } from '../journal.js';
import { encodeValue } from '../keys.js';
import { compileFilter, mingoMatcher } from '../mql.js';
import { simpleExclusion } from '../projection.js';
import { planQuery } from '../planner.js';
import { fromWire, toWire, type TypeHint } from '../values.js';
import { FrameDecoder, ProtocolError } from '../wire.js';

describe('cursors', () => {
  test('idle cursors are reaped after ten minutes', () => {
    const reg = new CursorRegistry();
    const docs = Array.from({ length: 5 }, (_, i) => ({ i }));
    const first = reg.first('d.c', docs, 2);
    expect(first.cursor.firstBatch).toHaveLength(2);
    expect(reg.open).toBe(1);
    expect(reg.reap(Date.now() + CURSOR_IDLE_MS - 1000)).toBe(0);
    expect(reg.reap(Date.now() + CURSOR_IDLE_MS + 1000)).toBe(1);
    expect(() => reg.next(first.cursor.id, 'd.c', 2)).toThrow(/not found/);
  });

  test('batchSize 0 opens a cursor with an empty first batch', () => {
    const reg = new CursorRegistry();
    const r = reg.first('d.c', [{ a: 1 }], 0);
    expect(r.cursor.firstBatch).toEqual([]);
    expect(reg.next(r.cursor.id, 'd.c', undefined).cursor.nextBatch).toEqual([{ a: 1 }]);
    expect(reg.open).toBe(0);
  });
});

describe('framing', () => {
  test('frames split anywhere are reassembled; bad lengths are protocol errors', () => {
    const msg = (n: number) => {
      const b = Buffer.alloc(20 + n);
      b.writeInt32LE(20 + n, 0);
      return b;
    };
    const stream = Buffer.concat([msg(1), msg(50), msg(3)]);
    const dec = new FrameDecoder();
    const frames: Buffer[] = [];
    for (let i = 0; i < stream.length; i += 7) frames.push(...dec.push(stream.subarray(i, i + 7)));
    expect(frames.map((f) => f.length)).toEqual([21, 70, 23]);
    const bad = Buffer.alloc(4);
    bad.writeInt32LE(3, 0);
    expect(() => new FrameDecoder().push(bad)).toThrow(ProtocolError);
  });
});

describe('journal records', () => {
  test('round trip, and decoding stops at the first damaged record', () => {
    const a = encodeRecord({ op: 'put', doc: { _id: 1 } });
    const b = encodeRecord({ op: 'put', doc: { _id: 2 } });
    expect(decodeRecords(Buffer.concat([a, b])).records).toHaveLength(2);
    const torn = decodeRecords(Buffer.concat([a, b.subarray(0, b.length - 1)]));
    expect(torn).toMatchObject({ validLength: a.length, problem: 'truncated record' });
    expect(torn.records).toHaveLength(1);
  });
});

describe('values', () => {
  test('hints restore integral doubles and longs', () => {
    const raw = BSON.deserialize(BSON.serialize({ d: 2.5, x: { y: [1, Long.fromNumber(3)] } }), {
      promoteValues: false,
    });
    const hints: TypeHint[] = [];
    const doc = fromWire(raw, hints) as Record<string, unknown>;
    expect(doc).toEqual({ d: 2.5, x: { y: [1, 3] } });
    expect(hints).toEqual([{ path: ['x', 'y', 1], type: 'long' }]);
    const out = toWire(doc, hints);
    expect(((out.x as { y: unknown[] }).y[1] as Long).toNumber()).toBe(3);
    expect((doc.x as { y: unknown[] }).y[1]).toBe(3); // the stored document is untouched
  });
});

describe('ordering and keys', () => {
  test('BSON type order', () => {
    const ordered = [
      new MinKey(),
      null,
      -1,
      2,
      'a',
      { a: 1 },
      [1],
      new Binary(Buffer.from('z')),
      new ObjectId(),
      false,
      true,
      new Date(0),
      /r/,
      new MaxKey(),
    ];
    for (let i = 0; i + 1 < ordered.length; i++) expect(compareValues(ordered[i], ordered[i + 1])).toBeLessThan(0);
    expect(compareValues(NaN, -Infinity)).toBeLessThan(0);
  });

  test('key encoding equates what MongoDB equates', () => {
    expect(encodeValue(1)).toBe(encodeValue(1.0));
    expect(encodeValue(null)).toBe(encodeValue(undefined));
    expect(encodeValue(-0)).toBe(encodeValue(0));
    expect(encodeValue({ a: 1, b: 2 })).not.toBe(encodeValue({ b: 2, a: 1 }));
    expect(encodeValue('1')).not.toBe(encodeValue(1));
    const id = new ObjectId();
    expect(encodeValue(id)).toBe(encodeValue(new ObjectId(id.toHexString())));
  });
});

describe('planner', () => {
  const email = new Index({ v: 2, key: { email: 1 }, name: 'email_1', unique: true });
  const ab = new Index({ v: 2, key: { a: 1, b: 1 }, name: 'a_1_b_1' });
  const sparse = new Index({ v: 2, key: { s: 1 }, name: 's_1', sparse: true });
  const indexes = [email, ab, sparse];

  test('picks _id, then full-key equality, then ranges, else a scan', () => {
    expect(planQuery({ _id: 1, email: 'x' }, indexes).stage).toBe('IDHACK');
    // A long list of ids is still looked up by _id (it was a scan past 1,000 ids).
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(planQuery({ _id: { $in: ids(5000) } }, indexes).stage).toBe('IDHACK');
    expect(planQuery({ _id: { $in: ids(100_001) } }, indexes).stage).toBe('COLLSCAN');
    expect(planQuery({ email: 'x', other: 1 }, indexes)).toMatchObject({ stage: 'IXSCAN', index: email });
    expect(planQuery({ $and: [{ a: 1 }, { b: { $in: [1, 2] } }] }, indexes)).toMatchObject({
      stage: 'IXSCAN',
      index: ab,
    });
    expect(planQuery({ email: { $gt: 'm' } }, indexes)).toMatchObject({ stage: 'IXSCAN', range: { rank: 15 } });
    // Equality on a compound index's first field alone: its prefix lookup.
    expect(planQuery({ a: 1, c: 2 }, indexes)).toMatchObject({
      stage: 'IXSCAN',
      index: ab,
      prefixKeys: [expect.any(String)],
    });
    expect(planQuery({ b: 1 }, indexes).stage).toBe('COLLSCAN'); // not a prefix
    expect(planQuery({ email: /x/ }, indexes).stage).toBe('COLLSCAN');
    expect(planQuery({ $or: [{ email: 'x' }] }, indexes).stage).toBe('COLLSCAN');
    expect(planQuery({ s: null }, indexes).stage).toBe('COLLSCAN'); // a sparse index misses the nulls
    expect(planQuery({ email: 'x' }, indexes, { collation: true }).stage).toBe('COLLSCAN');
  });
});

describe('simple filters and projections (matched without mingo)', () => {
  const a = new ObjectId();
  const b = new ObjectId();
  const when = new Date('2026-01-02T03:04:05Z');
  const docs: Record<string, unknown>[] = [
    { _id: a, userId: 'u1', n: 1, ok: true, at: when, tags: ['x', 'y'] },
    { _id: b, userId: 'u2', n: 2, ok: false, at: new Date(0), tags: 'x' },
    { _id: 'text-id', userId: a.toHexString(), n: '1', ok: 'true', nested: [['x']] },
    { _id: 3, userId: ['u1', 'u3'], n: [1, 5], ids: [a, b] },
    { _id: 4 },
  ];
  const filters: Record<string, unknown>[] = [
    { _id: a },
    { _id: new ObjectId(a.toHexString()) },
    { _id: 'text-id' },
    { _id: 3 },
    { userId: 'u1' },
    { userId: a.toHexString() },
    { userId: 'u1', n: 1 },
    { n: 1 },
    { n: '1' },
    { ok: true },
    { ok: 'true' },
    { at: new Date(when.getTime()) },
    { tags: 'x' },
    { nested: 'x' },
    { ids: b },
    { missing: 'x' },
    { _id: { $in: [a, 'text-id', 4] } },
    { _id: { $in: [new ObjectId(b.toHexString()), 3.0] } },
    { userId: { $in: ['u3', 'nobody'] } },
    { n: { $in: [5, '1'] } },
    { ok: { $in: [false] } },
    { at: { $in: [new Date(0), new Date(when.getTime())] } },
    { ids: { $in: [b] } },
    { tags: { $in: ['y'] } },
    { userId: { $in: [] } },
    { missing: { $in: ['x', 1] } },
    { userId: { $in: ['u1', 'u2'] }, n: { $in: [1, 2] } },
    { _id: { $in: [-0] } },
  ];

  test('give exactly the documents mingo gives', () => {
    const ours = (filter: Record<string, unknown>) => docs.filter(compileFilter(filter)).map((d) => String(d._id));
    const theirs = (filter: Record<string, unknown>) => docs.filter(mingoMatcher(filter)).map((d) => String(d._id));
    for (const filter of filters)
      expect([JSON.stringify(filter), ours(filter)]).toEqual([JSON.stringify(filter), theirs(filter)]);
    // What the fast path must not take: operators, dotted paths, null, regexes, arrays, documents.
    const complex = [
      { n: { $gt: 1 } },
      { 'a.b': 1 },
      { userId: null },
      { userId: /u/ },
      { n: [1, 5] },
      { x: { y: 1 } },
      { userId: { $in: ['u1', null] } },
      { n: { $in: [[1, 5]] } },
      { userId: { $in: [/u/] } },
      { n: { $in: [1], $gt: 0 } },
    ];
    for (const filter of complex)
      expect([JSON.stringify(filter), ours(filter)]).toEqual([JSON.stringify(filter), theirs(filter)]);
  });

  test('an exclusion of top-level fields leaves the rest in order; any other projection is not taken', () => {
    const exclude = simpleExclusion({ tags: 0, ok: false })!;
    expect(Object.keys(exclude(docs[0]))).toEqual(['_id', 'userId', 'n', 'at']);
    expect(simpleExclusion({ _id: 0 })!(docs[1])).toEqual({
      userId: 'u2',
      n: 2,
      ok: false,
      at: new Date(0),
      tags: 'x',
    });
    for (const other of [{}, { tags: 1 }, { _id: 0, n: 1 }, { 'a.b': 0 }, { tags: { $slice: 1 } }])
      expect(simpleExclusion(other)).toBeNull();
  });
});
