import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp, UUID } from 'bson';
import type { Document } from 'mongodb';
import { startTestServer, type TestServer } from './helpers.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('BSON round trip', () => {
  test('every type comes back as it went in', async () => {
    const coll = t.db.collection('types');
    const id = new ObjectId();
    const doc = {
      _id: id,
      int: new Int32(7),
      dbl: new Double(2), // integral double: must not come back as Int32
      frac: new Double(1.5),
      long: Long.fromString('9007199254740993'), // beyond 2^53
      smallLong: Long.fromNumber(42),
      dec: Decimal128.fromString('12.3400'),
      date: new Date('2024-05-06T07:08:09.010Z'),
      bin: new Binary(Buffer.from([1, 2, 3]), 0),
      uuid: new UUID('4f6b2f5e-3a4c-4d2a-9b6e-1c2d3e4f5a6b').toBinary(),
      ts: new Timestamp({ t: 100, i: 2 }),
      nul: null,
      bool: false,
      str: 'héllo',
      regex: /ab+c/i,
      min: new MinKey(),
      max: new MaxKey(),
      nested: { arr: [1, [2, [3, { deep: new Double(4) }]], { o: id }] },
    };
    await coll.insertOne(doc);
    const back = await coll.findOne({ _id: id }, { promoteValues: false, promoteLongs: false });
    expect(back).not.toBeNull();
    const b = back!;
    expect(b.int).toBeInstanceOf(Int32);
    expect(b.int.value).toBe(7);
    expect(b.dbl).toBeInstanceOf(Double);
    expect(b.dbl.value).toBe(2);
    expect(b.frac.value).toBe(1.5);
    expect(b.long).toBeInstanceOf(Long);
    expect(b.long.toString()).toBe('9007199254740993');
    expect(b.smallLong).toBeInstanceOf(Long);
    expect(b.smallLong.toNumber()).toBe(42);
    expect(b.dec).toBeInstanceOf(Decimal128);
    expect(b.dec.toString()).toBe('12.3400');
    expect(b.date).toEqual(doc.date);
    expect(b.bin).toBeInstanceOf(Binary);
    expect(Buffer.from(b.bin.buffer)).toEqual(Buffer.from([1, 2, 3]));
    expect(b.uuid.sub_type).toBe(4);
    expect(b.ts).toBeInstanceOf(Timestamp);
    expect(b.ts.t).toBe(100);
    expect(b.nul).toBeNull();
    expect(b.str).toBe('héllo');
    expect(b.regex.source).toBe('ab+c');
    expect(b.min).toBeInstanceOf(MinKey);
    expect(b.max).toBeInstanceOf(MaxKey);
    expect(b.nested.arr[1][1][1].deep).toBeInstanceOf(Double);
    expect(b.nested.arr[2].o.equals(id)).toBe(true);

    // Default driver options promote as usual.
    const promoted = await coll.findOne({ _id: id });
    expect(promoted!.dbl).toBe(2);
    expect(promoted!.smallLong).toBe(42);
  });

  test('a Long stays a Long through $inc; an updated field takes its new type', async () => {
    const coll = t.db.collection('incs');
    await coll.insertOne({ _id: 1, l: Long.fromNumber(5), d: new Double(3), other: new Double(1) } as never);
    await coll.updateOne({ _id: 1 } as never, { $inc: { l: 1, d: 1 }, $set: { other: 2, 'sub.x': new Double(3) } });
    const b = await coll.findOne({ _id: 1 } as never, { promoteValues: false });
    expect(b!.l).toBeInstanceOf(Long);
    expect(b!.l.toNumber()).toBe(6);
    expect(b!.d).toBeInstanceOf(Double);
    expect(b!.other).toBeInstanceOf(Int32); // $set wrote an Int32
    expect(b!.sub.x).toBeInstanceOf(Double); // $set wrote an integral Double
  });
});

describe('comparisons across numeric wrappers, dates and ObjectIds', () => {
  test('Int32, Double and Long compare as numbers', async () => {
    const coll = t.db.collection('nums');
    await coll.insertMany([
      { _id: 'i', v: new Int32(5) },
      { _id: 'd', v: new Double(5.5) },
      { _id: 'l', v: Long.fromNumber(6) },
      { _id: 'x', v: 4 },
    ] as never[]);
    const gt = await coll
      .find({ v: { $gt: Long.fromNumber(5) } })
      .sort({ v: 1 })
      .toArray();
    expect(gt.map((d) => d._id)).toEqual(['d', 'l']);
    expect((await coll.find({ v: new Double(5) }).toArray()).map((d) => d._id)).toEqual(['i']);
    expect((await coll.find({ v: { $in: [new Int32(6)] } }).toArray()).map((d) => d._id)).toEqual(['l']);
    expect(
      (
        await coll
          .find({ v: { $lte: new Int32(5) } })
          .sort({ v: -1 })
          .toArray()
      ).map((d) => d._id),
    ).toEqual(['i', 'x']);
  });

  test('Date ranges and ObjectId equality/ordering', async () => {
    const coll = t.db.collection('dates');
    const ids = [new ObjectId(), new ObjectId(), new ObjectId()].sort((a, b) =>
      a.toHexString().localeCompare(b.toHexString()),
    );
    await coll.insertMany(ids.map((id, i) => ({ _id: id, at: new Date(Date.UTC(2024, 0, 1 + i)), ref: id })));
    const inRange = await coll
      .find({ at: { $gte: new Date(Date.UTC(2024, 0, 2)), $lt: new Date(Date.UTC(2024, 0, 3)) } })
      .toArray();
    expect(inRange).toHaveLength(1);
    expect(inRange[0]._id.equals(ids[1])).toBe(true);
    expect(await coll.countDocuments({ ref: ids[2] })).toBe(1);
    expect(await coll.countDocuments({ ref: { $in: [ids[0], ids[2]] } })).toBe(2);
    expect(await coll.countDocuments({ _id: { $gt: ids[0] } })).toBe(2);
    const desc = await coll.find().sort({ _id: -1 }).toArray();
    expect(desc.map((d) => d._id.toHexString())).toEqual(ids.map((i) => i.toHexString()).reverse());
  });
});

describe('sort order', () => {
  test('mixed types follow MongoDB BSON order', async () => {
    const coll = t.db.collection('mixed');
    const oid = new ObjectId();
    const values: Array<[string, unknown]> = [
      ['maxkey', new MaxKey()],
      ['regex', /a/],
      ['ts', new Timestamp({ t: 1, i: 1 })],
      ['date', new Date(0)],
      ['bool', true],
      ['oid', oid],
      ['bin', new Binary(Buffer.from('x'))],
      ['object', { a: 1 }],
      ['string', 'abc'],
      ['long', Long.fromNumber(3)],
      ['double', 2.5],
      ['int', new Int32(1)],
      ['null', null],
      ['missing', undefined],
      ['minkey', new MinKey()],
    ];
    await coll.insertMany(values.map(([name, v]) => (v === undefined ? { name } : { name, v })));
    const asc = await coll.find().sort({ v: 1, name: 1 }).toArray();
    expect(asc.map((d) => d.name)).toEqual([
      'minkey',
      'missing',
      'null',
      'int',
      'double',
      'long',
      'string',
      'object',
      'bin',
      'oid',
      'bool',
      'date',
      'ts',
      'regex',
      'maxkey',
    ]);
    const desc = await coll
      .find({ name: { $nin: ['missing', 'null'] } })
      .sort({ v: -1 })
      .toArray();
    expect(desc.map((d) => d.name)[0]).toBe('maxkey');
    expect(desc.map((d) => d.name).at(-1)).toBe('minkey');
  });

  test('arrays sort by their smallest element ascending and largest descending', async () => {
    const coll = t.db.collection('arrsort');
    await coll.insertMany([
      { n: 'a', v: [5, 1] },
      { n: 'b', v: 3 },
      { n: 'c', v: [2, 9] },
    ]);
    expect((await coll.find().sort({ v: 1 }).toArray()).map((d) => d.n)).toEqual(['a', 'c', 'b']);
    expect((await coll.find().sort({ v: -1 }).toArray()).map((d) => d.n)).toEqual(['c', 'a', 'b']);
  });

  test('multi-key sort with nested paths and stable ties', async () => {
    const coll = t.db.collection('multisort');
    await coll.insertMany([
      { i: 1, p: { g: 'b', s: 1 } },
      { i: 2, p: { g: 'a', s: 2 } },
      { i: 3, p: { g: 'b', s: 0 } },
      { i: 4, p: { g: 'a', s: 2 } },
    ]);
    const docs: Document[] = await coll.find().sort({ 'p.g': 1, 'p.s': -1 }).toArray();
    expect(docs.map((d) => d.i)).toEqual([2, 4, 1, 3]);
  });
});
