/**
 * How a plan's candidate documents are read: by `_id`, by index keys, or by walking an index in
 * order (planner.ts `walk`), which stops once `limit` documents matched and every later key would
 * sort after them: the rest of the keys are never fetched, nor their documents.
 */
import type { Index } from './indexes.js';
import type { Matcher } from './mql.js';
import { compareAtoms, type OrderedEntry } from './ordered-keys.js';
import type { IndexWalk, Plan } from './planner.js';
import type { Doc } from './values.js';

/** The ids a non-walking index plan reads, in its order (duplicates possible), counting its keys. */
export function planIds(plan: Exclude<Plan, { stage: 'COLLSCAN' }>, stats: { keysExamined: number }): string[] {
  if (plan.stage === 'IDHACK') {
    stats.keysExamined = plan.keys.length;
    return plan.keys;
  }
  if ('keys' in plan) {
    stats.keysExamined = plan.keys.length;
    return plan.keys.length === 1 ? plan.index.lookup(plan.keys[0]) : plan.keys.flatMap((k) => plan.index.lookup(k));
  }
  if ('prefixKeys' in plan) {
    const ids = plan.prefixKeys.flatMap((k) => plan.index.lookupPrefix(k));
    stats.keysExamined = ids.length;
    return ids;
  }
  if ('range' in plan) return plan.index.scanRange(plan.range, stats);
  throw new Error('planIds: a walk is read by walkIndex');
}

/** Documents of `ids` (each once), read only as far as the caller iterates. */
export function* documentsOf(ids: string[], get: (id: string) => Doc | undefined): Generator<Doc> {
  const unique = ids.length > 1 ? new Set(ids) : ids;
  for (const id of unique) {
    const doc = get(id);
    if (doc) yield doc;
  }
}

function sameSortKey(a: OrderedEntry, b: OrderedEntry, from: number, count: number): boolean {
  for (let i = from; i < from + count; i++) if (compareAtoms(a.atoms[i], b.atoms[i]) !== 0) return false;
  return true;
}

export interface WalkResult {
  /** The first `limit` matches in index order, and any more tying with the last on the sort's fields. */
  docs: Doc[];
  docsExamined: number;
  keysExamined: number;
}

/**
 * Walks `index` as `walk` says, collecting matches; null when the index cannot be walked in order
 * (the caller plans again without the sort). The caller sorts the result (a tie's order, and
 * numbers beyond 2^53, are settled there) and cuts it to its limit.
 */
export function walkIndex(
  index: Index,
  walk: IndexWalk,
  get: (id: string) => Doc | undefined,
  matcher: Matcher,
  limit: number,
): WalkResult | null {
  const entries = index.orderedKeys()?.walk(walk.prefix, walk.range, walk.forward);
  if (!entries) return null;
  const from = walk.prefix.length;
  const seen = new Set<string>();
  const docs: Doc[] = [];
  let docsExamined = 0;
  let keysExamined = 0;
  let last: OrderedEntry | undefined;
  for (const entry of entries) {
    if (last && !sameSortKey(entry, last, from, walk.sortFields)) break;
    keysExamined++;
    // A key removed since the view was compacted holds no document.
    for (const id of index.lookup(entry.key)) {
      if (seen.has(id)) continue; // a multikey document: its first key is where it sorts
      seen.add(id);
      const doc = get(id);
      if (!doc) continue;
      docsExamined++;
      if (!matcher(doc)) continue;
      docs.push(doc);
      if (docs.length === limit) last = entry;
    }
  }
  return { docs, docsExamined, keysExamined };
}
