// Picks the pub/sub from config: Redis when REDIS_URL is set, else in-process.
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { InProcessPubSub } from './in-process-pubsub.js';
import { RedisPubSub } from './redis-pubsub.js';
import type { AppPubSub } from './pubsub.js';

export type { AppPubSub } from './pubsub.js';
export { InProcessPubSub } from './in-process-pubsub.js';
export { RedisPubSub } from './redis-pubsub.js';

export interface PubSubSetup {
  pubSub: AppPubSub;
  /** The shared Redis command connection (also for rate-limit counters), when REDIS_URL is set. */
  redis?: Redis;
  /** Closes the pub/sub and the Redis connections. */
  close(): Promise<void>;
}

export function createPubSub(options: { redisUrl?: string; logger: Logger }): PubSubSetup {
  if (!options.redisUrl) {
    const pubSub = new InProcessPubSub();
    // Nothing to release: subscribers end when their sockets close.
    return { pubSub, close: async () => {} };
  }
  const { logger } = options;
  const connectionOptions = {
    // Fail a command after a few reconnect attempts instead of queueing it for ever.
    maxRetriesPerRequest: 3,
    connectionName: 'mindcheck',
  };
  const redis = new Redis(options.redisUrl, connectionOptions);
  const subscriber = new Redis(options.redisUrl, { ...connectionOptions, connectionName: 'mindcheck-subscriber' });
  // ioredis reconnects by itself and resubscribes the channels; log each failure once per kind.
  const logOnce = onceEvery(30_000);
  for (const [name, connection] of [
    ['redis', redis],
    ['redis subscriber', subscriber],
  ] as const) {
    connection.on('error', (error: Error) => {
      if (logOnce(name)) logger.warn({ err: { name: error.name, message: error.message } }, `${name} connection error`);
    });
  }
  const pubSub = new RedisPubSub({
    publisher: redis,
    subscriber,
    onError: (message, error) =>
      logger.warn(
        { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
        `pub/sub: ${message}`,
      ),
  });
  return {
    pubSub,
    redis,
    async close() {
      await Promise.all([closeConnection(subscriber), closeConnection(redis)]);
    },
  };
}

/** QUIT politely; if Redis cannot be reached, drop the connection rather than wait for it. */
async function closeConnection(connection: Redis): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 1000);
  });
  await Promise.race([
    connection.quit().then(
      () => undefined,
      () => undefined,
    ),
    timeout,
  ]);
  clearTimeout(timer);
  connection.disconnect();
}

function onceEvery(ms: number): (key: string) => boolean {
  const last = new Map<string, number>();
  return (key) => {
    const now = Date.now();
    if (now - (last.get(key) ?? 0) < ms) return false;
    last.set(key, now);
    return true;
  };
}
