/**
 * TTL monitor: every interval, deletes documents whose TTL-indexed date is older than
 * `expireAfterSeconds` (MongoDB runs the same sweep every 60 s). A pass deletes in batches of
 * TTL_BATCH, each journaled before the next, other commands answered in between; it ends when
 * nothing expired by its start is left, and passes never overlap.
 */
import { idKeyOf } from './collection.js';
import type { Engine } from './engine.js';

/** Documents deleted per batch of a TTL pass. */
export const TTL_BATCH = 500;

/** Deletes up to `limit` documents expired at `now`; returns how many it deleted. */
export function sweepExpired(engine: Engine, now = Date.now(), limit = Infinity): number {
  let removed = 0;
  for (const db of engine.catalog.databaseNames()) {
    for (const coll of engine.catalog.collections(db)) {
      if (![...coll.indexes.values()].some((i) => i.ttlSeconds !== undefined)) continue;
      for (const doc of coll.expired(now, limit - removed)) {
        if (coll.get(idKeyOf(doc)) === undefined) continue; // listed twice (multikey, two TTL indexes)
        coll.delete(doc);
        removed++;
      }
      if (removed >= limit) return removed;
    }
  }
  return removed;
}

/** One TTL pass: batches until none is full, each durable before the next. */
async function pass(engine: Engine, stopped: () => boolean): Promise<void> {
  const now = Date.now();
  while (!stopped() && sweepExpired(engine, now, TTL_BATCH) === TTL_BATCH) {
    await engine.waitDurable(engine.writeSeq);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Starts the monitor; the function returned stops it, waiting for a pass under way to end its batch. */
export function startTtlMonitor(engine: Engine, intervalMs: number): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass(engine, () => stopped)
      .catch((err: Error) => engine.logger.warn(`embedded-mongo: TTL sweep failed: ${err.message}`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
