/**
 * The engine left alone: what it does with no client at ~100k documents of the app's shapes, half
 * of its login sessions expired (the TTL sweep has work at its first pass, then none).
 *
 *   npm run bench:idle -w @mindcheck/embedded-mongo -- --docs=100000 --seconds=180 --ttl-interval-ms=60000
 *
 * Every 10 s: the engine's share of a core, its RSS, the journal's and snapshot's sizes, and how long
 * a `ping` on a fresh connection takes (a blocked event loop shows there). Then SIGTERM, and how long
 * the process takes to exit. Run it under `flock /work/bench.lock` on a shared machine.
 */
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { INDEXES, cpuMsOf, documentAt, memoryOf, startEngine, writeFiles } from './growth.js';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const DOCS = arg('docs', 100_000);
const SECONDS = arg('seconds', 180);
const TTL_MS = arg('ttl-interval-ms', 60_000);
const SAMPLE_MS = 10_000;
/** --via-driver: start empty and insert the documents through the driver (held decoded, as after a soak). */
const VIA_DRIVER = process.argv.includes('--via-driver');

async function insertThroughDriver(uri: string): Promise<void> {
  const client = new MongoClient(uri);
  try {
    const db = client.db('mindcheck');
    for (const [c, { key, ...options }] of INDEXES) await db.collection(c).createIndex(key as never, options);
    let batch = new Map<string, Record<string, unknown>[]>();
    const flush = async () => {
      for (const [c, docs] of batch) await db.collection(c).insertMany(docs, { ordered: false });
      batch = new Map();
    };
    for (let i = 0; i < DOCS; i++) {
      const { coll, doc } = documentAt(i, DOCS, true);
      batch.set(coll, [...(batch.get(coll) ?? []), doc]);
      if (i % 1000 === 999) await flush();
    }
    await flush();
  } finally {
    await client.close();
  }
}

const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};
const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function pingMs(uri: string): Promise<number> {
  const t0 = performance.now();
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 60_000 });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  } finally {
    await client.close();
  }
  return performance.now() - t0;
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-idle-'));
try {
  if (!VIA_DRIVER) await writeFiles(dir, DOCS, true);
  const engine = await startEngine(dir, ['--ttl-interval-ms', String(TTL_MS)]);
  const pid = engine.child.pid!;
  if (VIA_DRIVER) {
    const t0 = performance.now();
    await insertThroughDriver(engine.uri);
    console.log(`inserted through the driver in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  console.log(
    `${DOCS} documents, TTL pass every ${TTL_MS} ms; ready in ${(engine.readyMs / 1000).toFixed(1)} s, ` +
      `CPU ${(cpuMsOf(pid) / 1000).toFixed(1)} s; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.log('| s | CPU % of a core | RSS MB | journal MB | snapshot MB | ping ms (fresh connection) |');
  console.log('|---|---|---|---|---|---|');
  let cpu = cpuMsOf(pid);
  let t = performance.now();
  for (let elapsed = 0; elapsed < SECONDS * 1000;) {
    await sleep(SAMPLE_MS);
    const ping = await pingMs(engine.uri);
    const now = performance.now();
    const cpuNow = cpuMsOf(pid);
    elapsed += now - t;
    console.log(
      `| ${(elapsed / 1000).toFixed(0)} | ${(((cpuNow - cpu) / (now - t)) * 100).toFixed(0)} | ${mb(memoryOf(pid).rss)} | ` +
        `${mb(sizeOf(path.join(dir, 'journal.bson')))} | ${mb(sizeOf(path.join(dir, 'snapshot.bson')))} | ${ping.toFixed(0)} |`,
    );
    cpu = cpuNow;
    t = now;
  }
  const t0 = performance.now();
  engine.child.kill('SIGTERM');
  const killer = setTimeout(() => engine.child.kill('SIGKILL'), 60_000);
  await engine.exited;
  clearTimeout(killer);
  console.log(
    `SIGTERM to exit: ${((performance.now() - t0) / 1000).toFixed(2)} s (exit code ${engine.child.exitCode}, signal ${engine.child.signalCode}); ` +
      `journal ${mb(sizeOf(path.join(dir, 'journal.bson')))} MB, snapshot ${mb(sizeOf(path.join(dir, 'snapshot.bson')))} MB; ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
