/**
 * Embedded MongoDB benchmark, over the real driver and TCP.
 *
 *   npm run bench:db
 *
 * Figures: median latency of an indexed find at 1k and 100k documents (and
 * their ratio: an index lookup must not grow with the collection), inserts per
 * second in memory-only mode, and durable (fsync'd, group-committed) inserts
 * per second with 16 concurrent writers into a temporary dbPath. Then growth (./growth.ts):
 * start-up, memory and the testHistory lookup at 10k, 100k and 1M documents of the app's shapes
 * (`--sizes=1000000` or BENCH_DB_SIZES=10000,100000 chooses the sizes; BENCH_DB_SKIP_BASIC=1 leaves out the figures
 * above). Run it under `flock /work/bench.lock` on a shared machine.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Collection } from 'mongodb';
import { startEmbeddedMongo } from '../src/index.js';
import { emptyStartMs, growthTable, measureGrowth, type GrowthRow } from './growth.js';

const FINDS = 2000;
const WRITERS = 16;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

async function load(coll: Collection, n: number): Promise<void> {
  for (let start = 0; start < n; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, n - start) }, (_, j) => ({
      k: `key-${start + j}`,
      n: start + j,
      pad: 'x'.repeat(64),
    }));
    await coll.insertMany(batch, { ordered: false });
  }
}

async function findMedianMs(coll: Collection, n: number): Promise<number> {
  // Warm up the connection and the JIT before measuring.
  for (let i = 0; i < 200; i++) await coll.findOne({ k: `key-${i % n}` });
  const times: number[] = [];
  for (let i = 0; i < FINDS; i++) {
    const key = `key-${Math.floor(Math.random() * n)}`;
    const t0 = performance.now();
    const doc = await coll.findOne({ k: key });
    times.push(performance.now() - t0);
    if (!doc) throw new Error(`missing ${key}`);
  }
  return median(times);
}

/**
 * A count of the documents whose _id is `$in` a list of n ids (what the soak's final check sends, and
 * a batched lookup by ids): milliseconds at 1,000 and 5,000 ids over the 100k collection.
 */
async function inListMs(coll: Collection): Promise<{ at1k: number; at5k: number }> {
  const ids = (
    await coll
      .find({}, { projection: { _id: 1 } })
      .limit(5000)
      .toArray()
  ).map((d) => d._id);
  const time = async (n: number) => {
    const t0 = performance.now();
    const count = await coll.countDocuments({ _id: { $in: ids.slice(0, n) } });
    if (count !== n) throw new Error(`counted ${count} of ${n}`);
    return performance.now() - t0;
  };
  await time(100);
  return { at1k: await time(1000), at5k: await time(5000) };
}

async function insertRate(coll: Collection, total: number): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < total) {
        const i = next++;
        await coll.insertOne({ i, at: new Date(), pad: 'y'.repeat(64) });
      }
    }),
  );
  return total / ((performance.now() - t0) / 1000);
}

async function withServer<T>(dbPath: string | undefined, fn: (client: MongoClient) => Promise<T>): Promise<T> {
  const mongo = await startEmbeddedMongo({ dbPath, logger: { warn: (m) => console.error(m) } });
  const client = new MongoClient(mongo.uri, { maxPoolSize: WRITERS });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.close();
    await mongo.stop();
  }
}

async function basic(): Promise<void> {
  const results = await withServer(undefined, async (client) => {
    const db = client.db('bench');
    const small = db.collection('small');
    const large = db.collection('large');
    await small.createIndex({ k: 1 }, { unique: true });
    await large.createIndex({ k: 1 }, { unique: true });
    await load(small, 1_000);
    await load(large, 100_000);
    const at1k = await findMedianMs(small, 1_000);
    const at100k = await findMedianMs(large, 100_000);
    const inList = await inListMs(large);
    const memRate = await insertRate(db.collection('inserts'), 20_000);
    return { at1k, at100k, inList, memRate };
  });

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-db-'));
  let durableRate: number;
  try {
    durableRate = await withServer(dir, (client) => insertRate(client.db('bench').collection('durable'), 10_000));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }

  const ratio = results.at100k / results.at1k;
  console.log(`indexed find, 1k docs:      median ${(results.at1k * 1000).toFixed(0)} µs over ${FINDS} finds`);
  console.log(`indexed find, 100k docs:    median ${(results.at100k * 1000).toFixed(0)} µs over ${FINDS} finds`);
  console.log(`100k/1k latency ratio:      ${ratio.toFixed(2)} (goal ≤ 2) ${ratio <= 2 ? 'OK' : 'OVER'}`);
  const inRatio = results.inList.at5k / results.inList.at1k;
  console.log(
    `_id $in, 100k docs:         ${results.inList.at1k.toFixed(0)} ms for 1,000 ids, ${results.inList.at5k.toFixed(0)} ms for 5,000 (ratio ${inRatio.toFixed(1)}, goal ≤ 7.5 for 5× the ids: linear) ${inRatio <= 7.5 ? 'OK' : 'OVER'}`,
  );
  console.log(`inserts/s, memory-only:     ${Math.round(results.memRate)} (${WRITERS} concurrent writers)`);
  console.log(
    `inserts/s, durable (fsync): ${Math.round(durableRate)} (${WRITERS} concurrent writers, goal ≥ 2000) ${durableRate >= 2000 ? 'OK' : 'UNDER'}`,
  );
}

if (!process.env.BENCH_DB_SKIP_BASIC) await basic();

// `--sizes=1000000` (after `npm run bench:db --`) or BENCH_DB_SIZES chooses the growth sizes.
const sizesArg = process.argv.find((a) => a.startsWith('--sizes='))?.slice('--sizes='.length);
const sizes = (sizesArg ?? process.env.BENCH_DB_SIZES ?? '10000,100000,1000000').split(',').map(Number);
console.log('\ngrowth (the built engine, dist/cli.js, in its own process):');
const emptyMs = await emptyStartMs();
const rows: GrowthRow[] = [];
for (const n of sizes) rows.push(await measureGrowth(n, (line) => console.log(line)));
for (const line of growthTable(rows, emptyMs)) console.log(line);
