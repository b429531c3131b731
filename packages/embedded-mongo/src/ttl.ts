/**
 * TTL monitor: every interval, deletes documents whose TTL-indexed date is
 * older than `expireAfterSeconds` (MongoDB runs the same sweep every 60 s).
 */
import type { Engine } from './engine.js';

export function sweepExpired(engine: Engine, now = Date.now()): number {
  let removed = 0;
  for (const db of engine.catalog.databaseNames()) {
    for (const coll of engine.catalog.collections(db)) {
      if (![...coll.indexes.values()].some((i) => i.ttlSeconds !== undefined)) continue;
      for (const doc of coll.expired(now)) {
        coll.delete(doc);
        removed++;
      }
    }
  }
  return removed;
}

export function startTtlMonitor(engine: Engine, intervalMs: number): () => void {
  const timer = setInterval(() => {
    try {
      sweepExpired(engine);
    } catch (err) {
      engine.logger.warn(`embedded-mongo: TTL sweep failed: ${(err as Error).message}`);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
