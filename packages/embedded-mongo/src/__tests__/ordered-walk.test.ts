/**
 * A sort an index provides, with a limit, walks the index in order and stops (ordered-keys.ts,
 * index-walk.ts): agenda's lock query (findOneAndUpdate sorted by nextRunAt, priority) examines
 * the few jobs before the first lockable one, not every job of its name; a find with a sort and a
 * limit reads about `limit` documents, forwards or backwards, between bounds from the filter or
 * from every branch of its `$or`. The results are those of a collection without the index (a
 * differential check over documents with arrays, missing fields, nulls and mixed types).
 */
import { ObjectId, type Collection, type Document, type Filter } from 'mongodb';
import { sortKey } from '../bson-order.js';
import { queryCounters, startTestServer, type TestServer } from './helpers.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

let seq = 0;
const fresh = (): Collection<any> => t.db.collection(`walk${seq++}`);

/** The documents and keys one operation examined (server-wide counters). */
async function examined<T>(op: () => Promise<T>): Promise<{ result: T; docs: number; keys: number }> {
  const before = await queryCounters(t.db);
  const result = await op();
  const after = await queryCounters(t.db);
  return { result, docs: after.docsExamined - before.docsExamined, keys: after.keysExamined - before.keysExamined };
}

describe("agenda's lock query on 3,000 jobs", () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const at = (s: number) => new Date(now.getTime() + s * 1000);
  let jobs: Collection<Document>;
  const lockQuery = (name: string, lockDeadline: Date) => ({
    name,
    disabled: { $ne: true },
    $or: [{ lockedAt: { $eq: null }, nextRunAt: { $lte: now } }, { lockedAt: { $lte: lockDeadline } }],
  });
  const lock = (name: string) =>
    jobs.findOneAndUpdate(
      lockQuery(name, at(-600)),
      { $set: { lockedAt: now } },
      { returnDocument: 'after', sort: { nextRunAt: 'asc', priority: 'desc' } },
    );

  beforeAll(async () => {
    jobs = fresh();
    await jobs.createIndex(
      { name: 1, nextRunAt: 1, priority: -1, lockedAt: 1, disabled: 1 },
      { name: 'findAndLockNextJobIndex' },
    );
    // 2,000 'retake' jobs (the first 200 due, one second apart) and 1,000 'mail' jobs.
    await jobs.insertMany(
      Array.from({ length: 3000 }, (_, i) => ({
        name: i % 3 ? 'retake' : 'mail',
        priority: i % 7 === 0 ? 10 : 0,
        nextRunAt: at(i - 300),
        lockedAt: null,
        disabled: false,
        data: { key: `u${i}` },
      })),
    );
  });

  it('locks the first due job examining a handful of documents, not all 2,000 of its name', async () => {
    const { result, docs } = await examined(() => lock('retake'));
    expect(result).toMatchObject({ name: 'retake', nextRunAt: at(-299), lockedAt: now });
    expect(docs).toBeLessThan(5);
  });

  it('takes the due jobs in order, walking past the ones it locked, then none once none is due', async () => {
    const taken: number[] = [];
    for (let i = 0; i < 60; i++) taken.push(((await lock('mail'))!.nextRunAt as Date).getTime());
    expect(taken).toEqual(Array.from({ length: 60 }, (_, k) => at(k * 3 - 300).getTime()));
    // 101 mail jobs are due (every third second from -300 to 0): 41 more, then nothing.
    for (let i = 0; i < 41; i++) expect(await lock('mail')).not.toBeNull();
    const { result, docs } = await examined(() => lock('mail'));
    expect(result).toBeNull();
    // Nothing is due: the walk reads the name's jobs (no bound on nextRunAt: the $or's second
    // branch has none), but each once.
    expect(docs).toBeLessThanOrEqual(1000);
  });

  it('takes a job whose lock expired even when it sorts last', async () => {
    await jobs.updateOne({ name: 'retake', nextRunAt: at(2690) }, { $set: { lockedAt: at(-3600) } });
    await jobs.updateMany({ name: 'retake', lockedAt: null, nextRunAt: { $lte: now } }, { $set: { lockedAt: now } });
    expect(await lock('retake')).toMatchObject({ nextRunAt: at(2690), lockedAt: now });
  });
});

describe('a find with a sort and a limit', () => {
  let c: Collection<Document>;
  beforeAll(async () => {
    c = fresh();
    await c.createIndex({ user: 1, createdAt: 1 });
    await c.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        user: `u${i % 4}`,
        createdAt: new Date(1_700_000_000_000 + i * 60_000),
        i,
      })),
    );
  });

  it('reads about the limit, newest first through an ascending index', async () => {
    const { result, docs } = await examined(() => c.find({ user: 'u1' }).sort({ createdAt: -1 }).limit(5).toArray());
    expect(result.map((d) => d.i)).toEqual([1997, 1993, 1989, 1985, 1981]);
    expect(docs).toBe(5);
    const plan = await c.find({ user: 'u1' }).sort({ createdAt: -1 }).limit(5).explain('executionStats');
    expect(plan.queryPlanner.winningPlan.inputStage).toMatchObject({
      indexName: 'user_1_createdAt_1',
      direction: 'backward',
    });
  });

  it("starts at a range's bound, including one every branch of an $or gives", async () => {
    const since = new Date(1_700_000_000_000 + 1000 * 60_000);
    const own = await examined(() =>
      c
        .find({ user: 'u2', createdAt: { $gte: since } })
        .sort({ createdAt: 1 })
        .limit(3)
        .toArray(),
    );
    expect(own.result.map((d) => d.i)).toEqual([1002, 1006, 1010]);
    expect(own.keys).toBe(3);
    const or = await examined(() =>
      c
        .find({
          user: 'u2',
          $or: [
            { createdAt: { $gte: since }, i: { $gt: 1500 } },
            { createdAt: { $gt: new Date(1_700_000_000_000 + 1200 * 60_000) } },
          ],
        })
        .sort({ createdAt: 1 })
        .limit(2)
        .toArray(),
    );
    expect(or.result.map((d) => d.i)).toEqual([1202, 1206]);
    // The walk starts at the lower of the two bounds (minute 1000), not at the user's first document.
    expect(or.keys).toBeLessThan(60);
  });

  it('skips, and stays in order after writes', async () => {
    await c.insertOne({ user: 'u3', createdAt: new Date(1_700_000_000_000 + 1998.5 * 60_000), i: -1 });
    await c.deleteOne({ i: 1995 });
    await c.updateOne({ i: 1991 }, { $set: { createdAt: new Date(1_600_000_000_000) } });
    const docs = await c.find({ user: 'u3' }).sort({ createdAt: -1 }).skip(1).limit(3).toArray();
    expect(docs.map((d) => d.i)).toEqual([-1, 1987, 1983]);
  });
});

describe('the same results as without the index', () => {
  // Values of every kind the ordered view orders, arrays (multikey), missing fields and a few it
  // does not order (in a separate collection: such an index is never walked in order).
  const values = [
    null,
    0,
    1,
    -2.5,
    3,
    'a',
    'b',
    'B',
    '',
    true,
    false,
    new Date(1_000),
    new Date(2_000),
    new ObjectId('65a000000000000000000001'),
    new ObjectId('65a000000000000000000002'),
    [1, 'a'],
    [],
    [3, 0],
    [new Date(500)],
  ];
  let rng = 42;
  const random = (n: number) => {
    rng = (rng * 1103515245 + 12345) % 2 ** 31;
    return Math.floor(rng / 65536) % n; // (the low bits of this generator repeat quickly)
  };
  const scalars = values.filter((v) => !Array.isArray(v));
  const makeDocs = (pool: unknown[]) =>
    Array.from({ length: 300 }, (_, i) => {
      const doc: Document = { _id: i, g: random(3) };
      if (random(8)) doc.a = pool[random(pool.length)];
      if (random(8)) doc.b = pool[random(pool.length)];
      return doc;
    });
  const withArrays = makeDocs(values);
  const scalarOnly = makeDocs(scalars);
  const queries: Array<{ filter: Filter<Document>; sort: Record<string, 1 | -1>; limit: number }> = [];
  for (let k = 0; k < 30; k++) {
    const filter: Document = { g: random(3) };
    if (random(3) === 0) filter.a = { $gte: values[1 + random(5)] };
    if (random(4) === 0) filter.$or = [{ b: { $lte: new Date(1_500) } }, { b: { $gt: 0 } }];
    const dirA: 1 | -1 = random(2) ? 1 : -1;
    const dirB: 1 | -1 = random(2) ? 1 : -1;
    const sort: Record<string, 1 | -1> = random(2) ? { a: dirA } : { a: dirA, b: dirB, _id: dirA };
    queries.push({ filter: random(5) ? filter : {}, sort, limit: 1 + random(12) });
  }

  // With arrays the index is multikey: walked without bounds. Without, bounds apply.
  it.each([
    ['{ g, a, b, _id }, arrays', { g: 1, a: 1, b: 1, _id: 1 }, withArrays],
    ['{ g, a desc, b desc, _id desc }, arrays', { g: 1, a: -1, b: -1, _id: -1 }, withArrays],
    ['{ a, b desc, _id }, arrays', { a: 1, b: -1, _id: 1 }, withArrays],
    ['{ g, a desc, b desc, _id desc }, scalars', { g: 1, a: -1, b: -1, _id: -1 }, scalarOnly],
    ['{ a, b desc, _id }, scalars', { a: 1, b: -1, _id: 1 }, scalarOnly],
  ])('index %s', async (_name, key, docs) => {
    const plain = fresh();
    const indexed = fresh();
    await plain.insertMany(docs.map((d) => ({ ...d })));
    await indexed.insertMany(docs.map((d) => ({ ...d })));
    await indexed.createIndex(key);
    // Writes after the view is built: moved, removed and new documents.
    await indexed.find({ g: 0 }).sort({ a: 1 }).limit(1).toArray();
    for (const coll of [plain, indexed]) {
      await coll.updateMany({ _id: { $lt: 40 } }, { $set: { a: 2 } });
      await coll.deleteMany({ _id: { $gte: 280 } });
      await coll.insertOne({ _id: 1000, g: 1, a: docs === withArrays ? [] : 2, b: 'z' });
    }
    let walked = 0;
    for (const { filter, sort, limit } of queries) {
      const plan = await indexed.find(filter).sort(sort).limit(limit).explain();
      if (plan.queryPlanner.winningPlan.inputStage?.direction) walked++;
      const expected = await plain.find(filter).sort(sort).limit(limit).toArray();
      const got = await indexed.find(filter).sort(sort).limit(limit).toArray();
      const spec = Object.entries(sort);
      // Equal sort keys may come in either order (as in MongoDB); with _id in the sort, none tie.
      const keyOf = (d: Document, p: string, dir: 1 | -1) => {
        const v = sortKey(d, p, dir);
        return typeof v === 'symbol' ? '[]' : (v ?? null);
      };
      const keys = (list: Document[]) => list.map((d) => JSON.stringify(spec.map(([p, dir]) => keyOf(d, p, dir))));
      expect({ filter, sort, got: keys(got) }).toEqual({ filter, sort, got: keys(expected) });
      if ('_id' in sort) expect(got.map((d) => d._id)).toEqual(expected.map((d) => d._id));
      const one = await indexed.findOneAndUpdate(filter, { $inc: { n: 1 } }, { sort, returnDocument: 'before' });
      const twin = await plain.findOneAndUpdate(filter, { $inc: { n: 1 } }, { sort, returnDocument: 'before' });
      if ('_id' in sort) expect(one?._id).toEqual(twin?._id);
    }
    // Most of the queries walked the index (the others: no equality on g, or mixed directions).
    expect(walked).toBeGreaterThan(queries.length / 3);
  });

  it('keeps the fetch-and-sort plan for an index holding sub-documents', async () => {
    const c = fresh();
    await c.createIndex({ g: 1, a: 1 });
    await c.insertMany([
      { g: 1, a: { x: 2 } },
      { g: 1, a: 1 },
      { g: 1, a: { x: 1 } },
      { g: 1, a: 'z' },
    ]);
    const got = await c.find({ g: 1 }).sort({ a: -1 }).limit(3).project({ _id: 0, a: 1 }).toArray();
    expect(got).toEqual([{ a: { x: 2 } }, { a: { x: 1 } }, { a: 'z' }]);
  });
});
