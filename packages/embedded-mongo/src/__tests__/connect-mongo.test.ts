import MongoStore from 'connect-mongo';
// connect-mongo (an express-session store) as a real-world client of the engine: upserts that $set
// _id, TTL expiry. The app has its own session layer (src/http/session.ts); this stays a dev-only check.
import { startEmbeddedMongo, type EmbeddedMongo } from '../index.js';

let mongo: EmbeddedMongo;
beforeAll(async () => {
  mongo = await startEmbeddedMongo({ ttlIntervalMs: 50 });
});
afterAll(async () => {
  await mongo.stop();
});

const call = <T>(fn: (cb: (err: unknown, value?: T) => void) => void): Promise<T | undefined> =>
  new Promise((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value))));

test('connect-mongo session store: set, get, touch, destroy, TTL expiry', async () => {
  const store = MongoStore.create({ mongoUrl: mongo.uri, dbName: 'sessions', ttl: 1 });
  try {
    const session = { cookie: { originalMaxAge: 1000 }, user: 'u1' } as unknown as Parameters<MongoStore['set']>[1];
    await call((cb) => store.set('sid-1', session, cb));
    await call((cb) => store.set('sid-1', session, cb)); // upserts again with $set: { _id }
    await call((cb) => store.set('sid-2', session, cb));
    expect(await call<unknown>((cb) => store.get('sid-1', cb))).toMatchObject({ user: 'u1' });
    expect(await call<number>((cb) => store.length(cb))).toBe(2);
    await call((cb) => store.destroy('sid-2', cb));
    expect(await call((cb) => store.get('sid-2', cb))).toBeNull();
    // ttl: 1 s — the TTL index on `expires` removes the session.
    const deadline = Date.now() + 4000;
    while (Date.now() < deadline && (await call<number>((cb) => store.length(cb))) !== 0)
      await new Promise((r) => setTimeout(r, 100));
    expect(await call<number>((cb) => store.length(cb))).toBe(0);
  } finally {
    await store.close();
  }
});
