/**
 * Server-side cursors for results larger than one batch.
 *
 * A cursor holds the remaining documents already in reply form (types
 * restored, projected), so `getMore` just slices. Idle cursors are closed
 * after ten minutes, like MongoDB's default `cursorTimeoutMillis`.
 */
import { BSON, Long } from 'bson';
import { randomBytes } from 'node:crypto';
import { CommandError } from './errors.js';
import type { Doc } from './values.js';

export const DEFAULT_FIRST_BATCH = 101;
export const CURSOR_IDLE_MS = 10 * 60 * 1000;
/** Replies stay under the 16 MiB document limit; leave room for the envelope. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;

interface ServerCursor {
  id: Long;
  ns: string;
  docs: Doc[];
  pos: number;
  lastUsed: number;
}

export interface CursorReply {
  cursor: { firstBatch?: Doc[]; nextBatch?: Doc[]; id: Long; ns: string };
}

/** Takes up to `size` documents (0 = no count limit) without exceeding the reply size limit. */
function takeBatch(docs: Doc[], start: number, size: number): Doc[] {
  const end = size > 0 ? Math.min(docs.length, start + size) : docs.length;
  const batch: Doc[] = [];
  let bytes = 0;
  for (let i = start; i < end; i++) {
    bytes += BSON.calculateObjectSize(docs[i]);
    if (bytes > MAX_BATCH_BYTES && batch.length > 0) break;
    batch.push(docs[i]);
  }
  return batch;
}

function newCursorId(): Long {
  // Random, positive and non-zero: 0 means "no cursor" on the wire.
  const id = randomBytes(8).readBigUInt64BE() & 0x3fffffffffffffffn;
  return Long.fromBigInt(id === 0n ? 1n : id);
}

export class CursorRegistry {
  private readonly cursors = new Map<string, ServerCursor>();

  get open(): number {
    return this.cursors.size;
  }

  /**
   * Builds the first-batch reply; opens a cursor when documents remain.
   * `batchSize` undefined means the default first batch (101).
   */
  first(ns: string, docs: Doc[], batchSize: number | undefined, singleBatch = false): CursorReply {
    const size = batchSize ?? DEFAULT_FIRST_BATCH;
    const batch = size === 0 && !singleBatch ? [] : takeBatch(docs, 0, size);
    if (singleBatch || batch.length >= docs.length) {
      return { cursor: { firstBatch: batch, id: Long.ZERO, ns } };
    }
    const id = newCursorId();
    this.cursors.set(id.toString(), { id, ns, docs, pos: batch.length, lastUsed: Date.now() });
    return { cursor: { firstBatch: batch, id, ns } };
  }

  next(id: Long, ns: string, batchSize: number | undefined): CursorReply {
    const key = id.toString();
    const cursor = this.cursors.get(key);
    if (!cursor) throw new CommandError('CursorNotFound', `cursor id ${key} not found`);
    if (cursor.ns !== ns) throw new CommandError('CursorNotFound', `cursor id ${key} not found for namespace ${ns}`);
    const batch = takeBatch(cursor.docs, cursor.pos, batchSize ?? 0);
    cursor.pos += batch.length;
    cursor.lastUsed = Date.now();
    if (cursor.pos >= cursor.docs.length) {
      this.cursors.delete(key);
      return { cursor: { nextBatch: batch, id: Long.ZERO, ns } };
    }
    return { cursor: { nextBatch: batch, id: cursor.id, ns } };
  }

  kill(id: Long): boolean {
    return this.cursors.delete(id.toString());
  }

  has(id: Long): boolean {
    return this.cursors.has(id.toString());
  }

  /** Closes cursors idle for longer than `idleMs`. */
  reap(now: number, idleMs = CURSOR_IDLE_MS): number {
    let closed = 0;
    for (const [key, cursor] of this.cursors) {
      if (now - cursor.lastUsed > idleMs) {
        this.cursors.delete(key);
        closed++;
      }
    }
    return closed;
  }

  clear(): void {
    this.cursors.clear();
  }
}
