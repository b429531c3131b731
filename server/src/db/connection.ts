// Connects mongoose to MONGODB_URI, or, when it is unset, to the embedded engine started in this
// process (data under DATA_DIR, or in memory for tests).
import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from '@mindcheck/embedded-mongo';
import { watchMonitor } from './monitor-watchdog.js';

/** How long the driver waits for a connection and for each heartbeat's answer. */
const CONNECT_TIMEOUT_MS = 5000;

export interface DatabaseOptions {
  /** A MongoDB connection string; when absent the embedded engine is started. */
  uri?: string;
  /** Where the embedded engine keeps its files; `undefined` keeps everything in memory. */
  embeddedDbPath?: string;
  embeddedPort?: number;
  log?: { info(msg: string): void; warn(msg: string): void; error?(msg: string): void };
}

export interface Database {
  connection: mongoose.Connection;
  uri: string;
  /** Present when this process runs the embedded engine. */
  embedded?: { port: number; stop(): Promise<void> };
  close(): Promise<void>;
}

export function embeddedDbPath(dataDir: string): string {
  return path.resolve(dataDir, 'db');
}

export async function connectDatabase(options: DatabaseOptions): Promise<Database> {
  let uri: string;
  let embedded: Database['embedded'];
  if (options.uri) {
    uri = options.uri;
  } else {
    const engine = await startEmbeddedMongo({
      port: options.embeddedPort ?? 0,
      dbPath: options.embeddedDbPath,
      logger: options.log ? { warn: (m: string) => options.log!.warn(m) } : undefined,
    });
    embedded = engine;
    uri = engine.uri;
    options.log?.info(
      options.embeddedDbPath
        ? `embedded MongoDB engine on port ${engine.port}, data in ${options.embeddedDbPath}`
        : `embedded MongoDB engine on port ${engine.port}, in memory`,
    );
  }
  // One connection per app instance (not mongoose's global one), so tests can run several apps.
  const connection = mongoose.createConnection(uri, {
    dbName: 'mindcheck',
    serverSelectionTimeoutMS: 5000,
    // The driver's monitor waits this long for a connection and for each heartbeat's answer
    // (default 30 s): a database that takes a connection and answers nothing (hung, or still
    // stopping) is given up on after 5 s and tried again, so readiness follows its return within
    // seconds instead of after half a minute.
    connectTimeoutMS: CONNECT_TIMEOUT_MS,
    // Make every query filter safe from operator injection ({ $ne: ... } coming from input).
    sanitizeFilter: true,
  });
  await connection.asPromise();
  // A heartbeat settles within its socket timeout; one that has not 2 s after is the driver's hang.
  const log = options.log;
  const watchdog = watchMonitor(connection.getClient(), {
    stuckAfterMs: CONNECT_TIMEOUT_MS + 2000,
    log: log && { warn: (m) => log.warn(m), error: (m) => (log.error ?? log.warn)(m) },
  });
  return {
    connection,
    uri,
    embedded,
    async close() {
      watchdog.stop();
      await connection.close();
      await embedded?.stop();
    },
  };
}

/** True when the database answers a ping within the timeout. */
export async function pingDatabase(connection: mongoose.Connection, timeoutMs = 1000): Promise<boolean> {
  const db = connection.db;
  // The ping decides, not mongoose's readyState: after the database came back that can stay
  // 'disconnected' although the driver has reconnected (mongoose misses the server's return when
  // an old operation's error follows it), and readiness then stayed 503 for good.
  if (!db) return false;
  try {
    await Promise.race([
      db.admin().command({ ping: 1 }),
      new Promise((_, reject) => setTimeout(() => reject(new Error('ping timeout')), timeoutMs).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}
