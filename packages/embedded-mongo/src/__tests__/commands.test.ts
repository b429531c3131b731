import { MongoServerError } from 'mongodb';
import { startTestServer, type TestServer } from './helpers.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

async function commandError(p: Promise<unknown>): Promise<MongoServerError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof MongoServerError) return err;
    throw err;
  }
  throw new Error('expected the command to fail');
}

describe('handshake and server info', () => {
  test('hello advertises a writable standalone', async () => {
    const hello = await t.db.admin().command({ hello: 1 });
    expect(hello).toMatchObject({
      isWritablePrimary: true,
      maxWireVersion: 21,
      minWireVersion: 0,
      maxBsonObjectSize: 16 * 1024 * 1024,
      maxMessageSizeBytes: 48_000_000,
      maxWriteBatchSize: 100_000,
      logicalSessionTimeoutMinutes: 30,
      ok: 1,
    });
    expect(hello.localTime).toBeInstanceOf(Date);
    expect(typeof hello.connectionId).toBe('number');
    const legacy = await t.db.admin().command({ isMaster: 1 });
    expect(legacy.ismaster).toBe(true);
  });

  test('ping, buildInfo, getParameter, serverStatus, connectionStatus, whatsmyuri, endSessions', async () => {
    const admin = t.db.admin();
    expect(await admin.command({ ping: 1 })).toEqual({ ok: 1 });
    const info = await admin.command({ buildInfo: 1 });
    expect(info.version).toBe('7.0.0');
    expect(info.versionArray).toEqual([7, 0, 0, 0]);
    const fcv = await admin.command({ getParameter: 1, featureCompatibilityVersion: 1 });
    expect(fcv.featureCompatibilityVersion).toEqual({ version: '7.0' });
    const status = await admin.command({ serverStatus: 1 });
    expect(status.connections.current).toBeGreaterThan(0);
    expect(status.metrics.queryExecutor).toBeDefined();
    expect((await admin.command({ connectionStatus: 1 })).authInfo.authenticatedUsers).toEqual([]);
    expect((await admin.command({ whatsmyuri: 1 })).you).toMatch(/^127\.0\.0\.1:\d+$/);
    expect((await admin.command({ endSessions: [] })).ok).toBe(1);
  });
});

describe('catalog commands', () => {
  test('create, listCollections (filter, nameOnly), drop, listDatabases, dropDatabase', async () => {
    const db = t.client.db('catalog');
    await db.createCollection('alpha');
    await db.createCollection('beta');
    // Re-creating with the same options is accepted (MongoDB 7 behaviour).
    await db.command({ create: 'alpha' });
    const dup = await commandError(db.command({ create: 'alpha', capped: true, size: 1024 }));
    expect(dup.code).toBe(48);

    const all = await db.listCollections().toArray();
    expect(all.map((c) => c.name).sort()).toEqual(['alpha', 'beta']);
    expect(all[0]).toMatchObject({ type: 'collection', idIndex: { name: '_id_' } });
    const filtered = await db.listCollections({ name: 'beta' }, { nameOnly: true }).toArray();
    expect(filtered).toEqual([{ name: 'beta', type: 'collection' }]);

    const dbs = await t.client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain('catalog');

    expect(await db.collection('beta').drop()).toBe(true);
    // Dropping a missing collection is not an error since MongoDB 7.
    expect(await db.command({ drop: 'never-existed' })).toMatchObject({ ok: 1 });
    expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(['alpha']);

    await db.dropDatabase();
    const after = await t.client.db('admin').admin().listDatabases();
    expect(after.databases.map((d) => d.name)).not.toContain('catalog');
  });

  test('listCollections pages through getMore', async () => {
    const db = t.client.db('many');
    for (let i = 0; i < 5; i++) await db.createCollection(`c${i}`);
    const names = await db.listCollections({}, { batchSize: 2 }).toArray();
    expect(names).toHaveLength(5);
    await db.dropDatabase();
  });

  test('renameCollection', async () => {
    const db = t.client.db('ren');
    await db.collection('a').insertOne({ x: 1 });
    await db.collection('a').rename('b');
    expect(await db.collection('b').findOne({}, { projection: { _id: 0 } })).toEqual({ x: 1 });
    expect(await db.collection('a').countDocuments()).toBe(0);
    await db.dropDatabase();
  });
});

describe('errors', () => {
  test('unknown command → CommandNotFound 59', async () => {
    const err = await commandError(t.db.command({ frobnicate: 1 }));
    expect(err.code).toBe(59);
    expect(err.codeName).toBe('CommandNotFound');
    expect(err.message).toContain('frobnicate');
  });

  test('transactions → IllegalOperation 20', async () => {
    const err = await commandError(
      t.db.command({ find: 'x', startTransaction: true, autocommit: false, txnNumber: 1 } as never),
    );
    expect(err.code).toBe(20);
    const commit = await commandError(t.db.admin().command({ commitTransaction: 1 }));
    expect(commit.code).toBe(20);
  });

  test('unknown query operator → BadValue 2, and the server keeps working', async () => {
    const coll = t.db.collection('errs');
    await coll.insertOne({ a: 1 });
    const err = await commandError(coll.find({ a: { $frob: 1 } }).toArray());
    expect(err.code).toBe(2);
    expect(await coll.countDocuments({ a: 1 })).toBe(1);
  });

  test('unknown update operator → FailedToParse 9', async () => {
    const coll = t.db.collection('errs');
    const err = await commandError(coll.updateOne({ a: 1 }, { $frob: { a: 2 } } as never));
    expect(err.code).toBe(9);
  });

  test('getMore on a dead cursor → CursorNotFound 43', async () => {
    const { Long } = await import('bson');
    const err = await commandError(t.db.command({ getMore: Long.fromNumber(123456789), collection: 'errs' }));
    expect(err.code).toBe(43);
  });

  test('listIndexes and dropIndexes on a missing collection → NamespaceNotFound 26', async () => {
    const err = await commandError(t.db.command({ listIndexes: 'missing' }));
    expect(err.code).toBe(26);
    const drop = await commandError(t.db.command({ dropIndexes: 'missing', index: 'x_1' }));
    expect(drop.code).toBe(26);
  });

  test('unsupported features → CommandNotSupported 115', async () => {
    const err = await commandError(
      t.db
        .collection('errs')
        .aggregate([{ $out: 'other' }])
        .toArray(),
    );
    expect(err.code).toBe(115);
    const view = await commandError(t.db.command({ create: 'v', viewOn: 'errs', pipeline: [] }));
    expect(view.code).toBe(115);
  });

  test('bad argument types are rejected, not crashes', async () => {
    const err = await commandError(t.db.command({ find: 5 } as never));
    expect(err.code).toBe(73);
    const del = await commandError(
      t.db.command({ delete: 'errs', deletes: [{ q: {}, limit: 5 }] }).then((r) => {
        if (r.writeErrors) throw new MongoServerError(r.writeErrors[0]);
        return r;
      }),
    );
    expect(del.code).toBe(9);
  });
});
