import { MongoServerError, type Collection, type Document } from 'mongodb';
import { queryCounters, startTestServer, type TestServer } from './helpers.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ ttlIntervalMs: 50 });
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const fresh = (): Collection<Document> => t.db.collection(`ix${seq++}`);

async function failure(p: Promise<unknown>): Promise<MongoServerError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof MongoServerError)) throw new Error(`expected a MongoServerError, got ${String(err)}`);
  return err;
}

describe('index management', () => {
  test('createIndexes, listIndexes, dropIndexes', async () => {
    const coll = fresh();
    expect(await coll.createIndex({ a: 1 })).toBe('a_1');
    expect(await coll.createIndex({ b: -1, c: 1 }, { name: 'bc', unique: true })).toBe('bc');
    const raw = await t.db.command({ createIndexes: coll.collectionName, indexes: [{ key: { a: 1 }, name: 'a_1' }] });
    expect(raw.note).toBe('all indexes already exist');
    expect(raw.numIndexesBefore).toBe(3);

    const specs = await coll.listIndexes().toArray();
    expect(specs).toEqual([
      { v: 2, key: { _id: 1 }, name: '_id_' },
      { v: 2, key: { a: 1 }, name: 'a_1' },
      { v: 2, key: { b: -1, c: 1 }, name: 'bc', unique: true },
    ]);

    expect((await failure(coll.createIndex({ z: 1 }, { name: 'a_1' }))).code).toBe(86);
    expect((await failure(coll.createIndex({ a: 1 }, { name: 'a_1', unique: true }))).code).toBe(85);
    expect((await failure(coll.dropIndex('_id_'))).code).toBe(72);
    expect((await failure(coll.dropIndex('nope'))).code).toBe(27);

    await coll.dropIndex('a_1');
    await t.db.command({ dropIndexes: coll.collectionName, index: { b: -1, c: 1 } });
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    await coll.createIndex({ q: 1 });
    await coll.dropIndexes();
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  test('building a unique index over duplicates fails with E11000 and leaves no index', async () => {
    const coll = fresh();
    await coll.insertMany([{ e: 'x' }, { e: 'x' }]);
    const err = await failure(coll.createIndex({ e: 1 }, { unique: true }));
    expect(err.code).toBe(11000);
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });
});

describe('unique indexes', () => {
  test('single field: insert, update, upsert and findAndModify are all checked', async () => {
    const coll = fresh();
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.insertMany([{ email: 'a' }, { email: 'b' }]);

    const ins = await failure(coll.insertOne({ email: 'a' }));
    expect(ins.code).toBe(11000);
    expect(ins.message).toBe(
      'E11000 duplicate key error collection: test.' + coll.collectionName + ' index: email_1 dup key: { email: "a" }',
    );
    expect(ins.keyValue).toEqual({ email: 'a' });
    expect(ins.errorResponse.keyPattern).toEqual({ email: 1 });

    expect((await failure(coll.updateOne({ email: 'b' }, { $set: { email: 'a' } }))).code).toBe(11000);
    expect((await failure(coll.updateOne({ email: 'zz' }, { $set: { email: 'a' } }, { upsert: true }))).code).toBe(
      11000,
    );
    const fam = await failure(coll.findOneAndUpdate({ email: 'b' }, { $set: { email: 'a' } }));
    expect(fam.code).toBe(11000);
    expect(fam.keyValue).toEqual({ email: 'a' });
    // Nothing changed after all those failures; a doc may keep its own key.
    expect(
      await coll
        .find({}, { projection: { _id: 0 } })
        .sort({ email: 1 })
        .toArray(),
    ).toEqual([{ email: 'a' }, { email: 'b' }]);
    await coll.updateOne({ email: 'a' }, { $set: { email: 'a', other: 1 } });
  });

  test('non-sparse: missing fields count as null and collide', async () => {
    const coll = fresh();
    await coll.createIndex({ u: 1 }, { unique: true });
    await coll.insertOne({ x: 1 });
    const err = await failure(coll.insertOne({ x: 2 }));
    expect(err.message).toContain('dup key: { u: null }');
    await failure(coll.insertOne({ u: null }));
  });

  test('sparse: documents without the field are not indexed', async () => {
    const coll = fresh();
    await coll.createIndex({ u: 1 }, { unique: true, sparse: true });
    await coll.insertMany([{ x: 1 }, { x: 2 }, { u: 1 }]);
    expect((await failure(coll.insertOne({ u: 1 }))).code).toBe(11000);
  });

  test('compound: only the full combination must be unique', async () => {
    const coll = fresh();
    await coll.createIndex({ a: 1, b: 1 }, { unique: true });
    await coll.insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
      { a: 2, b: 1 },
    ]);
    const err = await failure(coll.insertOne({ a: 1, b: 2 }));
    expect(err.keyValue).toEqual({ a: 1, b: 2 });
    expect(err.message).toContain('index: a_1_b_1 dup key: { a: 1, b: 2 }');
  });

  test('multikey: array elements are keys', async () => {
    const coll = fresh();
    await coll.createIndex({ tags: 1 }, { unique: true });
    await coll.insertOne({ tags: ['x', 'y'] });
    expect((await failure(coll.insertOne({ tags: ['z', 'y'] }))).code).toBe(11000);
    await coll.insertOne({ tags: ['z'] });
    expect(await coll.countDocuments({ tags: 'y' })).toBe(1);
  });

  test('partial: only matching documents are constrained', async () => {
    const coll = fresh();
    await coll.createIndex({ e: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await coll.insertMany([
      { e: 1, active: false },
      { e: 1, active: false },
      { e: 1, active: true },
    ]);
    expect((await failure(coll.insertOne({ e: 1, active: true }))).code).toBe(11000);
  });
});

describe('indexed queries do not scan', () => {
  let coll: Collection<Document>;
  beforeAll(async () => {
    coll = fresh();
    await coll.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        i,
        k: `key${i}`,
        g: i % 10,
        at: new Date(1_700_000_000_000 + i * 1000),
      })),
    );
    await coll.createIndex({ k: 1 }, { unique: true });
    await coll.createIndex({ g: 1, i: 1 });
    await coll.createIndex({ at: 1 });
  });

  test('equality on a unique index examines one document', async () => {
    const before = await queryCounters(t.db);
    const doc = await coll.findOne({ k: 'key1234' });
    const after = await queryCounters(t.db);
    expect(doc!.i).toBe(1234);
    expect(after.docsExamined - before.docsExamined).toBe(1);
    expect(after.collectionScans).toBe(before.collectionScans);
  });

  test('explain shows the plan and the counts', async () => {
    const ix = await coll.find({ g: 3, i: 13 }).explain('executionStats');
    expect(ix.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'g_1_i_1' });
    expect(ix.executionStats.totalDocsExamined).toBe(1);
    const id = await coll.find({ _id: (await coll.findOne({ i: 5 }))!._id }).explain('executionStats');
    expect(id.queryPlanner.winningPlan.stage).toBe('IDHACK');
    expect(id.executionStats.totalDocsExamined).toBe(1);
    const scan = await coll.find({ i: 5 }).explain('executionStats');
    expect(scan.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
    expect(scan.executionStats.totalDocsExamined).toBe(2000);
  });

  test('$in and ranges on a single-field index examine only matches', async () => {
    const inPlan = await coll.find({ k: { $in: ['key1', 'key2', 'nope'] } }).explain('executionStats');
    expect(inPlan.executionStats).toMatchObject({ nReturned: 2, totalDocsExamined: 2 });
    const from = new Date(1_700_000_000_000 + 100 * 1000);
    const to = new Date(1_700_000_000_000 + 110 * 1000);
    const range = await coll.find({ at: { $gte: from, $lt: to } }).explain('executionStats');
    expect(range.queryPlanner.winningPlan.inputStage.indexName).toBe('at_1');
    expect(range.executionStats).toMatchObject({ nReturned: 10, totalDocsExamined: 10 });
    // Index order stays right after writes.
    await coll.insertOne({ i: -1, k: 'late', g: 0, at: new Date(1_700_000_000_000 + 105_500) });
    await coll.deleteOne({ i: 101 });
    const docs = await coll.find({ at: { $gte: from, $lt: to } }).toArray();
    expect(docs.map((d) => d.i)).toEqual([100, 102, 103, 104, 105, -1, 106, 107, 108, 109]);
  });

  test("equality on a compound index's first field examines only its documents (the History read)", async () => {
    const plan = await coll.find({ g: 4 }).sort({ i: -1 }).explain('executionStats');
    expect(plan.queryPlanner.winningPlan.inputStage.indexName).toBe('g_1_i_1');
    expect(plan.executionStats).toMatchObject({ nReturned: 200, totalDocsExamined: 200 });
    // Kept right through writes: a moved, a deleted and a new document; a multikey second field.
    const c = fresh() as Collection<any>;
    await c.createIndex({ u: 1, tags: 1 });
    await c.insertMany([
      { _id: 1, u: 'a', tags: ['x', 'y'] },
      { _id: 2, u: 'a', tags: [] },
      { _id: 3, u: 'b', tags: 'z' },
    ] as Document[]);
    await c.updateOne({ _id: 1 }, { $set: { u: 'b' } });
    await c.deleteOne({ _id: 2 });
    await c.insertOne({ _id: 4, u: 'a' } as Document);
    await c.updateOne({ _id: 3 }, { $set: { tags: ['p', 'q'] } });
    const ids = async (u: string) => (await c.find({ u }).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids('a')).toEqual([4]);
    expect(await ids('b')).toEqual([1, 3]);
    await c.updateOne({ _id: 3 }, { $unset: { tags: '' } });
    await c.deleteOne({ _id: 1 });
    expect(await ids('b')).toEqual([3]);
    const explained = await c.find({ u: 'b' }).explain('executionStats');
    expect(explained.executionStats.totalDocsExamined).toBe(1);
  });

  test('updates and deletes by indexed key do not scan', async () => {
    const before = await queryCounters(t.db);
    await coll.updateOne({ k: 'key7' }, { $set: { touched: true } });
    await coll.deleteOne({ k: 'key8' });
    const after = await queryCounters(t.db);
    expect(after.docsExamined - before.docsExamined).toBe(2);
    expect(await coll.countDocuments({ k: 'key8' })).toBe(0);
  });
});

describe('TTL', () => {
  test('expired documents are removed by the sweep', async () => {
    const coll = fresh();
    await coll.createIndex({ expires: 1 }, { expireAfterSeconds: 0 });
    await coll.createIndex({ createdAt: 1 }, { expireAfterSeconds: 3600 });
    const now = Date.now();
    await coll.insertMany([
      { name: 'old', expires: new Date(now - 1000) },
      { name: 'future', expires: new Date(now + 60_000) },
      { name: 'not-a-date', expires: 'tomorrow' },
      { name: 'stale', createdAt: new Date(now - 2 * 3600 * 1000) },
      { name: 'fresh', createdAt: new Date(now) },
    ]);
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline && (await coll.countDocuments()) > 3) await new Promise((r) => setTimeout(r, 20));
    expect((await coll.find().sort({ name: 1 }).toArray()).map((d) => d.name)).toEqual([
      'fresh',
      'future',
      'not-a-date',
    ]);
  });
});
