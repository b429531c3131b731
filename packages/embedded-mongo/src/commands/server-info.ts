/**
 * Handshake and server-information commands: what drivers and mongoose ask
 * on connect, plus `serverStatus` carrying the engine's query counters.
 */
import { hostname } from 'node:os';
import { MAX_BSON_OBJECT_BYTES, MAX_MESSAGE_BYTES } from '../wire.js';
import type { CommandHandler } from './context.js';

export const SERVER_VERSION = '7.0.0';
export const MAX_WIRE_VERSION = 21;

/** hello / isMaster. A standalone, always-writable server; no topologyVersion, so drivers poll rather than stream. */
export const hello: CommandHandler = (_cmd, ctx) => ({
  helloOk: true,
  isWritablePrimary: true,
  ismaster: true,
  maxBsonObjectSize: MAX_BSON_OBJECT_BYTES,
  maxMessageSizeBytes: MAX_MESSAGE_BYTES,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId: ctx.connection.id,
  minWireVersion: 0,
  maxWireVersion: MAX_WIRE_VERSION,
  readOnly: false,
  ok: 1,
});

export const ping: CommandHandler = () => ({ ok: 1 });

export const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'embedded',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_BYTES,
  storageEngines: ['embedded'],
  javascriptEngine: 'none',
  modules: [],
  allocator: 'system',
  sysInfo: 'deprecated',
  openssl: { running: 'disabled' },
  buildEnvironment: {},
  ok: 1,
});

const PARAMETERS: Record<string, unknown> = {
  featureCompatibilityVersion: { version: '7.0' },
  authenticationMechanisms: [],
  requireApiVersion: false,
  cursorTimeoutMillis: 600_000,
  internalQueryMaxBlockingSortMemoryUsageBytes: 104_857_600,
};

export const getParameter: CommandHandler = (cmd) => {
  const reply: Record<string, unknown> = {};
  const all =
    cmd.getParameter === '*' ||
    (typeof cmd.getParameter === 'object' &&
      cmd.getParameter !== null &&
      (cmd.getParameter as Record<string, unknown>).allParameters === true);
  for (const [name, value] of Object.entries(PARAMETERS)) {
    if (all || name in cmd) reply[name] = value;
  }
  return { ...reply, ok: 1 };
};

export const serverStatus: CommandHandler = (_cmd, ctx) => {
  const { engine } = ctx;
  const m = engine.catalog.metrics;
  return {
    host: hostname(),
    version: SERVER_VERSION,
    process: 'mongod',
    pid: process.pid,
    uptime: Math.floor((Date.now() - engine.startedAt) / 1000),
    uptimeMillis: Date.now() - engine.startedAt,
    localTime: new Date(),
    connections: {
      current: engine.connections.current,
      available: 100_000,
      totalCreated: engine.connections.totalCreated,
    },
    opcounters: { ...engine.opcounters },
    metrics: {
      queryExecutor: {
        scanned: m.keysExamined,
        scannedObjects: m.docsExamined,
        collectionScans: { total: m.collectionScans },
      },
      cursor: { open: { total: engine.cursors.open } },
    },
    storageEngine: { name: 'embedded', persistent: engine.storage !== null },
    ok: 1,
  };
};

export const connectionStatus: CommandHandler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});

export const whatsmyuri: CommandHandler = (_cmd, ctx) => ({ you: ctx.connection.remote, ok: 1 });

export const hostInfo: CommandHandler = () => ({
  system: { currentTime: new Date(), hostname: hostname(), cpuAddrSize: 64, numCores: 1 },
  os: { type: process.platform },
  extra: {},
  ok: 1,
});

/** Sessions are remembered for $listLocalSessions only: each command is atomic on its own. */
export const endSessions: CommandHandler = (cmd, ctx) => {
  const name = Object.keys(cmd)[0];
  const ids = name === 'endSessions' || name === 'killSessions' ? cmd[name] : undefined;
  if (name === 'killAllSessions') ctx.engine.sessions.clear();
  for (const lsid of Array.isArray(ids) ? ids : []) {
    const id = (lsid as { id?: { toString(format: string): string } }).id;
    if (id) ctx.engine.sessions.delete(id.toString('hex'));
  }
  return { ok: 1 };
};

export const getCmdLineOpts: CommandHandler = () => ({ argv: ['mongod'], parsed: {}, ok: 1 });
