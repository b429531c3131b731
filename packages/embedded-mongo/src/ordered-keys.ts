/**
 * An index's keys in index order (each field ascending or descending as its key pattern says), for
 * queries whose sort the index provides: the planner walks the keys of one equality prefix in
 * order, optionally between two bounds of the next field, and stops once it has enough matches,
 * as MongoDB walks a B-tree, instead of fetching every document of the prefix and sorting them.
 *
 * The view is built the first time an index is walked in order (indexes never walked cost nothing)
 * and then follows the index: a new key waits in `pending` until the next walk, which inserts a few
 * by binary search or merges many in one linear pass; a removed key stays in place (a walk skips
 * it: the caller finds no document under it) until enough have gone to be worth one compaction.
 *
 * Keys are ordered by decoding their canonical encoding (keys.ts) into a type rank and a value
 * comparable within it: null/missing, empty array, numbers, strings, ObjectIds, booleans, dates,
 * MinKey/MaxKey. An index holding any other kind of value (a sub-document, an array inside an
 * array, binary data...) is not walked in order at all (`orderable` false): its queries keep the
 * fetch-all-then-sort plan. Numbers outside the exactly representable range compare by their
 * nearest double; the caller therefore sorts what it collected again (`sortDocuments`) and keeps
 * walking past its limit while the keys tie, so the result never depends on that approximation.
 */
import { Rank } from './bson-order.js';
import { encodeValue } from './keys.js';

/** One key part as it sorts: its type rank and a value comparable within that rank. */
export type Atom = readonly [rank: number, value: number | string];

export interface OrderedEntry {
  key: string;
  atoms: Atom[];
}

/** Bounds on one field (both inclusive: the caller's matcher decides exclusive ends). */
export interface AtomRange {
  rank: number;
  lower?: Atom;
  upper?: Atom;
}

/** Below this many new keys a walk inserts them one by one (binary search); above, one merge. */
const INSERT_ONE_BY_ONE = 64;
/** Removed keys tolerated in the view before it is compacted (also at least half its size). */
const STALE_BEFORE_COMPACTION = 1024;

const NULL_ATOM: Atom = [Rank.Null, 0];

/** The atom of one encoded key part, or null for a kind of value the view does not order. */
export function decodePart(part: string): Atom | null {
  const rest = part.slice(1);
  switch (part[0]) {
    case 'N':
      return NULL_ATOM;
    case 'U':
      return part.length === 1 ? [Rank.EmptyArray, 0] : null;
    case '<':
      return [Rank.MinKey, 0];
    case '>':
      return [Rank.MaxKey, 0];
    case 'n':
    case 'm': {
      const n = Number(rest);
      return Number.isNaN(n) && rest !== 'NaN' ? null : [Rank.Number, n];
    }
    case 's':
      return [Rank.String, rest];
    case 'b':
      return [Rank.Boolean, rest === '1' ? 1 : 0];
    case 'd': {
      const ms = Number(rest);
      return Number.isNaN(ms) ? null : [Rank.Date, ms];
    }
    case 'o':
      return [Rank.ObjectId, rest];
  }
  return null;
}

/** The atom a query value sorts as (a bound), or null. */
export function atomOf(value: unknown): Atom | null {
  return decodePart(encodeValue(value));
}

export function compareAtoms(a: Atom, b: Atom): number {
  if (a[0] !== b[0]) return a[0] - b[0];
  const x = a[1];
  const y = b[1];
  if (x === y) return 0;
  // MongoDB sorts NaN below every other number.
  if (typeof x === 'number' && Number.isNaN(x)) return Number.isNaN(y as number) ? 0 : -1;
  if (typeof y === 'number' && Number.isNaN(y)) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** -1 below the range, 0 within, 1 above (in value order, whatever the index direction). */
function rangeSide(atom: Atom, range: AtomRange): number {
  if (atom[0] !== range.rank) return atom[0] < range.rank ? -1 : 1;
  if (range.lower && compareAtoms(atom, range.lower) < 0) return -1;
  if (range.upper && compareAtoms(atom, range.upper) > 0) return 1;
  return 0;
}

export class OrderedKeys {
  private sorted: OrderedEntry[] = [];
  private pending: string[];
  private stale = 0;
  /** False once a key held a value the view cannot order: the index is then never walked in order. */
  orderable = true;

  /**
   * `directions`: each field's 1 or -1; `live(key)`: whether the index still holds the key;
   * `keys`: the index's keys now (later ones come through `add`).
   */
  constructor(
    private readonly directions: readonly number[],
    private readonly live: (key: string) => boolean,
    keys: Iterable<string>,
  ) {
    this.pending = [...keys];
  }

  /** A key the index did not hold before. */
  add(key: string): void {
    if (this.orderable) this.pending.push(key);
  }

  /** A key the index no longer holds. */
  removed(): void {
    this.stale++;
  }

  private entryOf(key: string): OrderedEntry | null {
    const parts: string[] = this.directions.length === 1 ? [key] : JSON.parse(key);
    const atoms: Atom[] = [];
    for (const part of parts) {
      const atom = decodePart(part);
      if (!atom) return null;
      atoms.push(atom);
    }
    return { key, atoms };
  }

  private compare(a: OrderedEntry, b: OrderedEntry): number {
    for (let i = 0; i < this.directions.length; i++) {
      const c = compareAtoms(a.atoms[i], b.atoms[i]);
      if (c !== 0) return this.directions[i] < 0 ? -c : c;
    }
    return 0;
  }

  /** Brings the view up to date with the index; false when it cannot order the index's keys. */
  private refresh(): boolean {
    if (!this.orderable) return false;
    const compact = this.stale >= Math.max(STALE_BEFORE_COMPACTION, this.sorted.length / 2);
    if (this.pending.length === 0 && !compact) return true;
    const fresh: OrderedEntry[] = [];
    for (const key of this.pending) {
      if (!this.live(key)) continue;
      const entry = this.entryOf(key);
      if (!entry) {
        this.orderable = false;
        this.sorted = [];
        this.pending = [];
        return false;
      }
      fresh.push(entry);
    }
    this.pending = [];
    if (!compact && fresh.length <= INSERT_ONE_BY_ONE) {
      for (const entry of fresh) this.insert(entry);
    } else {
      this.merge(fresh.sort((a, b) => this.compare(a, b)));
    }
    return true;
  }

  private insert(entry: OrderedEntry): void {
    const sorted = this.sorted;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(sorted[mid], entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    // A key removed and added again is still in place (it sorts equal): keep one.
    for (let i = lo; i < sorted.length && this.compare(sorted[i], entry) === 0; i++)
      if (sorted[i].key === entry.key) return;
    sorted.splice(lo, 0, entry);
  }

  /** One linear merge of the sorted view (its removed keys dropped) and `fresh` (sorted). */
  private merge(fresh: OrderedEntry[]): void {
    const merged: OrderedEntry[] = [];
    const seen = new Set<string>();
    const push = (e: OrderedEntry) => {
      if (seen.has(e.key) || !this.live(e.key)) return;
      seen.add(e.key);
      merged.push(e);
    };
    const old = this.sorted;
    let i = 0;
    let j = 0;
    while (i < old.length || j < fresh.length) {
      if (j >= fresh.length || (i < old.length && this.compare(old[i], fresh[j]) <= 0)) push(old[i++]);
      else push(fresh[j++]);
    }
    this.sorted = merged;
    this.stale = 0;
  }

  /** Where an entry lies against the walked part: -1 before it, 0 in it, 1 after it (index order). */
  private position(entry: OrderedEntry, prefix: readonly Atom[], range: AtomRange | undefined): number {
    for (let i = 0; i < prefix.length; i++) {
      const c = compareAtoms(entry.atoms[i], prefix[i]);
      if (c !== 0) return this.directions[i] < 0 ? -c : c;
    }
    if (!range) return 0;
    const side = rangeSide(entry.atoms[prefix.length], range);
    return this.directions[prefix.length] < 0 ? -side : side;
  }

  /** First index whose position is above `level` (-1: the start of the part, 0: its end). */
  private boundary(prefix: readonly Atom[], range: AtomRange | undefined, level: number): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.position(this.sorted[mid], prefix, range) <= level) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The entries whose first fields equal `prefix` and whose next field lies in `range`, in index
   * order (`forward`) or the reverse; null when the index cannot be walked in order. The caller
   * must not change the index while it iterates.
   */
  walk(prefix: readonly Atom[], range: AtomRange | undefined, forward: boolean): Iterable<OrderedEntry> | null {
    if (!this.refresh()) return null;
    const start = this.boundary(prefix, range, -1);
    const end = this.boundary(prefix, range, 0);
    const sorted = this.sorted;
    return {
      *[Symbol.iterator]() {
        if (forward) for (let i = start; i < end; i++) yield sorted[i];
        else for (let i = end - 1; i >= start; i--) yield sorted[i];
      },
    };
  }
}
