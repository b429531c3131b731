// A watch on the MongoDB driver's own monitor, through its public heartbeat events.
//
// The driver (mongodb 7.8 and 7.9, the newest) can stop monitoring for good when the database ends
// its connections with a FIN (a mongod that shuts down or dies): a heartbeat written in the moment
// between the socket's destroy and its `close` waits for a `drain` that never comes, so the server
// stays "Unknown", every operation fails server selection, and readiness stays 503 after the
// database is back (docs/measurements/soak.md, #33; test/faults-fin.test.ts). A heartbeat settles
// within connectTimeoutMS (its socket timeout) plus a little; one that has not after `stuckAfterMs`
// is stuck, and the client is closed and connected again, which starts a new monitor. Mongoose
// follows the client's events and the app's `Db` and `Collection` handles keep working.
import type { MongoClient } from 'mongodb';

export interface MonitorWatchdogOptions {
  /** How long a heartbeat may stay unsettled before the monitor counts as stuck. */
  stuckAfterMs: number;
  /** How often to look. */
  everyMs?: number;
  /** The pause between reconnect attempts while the database is still away. */
  retryMs?: number;
  log?: { warn(msg: string): void; error(msg: string): void };
  /** Milliseconds from a monotonic clock (default `performance.now`). */
  now?: () => number;
}

export interface MonitorWatchdog {
  /** How many times the client has been restarted. */
  readonly restarts: number;
  stop(): void;
}

export function watchMonitor(client: MongoClient, options: MonitorWatchdogOptions): MonitorWatchdog {
  // A monotonic clock: the wall clock may jump (or run fast, as the soak's app clock does).
  const now = options.now ?? (() => performance.now());
  /** Server address -> when its unsettled heartbeat started. */
  const pending = new Map<string, number>();
  let restarts = 0;
  let restarting = false;
  let stopped = false;

  const started = (e: { connectionId: string }) => {
    if (!pending.has(e.connectionId)) pending.set(e.connectionId, now());
  };
  const settled = (e: { connectionId: string }) => pending.delete(e.connectionId);
  client.on('serverHeartbeatStarted', started);
  client.on('serverHeartbeatSucceeded', settled);
  client.on('serverHeartbeatFailed', settled);

  async function restart(address: string, stuckMs: number): Promise<void> {
    restarting = true;
    restarts++;
    options.log?.error(
      `database: the MongoDB driver's monitor of ${address} has waited ${stuckMs} ms for one heartbeat (a known driver hang); reconnecting`,
    );
    try {
      await client.close().catch(() => undefined);
      // A failed connect leaves the client on a closed topology for good: try again until the
      // database answers (operations fail meanwhile, as they would with the database away).
      for (let attempt = 1; !stopped; attempt++) {
        try {
          await client.connect();
          options.log?.warn(`database: reconnected after the monitor hang (attempt ${attempt})`);
          break;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 1000).unref());
        }
      }
    } finally {
      pending.clear();
      restarting = false;
    }
  }

  const timer = setInterval(() => {
    if (restarting || stopped) return;
    for (const [address, since] of pending) {
      const waited = now() - since;
      if (waited > options.stuckAfterMs) {
        void restart(address, waited);
        return;
      }
    }
  }, options.everyMs ?? 1000);
  timer.unref();

  return {
    get restarts() {
      return restarts;
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      client.off('serverHeartbeatStarted', started);
      client.off('serverHeartbeatSucceeded', settled);
      client.off('serverHeartbeatFailed', settled);
    },
  };
}
