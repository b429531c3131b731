/**
 * The engine state shared by every connection: the catalog, cursors, the
 * optional durable store, and server-wide counters.
 */
import { Binary } from 'bson';
import { Catalog } from './catalog.js';
import { isPlainObject } from './values.js';
import { CursorRegistry } from './cursors.js';
import type { DurableStore } from './storage.js';

export interface Logger {
  warn(msg: string): void;
}

export class Engine {
  readonly catalog = new Catalog();
  readonly cursors = new CursorRegistry();
  readonly startedAt = Date.now();
  readonly opcounters = { insert: 0, query: 0, update: 0, delete: 0, getmore: 0, command: 0 };
  readonly connections = { current: 0, totalCreated: 0 };
  storage: DurableStore | null = null;
  /** Logical sessions seen in commands' `lsid`, by their id's hex ($listLocalSessions). */
  readonly sessions = new Map<string, { id: unknown; lastUse: Date }>();

  constructor(readonly logger: Logger) {}

  attachStorage(storage: DurableStore): void {
    this.storage = storage;
    this.catalog.setSink((record) => storage.append(record as unknown as Record<string, unknown>));
  }

  /**
   * Records a command's session (its `lsid`), as MongoDB's session cache does; sessions unused for
   * logicalSessionTimeoutMinutes (30) are forgotten, and at most 10 000 are kept.
   */
  touchSession(lsid: unknown): void {
    const id = isPlainObject(lsid) ? lsid.id : undefined;
    if (!(id instanceof Binary)) return;
    const key = id.toString('hex');
    const now = new Date();
    this.sessions.delete(key); // re-inserted last: the map stays in order of last use
    this.sessions.set(key, { id, lastUse: now });
    for (const [oldest, s] of this.sessions) {
      if (this.sessions.size <= 10_000 && now.getTime() - s.lastUse.getTime() < 30 * 60_000) break;
      this.sessions.delete(oldest);
    }
  }

  /** Journal position after the last write; a writer waits for it before replying. */
  get writeSeq(): number {
    return this.storage?.lastSeq ?? 0;
  }

  waitDurable(seq: number): Promise<void> {
    return this.storage ? this.storage.waitDurable(seq) : Promise.resolve();
  }
}
