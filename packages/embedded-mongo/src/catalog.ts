/**
 * Databases and their collections, plus replaying and snapshotting them.
 *
 * A database exists while it holds a collection, as in MongoDB. Every change
 * goes through the write log given to the constructor (the journal when the
 * engine is durable, nothing in memory-only mode); replay applies the same
 * records with logging switched off.
 */
import { Collection, type QueryMetrics, type WriteLog, type WriteRecord } from './collection.js';
import { CommandError } from './errors.js';
import type { CollectionResolver } from './mql.js';
import type { RawPut } from './raw-bson.js';
import { RawStore } from './raw-store.js';
import { encodeRawPut, encodeRecord } from './journal.js';
import { fromWire, fromWireInPlace, toWire, type Doc, type TypeHint } from './values.js';

export class Catalog {
  /** The BSON of documents loaded from disk and not decoded (see raw-store.ts). */
  readonly raw = new RawStore();
  private readonly dbs = new Map<string, Map<string, Collection>>();
  private replaying = false;
  readonly metrics: QueryMetrics = { docsExamined: 0, keysExamined: 0, collectionScans: 0 };
  private readonly log: WriteLog = (record) => {
    if (!this.replaying) this.sink(record);
  };

  constructor(private sink: WriteLog = () => {}) {}

  setSink(sink: WriteLog): void {
    this.sink = sink;
  }

  databaseNames(): string[] {
    return [...this.dbs.keys()].filter((name) => (this.dbs.get(name)?.size ?? 0) > 0);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  get(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** The collection, which must exist (NamespaceNotFound otherwise). */
  require(db: string, name: string): Collection {
    const coll = this.get(db, name);
    if (!coll) throw new CommandError('NamespaceNotFound', `ns does not exist: ${db}.${name}`);
    return coll;
  }

  /** The collection, created implicitly (as a first insert or createIndexes does) when missing. */
  ensure(db: string, name: string, options: Doc = {}): { coll: Collection; created: boolean } {
    const existing = this.get(db, name);
    if (existing) return { coll: existing, created: false };
    validateCollectionName(db, name);
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    const coll = new Collection(db, name, options, this.log, this.metrics, this.raw);
    colls.set(name, coll);
    this.log({ op: 'cc', db, c: name, options });
    return { coll, created: true };
  }

  drop(db: string, name: string): Collection | undefined {
    const coll = this.get(db, name);
    if (!coll) return undefined;
    this.dbs.get(db)!.delete(name);
    if (this.dbs.get(db)!.size === 0) this.dbs.delete(db);
    coll.clear();
    this.log({ op: 'dc', db, c: name });
    return coll;
  }

  dropDatabase(db: string): boolean {
    const colls = this.dbs.get(db);
    if (!colls) return false;
    for (const coll of colls.values()) coll.clear();
    this.dbs.delete(db);
    this.log({ op: 'dd', db });
    return true;
  }

  rename(db: string, name: string, toDb: string, toName: string, dropTarget: boolean): void {
    const coll = this.require(db, name);
    if (this.get(toDb, toName)) {
      if (!dropTarget) throw new CommandError('NamespaceExists', `target namespace exists: ${toDb}.${toName}`);
      this.drop(toDb, toName);
    }
    if (toDb !== db)
      throw new CommandError(
        'CommandNotSupported',
        'renaming a collection across databases is not supported by the embedded engine',
      );
    validateCollectionName(toDb, toName);
    const colls = this.dbs.get(db)!;
    colls.delete(name);
    coll.name = toName;
    colls.set(toName, coll);
    this.log({ op: 'rn', db, c: name, toDb, toC: toName });
  }

  /** For `$lookup`/`$unionWith`/`$graphLookup`: a collection of the same database as an array. */
  resolver(db: string): CollectionResolver {
    return (name) => {
      const coll = this.get(db, name);
      return coll ? [...coll.all()] : [];
    };
  }

  /** Applies one journal or snapshot record. */
  apply(record: Doc): void {
    this.replaying = true;
    try {
      const r = record as unknown as WriteRecord;
      switch (r.op) {
        case 'put': {
          const hints: TypeHint[] = [];
          const doc = fromWireInPlace(r.doc, hints) as Doc;
          this.ensure(r.db, r.c).coll.restore(doc, hints);
          break;
        }
        case 'del':
          this.get(r.db, r.c)?.restoreDelete(fromWire(r.id));
          break;
        case 'cc':
          this.ensure(r.db, r.c, (fromWire(r.options) as Doc | undefined) ?? {});
          break;
        case 'dc':
          this.drop(r.db, r.c);
          break;
        case 'dd':
          this.dropDatabase(r.db);
          break;
        case 'ci':
          // Specs were validated when first created; a snapshot lists indexes before documents.
          this.ensure(r.db, r.c).coll.createIndex(fromWire(r.spec));
          break;
        case 'di':
          if (this.get(r.db, r.c)?.indexDefinitions.has(r.name)) this.get(r.db, r.c)!.dropIndex(r.name);
          break;
        case 'rn':
          this.rename(r.db, r.c, r.toDb, r.toC, true);
          break;
      }
    } finally {
      this.replaying = false;
    }
  }

  /**
   * Replays a `put` record read from its envelope (raw-bson.ts `readPut`) whose document lies in
   * segment `segment` of the raw store: the document is kept as those bytes, and only its `_id`
   * and indexed fields are decoded (for its index keys).
   */
  restoreRaw(put: RawPut, segment: number): void {
    this.replaying = true;
    try {
      this.ensure(put.db, put.c).coll.restoreRaw(this.raw.ref(segment, put.docOff));
    } finally {
      this.replaying = false;
    }
  }

  /**
   * The whole state at this instant as the framed records that rebuild it (collections, their
   * indexes, then documents), encoded one at a time as the iterator is read. Only references are
   * taken now (stored documents are never mutated, the raw store's bytes never change), so the
   * records read later, writes having happened in between, still describe this instant.
   */
  capture(): Iterator<Buffer> {
    const parts: Array<{ db: string; c: string; head: Buffer[]; docs: Array<number | [Doc, TypeHint[] | undefined]> }> =
      [];
    for (const [db, colls] of this.dbs) {
      for (const coll of colls.values()) {
        const c = coll.name;
        const head = [encodeRecord({ op: 'cc', db, c, options: coll.options })];
        for (const index of coll.indexDefinitions.values())
          head.push(encodeRecord({ op: 'ci', db, c, spec: index.spec }));
        const docs = coll
          .storedEntries()
          .map((stored) => (typeof stored === 'number' ? stored : ([stored, coll.hintsOf(stored)] as const)));
        parts.push({ db, c, head, docs: docs as Array<number | [Doc, TypeHint[] | undefined]> });
      }
    }
    const raw = this.raw;
    return (function* () {
      for (const { db, c, head, docs } of parts) {
        yield* head;
        for (const d of docs)
          yield typeof d === 'number'
            ? encodeRawPut(db, c, raw.bytes(d))
            : encodeRecord({ op: 'put', db, c, doc: toWire(d[0], d[1]) });
      }
    })();
  }

  /**
   * Builds, a slice of `sliceMs` at a time with the event loop free in between, the index keys
   * start-up left out (collection.ts `buildSlice`); a command touching a collection first finishes
   * that collection's build. Returns a function that stops the background work.
   */
  startIndexBuilds(sliceMs = 10): () => void {
    let stopped = false;
    const step = () => {
      if (stopped) return;
      const deadline = performance.now() + sliceMs;
      for (const colls of this.dbs.values())
        for (const coll of colls.values())
          if (!coll.buildSlice(deadline)) {
            setImmediate(step);
            return;
          }
    };
    setImmediate(step);
    return () => {
      stopped = true;
    };
  }

  clearAll(): void {
    for (const colls of this.dbs.values()) for (const coll of colls.values()) coll.clear();
    this.dbs.clear();
    this.raw.clear();
  }
}

export function validateCollectionName(db: string, name: string): void {
  if (!db || /[/\\. "$\0]/.test(db)) throw new CommandError('InvalidNamespace', `Invalid database name: '${db}'`);
  if (
    typeof name !== 'string' ||
    name.length === 0 ||
    name.includes('$') ||
    name.includes('\0') ||
    name.startsWith('.')
  )
    throw new CommandError('InvalidNamespace', `Invalid collection name: ${String(name)}`);
}
