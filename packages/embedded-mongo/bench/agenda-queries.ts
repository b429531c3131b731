/**
 * The job library's two hot queries on N jobs (`node --import @swc-node/register/esm-register
 * bench/agenda-queries.ts 30000`): agenda's lock (a findOneAndUpdate with an $or, sorted by
 * nextRunAt then priority, on its index {name, nextRunAt, priority, lockedAt, disabled}) and the
 * update of a unique job by `data.key` (without an index for it: the app adds one). Prints the
 * milliseconds each takes and the lock's plan. (The soak's minute-25 stall, issue #33.)
 */
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/index.js';

const N = Number(process.argv[2] ?? 5000);
const mongo = await startEmbeddedMongo({ port: 0 });
const client = new MongoClient(mongo.uri);
await client.connect();
const col = client.db('t').collection('agendaJobs');
await col.createIndex(
  { name: 1, nextRunAt: 1, priority: -1, lockedAt: 1, disabled: 1 },
  { name: 'findAndLockNextJobIndex' },
);
const now = Date.now();
const docs = [];
for (let i = 0; i < N; i++)
  docs.push({
    name: i % 3 ? 'retake-reminder' : 'mail',
    type: 'normal',
    priority: 0,
    nextRunAt: new Date(now + (i - N / 10) * 1000),
    data: { key: `u${i}:c`, payload: { userId: 'x'.repeat(24), n: i } },
    lockedAt: null,
    disabled: false,
  });
await col.insertMany(docs);
const lockQuery = (name: string) => ({
  name,
  disabled: { $ne: true },
  $or: [{ lockedAt: { $eq: null }, nextRunAt: { $lte: new Date(now) } }, { lockedAt: { $lte: new Date(now - 10000) } }],
});
for (const name of ['retake-reminder', 'mail']) {
  let t = performance.now();
  let n = 0;
  for (let k = 0; k < 50; k++) {
    const r = await col.findOneAndUpdate(
      lockQuery(name),
      { $set: { lockedAt: new Date() } },
      { sort: { nextRunAt: 1, priority: -1 }, returnDocument: 'after' },
    );
    if (r) n++;
  }
  console.log(name, N, 'findAndLock ms each', ((performance.now() - t) / 50).toFixed(2), 'locked', n);
  t = performance.now();
  for (let k = 0; k < 50; k++)
    await col.updateOne(
      { name, 'data.key': `u${k}:c`, nextRunAt: { $ne: null } },
      { $set: { nextRunAt: new Date(now + 86400000) } },
    );
  console.log(name, 'unique update ms each', ((performance.now() - t) / 50).toFixed(2));
}
const plan = await col.find(lockQuery('mail')).sort({ nextRunAt: 1, priority: -1 }).limit(1).explain();
console.log(JSON.stringify(plan.queryPlanner?.winningPlan));
await client.close();
await mongo.stop();
