/**
 * One collection: documents by `_id` (the Map *is* the `_id_` index), their
 * type hints, secondary indexes, and the write primitives that keep them in
 * step and report each change to the write log (the journal).
 *
 * Stored documents are never mutated: an update builds a new document and
 * swaps it in, so documents already handed to a cursor stay as they were.
 * Every method is synchronous; a command's writes are atomic because nothing
 * else runs on the event loop in between.
 */
import { UUID } from 'bson';
import { Rank, type SortSpec } from './bson-order.js';
import { checkSize, idKeyOf, validateId } from './documents.js';
import { CommandError } from './errors.js';
import { Index, isNewIndex, normalizeIndexSpec, type IndexKey } from './indexes.js';
import { encodeValue, formatDoc } from './keys.js';
import type { Matcher } from './mql.js';
import { selectDocuments, type SelectResult } from './select.js';
import { FieldSet, decodeFields } from './raw-bson.js';
import { addScalarKeys, keyFieldsOf, readScalarKeys, scalarKeyPlan, type ScalarKeyPlan } from './raw-keys.js';

/** How start-up reads a document's `_id` alone (from its bytes when a scalar). */
const ID_PLAN = scalarKeyPlan([])!;
const ID_FIELDS = new FieldSet(['_id']);
import type { RawStore } from './raw-store.js';
import { docHints, fromWireInPlace, toWire, type Doc, type TypeHint } from './values.js';

export { MAX_DOCUMENT_BYTES, idKeyOf, validateId, withIdFirst } from './documents.js';

export const ID_INDEX_SPEC: Doc = Object.freeze({ v: 2, key: { _id: 1 }, name: '_id_' });

export type WriteRecord =
  | { op: 'put'; db: string; c: string; doc: Doc }
  | { op: 'del'; db: string; c: string; id: unknown }
  | { op: 'ci'; db: string; c: string; spec: Doc }
  | { op: 'di'; db: string; c: string; name: string }
  | { op: 'cc'; db: string; c: string; options: Doc }
  | { op: 'dc'; db: string; c: string }
  | { op: 'dd'; db: string }
  | { op: 'rn'; db: string; c: string; toDb: string; toC: string };

export type WriteLog = (record: WriteRecord) => void;

/** Counters shared by all collections; tests use them to prove an indexed query did not scan. */
export interface QueryMetrics {
  docsExamined: number;
  keysExamined: number;
  collectionScans: number;
}

export type { SelectResult } from './select.js';

/**
 * A stored document: the decoded document, or a reference (a number) to its BSON in the raw store
 * (loaded from disk and not yet read, or read while the decoded-document budget was spent).
 */
export type Stored = Doc | number;

export class Collection {
  readonly uuid = new UUID();
  private readonly docs = new Map<string, Stored>();
  private readonly hints = new Map<string, TypeHint[]>();
  private readonly indexMap = new Map<string, Index>();
  /** Set from start-up until the build: documents placed whose keys no index holds yet (buildSlice). */
  private pendingKeys = false;
  private buildCursor: IterableIterator<[string, Stored]> | null = null;
  /** `_id` and the fields the indexes read (null: decode whole); recomputed when indexes change. */
  private keyFields: FieldSet | null | undefined;
  private keyPlan: ScalarKeyPlan | null | undefined;
  private holdsRaw = false;

  constructor(
    readonly db: string,
    public name: string,
    public options: Doc,
    private readonly log: WriteLog,
    private readonly metrics: QueryMetrics,
    private readonly raw: RawStore,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.docs.size;
  }

  /**
   * The indexes, every key in them: an index build start-up left (buildSlice) is finished first,
   * so no command ever sees, reads or writes through a half-built index.
   */
  get indexes(): Map<string, Index> {
    if (this.pendingKeys) this.buildSlice();
    return this.indexMap;
  }

  /** The index definitions, built or not (what a snapshot writes, what replay checks). */
  get indexDefinitions(): ReadonlyMap<string, Index> {
    return this.indexMap;
  }

  /** Whether documents placed at start-up still wait for their index keys. */
  get keysPending(): boolean {
    return this.pendingKeys;
  }

  /**
   * Adds the index keys start-up left out, until `deadline` (performance.now()): true once every
   * document's keys are in. Between two slices nothing changes the documents: every write, like
   * every read through an index, goes through `indexes`, which finishes the build first.
   */
  buildSlice(deadline = Infinity): boolean {
    if (!this.pendingKeys) return true;
    const cursor = (this.buildCursor ??= this.docs.entries());
    for (let n = 0; ; n++) {
      if ((n & 255) === 255 && performance.now() > deadline) return false;
      const next = cursor.next();
      if (next.done) break;
      const [id, stored] = next.value;
      if (this.keyPlan === undefined) this.keyPlan = scalarKeyPlan(this.indexMap.values());
      const buf = typeof stored === 'number' ? this.raw.buffer(stored) : null;
      if (buf && this.keyPlan && readScalarKeys(this.keyPlan, buf, this.raw.offset(stored as number)) !== null) {
        addScalarKeys(this.keyPlan, id);
        continue;
      }
      const source = this.keySource(stored, this.indexFields());
      for (const index of this.indexMap.values()) index.add(index.keysOf(source), id);
    }
    this.pendingKeys = false;
    this.buildCursor = null;
    return true;
  }

  /** Start-up places documents without index keys; the indexes are emptied (none may hold only some). */
  private deferKeys(): void {
    if (this.pendingKeys) return;
    for (const index of this.indexMap.values()) index.clear();
    this.pendingKeys = true;
  }

  /** All documents in natural (insertion) order (the Map's own iterator when none was ever stored as BSON). */
  all(): IterableIterator<Doc> {
    return this.holdsRaw ? this.decodedAll() : (this.docs.values() as IterableIterator<Doc>);
  }

  private *decodedAll(): Generator<Doc> {
    for (const [id, stored] of this.docs) yield this.materialize(id, stored);
  }

  /**
   * Every stored entry at this instant: a decoded document (never mutated), or a number, its BSON
   * in the raw store (bytes never changed): what a snapshot writes, bytes copied as they are.
   */
  storedEntries(): Stored[] {
    return [...this.docs.values()];
  }

  get(idKey: string): Doc | undefined {
    const stored = this.docs.get(idKey);
    return stored === undefined ? undefined : this.materialize(idKey, stored);
  }

  /** The document of a stored entry, decoded from BSON (and kept decoded while the budget allows). */
  private materialize(id: string, stored: Stored): Doc {
    if (typeof stored !== 'number') return stored;
    const hints: TypeHint[] = [];
    const doc = fromWireInPlace(this.raw.decode(stored), hints) as Doc;
    if (hints.length) docHints.set(doc, hints);
    if (this.raw.keep(stored)) {
      this.docs.set(id, doc);
      if (hints.length) this.hints.set(id, hints);
    }
    return doc;
  }

  /**
   * What index keys of a stored entry are computed from: the document, or for one held as BSON
   * only its top-level fields that `fields` names (null: the whole document).
   */
  private keySource(stored: Stored, fields: FieldSet | null): Doc {
    if (typeof stored !== 'number') return stored;
    if (!fields) return fromWireInPlace(this.raw.decode(stored)) as Doc;
    return fromWireInPlace(decodeFields(this.raw.buffer(stored), this.raw.offset(stored), fields)) as Doc;
  }

  private indexFields(): FieldSet | null {
    if (this.keyFields === undefined) this.keyFields = keyFieldsOf(this.indexMap.values(), true);
    return this.keyFields;
  }

  hintsOf(doc: Doc): TypeHint[] | undefined {
    return docHints.get(doc) ?? (this.hints.size ? this.hints.get(idKeyOf(doc)) : undefined);
  }

  /** The stored document as it must be serialised (types restored). */
  wire(doc: Doc): Doc {
    return toWire(doc, this.hintsOf(doc));
  }

  private indexKeys(doc: Doc): Map<Index, IndexKey[] | null> {
    const keys = new Map<Index, IndexKey[] | null>();
    for (const index of this.indexes.values()) keys.set(index, index.keysOf(doc));
    return keys;
  }

  private checkUnique(keys: Map<Index, IndexKey[] | null>, id: string): void {
    for (const [index, k] of keys) {
      const dup = index.conflict(k, id);
      if (dup) throw index.duplicateKeyError(this.ns, dup);
    }
  }

  private setHints(id: string, hints: TypeHint[] | undefined, doc: Doc): void {
    if (hints && hints.length) {
      this.hints.set(id, hints);
      docHints.set(doc, hints);
    } else this.hints.delete(id);
  }

  /** Inserts a new document (with `_id` first); throws DuplicateKey on any unique index. */
  insert(doc: Doc, hints?: TypeHint[]): void {
    validateId(doc._id);
    checkSize(doc, hints, false);
    const id = idKeyOf(doc);
    if (this.docs.has(id)) {
      throw new CommandError(
        'DuplicateKey',
        `E11000 duplicate key error collection: ${this.ns} index: _id_ dup key: ${formatDoc({ _id: doc._id })}`,
        { keyPattern: { _id: 1 }, keyValue: { _id: doc._id } },
      );
    }
    const keys = this.indexKeys(doc);
    this.checkUnique(keys, id);
    for (const [index, k] of keys) index.add(k, id);
    this.docs.set(id, doc);
    this.setHints(id, hints, doc);
    this.log({ op: 'put', db: this.db, c: this.name, doc: toWire(doc, hints) });
  }

  /** Swaps in a new version of a stored document (same `_id`). */
  replace(oldDoc: Doc, newDoc: Doc, hints?: TypeHint[]): void {
    const id = idKeyOf(oldDoc);
    if (idKeyOf(newDoc) !== id)
      throw new CommandError(
        'ImmutableField',
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    checkSize(newDoc, hints, true);
    const newKeys = this.indexKeys(newDoc);
    this.checkUnique(newKeys, id);
    for (const index of this.indexes.values()) index.remove(index.keysOf(oldDoc), id);
    for (const [index, k] of newKeys) index.add(k, id);
    this.docs.set(id, newDoc);
    this.setHints(id, hints, newDoc);
    this.log({ op: 'put', db: this.db, c: this.name, doc: toWire(newDoc, hints) });
  }

  delete(doc: Doc): void {
    if (this.unlink(doc)) this.log({ op: 'del', db: this.db, c: this.name, id: doc._id });
  }

  private unlink(doc: Doc): boolean {
    return this.unlinkId(idKeyOf(doc));
  }

  private unlinkId(id: string): boolean {
    const stored = this.docs.get(id);
    if (stored === undefined) return false;
    if (this.indexes.size) {
      const source = this.keySource(stored, this.indexFields());
      for (const index of this.indexes.values()) index.remove(index.keysOf(source), id);
    }
    this.docs.delete(id);
    this.hints.delete(id);
    return true;
  }

  /** Journal replay: puts a document, its index keys left for the build (the journal is a consistent history). */
  restore(doc: Doc, hints: TypeHint[] | undefined): void {
    this.deferKeys();
    const id = idKeyOf(doc);
    this.docs.set(id, doc);
    this.setHints(id, hints, doc);
  }

  /**
   * Journal replay of a document kept as BSON (`ref` into the raw store): only its `_id` is read
   * now (from the bytes when a scalar); its index keys are left for the build, the rest for its first read.
   */
  restoreRaw(ref: number): void {
    this.deferKeys();
    const buf = this.raw.buffer(ref);
    const id = readScalarKeys(ID_PLAN, buf, this.raw.offset(ref)) ?? idKeyOf(this.keySource(ref, ID_FIELDS));
    this.docs.set(id, ref);
    this.holdsRaw = true;
    if (this.hints.size) this.hints.delete(id);
  }

  /** Journal replay of a delete by `_id`. */
  restoreDelete(idValue: unknown): void {
    const id = encodeValue(idValue);
    if (!this.pendingKeys) this.unlinkId(id);
    else if (this.docs.delete(id)) this.hints.delete(id);
  }

  /**
   * Creates an index, building it over existing documents. Returns its name,
   * or null when an identical index already exists.
   */
  createIndex(rawSpec: unknown): string | null {
    const spec = normalizeIndexSpec(rawSpec);
    const name = spec.name as string;
    if (!isNewIndex(spec, this.indexes)) return null;
    const index = new Index(spec);
    const fields = keyFieldsOf([index], false);
    for (const [id, stored] of this.docs) {
      const keys = index.keysOf(this.keySource(stored, fields));
      const dup = index.conflict(keys, id);
      if (dup) throw index.duplicateKeyError(this.ns, dup);
      index.add(keys, id);
    }
    this.indexMap.set(name, index);
    this.keyFields = undefined;
    this.keyPlan = undefined;
    this.log({ op: 'ci', db: this.db, c: this.name, spec });
    return name;
  }

  dropIndex(name: string): void {
    if (name === '_id_') throw new CommandError('InvalidOptions', 'cannot drop _id index');
    if (!this.indexMap.delete(name)) throw new CommandError('IndexNotFound', `index not found with name [${name}]`);
    this.keyFields = undefined;
    this.keyPlan = undefined;
    this.log({ op: 'di', db: this.db, c: this.name, name });
  }

  /** Specs as listIndexes reports them, `_id_` first. */
  indexSpecs(): Doc[] {
    return [{ ...ID_INDEX_SPEC }, ...[...this.indexes.values()].map((i) => ({ ...i.spec }))];
  }

  /** Finds the index a dropIndexes key pattern designates. */
  indexByKey(key: Doc): Index | undefined {
    const json = JSON.stringify(key);
    return [...this.indexes.values()].find((i) => JSON.stringify(i.spec.key) === json);
  }

  /** Documents matching `filter`, through the best plan (select.ts). */
  select(
    filter: Doc | undefined,
    matcher: Matcher,
    opts: { limit?: number; collation?: boolean; sort?: SortSpec } = {},
  ): SelectResult {
    return selectDocuments(this, this.metrics, filter, matcher, opts);
  }

  /** At most `limit` documents a TTL index says have expired (the same one may come twice). */
  expired(now: number, limit = Infinity): Doc[] {
    const out: Doc[] = [];
    for (const index of this.indexes.values()) {
      if (index.ttlSeconds === undefined) continue;
      const cutoff = new Date(now - index.ttlSeconds * 1000);
      const ids = index.scanRange({ rank: Rank.Date, upper: { value: cutoff, inclusive: true } }, { keysExamined: 0 });
      for (let i = 0; i < ids.length && out.length < limit; i++) {
        const doc = this.get(ids[i]);
        if (doc) out.push(doc);
      }
    }
    return out;
  }

  /** Empties the collection (dropDatabase/drop keep no state behind). */
  clear(): void {
    this.docs.clear();
    this.hints.clear();
    for (const index of this.indexMap.values()) index.clear();
    this.pendingKeys = false;
    this.buildCursor = null;
  }
}
