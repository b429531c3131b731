// What every module is built with: the configuration, the log, the database, the one clock, the
// background jobs, the pub/sub and the rate limits. Made first (services.ts, createCore); each module's
// factory (modules/<name>/index.ts) takes it and the other modules' services it uses.
import type { Connection } from 'mongoose';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { systemClock, type Clock } from './clock.js';
import { createJobs, type Jobs } from './jobs/index.js';
import { createPubSub, type AppPubSub } from './pubsub/index.js';
import { RateLimits } from './rate-limit/index.js';

export interface KernelDeps {
  config: Config;
  logger: Logger;
  connection: Connection;
  /** The clock of token expiry and mail retries (tests move it forward). */
  now?: () => Date;
}

export interface Kernel extends KernelDeps {
  /** "Now" of the time rules (retake windows, reminders): `now` when given, else the system clock. */
  clock: Clock;
  /** Background jobs: services define their handlers while being built; the app starts them. */
  jobs: Jobs;
  pubSub: AppPubSub;
  rateLimits: RateLimits;
  /** Closes the pub/sub and its Redis connections (the jobs are stopped by the services' close). */
  closePubSub(): Promise<void>;
}

export function createKernel(deps: KernelDeps): Kernel {
  // Created first: a service that needs a background job defines its handler as it is built.
  const jobs = createJobs({ connection: deps.connection, logger: deps.logger, ...deps.config.jobs });
  // With REDIS_URL set, pub/sub and rate-limit counters share Redis, so instances agree.
  const pubSub = createPubSub({ redisUrl: deps.config.redisUrl, logger: deps.logger });
  return {
    ...deps,
    // One seam for time: tests give `now` (accounts' token expiry and mail retries use it too).
    clock: deps.now ? { now: deps.now } : systemClock,
    jobs,
    pubSub: pubSub.pubSub,
    rateLimits: new RateLimits(pubSub.redis),
    closePubSub: () => pubSub.close(),
  };
}

/** What the app's close waits for or closes besides the kernel's own jobs and pub/sub. */
export interface ClosingParts {
  /** CredentialsService: reset mails started for requests already answered. */
  credentials: { idle(): Promise<void> };
  /** MailService: deliveries under way. */
  mail: { stop(): Promise<void> };
  /** Modules that follow the other instances' edits (experts, safety, appointments). */
  closers: { close(): void }[];
}

/** The services' close (Services.close): stops the jobs and releases what they hold open (Redis connections). */
export function closerOf(k: Kernel, parts: ClosingParts): () => Promise<void> {
  return async () => {
    // Work started for requests already answered (reset mails, deliveries) finishes first.
    await parts.credentials.idle();
    await parts.mail.stop();
    await k.jobs.stop();
    for (const part of parts.closers) part.close();
    await k.closePubSub();
  };
}
