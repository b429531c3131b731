// Rate limits (rate-limiter-flexible): counters in memory by default, in Redis when REDIS_URL is
// set so that several instances share them. A limit that is hit throws AppError RATE_LIMITED with
// retryAfterSeconds. While Redis cannot be reached, each instance counts in its own memory (the
// library's insurance limiter) rather than failing every sign-in, chat message and contact form:
// the limits still hold, per instance, until Redis is back.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.js';
import { messages } from '../messages.js';

export interface LimitOptions {
  /** A short unique name: it prefixes the keys. */
  name: string;
  /** How many events are allowed per window. */
  points: number;
  /** The window, in seconds. */
  durationSeconds: number;
  /** How long a key stays blocked once over the limit (defaults to the rest of the window). */
  blockSeconds?: number;
}

export interface Limiter {
  /** Counts one event for the key; throws RATE_LIMITED when the limit is exceeded. */
  consume(key: string): Promise<void>;
  /** Throws RATE_LIMITED when the key is already over the limit, without counting. */
  check(key: string): Promise<void>;
  /** Forgets the key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Gives back one event counted for the key (the earlier ones stay counted). */
  reward(key: string): Promise<void>;
}

export class RateLimits {
  constructor(private readonly redis?: Redis) {}

  create(options: LimitOptions): Limiter {
    const common = {
      keyPrefix: `rl:${options.name}`,
      points: options.points,
      duration: options.durationSeconds,
      blockDuration: options.blockSeconds ?? 0,
    };
    const memory = new RateLimiterMemory(common);
    const limiter: RateLimiterAbstract = this.redis
      ? new RateLimiterRedis({
          ...common,
          storeClient: this.redis,
          useRedisPackage: false,
          // Straight to the in-memory counters when the connection is down, without waiting for retries.
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    return {
      async consume(key) {
        try {
          await limiter.consume(key);
        } catch (error) {
          throw toRateLimited(error);
        }
      },
      async check(key) {
        const res = await limiter.get(key);
        if (res && res.consumedPoints > options.points) {
          throw AppError.rateLimited(messages.tooManyRequests, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
        }
      },
      async reset(key) {
        await limiter.delete(key);
      },
      async reward(key) {
        await limiter.reward(key, 1);
      },
    };
  }
}

function toRateLimited(error: unknown): Error {
  if (error instanceof RateLimiterRes) {
    return AppError.rateLimited(messages.tooManyRequests, Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
  }
  return error instanceof Error ? error : new Error(String(error));
}
