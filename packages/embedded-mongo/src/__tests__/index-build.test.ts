/**
 * Start-up reads each document's `_id` only; the index keys of the documents loaded are built
 * after the server is ready, in the background (collection.ts `buildSlice`). A command touching
 * a collection first finishes its build: reads through an index answer as before the restart,
 * and a unique index refuses a duplicate during the build as after it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoServerError } from 'mongodb';
import { Catalog } from '../catalog.js';
import { compileFilter } from '../mql.js';
import { DurableStore } from '../storage.js';
import { startTestServer } from './helpers.js';

let tmp: string;
beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-build-'));
});
afterEach(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const DOCS = 6000;
const member = (i: number) => `m${i % 300}`;
const email = (i: number) => `person${i}@example.org`;

/** A dbPath holding DOCS documents with a unique index and a compound one, half in the snapshot, half in the journal. */
async function seed(): Promise<void> {
  const t = await startTestServer({ dbPath: tmp, journalCompactBytes: 256 * 1024 }, 'app');
  const coll = t.db.collection('people');
  await coll.createIndex({ email: 1 }, { unique: true });
  await coll.createIndex({ userId: 1, createdAt: 1 });
  for (let b = 0; b < DOCS; b += 500)
    await coll.insertMany(
      Array.from({ length: 500 }, (_, k) => ({
        _id: b + k,
        email: email(b + k),
        userId: member(b + k),
        createdAt: new Date(Date.UTC(2026, 0, 1) + (b + k) * 60_000),
      })) as never[],
    );
  await coll.deleteMany({ _id: { $in: [5, 6, 7] } } as never);
  await coll.updateOne({ _id: 8 } as never, { $set: { email: 'renamed@example.org' } });
  await t.close();
}

test('a write in the middle of the build finishes it first: the last document loaded is a duplicate', async () => {
  await seed();
  const catalog = new Catalog();
  const store = await DurableStore.open(tmp, catalog, { logger: { warn: () => {} }, compactBytes: 1 << 30 });
  try {
    const coll = catalog.require('app', 'people');
    expect(coll.size).toBe(DOCS - 3);
    expect(coll.keysPending).toBe(true);
    expect(coll.buildSlice(0)).toBe(false); // one slice, its deadline already past: partly built
    expect(coll.keysPending).toBe(true);
    const dup = { _id: 'new', email: email(DOCS - 1), userId: 'x', createdAt: new Date() };
    expect(() => coll.insert(dup)).toThrow(/E11000 duplicate key error collection: app.people index: email_1/);
    expect(coll.keysPending).toBe(false);
    // Every key is in: an index read finds what a scan finds; the moved and deleted ones too.
    for (const filter of [
      { email: email(DOCS - 1) },
      { email: 'renamed@example.org' },
      { email: email(8) },
      { email: email(6) },
    ]) {
      const viaIndex = coll.select(filter, compileFilter(filter));
      expect(viaIndex.plan.stage).toBe('IXSCAN');
      expect(viaIndex.docs).toEqual([...coll.all()].filter(compileFilter(filter)));
    }
    expect(coll.select({ userId: member(1) }, compileFilter({ userId: member(1) })).docs).toHaveLength(DOCS / 300);
  } finally {
    await store.close();
  }
});

test('a restart under concurrent reads and writes right after ready answers exactly as before', async () => {
  await seed();
  const history = (db: import('mongodb').Db, u: string) =>
    db.collection('people').find({ userId: u }).sort({ createdAt: -1 }).toArray();
  const before = await startTestServer({ dbPath: tmp }, 'app');
  const expected = new Map<string, unknown>();
  for (let u = 0; u < 300; u += 7) expected.set(member(u), await history(before.db, member(u)));
  await before.close();

  const t = await startTestServer({ dbPath: tmp }, 'app');
  try {
    const people = t.db.collection('people');
    const refused = async (p: Promise<unknown>) =>
      p.then(
        () => 'written',
        (e: unknown) => (e instanceof MongoServerError ? e.code : String(e)),
      );
    const [reads, duplicates, fresh, moved] = await Promise.all([
      Promise.all([...expected.keys()].map(async (u) => [u, await history(t.db, u)] as const)),
      Promise.all(Array.from({ length: 40 }, (_, i) => refused(people.insertOne({ email: email(DOCS - 1 - i * 97) })))),
      Promise.all(Array.from({ length: 40 }, (_, i) => refused(people.insertOne({ email: `new${i}@example.org` })))),
      refused(people.updateOne({ _id: 9 } as never, { $set: { email: email(DOCS - 2) } })),
    ]);
    for (const [u, docs] of reads) expect(docs).toEqual(expected.get(u));
    expect(duplicates).toEqual(Array(40).fill(11000));
    expect(fresh).toEqual(Array(40).fill('written'));
    expect(moved).toBe(11000);
    expect(await people.countDocuments({ email: email(9) })).toBe(1);
    // After the build as during it.
    expect(await refused(people.insertOne({ email: email(0) }))).toBe(11000);
    expect(await people.countDocuments()).toBe(DOCS - 3 + 40);
  } finally {
    await t.close();
  }
});
