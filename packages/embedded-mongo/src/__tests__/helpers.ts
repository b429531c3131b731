/**
 * Test helpers: an engine on a free port plus a connected driver client.
 */
import { MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from '../index.js';

export interface TestServer {
  mongo: EmbeddedMongo;
  client: MongoClient;
  db: Db;
  warnings: string[];
  close(): Promise<void>;
}

export async function startTestServer(options: EmbeddedMongoOptions = {}, dbName = 'test'): Promise<TestServer> {
  const warnings: string[] = [];
  const mongo = await startEmbeddedMongo({ logger: { warn: (m) => warnings.push(m) }, ...options });
  const client = new MongoClient(mongo.uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  return {
    mongo,
    client,
    db: client.db(dbName),
    warnings,
    async close() {
      await client.close();
      await mongo.stop();
    },
  };
}

/** Server-wide query counters from serverStatus (see commands/server-info.ts). */
export async function queryCounters(
  db: Db,
): Promise<{ docsExamined: number; keysExamined: number; collectionScans: number }> {
  const status = await db.admin().command({ serverStatus: 1 });
  const q = status.metrics.queryExecutor;
  return { docsExamined: q.scannedObjects, keysExamined: q.scanned, collectionScans: q.collectionScans.total };
}

/**
 * One engine for the whole file (started before its tests, stopped after them), its database, and
 * a new, empty collection per `fresh()`, named `<prefix><n>`: the preamble the CRUD-style suites share.
 */
export function useTestServer(prefix: string) {
  let t: TestServer | undefined;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    get db(): Db {
      return t!.db;
    },
    get client(): MongoClient {
      return t!.client;
    },
    fresh<T extends Document = any>(): Collection<T> {
      return t!.db.collection<T>(`${prefix}${seq++}`);
    },
  };
}
