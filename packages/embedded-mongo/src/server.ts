/**
 * startEmbeddedMongo: the TCP listener, connection tracking, background
 * timers (TTL sweep, idle cursor reaping) and an orderly stop.
 */
import net, { type Socket } from 'node:net';
import { Connection } from './connection.js';
import { CURSOR_IDLE_MS } from './cursors.js';
import { Engine, type Logger } from './engine.js';
import { DurableStore } from './storage.js';
import { startTtlMonitor } from './ttl.js';

export interface EmbeddedMongoOptions {
  /** TCP port; 0 (the default) picks any free port. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Directory for the journal and snapshot; absent = memory only, nothing touches disk. */
  dbPath?: string;
  /** How often expired TTL documents are removed; default 60000 ms. */
  ttlIntervalMs?: number;
  /** Journal size that triggers compaction into a snapshot; default 64 MiB. */
  journalCompactBytes?: number;
  /**
   * Documents loaded from dbPath stay as BSON until read; this many BSON bytes of them are kept
   * decoded once read (the rest are decoded at each read); default 256 MiB.
   */
  decodedCacheBytes?: number;
  /** Receives warnings (e.g. a dropped torn journal tail); default console. */
  logger?: Logger;
}

export interface EmbeddedMongo {
  /** Connection string, e.g. `mongodb://127.0.0.1:27027/`. */
  uri: string;
  port: number;
  /** Closes the listener and every connection, then flushes and closes the journal (promptly: no compaction). */
  stop(): Promise<void>;
}

const DEFAULT_COMPACT_BYTES = 64 * 1024 * 1024;

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const logger = options.logger ?? console;
  const engine = new Engine(logger);
  if (options.decodedCacheBytes !== undefined) engine.catalog.raw.cacheBytes = options.decodedCacheBytes;
  if (options.dbPath) {
    const storage = await DurableStore.open(options.dbPath, engine.catalog, {
      logger,
      compactBytes: options.journalCompactBytes ?? DEFAULT_COMPACT_BYTES,
    });
    engine.attachStorage(storage);
  }

  const connections = new Map<Socket, Connection>();
  let nextConnectionId = 1;
  const server = net.createServer((socket) => {
    engine.connections.current++;
    engine.connections.totalCreated++;
    connections.set(socket, new Connection(socket, engine, nextConnectionId++));
    socket.once('close', () => {
      engine.connections.current--;
      connections.delete(socket);
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    await engine.storage?.close();
    throw err;
  }
  server.on('error', (err) => logger.warn(`embedded-mongo: listener error: ${err.message}`));

  // Index keys of the documents loaded from dbPath are built from here on, in the background.
  const stopBuilds = engine.catalog.startIndexBuilds();
  const stopTtl = startTtlMonitor(engine, options.ttlIntervalMs ?? 60_000);
  const reaper = setInterval(() => engine.cursors.reap(Date.now(), CURSOR_IDLE_MS), 60_000);
  reaper.unref();

  const port = (server.address() as net.AddressInfo).port;
  const uriHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      stopBuilds();
      await stopTtl();
      clearInterval(reaper);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const conn of connections.values()) conn.close();
      await closed;
      engine.cursors.clear();
      await engine.storage?.close();
    })();
    return stopping;
  };

  return { uri: `mongodb://${uriHost}:${port}/`, port, stop };
}
