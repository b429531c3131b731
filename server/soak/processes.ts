/**
 * The soak's processes (the engine's CLI, Redis, the app's instances) and its probes of them:
 * readiness, the engine's answer to its own client and to a new connection, timestamps.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { startTsProcess, type RunningProcess } from '../test/support/child-process.js';
import { redisServerPath } from '../test/support/redis.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENGINE_CLI = '../packages/embedded-mongo/src/cli.ts';

// SOAK_LOG_DIR=<dir>: each instance's output, with the MongoDB driver's topology log (its documented
// MONGODB_LOG_TOPOLOGY/MONGODB_LOG_PATH variables), goes to a file there: where a readiness wait is spent.
export const LOG_DIR = process.env.SOAK_LOG_DIR;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Every process the soak starts dies with it, also when it ends on an error (an engine left running
// after a failed soak once burned a core for an hour).
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

// ---- the processes ----

export async function startEngine(port: number, dbpath: string): Promise<RunningProcess> {
  const started = Date.now();
  const engine = await startTsProcess(ENGINE_CLI, ['--port', String(port), '--dbpath', dbpath], {
    cwd: serverDir,
    env: {},
    ready: /ready mongodb:\/\//,
    keepOutput: false,
    timeoutMs: 60_000,
    // With SOAK_LOG_DIR, the engine's CPU profile (written when it exits) shows where its time went.
    nodeArgs: LOG_DIR ? ['--cpu-prof', '--cpu-prof-dir', LOG_DIR] : [],
  });
  children.add(engine.child);
  if (LOG_DIR) {
    const out = createWriteStream(path.join(LOG_DIR, `engine-${Date.now()}.log`));
    engine.child.stdout!.pipe(out);
    engine.child.stderr!.pipe(out);
  }
  stamp(`engine ready in ${Date.now() - started} ms (pid ${engine.child.pid})`);
  return engine;
}

export function startRedisOn(port: number): Promise<ChildProcess> {
  const child = spawn(
    redisServerPath(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    { stdio: 'ignore' },
  );
  children.add(child);
  return (async () => {
    for (let i = 0; i < 200; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
        s.once('error', () => resolve(false));
      });
      if (ok) return child;
      await sleep(25);
    }
    throw new Error('redis-server did not start');
  })();
}

export interface Instance {
  name: string;
  port: number;
  process: RunningProcess | null;
  /** Set while the instance logs that it is running an appointment reminder job. */
  onReminder?: () => void;
}

export async function startInstance(instance: Instance, env: Record<string, string>): Promise<void> {
  instance.process = await startTsProcess('src/index.ts', [], {
    cwd: serverDir,
    env: { ...env, PORT: String(instance.port), ...driverLog() },
    ready: /MindCheck is listening on .* \(port (\d+)\)/,
    keepOutput: false,
    nodeArgs: ['--import', path.join(serverDir, 'soak', 'fast-clock.mjs')],
    timeoutMs: 60_000,
  });
  children.add(instance.process.child);
  if (LOG_DIR) {
    const out = createWriteStream(path.join(LOG_DIR, `app-${instance.name}-${Date.now()}.log`));
    instance.process.child.stdout!.pipe(out);
    instance.process.child.stderr!.pipe(out);
  }
  instance.process.child.stdout!.on('data', (d: Buffer) => {
    if (instance.onReminder && d.toString().includes('appointment reminder')) instance.onReminder();
  });
}

function driverLog(): Record<string, string> {
  if (!LOG_DIR) return {};
  return {
    MONGODB_LOG_TOPOLOGY: 'debug',
    MONGODB_LOG_PATH: 'stdout',
  };
}

export async function readyWithin(
  urls: string[],
  ms: number,
  enginePing: () => Promise<string>,
): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const answers = await Promise.all(
      urls.map((u) =>
        fetch(`${u}/readyz`, { signal: AbortSignal.timeout(1000) })
          .then((r) => r.ok)
          .catch(() => false),
      ),
    );
    if (answers.every(Boolean)) return Date.now() - started;
    // Where the wait is spent: each instance's /readyz and the engine's own answer to a ping.
    if (Date.now() - started > 2000)
      console.log(
        `  still waiting at ${Date.now() - started} ms: /readyz ${answers.map((ok) => (ok ? 200 : 503)).join(', ')}; engine ${await enginePing()}`,
      );
    await sleep(250);
  }
  return null;
}

/** A line of the fault phase with the wall-clock time, to line up with the instances' logs. */
export function stamp(message: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/**
 * The engine's answer to a client of its own (a new connection each time, as an instance's pool or
 * monitor opens after the engine's return): the time to connect, say hello and answer a ping.
 */
export async function freshPing(uri: string): Promise<string> {
  const t = Date.now();
  const client = new MongoClient(uri, {
    directConnection: true,
    serverSelectionTimeoutMS: 10_000,
    connectTimeoutMS: 10_000,
  });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
    return `a new connection answers in ${Date.now() - t} ms`;
  } catch (err) {
    return `a new connection got no answer in ${Date.now() - t} ms (${(err as Error).name})`;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** The engine's own answer to a ping (from the soak's client, not an instance's). */
export async function pingEngine(db: MongoClient): Promise<string> {
  const t = Date.now();
  try {
    await db.db('admin').command({ ping: 1 }, { timeoutMS: 5000 });
    return `answers a ping in ${Date.now() - t} ms`;
  } catch (err) {
    return `no answer to a ping in ${Date.now() - t} ms (${(err as Error).name})`;
  }
}

/**
 * Waits up to a minute for the members to finish their last action after the stop. A request that
 * never comes back (an instance that lost its database for good) must not hang the soak: the members
 * still waiting are counted, and fail a goal.
 */
export async function membersStillWaiting(users: Promise<void>[]): Promise<number> {
  let settled = 0;
  for (const user of users) void user.finally(() => (settled += 1));
  await Promise.race([Promise.all(users), sleep(60_000)]);
  return users.length - settled;
}
