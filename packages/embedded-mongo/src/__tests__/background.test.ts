/**
 * What the engine does on its own, between commands: the TTL pass, compaction and stop. None may
 * hold the event loop for long, repeat without end, or lose an acknowledged write (#33: an engine
 * at ~100k documents stalled a soak, then kept a core busy and did not stop on SIGTERM).
 */
import { existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { encodeRecord } from '../journal.js';
import { TTL_BATCH } from '../ttl.js';
import { startTestServer } from './helpers.js';

let tmp: string;
beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-bg-'));
});
afterEach(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pad = 'p'.repeat(400);

test('a TTL pass deletes in batches with commands answered in between, is journaled, then stays idle', async () => {
  const expired = TTL_BATCH * 6;
  const first = await startTestServer({ dbPath: tmp, ttlIntervalMs: 200 });
  const sessions = first.db.collection('sessions');
  await sessions.createIndex({ expires: 1 }, { expireAfterSeconds: 0 });
  const past = new Date(Date.now() - 60_000);
  await sessions.insertMany(Array.from({ length: expired }, (_, i) => ({ _id: `s${i}` as never, expires: past, pad })));
  await sessions.insertOne({ _id: 'live' as never, expires: new Date(Date.now() + 3_600_000) });
  // Counts read while the pass runs: a pass in one piece would show only the full and the empty count.
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) {
    const n = await sessions.countDocuments();
    seen.add(n);
    if (n === 1) break;
  }
  expect([...seen].some((n) => n > 1 && n < expired + 1)).toBe(true);
  expect(await sessions.find().toArray()).toEqual([{ _id: 'live', expires: expect.any(Date) }]);
  // Idle afterwards: nothing more is written over three more intervals.
  await sleep(50);
  const journalSize = statSync(path.join(tmp, 'journal.bson')).size;
  await sleep(700);
  expect(statSync(path.join(tmp, 'journal.bson')).size).toBe(journalSize);
  await first.close();

  const again = await startTestServer({ dbPath: tmp });
  try {
    expect(await again.db.collection('sessions').countDocuments()).toBe(1);
  } finally {
    await again.close();
  }
});

test('writes are acknowledged while a compaction is writing its snapshot; all of them survive', async () => {
  const t = await startTestServer({ dbPath: tmp, journalCompactBytes: 1024 * 1024 });
  const snapshotTmp = path.join(tmp, 'snapshot.bson.tmp');
  const coll = t.db.collection('docs');
  let ackedWithin = 0;
  const acked: string[] = [];
  let loading = true;
  // A writer beside the bulk load: a write issued while a snapshot is being written and
  // acknowledged before that snapshot is in place shows writes do not wait for compactions.
  // (Waiting for it, the acknowledgement comes after the temp file is renamed away.)
  const writer = (async () => {
    for (let i = 0; loading; i++) {
      const issuedWithin = existsSync(snapshotTmp);
      await coll.insertOne({ _id: `w${i}` as never, pad });
      acked.push(`w${i}`);
      if (issuedWithin && existsSync(snapshotTmp)) ackedWithin++;
    }
  })();
  for (let b = 0; b < 24; b++)
    await coll.insertMany(Array.from({ length: 500 }, (_, i) => ({ _id: `b${b}-${i}` as never, pad, more: pad })));
  loading = false;
  await writer;
  await t.close();
  expect(ackedWithin).toBeGreaterThan(0);

  const again = await startTestServer({ dbPath: tmp });
  try {
    expect(await again.db.collection('docs').countDocuments()).toBe(12_000 + acked.length);
    expect(await again.db.collection('docs').countDocuments({ _id: { $in: acked } as never })).toBe(acked.length);
    expect(again.warnings).toEqual([]);
  } finally {
    await again.close();
  }
});

test('stop flushes the journal and does not compact: the snapshot is untouched, every write is back', async () => {
  const first = await startTestServer({ dbPath: tmp, journalCompactBytes: 64 * 1024 });
  const coll = first.db.collection('docs');
  await coll.insertMany(Array.from({ length: 400 }, (_, i) => ({ _id: i as never, pad })));
  for (let i = 0; i < 500 && !existsSync(path.join(tmp, 'snapshot.bson')); i++) await sleep(10);
  await sleep(100); // the compaction started by that load has ended
  await coll.insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: 1000 + i, pad }) as never));
  const snapshot = await fs.readFile(path.join(tmp, 'snapshot.bson'));
  await first.close();
  expect((await fs.readFile(path.join(tmp, 'snapshot.bson'))).equals(snapshot)).toBe(true);
  expect(existsSync(path.join(tmp, 'snapshot.bson.tmp'))).toBe(false);

  const again = await startTestServer({ dbPath: tmp });
  try {
    expect(await again.db.collection('docs').countDocuments()).toBe(420);
  } finally {
    await again.close();
  }
});

test('a crash between the new snapshot and the new journal: the old journal is read from where the snapshot ends', async () => {
  const rec = (r: Record<string, unknown>) => encodeRecord(r);
  // The old journal (generation 1): two records the snapshot contains, then two it does not.
  const before = [
    rec({ op: 'hdr', gen: 1 }),
    rec({ op: 'cc', db: 'd', c: 'c', options: {} }),
    rec({ op: 'put', db: 'd', c: 'c', doc: { _id: 1, v: 'old' } }),
    rec({ op: 'del', db: 'd', c: 'c', id: 2 }),
  ];
  const from = Buffer.concat(before).length;
  const after = [
    rec({ op: 'put', db: 'd', c: 'c', doc: { _id: 3, v: 'after' } }),
    rec({ op: 'del', db: 'd', c: 'c', id: 4 }),
  ];
  await fs.writeFile(path.join(tmp, 'journal.bson'), Buffer.concat([...before, ...after]));
  await fs.writeFile(
    path.join(tmp, 'snapshot.bson'),
    Buffer.concat([
      rec({ op: 'hdr', gen: 2, prev: 1, from }),
      rec({ op: 'cc', db: 'd', c: 'c', options: {} }),
      rec({ op: 'put', db: 'd', c: 'c', doc: { _id: 1, v: 'new' } }),
      rec({ op: 'put', db: 'd', c: 'c', doc: { _id: 2, v: 'put after the delete' } }),
      rec({ op: 'put', db: 'd', c: 'c', doc: { _id: 4, v: 'deleted later' } }),
    ]),
  );
  const t = await startTestServer({ dbPath: tmp }, 'd');
  try {
    expect(await t.db.collection('c').find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, v: 'new' },
      { _id: 2, v: 'put after the delete' },
      { _id: 3, v: 'after' },
    ]);
    expect(t.warnings).toEqual([]);
    // New writes go on in that journal, and the next start reads them too.
    await t.db.collection('c').insertOne({ _id: 5 } as never);
  } finally {
    await t.close();
  }
  const again = await startTestServer({ dbPath: tmp }, 'd');
  try {
    expect((await again.db.collection('c').find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2, 3, 5]);
  } finally {
    await again.close();
  }
});
