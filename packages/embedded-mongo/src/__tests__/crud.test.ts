import { MongoBulkWriteError, MongoServerError, ObjectId, type Collection, type Document } from 'mongodb';
import { useTestServer } from './helpers.js';

const t = useTestServer('crud');
const fresh = () => t.fresh();

describe('insert', () => {
  test('adds an ObjectId _id first and stores a copy', async () => {
    const coll = fresh();
    const doc: Document = { name: 'a', nested: { x: 1 } };
    const res = await coll.insertOne(doc);
    expect(res.insertedId).toBeInstanceOf(ObjectId);
    doc.nested.x = 99; // the client's object is not the stored one
    const stored = await coll.findOne({ name: 'a' });
    expect(Object.keys(stored!)[0]).toBe('_id');
    expect(stored!.nested).toEqual({ x: 1 });
  });

  test('ordered batch stops at the first duplicate; writeErrors carry index and code', async () => {
    const coll = fresh();
    const err = await coll
      .insertMany([{ _id: 1 }, { _id: 2 }, { _id: 1 }, { _id: 3 }] as never[], { ordered: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    const bulk = err as MongoBulkWriteError;
    expect(bulk.result.insertedCount).toBe(2);
    expect(bulk.writeErrors).toBeDefined();
    const first = Array.isArray(bulk.writeErrors) ? bulk.writeErrors[0] : bulk.writeErrors;
    expect(first.index).toBe(2);
    expect(first.code).toBe(11000);
    expect(await coll.countDocuments()).toBe(2);
  });

  test('unordered batch continues past errors', async () => {
    const coll = fresh();
    const err = (await coll
      .insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }, { _id: 2 }, { _id: 3 }] as never[], { ordered: false })
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(err.result.insertedCount).toBe(3);
    const errors = Array.isArray(err.writeErrors) ? err.writeErrors : [err.writeErrors];
    expect(errors.map((e) => e.index)).toEqual([1, 3]);
    expect(await coll.countDocuments()).toBe(3);
  });

  test('duplicate _id reaches insertOne as a MongoServerError E11000', async () => {
    const coll = fresh();
    await coll.insertOne({ _id: 'k' } as never);
    const err = (await coll.insertOne({ _id: 'k' } as never).catch((e: unknown) => e)) as MongoServerError;
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.message).toContain('index: _id_ dup key: { _id: "k" }');
    expect(err.keyValue).toEqual({ _id: 'k' });
  });
});

describe('find', () => {
  let coll: Collection<Document>;
  beforeAll(async () => {
    coll = fresh();
    await coll.insertMany([
      { n: 1, tag: 'a', sub: { x: 1, y: 1 } },
      { n: 2, tag: 'b', sub: { x: 2, y: 2 } },
      { n: 3, tag: 'a', sub: { x: 3, y: 3 } },
      { n: 4, tag: 'b', sub: { x: 4, y: 4 } },
      { n: 5, tag: 'a', sub: { x: 5, y: 5 } },
    ]);
  });

  test('filter, sort, skip, limit', async () => {
    const docs = await coll.find({ tag: 'a' }).sort({ n: -1 }).skip(1).limit(1).toArray();
    expect(docs.map((d) => d.n)).toEqual([3]);
    expect((await coll.find({ n: { $in: [2, 4] } }).toArray()).map((d) => d.n)).toEqual([2, 4]);
    expect((await coll.find({ $or: [{ n: 1 }, { 'sub.x': 5 }] }).toArray()).map((d) => d.n)).toEqual([1, 5]);
  });

  test('projection: inclusion, exclusion, nested, and stored docs stay intact', async () => {
    const inc = await coll.find({ n: 1 }, { projection: { n: 1, _id: 0 } }).toArray();
    expect(inc).toEqual([{ n: 1 }]);
    const nested = await coll.find({ n: 1 }, { projection: { 'sub.x': 1, _id: 0 } }).toArray();
    expect(nested).toEqual([{ sub: { x: 1 } }]);
    const exc = await coll.find({ n: 1 }, { projection: { 'sub.y': 0, _id: 0, tag: 0 } }).toArray();
    expect(exc).toEqual([{ n: 1, sub: { x: 1 } }]);
    expect((await coll.findOne({ n: 1 }))!.sub).toEqual({ x: 1, y: 1 });
  });

  test('cursor paging: batchSize 2 over 5 documents uses getMore', async () => {
    const cursor = coll.find({}).batchSize(2);
    const seen: number[] = [];
    for await (const doc of cursor) seen.push(doc.n);
    expect(seen).toEqual([1, 2, 3, 4, 5]);

    // The raw commands show the cursor id and the batches.
    const first = await t.db.command({ find: coll.collectionName, filter: {}, batchSize: 2 });
    expect(first.cursor.firstBatch).toHaveLength(2);
    expect(first.cursor.id.toString()).not.toBe('0');
    const second = await t.db.command({ getMore: first.cursor.id, collection: coll.collectionName, batchSize: 2 });
    expect(second.cursor.nextBatch.map((d: Document) => d.n)).toEqual([3, 4]);
    const third = await t.db.command({ getMore: first.cursor.id, collection: coll.collectionName, batchSize: 2 });
    expect(third.cursor.nextBatch.map((d: Document) => d.n)).toEqual([5]);
    expect(third.cursor.id.toString()).toBe('0');
  });

  test('singleBatch and killCursors', async () => {
    const single = await t.db.command({ find: coll.collectionName, batchSize: 2, singleBatch: true });
    expect(single.cursor.firstBatch).toHaveLength(2);
    expect(single.cursor.id.toString()).toBe('0');

    const open = await t.db.command({ find: coll.collectionName, batchSize: 1 });
    const killed = await t.db.command({ killCursors: coll.collectionName, cursors: [open.cursor.id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    const gone = await t.db
      .command({ getMore: open.cursor.id, collection: coll.collectionName })
      .catch((e: MongoServerError) => e);
    expect((gone as MongoServerError).code).toBe(43);
  });

  test('default first batch is 101', async () => {
    const big = fresh();
    await big.insertMany(Array.from({ length: 150 }, (_, i) => ({ i })));
    const first = await t.db.command({ find: big.collectionName });
    expect(first.cursor.firstBatch).toHaveLength(101);
    expect(await big.find().toArray()).toHaveLength(150);
  });

  test('find on a missing collection is empty', async () => {
    expect(await t.db.collection('nope').find().toArray()).toEqual([]);
  });
});

describe('update', () => {
  test('operators, n and nModified', async () => {
    const coll = fresh();
    await coll.insertMany([
      { k: 1, v: 1, arr: [1, 2] },
      { k: 2, v: 1, arr: [] },
    ]);
    const res = await coll.updateOne(
      { k: 1 },
      { $inc: { v: 5 }, $push: { arr: 3 } as never, $set: { 'deep.x': true } },
    );
    expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await coll.findOne({ k: 1 }, { projection: { _id: 0 } })).toEqual({
      k: 1,
      v: 6,
      arr: [1, 2, 3],
      deep: { x: true },
    });
    const noop = await coll.updateOne({ k: 1 }, { $set: { v: 6 } });
    expect(noop).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    const many = await coll.updateMany({}, { $unset: { v: '' }, $addToSet: { arr: 9 } });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    expect(await coll.find({}, { projection: { _id: 0, arr: 1 } }).toArray()).toEqual([
      { arr: [1, 2, 3, 9] },
      { arr: [9] },
    ]);
  });

  test('replacement keeps _id; changing _id is refused', async () => {
    const coll = fresh();
    const { insertedId } = await coll.insertOne({ a: 1, b: 2 });
    await coll.replaceOne({ a: 1 }, { c: 3 });
    expect(await coll.findOne({ _id: insertedId })).toEqual({ _id: insertedId, c: 3 });
    const err = (await coll
      .updateOne({ _id: insertedId }, { $set: { _id: new ObjectId() } })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(err.code).toBe(66);
  });

  test('$set of _id to its current value is accepted (connect-mongo relies on it)', async () => {
    const coll = fresh();
    await coll.updateOne({ _id: 's1' } as never, { $set: { _id: 's1', v: 1 } }, { upsert: true });
    await coll.updateOne({ _id: 's1' } as never, { $set: { _id: 's1', v: 2 } }, { upsert: true });
    expect(await coll.find().toArray()).toEqual([{ _id: 's1', v: 2 }]);
    await coll.updateOne({ v: 3 }, { $set: { v: 3 }, $setOnInsert: { _id: 'chosen' } } as never, { upsert: true });
    expect(await coll.countDocuments({ _id: 'chosen' } as never)).toBe(1);
    const err = (await coll
      .updateOne({ _id: 's1' } as never, { $set: { _id: 's2' } })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(err.code).toBe(66);
  });

  test('upsert: inserts from equality fields and reports upserted ids', async () => {
    const coll = fresh();
    const res = await coll.updateOne(
      { email: 'x@y', 'profile.age': 30 },
      { $set: { name: 'X' }, $setOnInsert: { created: 1 } },
      { upsert: true },
    );
    expect(res.upsertedCount).toBe(1);
    expect(res.upsertedId).toBeInstanceOf(ObjectId);
    expect(await coll.findOne({}, { projection: { _id: 0 } })).toEqual({
      email: 'x@y',
      profile: { age: 30 },
      name: 'X',
      created: 1,
    });
    const again = await coll.updateOne(
      { email: 'x@y' },
      { $set: { name: 'Y' }, $setOnInsert: { created: 2 } },
      { upsert: true },
    );
    expect(again).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect((await coll.findOne({ email: 'x@y' }))!.created).toBe(1);

    const raw = await t.db.command({
      update: coll.collectionName,
      updates: [
        { q: { _id: 'u1' }, u: { $set: { a: 1 } }, upsert: true },
        { q: { _id: 'u2' }, u: { b: 2 }, upsert: true },
      ],
    });
    expect(raw).toMatchObject({
      n: 2,
      nModified: 0,
      upserted: [
        { index: 0, _id: 'u1' },
        { index: 1, _id: 'u2' },
      ],
    });
    expect(await coll.findOne({ _id: 'u2' } as never)).toEqual({ _id: 'u2', b: 2 });
  });

  test('arrayFilters and positional $', async () => {
    const coll = fresh();
    await coll.insertOne({
      _id: 1,
      grades: [
        { g: 80, ok: false },
        { g: 95, ok: false },
      ],
    } as never);
    await coll.updateOne(
      { _id: 1 } as never,
      { $set: { 'grades.$[hi].ok': true } },
      { arrayFilters: [{ 'hi.g': { $gte: 90 } }] },
    );
    await coll.updateOne({ _id: 1, 'grades.g': 80 } as never, { $inc: { 'grades.$.g': 1 } });
    expect((await coll.findOne({ _id: 1 } as never))!.grades).toEqual([
      { g: 81, ok: false },
      { g: 95, ok: true },
    ]);
  });

  test('pipeline update', async () => {
    const coll = fresh();
    await coll.insertOne({ _id: 1, a: 2, b: 3 } as never);
    await coll.updateOne({ _id: 1 } as never, [{ $set: { sum: { $add: ['$a', '$b'] } } }, { $unset: 'b' }]);
    expect(await coll.findOne({ _id: 1 } as never)).toEqual({ _id: 1, a: 2, sum: 5 });
  });
});

describe('delete', () => {
  test('limit 1 and limit 0', async () => {
    const coll = fresh();
    await coll.insertMany([{ t: 1 }, { t: 1 }, { t: 1 }, { t: 2 }]);
    expect((await coll.deleteOne({ t: 1 })).deletedCount).toBe(1);
    expect((await coll.deleteMany({ t: 1 })).deletedCount).toBe(2);
    expect(await coll.countDocuments()).toBe(1);
    expect((await coll.deleteMany({})).deletedCount).toBe(1);
    expect((await t.db.collection('never').deleteMany({})).deletedCount).toBe(0);
  });
});

describe('findAndModify', () => {
  test('update returning before/after, sort, fields, upsert, remove', async () => {
    const coll = fresh();
    await coll.insertMany([
      { q: 1, v: 1 },
      { q: 1, v: 2 },
    ]);
    const before = await coll.findOneAndUpdate(
      { q: 1 },
      { $inc: { v: 10 } },
      { sort: { v: -1 }, returnDocument: 'before' },
    );
    expect(before!.v).toBe(2);
    const after = await coll.findOneAndUpdate(
      { q: 1 },
      { $inc: { v: 10 } },
      { sort: { v: 1 }, returnDocument: 'after', projection: { _id: 0, v: 1 } },
    );
    expect(after).toEqual({ v: 11 });

    const raw = await t.db.command({
      findAndModify: coll.collectionName,
      query: { q: 9 },
      update: { $set: { v: 0 } },
      upsert: true,
      new: true,
    });
    expect(raw.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    expect(raw.lastErrorObject.upserted).toBeInstanceOf(ObjectId);
    expect(raw.value).toMatchObject({ q: 9, v: 0 });

    const none = await t.db.command({
      findAndModify: coll.collectionName,
      query: { q: 42 },
      update: { $set: { v: 0 } },
    });
    expect(none.lastErrorObject).toEqual({ n: 0, updatedExisting: false });
    expect(none.value).toBeNull();

    const removed = await coll.findOneAndDelete({ q: 9 });
    expect(removed!.v).toBe(0);
    expect(await coll.countDocuments({ q: 9 })).toBe(0);

    const replaced = await coll.findOneAndReplace({ v: 11 }, { replaced: true }, { returnDocument: 'after' });
    expect(replaced).toMatchObject({ replaced: true });
  });

  test('argument errors', async () => {
    const coll = fresh();
    const err = (await t.db
      .command({ findAndModify: coll.collectionName, query: {}, remove: true, update: { $set: { a: 1 } } })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(err.code).toBe(9);
  });
});

describe('count and distinct', () => {
  test('count with query, skip, limit; distinct over arrays', async () => {
    const coll = fresh();
    await coll.insertMany([
      { c: 'x', tags: ['a', 'b'] },
      { c: 'y', tags: ['b', 'c'] },
      { c: 'x', tags: 'd' },
      { c: 'z' },
    ]);
    expect(await coll.estimatedDocumentCount()).toBe(4);
    expect((await t.db.command({ count: coll.collectionName, query: { c: 'x' } })).n).toBe(2);
    expect((await t.db.command({ count: coll.collectionName, skip: 1, limit: 2 })).n).toBe(2);
    expect(await coll.countDocuments({ c: { $ne: 'x' } })).toBe(2);
    expect((await coll.distinct('tags')).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect((await coll.distinct('c', { tags: 'b' })).sort()).toEqual(['x', 'y']);
    expect((await t.db.command({ count: 'missing' })).n).toBe(0);
  });
});
