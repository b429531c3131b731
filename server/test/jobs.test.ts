// Background jobs (server/src/jobs) on real app instances sharing one database: a job scheduled
// on one instance runs exactly once with two instances polling, a job scheduled before a restart
// runs after it (the embedded engine on disk, as `npm start` runs it), retries follow a failure,
// a unique key keeps one job (found through an index), and stopping an instance waits for its
// running job.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo, type EmbeddedMongo } from '@mindcheck/embedded-mongo';
import { JOBS_COLLECTION } from '../src/jobs/index.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const POLL_MS = '50';
// A lock outlives any stall of a loaded machine: agenda runs a job again once its lock expires
// (at-least-once), so exactly-once holds only while a run fits in its lock lifetime.
const LONG_LOCK = { lockLifetimeMs: 60_000 };

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('jobs on two instances of one database', () => {
  let engine: EmbeddedMongo;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    engine = await startEmbeddedMongo({ port: 0 });
    a = await startTestApp({ MONGODB_URI: engine.uri, JOBS_POLL_MS: POLL_MS });
    b = await startTestApp({ MONGODB_URI: engine.uri, JOBS_POLL_MS: POLL_MS });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await engine?.stop();
  });

  it('runs each job scheduled on one instance exactly once, whichever instance takes it', async () => {
    const runs: Array<{ n: number; on: string }> = [];
    for (const [app, on] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      app.app.services.jobs.define<{ n: number }>(
        'test.once',
        async ({ n }) => {
          runs.push({ n, on });
          // Long enough that the other instance polls while this one holds the job.
          await sleep(30);
        },
        LONG_LOCK,
      );
    }
    const due = new Date(Date.now() + 200);
    await Promise.all(Array.from({ length: 60 }, (_, n) => a.app.services.jobs.schedule('test.once', due, { n })));

    await waitFor(() => runs.length >= 60);
    // Several more polls of both instances: nothing runs twice.
    await sleep(500);
    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    // Finished one-time jobs are removed.
    await waitFor(() => true);
    const left = await a.app.database.connection.db!.collection(JOBS_COLLECTION).countDocuments({ name: 'test.once' });
    expect(left).toBe(0);
  });

  it('does not run a job before its time', async () => {
    const runs: number[] = [];
    a.app.services.jobs.define('test.later', async () => void runs.push(Date.now()));
    b.app.services.jobs.define('test.later', async () => void runs.push(Date.now()));
    const due = Date.now() + 700;
    await b.app.services.jobs.schedule('test.later', new Date(due), {});
    await sleep(400);
    expect(runs).toEqual([]);
    await waitFor(() => runs.length === 1);
    expect(runs[0]).toBeGreaterThanOrEqual(due);
  });

  it('retries a failed job with the attempt number, then stops after the last retry', async () => {
    const attempts: number[] = [];
    for (const app of [a, b]) {
      app.app.services.jobs.define(
        'test.flaky',
        async (_data, run) => {
          attempts.push(run.attempt);
          throw new Error('provider unavailable');
        },
        { retries: 2, retryDelayMs: 50 },
      );
    }
    await a.app.services.jobs.now('test.flaky', { reference: 'r1' });
    await waitFor(() => attempts.length === 3);
    await sleep(400);
    expect(attempts).toEqual([1, 2, 3]);
    // The job failed for good: it stays, with its reason, for inspection.
    const [job] = await a.app.services.jobs.list('test.flaky');
    expect(job).toMatchObject({ failCount: 3, lastError: 'provider unavailable', data: { reference: 'r1' } });
    // The log names the job and the reason, never its data.
    const lines = [...a.logs, ...b.logs].filter((line) => line.includes('test.flaky'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('r1');
  });

  it('keeps one job per unique key: scheduling again moves it, cancel removes it', async () => {
    const runs: string[] = [];
    for (const app of [a, b])
      app.app.services.jobs.define<{ text: string }>('test.reminder', async ({ text }) => void runs.push(text));
    const far = new Date(Date.now() + 60 * 60 * 1000);
    await a.app.services.jobs.schedule('test.reminder', far, { text: 'first' }, { uniqueKey: 'member-1' });
    await b.app.services.jobs.schedule('test.reminder', far, { text: 'second' }, { uniqueKey: 'member-1' });
    await a.app.services.jobs.schedule(
      'test.reminder',
      far,
      { text: 'kept?' },
      { uniqueKey: 'member-1', keepExisting: true },
    );
    await a.app.services.jobs.schedule('test.reminder', far, { text: 'other' }, { uniqueKey: 'member-2' });

    const one = await a.app.services.jobs.list<{ text: string }>('test.reminder', 'member-1');
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ uniqueKey: 'member-1', data: { text: 'second' }, runAt: far });
    expect(await a.app.services.jobs.list('test.reminder')).toHaveLength(2);

    expect(await b.app.services.jobs.cancel('test.reminder', 'member-1')).toBe(1);
    expect(await a.app.services.jobs.list('test.reminder', 'member-1')).toEqual([]);
    expect(await a.app.services.jobs.list('test.reminder', 'member-2')).toHaveLength(1);

    // Moved to now, the remaining one runs once; the cancelled one never does.
    await a.app.services.jobs.schedule('test.reminder', new Date(), { text: 'now' }, { uniqueKey: 'member-2' });
    await waitFor(() => runs.length === 1);
    await sleep(300);
    expect(runs).toEqual(['now']);
  });

  it('finds a job by its unique key through an index, not by reading every job of its name', async () => {
    const collection = a.app.database.connection.db!.collection(JOBS_COLLECTION);
    const far = new Date(Date.now() + 24 * 60 * 60 * 1000);
    // Jobs of a name no instance handles (left alone by both), as scheduling them would store them.
    await collection.insertMany(
      Array.from({ length: 2000 }, (_, i) => ({
        name: 'test.keyed',
        type: 'normal',
        priority: 0,
        nextRunAt: far,
        data: { key: `member-${i}`, payload: {} },
      })),
    );
    await b.app.services.jobs.schedule('test.keyed', far, { moved: true }, { uniqueKey: 'member-1234' });
    // Agenda's lookup of a unique job (and cancel's, list's): one job read of 2,000.
    const plan = await collection.find({ name: 'test.keyed', 'data.key': 'member-1234' }).explain('executionStats');
    expect(plan.executionStats).toMatchObject({ nReturned: 1, totalDocsExamined: 1 });
    expect(await a.app.services.jobs.list('test.keyed', 'member-1234')).toMatchObject([{ data: { moved: true } }]);
    expect(await a.app.services.jobs.cancel('test.keyed', 'member-1234')).toBe(1);
    expect(await collection.countDocuments({ name: 'test.keyed' })).toBe(1999);
  });

  it('locks at most twice its concurrency at a time, however many jobs are due (a burst stays with the instance that can run it)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const runs: number[] = [];
    let running = 0;
    // Only instance a knows this job; it runs 5 at a time (the default concurrency).
    a.app.services.jobs.define<{ n: number }>(
      'test.burst',
      async ({ n }) => {
        running += 1;
        runs.push(n);
        await gate;
        running -= 1;
      },
      LONG_LOCK,
    );
    await Promise.all(Array.from({ length: 40 }, (_, n) => a.app.services.jobs.now('test.burst', { n })));
    const jobs = a.app.database.connection.db!.collection(JOBS_COLLECTION);
    await waitFor(() => running === 5);
    // Many polls later, with 35 jobs still due, the instance holds no more than 2 × 5 locks.
    await sleep(600);
    expect(await jobs.countDocuments({ name: 'test.burst', lockedAt: { $ne: null } })).toBeLessThanOrEqual(10);
    expect(running).toBe(5);
    release();
    await waitFor(() => runs.length >= 40);
    expect([...runs].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });
});

describe('a recurring job', () => {
  let engine: EmbeddedMongo;
  let a: TestApp;
  let b: TestApp;
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await engine?.stop();
  });

  it('runs on its interval, one run per tick across instances, and stays one job when declared again', async () => {
    engine = await startEmbeddedMongo({ port: 0 });
    a = await startTestApp({ MONGODB_URI: engine.uri, JOBS_POLL_MS: POLL_MS });
    b = await startTestApp({ MONGODB_URI: engine.uri, JOBS_POLL_MS: POLL_MS });
    const runs: number[] = [];
    for (const app of [a, b]) {
      app.app.services.jobs.define<{ what: string }>('test.tick', async ({ what }) => {
        expect(what).toBe('sweep');
        runs.push(Date.now());
      });
      // Every instance declares it at start: still one job.
      await app.app.services.jobs.every('test.tick', 300, { what: 'sweep' });
    }
    expect(await a.app.services.jobs.list('test.tick')).toHaveLength(1);
    await waitFor(() => runs.length >= 3, 5000);
    // Runs are an interval apart, never two for one tick.
    const gaps = runs.slice(1).map((at, i) => at - runs[i]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(200);
  });
});

describe('jobs across a restart', () => {
  let dir: string;
  let engine: EmbeddedMongo | undefined;
  let app: TestApp | undefined;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mindcheck-jobs-'));
  });
  afterAll(async () => {
    await app?.close();
    await engine?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs after a restart a job scheduled before it, and stop waits for a running job', async () => {
    engine = await startEmbeddedMongo({ port: 0, dbPath: dir });
    app = await startTestApp({ MONGODB_URI: engine.uri, JOBS_POLL_MS: POLL_MS });
    const before: string[] = [];
    app.app.services.jobs.define<{ id: string }>('test.slow', async ({ id }) => {
      await sleep(300);
      before.push(id);
    });
    app.app.services.jobs.define<{ id: string }>('test.survivor', async ({ id }) => void before.push(id));
    await app.app.services.jobs.now('test.slow', { id: 'slow' });
    await app.app.services.jobs.schedule('test.survivor', new Date(Date.now() + 1500), { id: 'survivor' });
    await sleep(150);

    // The slow job is running: stopping waits for it, promptly.
    const started = Date.now();
    await app.close();
    app = undefined;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(before).toEqual(['slow']);
    await engine.stop();

    engine = await startEmbeddedMongo({ port: 0, dbPath: dir });
    app = await startTestApp({ MONGODB_URI: engine.uri, JOBS_POLL_MS: POLL_MS });
    const after: string[] = [];
    app.app.services.jobs.define<{ id: string }>('test.slow', async ({ id }) => void after.push(id));
    app.app.services.jobs.define<{ id: string }>('test.survivor', async ({ id }) => void after.push(id));
    await waitFor(() => after.length === 1);
    await sleep(300);
    // The survivor ran once, after the restart; the slow job, finished before it, did not run again.
    expect(after).toEqual(['survivor']);
    expect(before).toEqual(['slow']);
  });
});
