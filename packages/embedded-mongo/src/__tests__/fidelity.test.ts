/**
 * Behaviour MongoDB documents, where the engine used to differ (issue 24's thirteen divergences
 * and two declared gaps). Each expectation is MongoDB's: the manual's operator pages for the
 * results, and the server's own error codes (2 BadValue, 14 TypeMismatch, 28 PathNotViable,
 * 40324 unrecognized stage, 10334 BSONObjectTooLarge, ...).
 */
import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp, DBRef } from 'bson';
import { MongoServerError, type Collection, type Document } from 'mongodb';
import { useTestServer } from './helpers.js';

const t = useTestServer('fidelity');
const fresh = () => t.fresh();

async function failure(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof MongoServerError)) throw new Error(`expected a server error, got ${String(error)}`);
  return error;
}

describe('1. several paths through one positional operator', () => {
  test('$ with two fields of the matched element (a subdocument with timestamps)', async () => {
    const c = fresh();
    const at = new Date('2026-01-01T00:00:00Z');
    await c.insertOne({ _id: 1, kids: [{ name: 'a' }, { name: 'b' }] } as Document);
    const res = await c.updateOne({ _id: 1, 'kids.name': 'b' } as Document, {
      $set: { 'kids.$.name': 'B', 'kids.$.updatedAt': at },
    });
    expect(res.modifiedCount).toBe(1);
    expect((await c.findOne({ _id: 1 } as Document))?.kids).toEqual([{ name: 'a' }, { name: 'B', updatedAt: at }]);
  });

  test('the $ element is found through a top-level $and too', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, kids: [{ n: 1 }, { n: 2 }] } as Document);
    await c.updateOne({ $and: [{ _id: 1 }, { 'kids.n': 2 }] } as Document, { $set: { 'kids.$.m': 1, 'kids.$.o': 2 } });
    expect((await c.findOne({ _id: 1 } as Document))?.kids).toEqual([{ n: 1 }, { n: 2, m: 1, o: 2 }]);
  });

  test('$[] and $[id] with arrayFilters, two fields each', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, kids: [{ n: 1 }, { n: 2 }] } as Document);
    await c.updateOne({ _id: 1 } as Document, { $set: { 'kids.$[].a': 1, 'kids.$[].b': 2 } });
    await c.updateOne(
      { _id: 1 } as Document,
      { $set: { 'kids.$[k].c': 3, 'kids.$[k].d': 4 } },
      { arrayFilters: [{ 'k.n': 2 }] },
    );
    expect((await c.findOne({ _id: 1 } as Document))?.kids).toEqual([
      { n: 1, a: 1, b: 2 },
      { n: 2, a: 1, b: 2, c: 3, d: 4 },
    ]);
  });

  test('$set and $setOnInsert of one path conflict (40), whether or not the update inserts', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, a: 0 } as Document);
    for (const filter of [{ _id: 1 }, { _id: 2 }]) {
      const error = await failure(
        c.updateOne(filter as Document, { $set: { a: 1 }, $setOnInsert: { a: 2 } }, { upsert: true }),
      );
      expect(error.code).toBe(40);
    }
    expect(await c.find().toArray()).toEqual([{ _id: 1, a: 0 }]);
  });

  test('a real conflict is still refused (code 40)', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, kids: [{ n: 1 }] } as Document);
    const error = await failure(c.updateOne({ _id: 1 } as Document, { $set: { 'kids.$[].n': 1, 'kids.$[]': 2 } }));
    expect(error.code).toBe(40);
  });
});

describe('2. $pull with a logical condition', () => {
  test('$or and $and conditions remove the matching subdocuments', async () => {
    const c = fresh();
    await c.insertOne({
      _id: 1,
      items: [
        { a: 1, b: 1 },
        { a: 2, b: 2 },
        { a: 3, b: 3 },
      ],
    } as Document);
    const res = await c.updateOne(
      { _id: 1 } as Document,
      { $pull: { items: { $or: [{ a: 1 }, { b: 3 }] } } } as Document,
    );
    expect(res.modifiedCount).toBe(1);
    expect((await c.findOne({ _id: 1 } as Document))?.items).toEqual([{ a: 2, b: 2 }]);
    await c.updateOne({ _id: 1 } as Document, { $pull: { items: { $and: [{ a: 2 }, { b: 2 }] } } } as Document);
    expect((await c.findOne({ _id: 1 } as Document))?.items).toEqual([]);
  });

  test('a condition on scalars and a document condition still work', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, n: [1, 5, 9], d: [{ x: 1, y: 1 }, { x: 2 }] } as Document);
    await c.updateOne({ _id: 1 } as Document, { $pull: { n: { $gte: 5 }, d: { x: 1 } } } as Document);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, n: [1], d: [{ x: 2 }] });
  });
});

describe('3. array and arithmetic operators on the wrong type', () => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = fresh();
    await c.insertOne({ _id: 1, s: 'text', n: 1 } as Document);
  });
  test.each([
    ['$push', 2, { $push: { s: 1 } }],
    ['$addToSet', 2, { $addToSet: { s: 1 } }],
    ['$pull', 2, { $pull: { s: 1 } }],
    ['$pullAll', 2, { $pullAll: { s: [1] } }],
    ['$pop', 14, { $pop: { s: 1 } }],
    ['$inc', 14, { $inc: { s: 1 } }],
    ['$mul', 14, { $mul: { s: 2 } }],
  ])('%s is refused with code %d', async (_op, code, update) => {
    const error = await failure(c.updateOne({ _id: 1 } as Document, update as Document));
    expect(error.code).toBe(code);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, s: 'text', n: 1 });
  });
  test('$push on a number names the field and its type', async () => {
    const error = await failure(c.updateOne({ _id: 1 } as Document, { $push: { n: 1 } } as Document));
    expect(error.message).toBe("The field 'n' must be an array but is of type int in document {_id: 1}");
  });
});

describe('4. a path through a value that cannot hold fields', () => {
  test.each([
    ['an array', { a: [1, 2] }],
    ['a string', { a: 'text' }],
    ['null', { a: null }],
  ])('$set of a.b where a is %s is refused with 28 PathNotViable', async (_what, doc) => {
    const c = fresh();
    await c.insertOne({ _id: 1, ...doc } as Document);
    const error = await failure(c.updateOne({ _id: 1 } as Document, { $set: { 'a.b': 1 } }));
    expect(error.code).toBe(28);
    expect(await c.findOne({ _id: 1 } as Document)).toEqual({ _id: 1, ...doc });
  });
  test('an array index is still a path', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, a: [1, 2] } as Document);
    await c.updateOne({ _id: 1 } as Document, { $set: { 'a.1': 9 } });
    expect((await c.findOne({ _id: 1 } as Document))?.a).toEqual([1, 9]);
  });
});

describe('5. $slice projection', () => {
  test('alone it keeps every field, with the array sliced', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, a: [1, 2, 3, 4], b: 'x', c: { d: 1 } } as Document);
    expect(await c.findOne({}, { projection: { a: { $slice: 2 } } })).toEqual({
      _id: 1,
      a: [1, 2],
      b: 'x',
      c: { d: 1 },
    });
    expect(await c.findOne({}, { projection: { a: { $slice: [1, 2] } } })).toEqual({
      _id: 1,
      a: [2, 3],
      b: 'x',
      c: { d: 1 },
    });
  });
  test('with an exclusion', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, a: [1, 2, 3, 4], b: 'x', c: 2 } as Document);
    expect(await c.findOne({}, { projection: { b: 0, a: { $slice: -1 } } })).toEqual({ _id: 1, a: [4], c: 2 });
  });
});

describe('6. $type', () => {
  test('tells every BSON type apart', async () => {
    const c = fresh();
    await c.insertMany([
      { _id: 'int', v: new Int32(1) },
      { _id: 'double', v: new Double(1) },
      { _id: 'fraction', v: 1.5 },
      { _id: 'long', v: Long.fromNumber(1) },
      { _id: 'decimal', v: Decimal128.fromString('1') },
      { _id: 'objectId', v: new ObjectId() },
      { _id: 'binData', v: new Binary(Buffer.from('x')) },
      { _id: 'timestamp', v: new Timestamp({ t: 1, i: 1 }) },
      { _id: 'minKey', v: new MinKey() },
      { _id: 'maxKey', v: new MaxKey() },
      { _id: 'string', v: 's' },
    ] as Document[]);
    const ids = async (type: unknown) =>
      (await c.find({ v: { $type: type } } as Document).toArray()).map((d) => d._id).sort();
    expect(await ids('int')).toEqual(['int']);
    expect(await ids('double')).toEqual(['double', 'fraction']);
    expect(await ids('long')).toEqual(['long']);
    expect(await ids('decimal')).toEqual(['decimal']);
    expect(await ids('number')).toEqual(['decimal', 'double', 'fraction', 'int', 'long']);
    expect(await ids('objectId')).toEqual(['objectId']);
    expect(await ids('binData')).toEqual(['binData']);
    expect(await ids('timestamp')).toEqual(['timestamp']);
    expect(await ids('minKey')).toEqual(['minKey']);
    expect(await ids('maxKey')).toEqual(['maxKey']);
    expect(await ids(16)).toEqual(['int']);
    expect(await ids(7)).toEqual(['objectId']);
    expect(await ids(['string', 'long'])).toEqual(['long', 'string']);
  });
});

describe('7. $elemMatch projection with operators only', () => {
  test('applies to an array of scalars', async () => {
    const c = fresh();
    const d = (day: number) => new Date(Date.UTC(2026, 0, day));
    await c.insertOne({ _id: 1, dates: [d(1), d(5), d(9)], other: 1 } as Document);
    expect(await c.findOne({}, { projection: { dates: { $elemMatch: { $gte: d(4) } } } })).toEqual({
      _id: 1,
      dates: [d(5)],
    });
  });
});

describe('8. $all on a field that is not an array', () => {
  test('matches like equality', async () => {
    const c = fresh();
    await c.insertMany([
      { _id: 1, tag: 'x' },
      { _id: 2, tag: 'y' },
      { _id: 3, tag: ['x', 'z'] },
    ] as Document[]);
    const found = await c.find({ tag: { $all: ['x'] } } as Document).toArray();
    expect(found.map((d) => d._id)).toEqual([1, 3]);
    const collated = await c
      .find({ tag: { $all: ['X'] } } as Document, { collation: { locale: 'en', strength: 2 } })
      .toArray();
    expect(collated.map((d) => d._id)).toEqual([1, 3]);
  });
});

describe('9. BinData', () => {
  test('equality includes the subtype, and a $set changing only the subtype changes the document', async () => {
    const c = fresh();
    const bytes = Buffer.from([1, 2, 3]);
    await c.insertOne({ _id: 1, b: new Binary(bytes, 0) } as Document);
    expect(await c.countDocuments({ b: new Binary(bytes, 0) } as Document)).toBe(1);
    expect(await c.countDocuments({ b: new Binary(bytes, 5) } as Document)).toBe(0);
    const res = await c.updateOne({ _id: 1 } as Document, { $set: { b: new Binary(bytes, 5) } });
    expect(res.modifiedCount).toBe(1);
    expect(((await c.findOne({ _id: 1 } as Document))?.b as Binary).sub_type).toBe(5);
  });
  test('$gt/$lt order by length, then subtype, then bytes', async () => {
    const c = fresh();
    await c.insertMany([
      { _id: 'short', b: new Binary(Buffer.from([9]), 0) },
      { _id: 'long-sub0', b: new Binary(Buffer.from([1, 1]), 0) },
      { _id: 'long-sub5', b: new Binary(Buffer.from([0, 0]), 5) },
    ] as Document[]);
    const gt = await c.find({ b: { $gt: new Binary(Buffer.from([9]), 0) } } as Document).toArray();
    expect(gt.map((d) => d._id).sort()).toEqual(['long-sub0', 'long-sub5']);
    const lt = await c.find({ b: { $lt: new Binary(Buffer.from([0, 0]), 5) } } as Document).toArray();
    expect(lt.map((d) => d._id).sort()).toEqual(['long-sub0', 'short']);
  });
  test('$bitsAllSet and its siblings read BinData bytes (little-endian bit positions)', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, b: new Binary(Buffer.from([0b00000101, 0b00000001])) } as Document);
    expect(await c.countDocuments({ b: { $bitsAllSet: [0, 2, 8] } } as Document)).toBe(1);
    expect(await c.countDocuments({ b: { $bitsAllSet: [1] } } as Document)).toBe(0);
    expect(await c.countDocuments({ b: { $bitsAnySet: [1, 8] } } as Document)).toBe(1);
    expect(await c.countDocuments({ b: { $bitsAllClear: [1, 3, 9] } } as Document)).toBe(1);
    expect(await c.countDocuments({ b: { $bitsAnyClear: [0, 2] } } as Document)).toBe(0);
  });
});

describe('10. inclusion projections put _id first', () => {
  test('in find and in $project', async () => {
    const c = fresh();
    await c.insertOne({ a: 1, b: 2, _id: 7 } as Document);
    expect(Object.keys((await c.findOne({}, { projection: { b: 1, a: 1 } }))!)).toEqual(['_id', 'a', 'b']);
    const [projected] = await c.aggregate([{ $project: { b: 1 } }]).toArray();
    expect(Object.keys(projected)).toEqual(['_id', 'b']);
  });
});

describe('11. __proto__ as a field name', () => {
  test('is stored by insert, $set and $rename, and pollutes nothing', async () => {
    const c = fresh();
    await c.insertOne(JSON.parse('{"_id": 1, "__proto__": {"polluted": true}, "a": 1}') as Document);
    let stored = (await c.findOne({ _id: 1 } as Document))!;
    expect(Object.keys(stored)).toEqual(['_id', '__proto__', 'a']);
    expect(Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toEqual({ polluted: true });
    await c.updateOne({ _id: 1 } as Document, JSON.parse('{"$set": {"x.__proto__": 5}}') as Document);
    await c.updateOne({ _id: 1 } as Document, { $rename: { a: '__proto__' } } as Document);
    stored = (await c.findOne({ _id: 1 } as Document))!;
    expect(Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toBe(1);
    expect(Object.getOwnPropertyDescriptor(stored.x, '__proto__')?.value).toBe(5);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A query through it is refused loudly (a declared limit), never answered wrongly.
    const error = await failure(c.countDocuments(JSON.parse('{"x.__proto__": 5}') as Document));
    expect(error.code).toBe(2);
    // $unset removes it.
    await c.updateOne({ _id: 1 } as Document, JSON.parse('{"$unset": {"__proto__": ""}}') as Document);
    expect(Object.keys((await c.findOne({ _id: 1 } as Document))!)).toEqual(['_id', 'x']);
  });
});

describe('12. errors where there is nothing to read', () => {
  test('an invalid filter on a missing collection is BadValue', async () => {
    const error = await failure(
      t.db
        .collection('never-created')
        .find({ a: { $foo: 1 } })
        .toArray(),
    );
    expect(error.code).toBe(2);
  });
  test('an unknown aggregation stage is 40324', async () => {
    const c = fresh();
    await c.insertOne({ a: 1 });
    const error = await failure(c.aggregate([{ $nope: {} }]).toArray());
    expect(error.code).toBe(40324);
    expect(error.message).toBe("Unrecognized pipeline stage name: '$nope'");
  });
});

describe('13. sizes and field names', () => {
  test('a document over 16 MiB is refused with 10334; one at 16 MiB is stored', async () => {
    const c = fresh();
    const over = { _id: 1, s: 'x'.repeat(16 * 1024 * 1024) };
    const error = await failure(c.insertOne(over as Document));
    expect(error.code).toBe(10334);
    await c.insertOne({ _id: 2, s: 'x'.repeat(16 * 1024 * 1024 - 100) } as Document);
    expect(await c.countDocuments()).toBe(1);
  });
  test('an update making a document over 16 MiB is refused with 17419', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, s: 'x'.repeat(10 * 1024 * 1024) } as Document);
    const error = await failure(c.updateOne({ _id: 1 } as Document, { $set: { t: 'y'.repeat(7 * 1024 * 1024) } }));
    expect(error.code).toBe(17419);
  });
  test('an upsert that inserts accepts a top-level $-prefixed field in $set', async () => {
    const c = fresh();
    await c.updateOne({ date: 'd' }, { $set: { phone: 1, $hotel: 2 } } as Document, { upsert: true });
    const stored = await c.findOne({ date: 'd' });
    expect(stored).toMatchObject({ date: 'd', phone: 1, $hotel: 2 });
    // The same update of the existing document is refused, with MongoDB's code.
    const error = await failure(c.updateOne({ date: 'd' }, { $set: { $hotel: 3 } } as Document, { upsert: true }));
    expect(error.code).toBe(52);
  });
  test("a DBRef's $id inside $elemMatch", async () => {
    const c = fresh();
    const id = new ObjectId();
    await c.insertOne({ refs: [new DBRef('members', id), new DBRef('members', new ObjectId())] });
    expect(await c.countDocuments({ refs: { $elemMatch: { $ref: 'members', $id: id } } } as Document)).toBe(1);
  });
});

describe('declared gaps', () => {
  test('the positional field.$ projection returns the first matching element', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, grades: [70, 85, 90], other: 1 } as Document);
    expect(await c.findOne({ grades: { $gte: 80 } } as Document, { projection: { 'grades.$': 1 } })).toEqual({
      _id: 1,
      grades: [85],
    });
  });

  test('collation strength 1 and 2 compare case-insensitively, in filters and sorts', async () => {
    const c = fresh();
    await c.insertMany([
      { _id: 1, name: 'bob' },
      { _id: 2, name: 'Alice' },
      { _id: 3, name: 'BOB' },
      { _id: 4, name: 'carol' },
    ] as Document[]);
    const collation = { locale: 'en', strength: 2 };
    const bobs = await c.find({ name: 'Bob' }, { collation }).toArray();
    expect(bobs.map((d) => d._id).sort()).toEqual([1, 3]);
    const sorted = await c.find({}, { collation, sort: { name: 1, _id: 1 } }).toArray();
    expect(sorted.map((d) => d._id)).toEqual([2, 1, 3, 4]);
    expect(await c.countDocuments({ name: 'BOB' }, { collation: { locale: 'en', strength: 1 } })).toBe(2);
  });

  test('a collation the engine does not implement is refused, never ignored', async () => {
    const c = fresh();
    await c.insertOne({ name: 'a' });
    for (const collation of [
      { locale: 'en', strength: 4 },
      { locale: 'en', alternate: 'shifted' },
      { locale: 'en', caseLevel: true },
    ]) {
      const error = await failure(c.find({ name: 'A' }, { collation }).toArray());
      expect(error.code).toBe(115);
    }
    // Where a collation cannot be followed: an index with one, a grouping stage.
    const indexError = await failure(c.createIndex({ name: 1 }, { collation: { locale: 'en', strength: 2 } }));
    expect(indexError.code).toBe(115);
    const groupError = await failure(
      c.aggregate([{ $group: { _id: '$name' } }], { collation: { locale: 'en', strength: 2 } }).toArray(),
    );
    expect(groupError.code).toBe(115);
  });

  test('collation strength 3 orders by the locale; simple is binary; a bad locale is BadValue', async () => {
    const c = fresh();
    await c.insertMany([{ s: 'B' }, { s: 'a' }, { s: 'b' }]);
    const en = await c.find({}, { collation: { locale: 'en' }, sort: { s: 1 } }).toArray();
    expect(en.map((d) => d.s)).toEqual(['a', 'b', 'B']);
    const simple = await c.find({}, { collation: { locale: 'simple' }, sort: { s: 1 } }).toArray();
    expect(simple.map((d) => d.s)).toEqual(['B', 'a', 'b']);
    expect(await c.countDocuments({ s: 'b' }, { collation: { locale: 'en' } })).toBe(1);
    const error = await failure(c.find({}, { collation: { locale: 'no-such-locale-xx' } }).toArray());
    expect(error.code).toBe(2);
  });

  test('updates and deletes follow the collation of their statement', async () => {
    const c = fresh();
    await c.insertMany([{ email: 'Ann@Example.com' }, { email: 'bob@example.com' }]);
    const collation = { locale: 'en', strength: 2 };
    const updated = await c.updateMany({ email: 'ann@example.com' }, { $set: { seen: true } }, { collation });
    expect(updated.modifiedCount).toBe(1);
    const deleted = await c.deleteOne({ email: 'BOB@EXAMPLE.COM' }, { collation });
    expect(deleted.deletedCount).toBe(1);
    expect(await c.distinct('email', {}, { collation })).toEqual(['Ann@Example.com']);
  });
});
