import { MongoClient } from 'mongodb';
import { startTestServer, type TestServer } from './helpers.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

test('100 parallel upserts on one unique key leave one document', async () => {
  const client = new MongoClient(t.mongo.uri, { maxPoolSize: 50 });
  await client.connect();
  try {
    const coll = client.db('test').collection('upserts');
    await coll.createIndex({ key: 1 }, { unique: true });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        coll.updateOne({ key: 'same' }, { $inc: { hits: 1 }, $setOnInsert: { first: i } }, { upsert: true }),
      ),
    );
    expect(results.filter((r) => r.upsertedCount === 1)).toHaveLength(1);
    expect(await coll.countDocuments()).toBe(1);
    expect((await coll.findOne({ key: 'same' }))!.hits).toBe(100);

    // Without a unique index too: each upsert is atomic.
    const plain = client.db('test').collection('upserts-plain');
    await Promise.all(
      Array.from({ length: 100 }, () => plain.updateOne({ k: 1 }, { $inc: { n: 1 } }, { upsert: true })),
    );
    expect(await plain.countDocuments()).toBe(1);
    expect((await plain.findOne({ k: 1 }))!.n).toBe(100);
  } finally {
    await client.close();
  }
});

test('many clients at once, each seeing its own writes', async () => {
  const clients = await Promise.all(
    Array.from({ length: 10 }, () => new MongoClient(t.mongo.uri, { maxPoolSize: 5 }).connect()),
  );
  try {
    await Promise.all(
      clients.map(async (c, ci) => {
        const coll = c.db('test').collection('fanout');
        for (let i = 0; i < 20; i++) {
          await coll.insertOne({ ci, i });
          expect(await coll.countDocuments({ ci })).toBe(i + 1);
        }
      }),
    );
    expect(await t.db.collection('fanout').countDocuments()).toBe(200);
    const status = await t.db.admin().command({ serverStatus: 1 });
    expect(status.connections.current).toBeGreaterThanOrEqual(10);
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
});
