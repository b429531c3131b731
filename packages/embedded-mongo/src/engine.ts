/**
 * The engine state shared by every connection: the catalog, cursors, the
 * optional durable store, and server-wide counters.
 */
import { Catalog } from './catalog.js';
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

  constructor(readonly logger: Logger) {}

  attachStorage(storage: DurableStore): void {
    this.storage = storage;
    this.catalog.setSink((record) => storage.append(record as unknown as Record<string, unknown>));
  }

  /** Journal position after the last write; a writer waits for it before replying. */
  get writeSeq(): number {
    return this.storage?.lastSeq ?? 0;
  }

  waitDurable(seq: number): Promise<void> {
    return this.storage ? this.storage.waitDurable(seq) : Promise.resolve();
  }
}
