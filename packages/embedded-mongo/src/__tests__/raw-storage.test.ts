/**
 * Documents loaded from a dbPath stay as BSON until read (raw-store.ts): after a restart every
 * query, index, update, delete, unique check and compaction must answer exactly as before it, with
 * the decoded-document cache on (the default) and off (`decodedCacheBytes: 0`, each read decodes).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Decimal128, Double, Long, ObjectId, type Document } from 'bson';
import type { Collection } from 'mongodb';
import { encodeRecord } from '../journal.js';
import { startTestServer, type TestServer } from './helpers.js';

let tmp: string;
beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-raw-'));
});
afterEach(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const oid = (n: number) => new ObjectId(n.toString(16).padStart(24, '0'));

/** Documents whose indexed paths hold every kind of value an index sees. */
const DOCS: Document[] = [
  {
    _id: oid(1),
    name: 'ada',
    at: new Date(Date.UTC(2025, 0, 1)),
    tags: ['a', 'b'],
    n: new Double(1),
    price: Decimal128.fromString('9.99'),
    owner: { id: oid(9), kind: 'member' },
    items: [
      { sku: 'x', qty: 1 },
      { sku: 'y', qty: 2 },
    ],
  },
  {
    _id: oid(2),
    name: 'bo',
    at: new Date(Date.UTC(2025, 0, 2)),
    tags: [],
    n: Long.fromNumber(2),
    price: Decimal128.fromString('10.00'),
    owner: { id: oid(8), kind: 'expert' },
    items: [],
  },
  { _id: oid(3), name: null, at: null, tags: 'c', n: 3, owner: null, items: [{ sku: 'x', qty: 5 }] },
  { _id: oid(4), at: new Date(Date.UTC(2024, 11, 31)), n: new Double(4.5), items: { sku: 'z', qty: 0 } },
  {
    _id: 'string-id',
    name: 'cy',
    at: new Date(Date.UTC(2025, 0, 3)),
    tags: [['nested'], 'd'],
    n: -0,
    owner: { id: oid(9), kind: 'member' },
  },
  {
    _id: { compound: 1, part: 'a' },
    name: 'di',
    at: new Date(0),
    n: Long.fromString('9007199254740993'),
    email: 'di@example.org',
  },
  { _id: 7, name: 'ed', at: new Date(Date.UTC(2025, 0, 4)), email: 'ed@example.org', flag: true },
];

async function createIndexes(coll: Collection): Promise<void> {
  await coll.createIndex({ name: 1 });
  await coll.createIndex({ at: -1, _id: 1 });
  await coll.createIndex({ tags: 1 });
  await coll.createIndex({ 'owner.id': 1, at: 1 });
  await coll.createIndex({ 'items.sku': 1 });
  await coll.createIndex({ price: 1 });
  await coll.createIndex({ email: 1 }, { unique: true, sparse: true });
  await coll.createIndex({ n: 1 }, { partialFilterExpression: { flag: { $exists: false } } });
}

/** Queries that go through each index (and one collection scan), with their answers in a fixed order. */
const QUERIES: Array<[string, Document, Document?]> = [
  ['name', { name: 'ada' }],
  ['name null', { name: null }],
  ['at range', { at: { $gte: new Date(Date.UTC(2025, 0, 2)) } }, { at: -1, _id: 1 }],
  ['tags multikey', { tags: 'b' }],
  ['tags empty', { tags: [] }],
  ['tags nested', { tags: ['nested'] }],
  ['owner.id', { 'owner.id': oid(9) }, { at: 1 }],
  ['items.sku', { 'items.sku': 'x' }],
  ['items.sku on a sub-document', { 'items.sku': 'z' }],
  ['decimal', { price: Decimal128.fromString('9.99') }],
  ['email', { email: 'ed@example.org' }],
  ['n partial', { n: { $gte: 2 } }, { n: 1 }],
  ['_id document', { _id: { compound: 1, part: 'a' } }],
  ['scan', { flag: { $ne: true } }, { _id: 1 }],
];

async function answers(coll: Collection): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [label, filter, sort] of QUERIES) {
    const docs = await coll
      .find(filter, { promoteValues: false })
      .sort(sort ?? { _id: 1 })
      .toArray();
    out[label] = docs;
  }
  out.all = await coll.find({}, { promoteValues: false }).toArray();
  return out;
}

async function restart(previous: TestServer, cacheBytes: number): Promise<TestServer> {
  await previous.close();
  return startTestServer({ dbPath: tmp, decodedCacheBytes: cacheBytes });
}

describe.each([
  ['with decoded documents kept', 256 * 1024 * 1024],
  ['decoding at every read', 0],
])('after a restart, %s', (_label, cacheBytes) => {
  test('every index and query answers as before, and a compaction of the BSON keeps it so', async () => {
    let server = await startTestServer({ dbPath: tmp, decodedCacheBytes: cacheBytes });
    try {
      const coll = () => server.db.collection('things');
      await createIndexes(coll());
      await coll().insertMany(DOCS);
      const before = await answers(coll());
      server = await restart(server, cacheBytes);
      expect(await answers(coll())).toEqual(before);
      // Twice: the second read is served from the decoded form when it was kept.
      expect(await answers(coll())).toEqual(before);
      const plan = await coll()
        .find({ 'owner.id': oid(9) })
        .explain();
      expect(JSON.stringify(plan.queryPlanner.winningPlan)).toContain('owner.id_1_at_1');
      // A stop compacts: documents never read are written from their BSON as they are.
      server = await restart(server, cacheBytes);
      expect(await answers(coll())).toEqual(before);
      expect(server.warnings).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('updates, deletes, unique checks and new indexes on documents loaded as BSON', async () => {
    let server = await startTestServer({ dbPath: tmp, decodedCacheBytes: cacheBytes });
    try {
      const coll = () => server.db.collection('things');
      await createIndexes(coll());
      await coll().insertMany(DOCS);
      server = await restart(server, cacheBytes);

      // The old keys leave the indexes with the old document.
      await coll().updateOne({ _id: oid(1) }, { $set: { name: 'ada2', tags: ['z'] }, $inc: { n: 1 } });
      expect(await coll().countDocuments({ name: 'ada' })).toBe(0);
      expect(await coll().countDocuments({ tags: 'b' })).toBe(0);
      expect(await coll().findOne({ tags: 'z' }, { promoteValues: false })).toMatchObject({
        name: 'ada2',
        n: new Double(2),
      });
      await coll().deleteOne({ _id: 'string-id' } as never);
      expect(await coll().countDocuments({ tags: 'd' })).toBe(0);
      expect(
        await coll()
          .find({ 'owner.id': oid(9) })
          .project({ _id: 1 })
          .toArray(),
      ).toEqual([{ _id: oid(1) }]);
      await coll().deleteMany({ 'items.sku': 'x' });
      expect(await coll().countDocuments({ 'items.sku': 'x' })).toBe(0);
      expect(await coll().countDocuments({})).toBe(DOCS.length - 3);

      // Unique keys and _ids of loaded documents still refuse duplicates.
      expect(
        (
          await coll()
            .insertOne({ email: 'ed@example.org' })
            .catch((e) => e)
        ).code,
      ).toBe(11000);
      expect(
        (
          await coll()
            .insertOne({ _id: { compound: 1, part: 'a' } } as never)
            .catch((e) => e)
        ).code,
      ).toBe(11000);
      expect(
        (
          await coll()
            .insertOne({ _id: 7 } as never)
            .catch((e) => e)
        ).code,
      ).toBe(11000);

      // A new index over documents held as BSON, and one that they violate.
      await coll().createIndex({ 'owner.kind': 1, n: 1 });
      expect(await coll().find({ 'owner.kind': 'expert' }).project({ _id: 1 }).toArray()).toEqual([{ _id: oid(2) }]);
      expect(
        (
          await coll()
            .createIndex({ 'owner.kind': 1 }, { unique: true })
            .catch((e) => e)
        ).code,
      ).toBe(11000);

      const after = await answers(coll());
      server = await restart(server, cacheBytes);
      expect(await answers(coll())).toEqual(after);
      expect(server.warnings).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

test('a journal replayed over a snapshot: a later put replaces a document’s keys, a del removes it', async () => {
  const rec = (r: Document) => encodeRecord(r);
  const put = (doc: Document) => rec({ op: 'put', db: 'test', c: 'things', doc });
  await fs.writeFile(
    path.join(tmp, 'snapshot.bson'),
    Buffer.concat([
      rec({ op: 'hdr', gen: 4 }),
      rec({ op: 'cc', db: 'test', c: 'things', options: {} }),
      rec({ op: 'ci', db: 'test', c: 'things', spec: { v: 2, key: { k: 1 }, name: 'k_1' } }),
      rec({ op: 'ci', db: 'test', c: 'things', spec: { v: 2, key: { 'a.b': 1 }, name: 'a.b_1' } }),
      put({ _id: 1, k: 'one', a: [{ b: 1 }, { b: 2 }] }),
      put({ _id: 2, k: 'two', a: { b: 3 } }),
      put({ _id: 3, k: 'three' }),
    ]),
  );
  await fs.writeFile(
    path.join(tmp, 'journal.bson'),
    Buffer.concat([
      rec({ op: 'hdr', gen: 4 }),
      put({ _id: 1, k: 'uno', a: [{ b: 9 }] }),
      rec({ op: 'del', db: 'test', c: 'things', id: 2 }),
      put({ _id: 4, k: 'four' }),
      rec({ op: 'ci', db: 'test', c: 'things', spec: { v: 2, key: { k: -1, _id: 1 }, name: 'k_-1__id_1' } }),
      put({ _id: 3, k: 'tres' }),
    ]),
  );
  const server = await startTestServer({ dbPath: tmp, decodedCacheBytes: 0 });
  try {
    const coll = server.db.collection('things');
    const ids = async (filter: Document, hint?: string) =>
      (
        await coll
          .find(filter, hint ? { hint } : {})
          .sort({ _id: 1 })
          .toArray()
      ).map((d) => d._id);
    expect(await ids({ k: 'one' })).toEqual([]);
    expect(await ids({ k: 'uno' })).toEqual([1]);
    expect(await ids({ k: 'two' })).toEqual([]);
    expect(await ids({ 'a.b': 1 })).toEqual([]);
    expect(await ids({ 'a.b': 9 })).toEqual([1]);
    expect(await ids({ 'a.b': 3 })).toEqual([]);
    expect(await ids({ k: 'three' })).toEqual([]);
    expect(await ids({ k: { $in: ['tres', 'four'] } })).toEqual([3, 4]);
    expect(await coll.find().sort({ k: -1, _id: 1 }).toArray()).toEqual([
      { _id: 1, k: 'uno', a: [{ b: 9 }] },
      { _id: 3, k: 'tres' },
      { _id: 4, k: 'four' },
    ]);
    expect(server.warnings).toEqual([]);
  } finally {
    await server.close();
  }
});
