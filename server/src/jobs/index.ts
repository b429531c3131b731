// Background jobs (reminders, retries of refunds and mail): agenda 6 on the app's own MongoDB
// connection (ARCHITECTURE decision 21). Jobs are documents in `agendaJobs`; an instance takes one
// by locking it with a findOneAndUpdate, so with several instances on one database each job runs
// once, and a job scheduled before a restart runs after it.
//
// Modules use the small interface below, never agenda itself: define a handler by name (before
// the app starts), schedule by name with plain data.
import type { Connection } from 'mongoose';
import { Agenda, backoffStrategies, type Job } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import type { Logger } from '../logger.js';
import { withSettledUnlock } from './settled-backend.js';
import { jobsFailed, jobsRun } from '../metrics/metrics.js';

/** What a handler learns about its run besides its data. */
export interface JobRun {
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
}

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

export interface DefineOptions {
  /** Runs after a failure (a handler that throws), with exponential backoff. Default 0. */
  retries?: number;
  /** Delay before the first retry; each later one doubles it. Default 30 s. */
  retryDelayMs?: number;
  /**
   * Jobs of this name running at once per instance. Default 5. An instance locks at most twice
   * this many at a time (agenda's `lockLimit`): a job it locked but cannot start soon would
   * outlive its lock waiting, and the other instance would take it and run it as well.
   */
  concurrency?: number;
  /** Overrides `JobsOptions.lockLifetimeMs` for this job. */
  lockLifetimeMs?: number;
}

/** A reminder mail's job: a failed send is tried again a minute later, then at 2 and 4 minutes. */
export const REMINDER_MAIL_RETRIES: DefineOptions = { retries: 3, retryDelayMs: 60_000 };

export interface ScheduleOptions {
  /**
   * At most one pending job per name and key: scheduling again with the same key moves that job
   * (new time, new data) instead of adding one. Needed to cancel a job later by its key.
   */
  uniqueKey?: string;
  /** With `uniqueKey`: keep an existing job as it is instead of moving it. */
  keepExisting?: boolean;
}

export interface PendingJob<T = unknown> {
  id: string;
  name: string;
  uniqueKey?: string;
  runAt: Date | null;
  data: T;
  failCount: number;
  lastError?: string;
}

export interface Jobs {
  /** Registers the handler for a job name. Call before `start()` (while services are built). */
  define<T>(name: string, handler: JobHandler<T>, options?: DefineOptions): void;
  /** Runs `name` with `data` at `when` (a past date runs at the next poll). */
  schedule<T>(name: string, when: Date, data: T, options?: ScheduleOptions): Promise<void>;
  /** Runs `name` with `data` at the next poll. */
  now<T>(name: string, data: T, options?: ScheduleOptions): Promise<void>;
  /**
   * Runs `name` repeatedly: `interval` in milliseconds, a human interval ('1 day') or a cron
   * expression ('0 9 * * *', in `timezone`, default UTC). One recurring job per name: calling
   * again (every instance does at start) changes it instead of adding one.
   */
  every<T>(name: string, interval: string | number, data: T, options?: { timezone?: string }): Promise<void>;
  /** Removes the jobs of this name (only the one with `uniqueKey` when given); returns how many. */
  cancel(name: string, uniqueKey?: string): Promise<number>;
  /** Stored jobs of this name not yet finished (waiting, running, or failed for good). */
  list<T>(name: string, uniqueKey?: string): Promise<PendingJob<T>[]>;
  /** Starts polling. Jobs defined on no instance stay in the database, untouched. */
  start(): Promise<void>;
  /**
   * Stops polling, releases jobs locked but not started, and waits (at most `graceMs`) for the
   * running ones to finish. One cut short keeps its lock and is run again by another instance
   * once the lock expires.
   */
  stop(): Promise<void>;
}

export interface JobsOptions {
  connection: Connection;
  logger: Logger;
  /** How often an instance looks for due jobs. */
  pollMs: number;
  /**
   * How long a run may take before another instance may take the job over (it is then presumed
   * lost with a crashed instance); a handler must finish well within it. Agenda also keeps a timer
   * of half this time after each run, which a test suite waits for at its end.
   */
  lockLifetimeMs: number;
  /** How long `stop()` waits for running jobs (SIGTERM must still exit promptly). */
  graceMs?: number;
  /** Identifies this instance in `lastModifiedBy`. */
  instanceName?: string;
}

/** The collection that holds the jobs (agenda's default name). */
export const JOBS_COLLECTION = 'agendaJobs';

/**
 * Beside agenda's own index (name, nextRunAt, priority, lockedAt, disabled): the lookup of a job
 * by its unique key (scheduling again, cancel, list), otherwise a scan of every job of its name.
 */
export const UNIQUE_KEY_INDEX = { key: { name: 1, 'data.key': 1 }, name: 'name_1_data.key_1' } as const;

const DEFAULT_CONCURRENCY = 5;

/** The stored data: the caller's data with the unique key beside it (so cancel can find it). */
interface Stored<T> {
  key?: string;
  payload: T;
}

type Runs = Map<string, { succeeded: boolean; finished: Promise<void>; finish: () => void }>;

/** Agenda on the app's connection, its failures logged (names and messages only: job data may hold personal details). */
function agendaOn(db: NonNullable<Connection['db']>, options: JobsOptions): Agenda {
  const { logger } = options;
  const agenda = new Agenda({
    // The app's connection pool, not a second client: agenda does not close it (ownsConnection false).
    // Its unlockJob, which agenda calls without awaiting, settles (settled-backend.ts).
    backend: withSettledUnlock(new MongoBackend({ mongo: db, collection: JOBS_COLLECTION }), (error) =>
      logger.error({ err: { message: error.message } }, 'jobs: a lock could not be released'),
    ),
    name: options.instanceName,
    processEvery: options.pollMs,
    defaultLockLifetime: options.lockLifetimeMs,
    // A one-time job that succeeded is removed below, once its state is saved (so stop() can wait
    // for it); a failed one stays, with its reason, for inspection.
    removeOnComplete: false,
  });
  // Without a listener an 'error' event would throw and stop the process.
  agenda.on('error', (error: Error) => logger.error({ err: { message: error.message } }, 'jobs: database error'));
  agenda.on('fail', (error: Error, job: Job) => {
    logger.warn(
      { job: job.attrs.name, failures: job.attrs.failCount ?? 1, reason: error.message },
      'jobs: a job failed',
    );
  });
  return agenda;
}

/** Runs in this instance, by job id, until agenda has saved their outcome (its 'complete' event). */
function trackRuns(agenda: Agenda, logger: Logger): Runs {
  const running: Runs = new Map();
  agenda.on('complete', (job: Job) => {
    const id = String(job.attrs._id);
    const run = running.get(id);
    if (!run) return;
    running.delete(id);
    const removal =
      run.succeeded && !job.attrs.nextRunAt
        ? job.remove().catch((error: unknown) => {
            logger.warn(
              { job: job.attrs.name, reason: (error as Error).message },
              'jobs: a finished job was not removed',
            );
          })
        : Promise.resolve();
    void removal.then(run.finish);
  });
  return running;
}

export function createJobs(options: JobsOptions): Jobs {
  const { connection, logger, lockLifetimeMs, graceMs = 5000 } = options;
  const db = connection.db;
  if (!db) throw new Error('createJobs: the database connection is not open');
  const agenda = agendaOn(db, options);
  const running = trackRuns(agenda, logger);
  let started = false;

  async function save<T>(name: string, when: Date, data: T, options: ScheduleOptions = {}): Promise<void> {
    await agenda.ready;
    const stored: Stored<T> =
      options.uniqueKey === undefined ? { payload: data } : { key: options.uniqueKey, payload: data };
    const job = agenda.create(name, stored);
    job.schedule(when);
    if (options.uniqueKey !== undefined) {
      job.unique({ 'data.key': options.uniqueKey }, { insertOnly: options.keepExisting === true });
    }
    await job.save();
  }

  return {
    define<T>(name: string, handler: JobHandler<T>, options: DefineOptions = {}) {
      const retries = options.retries ?? 0;
      const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
      agenda.define(
        name,
        async (job: Job<Stored<T>>) => {
          let finish!: () => void;
          const finished = new Promise<void>((resolve) => (finish = resolve));
          const run = { succeeded: false, finished, finish };
          running.set(String(job.attrs._id), run);
          jobsRun.inc({ job: name });
          try {
            await handler(job.attrs.data.payload, { attempt: (job.attrs.failCount ?? 0) + 1 });
          } catch (error) {
            jobsFailed.inc({ job: name });
            throw error;
          }
          run.succeeded = true;
        },
        {
          concurrency,
          lockLimit: concurrency * 2,
          lockLifetime: options.lockLifetimeMs ?? lockLifetimeMs,
          ...(retries > 0
            ? {
                backoff: backoffStrategies.exponential({
                  delay: options.retryDelayMs ?? 30_000,
                  maxRetries: retries,
                  factor: 2,
                }),
              }
            : {}),
        },
      );
    },
    schedule: save,
    now: (name, data, options) => save(name, new Date(), data, options),
    async every(name, interval, data, options = {}) {
      await agenda.ready;
      await agenda.every(
        interval,
        name,
        { payload: data },
        { timezone: options.timezone ?? 'UTC', skipImmediate: true },
      );
    },
    async cancel(name, uniqueKey) {
      await agenda.ready;
      return agenda.cancel(uniqueKey === undefined ? { name } : { name, data: { key: uniqueKey } });
    },
    async list<T>(name: string, uniqueKey?: string) {
      await agenda.ready;
      const { jobs } = await agenda.queryJobs(
        uniqueKey === undefined ? { name, sort: { nextRunAt: 'asc' } } : { name, data: { key: uniqueKey } },
      );
      return jobs.map((job) => {
        const data = job.data as Stored<T>;
        return {
          id: String(job._id),
          name: job.name,
          uniqueKey: data.key,
          runAt: job.nextRunAt ?? null,
          data: data.payload,
          failCount: job.failCount ?? 0,
          lastError: job.failReason ?? undefined,
        };
      });
    },
    async start() {
      if (started) return;
      started = true;
      await agenda.ready;
      await db.collection(JOBS_COLLECTION).createIndex(UNIQUE_KEY_INDEX.key, { name: UNIQUE_KEY_INDEX.name });
      await agenda.start();
    },
    async stop() {
      if (!started) return;
      started = false;
      await agenda.stop(false);
      if (running.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.all([...running.values()].map((run) => run.finished)),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, graceMs);
            timer.unref();
          }),
        ]);
        clearTimeout(timer);
      }
    },
  };
}
