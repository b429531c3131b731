/**
 * Test helpers: an engine on a free port plus a connected driver client.
 */
import { MongoClient, type Db } from 'mongodb';
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
