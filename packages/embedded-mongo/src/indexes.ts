/**
 * Secondary indexes: a Map from the canonical key encoding (keys.ts) to the
 * `_id` keys of the documents carrying it, plus, for single-field indexes, an
 * ordered view of the distinct values used for range scans and TTL sweeps.
 *
 * The ordered view is maintained lazily: new keys are appended to `pending`
 * and merged in (sort the few new ones, one linear merge) the next time a
 * range scan needs it; keys that vanished are skipped during scans and dropped
 * at the next merge. Writes stay O(1); a range scan after writes costs O(n)
 * simple steps rather than a re-sort.
 */
import { parseCollation } from './collation.js';
import { compareValues, typeRank } from './bson-order.js';
import { CommandError, badValue } from './errors.js';
import { encodeCompound, encodeIndexValue, formatDoc, pathValues } from './keys.js';
import { compileFilter, type Matcher } from './mql.js';
import { OrderedKeys } from './ordered-keys.js';
import { EMPTY_ARRAY, isPlainObject, type Doc } from './values.js';

export interface IndexKey {
  key: string;
  /** The indexed values, one per field, for error messages (`keyValue`). */
  values: unknown[];
  /** The first field's part of `key` (compound indexes: the prefix lookups' key). */
  first?: string;
}

export interface RangeBound {
  value: unknown;
  inclusive: boolean;
}

export interface Range {
  /** Type rank all matching values share (MongoDB range predicates never cross types). */
  rank: number;
  lower?: RangeBound;
  upper?: RangeBound;
}

interface SortedEntry {
  key: string;
  value: unknown;
}

/** Above this many combinations a document's compound keys are refused rather than exploding memory. */
const MAX_KEYS_PER_DOC = 10_000;

export function defaultIndexName(key: Doc): string {
  return Object.entries(key)
    .map(([k, v]) => `${k}_${String(v)}`)
    .join('_');
}

/** The index types MongoDB knows by name (the engine keeps them as plain indexes). */
const INDEX_PLUGINS = new Set(['2d', '2dsphere', 'text', 'hashed', 'columnstore']);

/** Validates a createIndexes spec and returns the stored form listIndexes reports. */
export function normalizeIndexSpec(raw: unknown): Doc {
  if (!isPlainObject(raw)) throw badValue('index specification must be an object');
  const key = raw.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0)
    throw badValue('index key pattern must be a non-empty object');
  for (const [field, dir] of Object.entries(key)) {
    const ok = (typeof dir === 'number' && dir !== 0 && Number.isFinite(dir)) || typeof dir === 'string';
    if (!ok) throw new CommandError('CannotCreateIndex', `Values in the index key pattern can't be 0 ('${field}')`);
    // A string names an index type; anything else is refused, as by MongoDB ("asc" is not a direction).
    if (typeof dir === 'string' && !INDEX_PLUGINS.has(dir))
      throw new CommandError('CannotCreateIndex', `Unknown index plugin '${dir}'`);
  }
  // Keys are compared in binary form: an index with a collation (a case-insensitive unique email)
  // would enforce the wrong thing, so it is refused.
  if (parseCollation(raw.collation))
    throw new CommandError('CommandNotSupported', 'an index with a collation is not supported by the embedded engine');
  const name = raw.name === undefined ? defaultIndexName(key) : raw.name;
  if (typeof name !== 'string' || name.length === 0) throw badValue('index name must be a non-empty string');
  if (raw.expireAfterSeconds !== undefined) {
    const ttl = raw.expireAfterSeconds;
    if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl < 0)
      throw badValue("TTL index 'expireAfterSeconds' option must be a non-negative number");
  }
  if (raw.partialFilterExpression !== undefined && !isPlainObject(raw.partialFilterExpression))
    throw badValue('partialFilterExpression must be an object');
  const { ns: _ns, v: _v, key: _k, name: _n, ...options } = raw;
  return { v: 2, key, name, ...options };
}

/** Options that make two specs with the same key pattern different indexes (for conflict checks). */
export function sameIndexOptions(a: Doc, b: Doc): boolean {
  const pick = (s: Doc) =>
    JSON.stringify([!!s.unique, !!s.sparse, s.expireAfterSeconds ?? null, s.partialFilterExpression ?? null]);
  return pick(a) === pick(b);
}

/**
 * Whether `spec` (normalised) is an index to create next to `existing` (by name): false when an
 * identical one exists (`_id_` included); throws MongoDB's error when it conflicts with one.
 */
export function isNewIndex(spec: Doc, existing: ReadonlyMap<string, Index>): boolean {
  const name = spec.name as string;
  const keyJson = JSON.stringify(spec.key);
  if (name === '_id_' || keyJson === JSON.stringify({ _id: 1 })) {
    if (name === '_id_' && keyJson !== JSON.stringify({ _id: 1 }))
      throw new CommandError('IndexKeySpecsConflict', `Index with name: _id_ already exists with a different key`);
    if (spec.unique === false || spec.sparse === true) throw badValue('The _id index must be unique and not sparse');
    return false;
  }
  const byName = existing.get(name);
  if (byName) {
    if (JSON.stringify(byName.spec.key) !== keyJson)
      throw new CommandError(
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${formatDoc(spec)}, existing index: ${formatDoc(byName.spec)}`,
      );
    if (!sameIndexOptions(byName.spec, spec))
      throw new CommandError(
        'IndexOptionsConflict',
        `An equivalent index already exists with the same name but different options. Requested index: ${formatDoc(spec)}, existing index: ${formatDoc(byName.spec)}`,
      );
    return false;
  }
  for (const other of existing.values()) {
    // Same key under another name is only legal when a partial filter tells the two apart.
    if (JSON.stringify(other.spec.key) === keyJson && !spec.partialFilterExpression && !other.partial) {
      throw new CommandError('IndexOptionsConflict', `Index already exists with a different name: ${other.name}`);
    }
  }
  return true;
}

export class Index {
  readonly name: string;
  readonly fields: string[];
  readonly spec: Doc;
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly ttlSeconds: number | undefined;
  readonly partial: boolean;
  private readonly partialMatch: Matcher | undefined;
  private readonly entries = new Map<string, string | Set<string>>();
  /**
   * Compound indexes only: the ids under each value of the first field (with how many of the
   * document's keys have it), so that an equality on the first field alone uses the index, as
   * MongoDB's does for `{ userId }` on `{ userId: 1, createdAt: 1 }`.
   */
  private readonly prefixes: Map<string, Map<string, number>> | undefined;
  private sorted: SortedEntry[] = [];
  private pending: SortedEntry[] = [];
  private removedSinceMerge = 0;
  /** Its keys in index order, made by the first query walking it in order (ordered-keys.ts). */
  private ordered: OrderedKeys | undefined;
  /**
   * Set once a document had several keys (an array): such a document sorts by its smallest (or
   * largest) value, which bounds on the walked field could skip (never cleared, as in MongoDB).
   */
  multikey = false;

  constructor(spec: Doc) {
    this.spec = spec;
    this.name = spec.name as string;
    this.fields = Object.keys(spec.key as Doc);
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    const ttl = spec.expireAfterSeconds;
    this.ttlSeconds = typeof ttl === 'number' && this.fields.length === 1 ? ttl : undefined;
    this.partial = spec.partialFilterExpression !== undefined;
    this.partialMatch = this.partial ? compileFilter(spec.partialFilterExpression) : undefined;
    this.prefixes = this.fields.length > 1 ? new Map() : undefined;
  }

  get keyPattern(): Doc {
    return this.spec.key as Doc;
  }

  get entryCount(): number {
    return this.entries.size;
  }

  /** The keys `doc` has in this index, or null when the index skips it (sparse/partial). */
  keysOf(doc: Doc): IndexKey[] | null {
    if (this.partialMatch && !this.partialMatch(doc)) return null;
    const perField = this.fields.map((f) => pathValues(doc, f));
    if (this.sparse && perField.every((vals) => vals.every((v) => v === undefined))) return null;
    let combos: unknown[][] = [[]];
    for (const vals of perField) {
      const next: unknown[][] = [];
      for (const prefix of combos) for (const v of vals) next.push([...prefix, v]);
      combos = next;
      if (combos.length > MAX_KEYS_PER_DOC) throw badValue(`cannot index parallel arrays (index ${this.name})`);
    }
    const seen = new Map<string, IndexKey>();
    for (const values of combos) {
      const parts = values.map(encodeIndexValue);
      const key = encodeCompound(parts);
      if (!seen.has(key))
        seen.set(key, { key, values: values.map((v) => (v === EMPTY_ARRAY ? undefined : v)), first: parts[0] });
    }
    return [...seen.values()];
  }

  /** The first key of `doc` already held by another document, for unique indexes. */
  conflict(keys: IndexKey[] | null, id: string): IndexKey | undefined {
    if (!this.unique || !keys) return undefined;
    for (const k of keys) {
      const holder = this.entries.get(k.key);
      if (holder === undefined) continue;
      if (typeof holder === 'string' ? holder !== id : holder.size > 1 || !holder.has(id)) return k;
    }
    return undefined;
  }

  add(keys: IndexKey[] | null, id: string): void {
    if (!keys) return;
    if (keys.length > 1) this.multikey = true;
    for (const k of keys) this.addKey(k.key, k.first!, k.values[0], id);
  }

  /**
   * Adds one key of document `id`: `key` its encoding (keys.ts), `first` its first field's part,
   * `value` its value (read for a single-field index only: its ordered view).
   */
  addKey(key: string, first: string, value: unknown, id: string): void {
    if (this.prefixes) {
      const ids = this.prefixes.get(first);
      if (ids) ids.set(id, (ids.get(id) ?? 0) + 1);
      else this.prefixes.set(first, new Map([[id, 1]]));
    }
    {
      const holder = this.entries.get(key);
      if (holder === undefined) {
        this.entries.set(key, id);
        this.ordered?.add(key);
        if (this.fields.length === 1) {
          this.pending.push({ key, value });
          // Without range scans nothing would ever merge; keep pending bounded by the index size.
          if (this.pending.length > 1024 && this.pending.length > this.entries.size) this.mergePending();
        }
      } else if (typeof holder === 'string') {
        if (holder !== id) this.entries.set(key, new Set([holder, id]));
      } else {
        holder.add(id);
      }
    }
  }

  remove(keys: IndexKey[] | null, id: string): void {
    if (!keys) return;
    if (this.prefixes) {
      for (const k of keys) {
        const ids = this.prefixes.get(k.first!);
        const n = ids?.get(id);
        if (!ids || n === undefined) continue;
        if (n > 1) ids.set(id, n - 1);
        else if (ids.delete(id) && ids.size === 0) this.prefixes.delete(k.first!);
      }
    }
    for (const k of keys) {
      const holder = this.entries.get(k.key);
      if (holder === undefined) continue;
      if (typeof holder === 'string') {
        if (holder === id) {
          this.entries.delete(k.key);
          this.removedSinceMerge++;
          this.ordered?.removed();
        }
      } else {
        holder.delete(id);
        if (holder.size === 1) this.entries.set(k.key, holder.values().next().value as string);
      }
    }
  }

  clear(): void {
    this.entries.clear();
    this.prefixes?.clear();
    this.sorted = [];
    this.pending = [];
    this.removedSinceMerge = 0;
    this.ordered = undefined;
    this.multikey = false;
  }

  /**
   * The keys in index order (built on first use), or null for an index that cannot be walked in
   * order: sparse or partial (it misses documents), or a field with no ascending/descending direction.
   */
  orderedKeys(): OrderedKeys | null {
    if (this.ordered) return this.ordered.orderable ? this.ordered : null;
    const directions = this.fields.map((f) => (this.spec.key as Doc)[f]);
    if (this.sparse || this.partial || !directions.every((d) => typeof d === 'number')) return null;
    const entries = this.entries;
    this.ordered = new OrderedKeys(directions as number[], (key) => entries.has(key), entries.keys());
    return this.ordered;
  }

  /** Whether this index answers equality on its first field alone (a compound index). */
  get hasPrefixes(): boolean {
    return this.prefixes !== undefined;
  }

  /** Ids whose first field's key is `first` (compound indexes). */
  lookupPrefix(first: string): string[] {
    const ids = this.prefixes?.get(first);
    return ids ? [...ids.keys()] : [];
  }

  /** Ids under one exact key. */
  lookup(key: string): string[] {
    const holder = this.entries.get(key);
    if (holder === undefined) return [];
    return typeof holder === 'string' ? [holder] : [...holder];
  }

  /** Ids whose single-field value lies in the range; `keysExamined` counts the keys walked. */
  scanRange(range: Range, stats: { keysExamined: number }): string[] {
    this.mergePending();
    const sorted = this.sorted;
    let lo = 0;
    let hi = sorted.length;
    // First entry at or after the lower bound (or the start of the type's bracket).
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const v = sorted[mid].value;
      let before: boolean;
      if (range.lower) {
        const c = compareValues(v, range.lower.value);
        before = range.lower.inclusive ? c < 0 : c <= 0;
      } else {
        before = typeRank(v) < range.rank;
      }
      if (before) lo = mid + 1;
      else hi = mid;
    }
    const ids: string[] = [];
    for (let i = lo; i < sorted.length; i++) {
      const { key, value } = sorted[i];
      if (typeRank(value) !== range.rank) break;
      if (range.upper) {
        const c = compareValues(value, range.upper.value);
        if (c > 0 || (c === 0 && !range.upper.inclusive)) break;
      }
      stats.keysExamined++;
      const holder = this.entries.get(key);
      if (holder === undefined) continue; // removed since the last merge
      if (typeof holder === 'string') ids.push(holder);
      else for (const id of holder) ids.push(id);
    }
    return ids;
  }

  private mergePending(): void {
    if (this.pending.length === 0 && this.removedSinceMerge < 1024) return;
    const fresh = this.pending.sort((a, b) => compareValues(a.value, b.value));
    const merged: SortedEntry[] = [];
    const seen = new Set<string>();
    const push = (e: SortedEntry) => {
      if (!this.entries.has(e.key) || seen.has(e.key)) return;
      seen.add(e.key);
      merged.push(e);
    };
    let i = 0;
    let j = 0;
    const old = this.sorted;
    while (i < old.length || j < fresh.length) {
      if (j >= fresh.length || (i < old.length && compareValues(old[i].value, fresh[j].value) <= 0)) push(old[i++]);
      else push(fresh[j++]);
    }
    this.sorted = merged;
    this.pending = [];
    this.removedSinceMerge = 0;
  }

  /** MongoDB's E11000 error for a key of this index. */
  duplicateKeyError(ns: string, key: IndexKey): CommandError {
    const keyValue: Doc = {};
    const keyPattern: Doc = {};
    this.fields.forEach((f, i) => {
      keyPattern[f] = (this.spec.key as Doc)[f];
      keyValue[f] = key.values[i] ?? null;
    });
    return new CommandError(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${ns} index: ${this.name} dup key: ${formatDoc(keyValue)}`,
      { keyPattern, keyValue },
    );
  }
}
