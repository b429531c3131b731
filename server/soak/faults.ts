/**
 * The soak's fault phase, under the members' load: instance A killed while it runs a reminder job
 * and started again; Redis stopped for 30 s; the engine stopped for 10 s. After each, both instances
 * must be ready within 15 s. Returns the lines of the summary (a line starting FAILED fails a goal).
 */
import type { ChildProcess } from 'node:child_process';
import type { RunningProcess } from '../test/support/child-process.js';
import type { MixContext } from './mix.js';
import { readyWithin, sleep, stamp, startEngine, startInstance, startRedisOn, type Instance } from './processes.js';

export interface SoakParts {
  engine: RunningProcess;
  redis: ChildProcess;
  readonly enginePort: number;
  readonly redisPort: number;
  /** The engine's dbPath (it comes back from its journal). */
  readonly dir: string;
  readonly instances: Instance[];
  readonly urls: string[];
  readonly env: Record<string, string>;
  readonly enginePing: () => Promise<string>;
}

export async function runFaults(parts: SoakParts, ctx: MixContext): Promise<string[]> {
  const faults: string[] = [];
  const { urls, enginePing } = parts;
  // 1. Kill instance A while it runs a reminder job; start it again.
  const a = parts.instances[0];
  const sawReminder = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 180_000);
    a.onReminder = () => (clearTimeout(timer), resolve(true));
  });
  a.onReminder = undefined;
  ctx.instances[0] = null;
  stamp(`instance A killed (${sawReminder ? 'during a reminder job' : 'no reminder job seen'})`);
  await a.process!.stop('SIGKILL');
  await sleep(2000);
  await startInstance(a, parts.env);
  ctx.instances[0] = urls[0];
  const afterKill = await readyWithin(urls, 15_000, enginePing);
  stamp(`instance A restarted: ready in ${afterKill ?? '> 15000'} ms`);
  faults.push(
    `instance A killed ${sawReminder ? 'while running an appointment reminder job' : '(no reminder job seen in 3 min)'} and restarted: ready in ${afterKill ?? '> 15000'} ms`,
  );
  // 2. Redis stopped for 30 s.
  stamp('Redis stopped');
  parts.redis.kill('SIGKILL');
  await sleep(30_000);
  parts.redis = await startRedisOn(parts.redisPort);
  const afterRedis = await readyWithin(urls, 15_000, enginePing);
  stamp(`Redis back: ready in ${afterRedis ?? '> 15000'} ms`);
  faults.push(`Redis stopped for 30 s: ready in ${afterRedis ?? '> 15000'} ms after its return`);
  // 3. The engine stopped for 10 s (its journal is on disk: it comes back with every write).
  stamp('engine stopping (SIGTERM)');
  await parts.engine.stop('SIGTERM');
  stamp('engine stopped');
  await sleep(10_000);
  parts.engine = await startEngine(parts.enginePort, parts.dir);
  const afterEngine = await readyWithin(urls, 15_000, enginePing);
  stamp(`engine back: ready in ${afterEngine ?? '> 15000'} ms; ${await enginePing()}`);
  faults.push(`engine stopped for 10 s: ready in ${afterEngine ?? '> 15000'} ms after its return`);
  // Let the jobs that fell due meanwhile run, under load.
  await sleep(60_000);
  stamp(`a minute after the engine's return: ${await enginePing()}`);
  faults.push(...[afterKill, afterRedis, afterEngine].map((t, i) => (t === null ? `FAILED readiness ${i + 1}` : '')));
  return faults;
}
