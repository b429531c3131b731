import { spawn } from 'node:child_process';
import { existsSync, promises as fsp, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Double, Long } from 'bson';
import { encodeRecord } from '../journal.js';
import { startEmbeddedMongo } from '../index.js';
import { startTestServer } from './helpers.js';

const PACKAGE_DIR = path.resolve(__dirname, '../..');
const FIXTURE = path.join(__dirname, 'fixtures', 'writer.ts');

let tmp: string;
beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-'));
});
afterEach(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

test('state survives a clean restart: documents, types and index definitions', async () => {
  const first = await startTestServer({ dbPath: tmp });
  const coll = first.db.collection('things');
  await coll.createIndex({ email: 1 }, { unique: true });
  await coll.createIndex({ at: 1 }, { expireAfterSeconds: 3600, name: 'ttl' });
  await coll.insertMany([
    { _id: 1, email: 'a', d: new Double(3), l: Long.fromNumber(4) },
    { _id: 2, email: 'b' },
    { _id: 3, email: 'c' },
  ] as never[]);
  await coll.updateOne({ _id: 2 } as never, { $set: { email: 'bb' } });
  await coll.deleteOne({ _id: 3 } as never);
  await first.db.collection('gone').insertOne({ x: 1 });
  await first.db.collection('gone').drop();
  await first.close();

  const second = await startTestServer({ dbPath: tmp });
  try {
    const c2 = second.db.collection('things');
    expect(await c2.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, email: 'a', d: 3, l: 4 },
      { _id: 2, email: 'bb' },
    ]);
    const typed = await c2.findOne({ _id: 1 } as never, { promoteValues: false });
    expect(typed!.d).toBeInstanceOf(Double);
    expect(typed!.l).toBeInstanceOf(Long);
    expect((await c2.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'email_1', 'ttl']);
    expect((await c2.insertOne({ email: 'a' }).catch((e) => e)).code).toBe(11000);
    expect((await second.db.listCollections().toArray()).map((c) => c.name)).toEqual(['things']);
    expect(second.warnings).toEqual([]);
  } finally {
    await second.close();
  }
});

test('acknowledged writes survive SIGKILL; a torn journal tail is dropped with a warning', async () => {
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', FIXTURE, tmp], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acked = new Set<string>();
  let maxInc = 0;
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  let pending = '';
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`writer did not get going: ${stderr}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('ack ')) acked.add(line.slice(4));
        else if (line.startsWith('inc ')) maxInc = Math.max(maxInc, Number(line.slice(4)));
      }
      if (acked.size >= 400 && !child.killed) {
        clearTimeout(timer);
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.on('close', () => reject(new Error(`writer exited early: ${stderr}`)));
  });
  await exited; // every line printed before death has been read by now
  expect(acked.size).toBeGreaterThanOrEqual(400);

  // Simulate a crash in the middle of a write: half a record at the end.
  const journal = path.join(tmp, 'journal.bson');
  const half = encodeRecord({ op: 'put', db: 'durable', c: 'docs', doc: { _id: 'torn' } }).subarray(0, 20);
  await fsp.appendFile(journal, half);

  const restarted = await startTestServer({ dbPath: tmp }, 'durable');
  try {
    const ids = new Set(
      (
        await restarted.db
          .collection('docs')
          .find({}, { projection: { _id: 1 } })
          .toArray()
      ).map((d) => String(d._id)),
    );
    const missing = [...acked].filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
    expect(ids.has('torn')).toBe(false);
    const counter = await restarted.db.collection('counters').findOne({ _id: 'c' as never });
    expect(counter!.n).toBeGreaterThanOrEqual(maxInc);
    expect(restarted.warnings.some((w) => /torn or corrupt journal tail/.test(w))).toBe(true);
    // The unique index definition came back too.
    expect((await restarted.db.collection('docs').listIndexes().toArray()).map((i) => i.name)).toContain('u_1');
    // New writes after the dropped tail are readable after another restart.
    await restarted.db.collection('docs').insertOne({ _id: 'after' as never, u: 'after' });
  } finally {
    await restarted.close();
  }
  const third = await startTestServer({ dbPath: tmp }, 'durable');
  try {
    expect(await third.db.collection('docs').countDocuments({ _id: 'after' as never })).toBe(1);
    expect(third.warnings).toEqual([]);
  } finally {
    await third.close();
  }
});

test('a corrupt record ends the replay; every record before it survives', async () => {
  const rec = (r: Record<string, unknown>) => encodeRecord(r);
  const corrupt = rec({ op: 'put', db: 'd', c: 'c', doc: { _id: 3 } });
  corrupt[corrupt.length - 3] ^= 0xff; // payload byte flipped: checksum mismatch
  await fs.writeFile(
    path.join(tmp, 'journal.bson'),
    Buffer.concat([
      rec({ op: 'hdr', gen: 0 }),
      rec({ op: 'cc', db: 'd', c: 'c', options: {} }),
      rec({ op: 'put', db: 'd', c: 'c', doc: { _id: 1 } }),
      rec({ op: 'put', db: 'd', c: 'c', doc: { _id: 2 } }),
      corrupt,
      rec({ op: 'put', db: 'd', c: 'c', doc: { _id: 4 } }),
    ]),
  );
  const t = await startTestServer({ dbPath: tmp }, 'd');
  try {
    expect((await t.db.collection('c').find().toArray()).map((d) => d._id)).toEqual([1, 2]);
    expect(t.warnings).toHaveLength(1);
    expect(t.warnings[0]).toMatch(/checksum mismatch/);
  } finally {
    await t.close();
  }
});

test('the journal is compacted into a snapshot past its size limit (not at stop: see background.test.ts)', async () => {
  const t = await startTestServer({ dbPath: tmp, journalCompactBytes: 8 * 1024 });
  const coll = t.db.collection('big');
  for (let i = 0; i < 300; i++) await coll.insertOne({ i, pad: 'x'.repeat(100) });
  await coll.updateMany({ i: { $lt: 10 } }, { $set: { small: true } });
  // Compaction runs in the background after the flush that crossed the limit.
  await new Promise((r) => setTimeout(r, 100));
  expect(existsSync(path.join(tmp, 'snapshot.bson'))).toBe(true);
  expect(statSync(path.join(tmp, 'journal.bson')).size).toBeLessThan(16 * 1024);
  await t.close();

  const again = await startTestServer({ dbPath: tmp });
  try {
    expect(await again.db.collection('big').countDocuments()).toBe(300);
    expect(await again.db.collection('big').countDocuments({ small: true })).toBe(10);
  } finally {
    await again.close();
  }
});

test('a journal older than the snapshot (crash during compaction) is ignored', async () => {
  const rec = (r: Record<string, unknown>) => encodeRecord(r);
  await fs.writeFile(
    path.join(tmp, 'snapshot.bson'),
    Buffer.concat([
      rec({ op: 'hdr', gen: 2 }),
      rec({ op: 'cc', db: 'd', c: 'c', options: {} }),
      rec({ op: 'put', db: 'd', c: 'c', doc: { _id: 1, v: 'new' } }),
    ]),
  );
  await fs.writeFile(
    path.join(tmp, 'journal.bson'),
    Buffer.concat([rec({ op: 'hdr', gen: 1 }), rec({ op: 'put', db: 'd', c: 'c', doc: { _id: 1, v: 'old' } })]),
  );
  const t = await startTestServer({ dbPath: tmp }, 'd');
  try {
    expect(await t.db.collection('c').find().toArray()).toEqual([{ _id: 1, v: 'new' }]);
  } finally {
    await t.close();
  }
});

test('one dbPath cannot be opened twice', async () => {
  const first = await startEmbeddedMongo({ dbPath: tmp });
  try {
    await expect(startEmbeddedMongo({ dbPath: tmp })).rejects.toThrow(/already open/);
  } finally {
    await first.stop();
  }
});

test('memory-only mode touches no files', async () => {
  const fsPromises = await import('node:fs/promises');
  const spies = [
    jest.spyOn(fsPromises.default, 'open'),
    jest.spyOn(fsPromises.default, 'writeFile'),
    jest.spyOn(fsPromises.default, 'mkdir'),
  ];
  try {
    const t = await startTestServer();
    await t.db.collection('m').insertMany([{ a: 1 }, { a: 2 }]);
    await t.db.collection('m').createIndex({ a: 1 });
    await t.close();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
});

test('a __proto__ field name survives the journal and the snapshot as an ordinary field', async () => {
  const first = await startTestServer({ dbPath: tmp });
  await first.db.collection('things').insertOne(JSON.parse('{"_id": 1, "__proto__": {"x": 1}}') as never);
  await first.close(); // in the journal
  const second = await startTestServer({ dbPath: tmp, journalCompactBytes: 1 });
  await second.db.collection('things').insertOne(JSON.parse('{"_id": 2, "__proto__": 2}') as never);
  // The flush past 1 byte starts a compaction: both documents go into the snapshot.
  for (let i = 0; i < 500 && !existsSync(path.join(tmp, 'snapshot.bson')); i++)
    await new Promise((r) => setTimeout(r, 10));
  expect(existsSync(path.join(tmp, 'snapshot.bson'))).toBe(true);
  await second.mongo.stop();
  const third = await startTestServer({ dbPath: tmp });
  try {
    const docs = await third.db.collection('things').find().sort({ _id: 1 }).toArray();
    expect(docs.map((d) => Object.getOwnPropertyDescriptor(d, '__proto__')?.value)).toEqual([{ x: 1 }, 2]);
    expect(docs.every((d) => Object.getPrototypeOf(d) === Object.prototype)).toBe(true);
  } finally {
    await second.client.close();
    await third.close();
  }
});
