/**
 * Chooses how a filter finds its candidate documents: `_id` lookup, exact
 * index keys, a range over a single-field index, or a full scan.
 *
 * A plan only has to produce a superset of the matches: every candidate is
 * still tested against the full filter by mingo. So only predicates that are
 * ANDed at the top level (directly or through `$and`) are used, and anything
 * with subtle semantics (arrays, regexes, `$ne`, ...) is simply not planned.
 *
 * With a sort and a limit, an index that provides the sort (an equality prefix, then the sort's
 * fields in its order, all in the index's directions or all reversed) is walked in order instead
 * (`walk`, see index-walk.ts), between bounds on the first sort field where the filter (or every
 * branch of its `$or`) gives them.
 */
import { Rank, typeRank, type SortSpec } from './bson-order.js';
import type { Index, Range } from './indexes.js';
import { encodeCompound, encodeValue } from './keys.js';
import { atomOf, compareAtoms, type Atom, type AtomRange } from './ordered-keys.js';
import { isPlainObject, type Doc } from './values.js';

/** An index walked in order: the equality prefix, bounds on the next field, the direction. */
export interface IndexWalk {
  prefix: Atom[];
  range?: AtomRange;
  forward: boolean;
  /** How many fields after the prefix the sort names (matches tying on them are all kept). */
  sortFields: number;
}

type WalkPlan = { stage: 'IXSCAN'; index: Index; walk: IndexWalk };

export type Plan =
  | { stage: 'IDHACK'; keys: string[] }
  | { stage: 'IXSCAN'; index: Index; keys: string[] }
  | { stage: 'IXSCAN'; index: Index; range: Range }
  | { stage: 'IXSCAN'; index: Index; prefixKeys: string[] }
  | WalkPlan
  | { stage: 'COLLSCAN' };

export interface PlanOptions {
  collation?: boolean;
  /** The requested order: with `limit`, an index providing it may be walked in order. */
  sort?: SortSpec;
  limit?: number;
}

interface FieldPredicates {
  /** Alternative values from `v`, `$eq` or `$in` (only the first such predicate is used). */
  eq?: unknown[];
  range?: Range;
}

/** Index equality lookups with more combinations than this fall back to other plans. */
const MAX_LOOKUP_KEYS = 1000;
/** `_id` lookups (one key per value, no combinations) up to this many values; a scan beyond. */
const MAX_ID_KEYS = 100_000;

function isIndexableEqValue(v: unknown): boolean {
  if (v instanceof RegExp || Array.isArray(v)) return false;
  if (isPlainObject(v)) return !Object.keys(v).some((k) => k.startsWith('$'));
  const rank = typeRank(v);
  return rank !== Rank.MinKey && rank !== Rank.MaxKey && rank !== Rank.RegExp;
}

function isRangeBoundValue(v: unknown): boolean {
  if (v === null || v === undefined || Array.isArray(v) || v instanceof RegExp) return false;
  if (typeof v === 'number' && Number.isNaN(v)) return false;
  const rank = typeRank(v);
  return rank !== Rank.MinKey && rank !== Rank.MaxKey && rank !== Rank.Object;
}

function addRange(p: FieldPredicates, op: string, value: unknown): void {
  if (!isRangeBoundValue(value)) return;
  const rank = typeRank(value);
  if (p.range && p.range.rank !== rank) return; // contradictory types: leave it to the matcher
  const range: Range = p.range ?? { rank };
  const bound = { value, inclusive: op === '$gte' || op === '$lte' };
  if (op === '$gt' || op === '$gte') range.lower ??= bound;
  else range.upper ??= bound;
  p.range = range;
}

function collect(filter: Doc, out: Map<string, FieldPredicates>): void {
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(cond)) {
      for (const sub of cond) if (isPlainObject(sub)) collect(sub, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    const p = out.get(field) ?? {};
    out.set(field, p);
    const isOperatorObject =
      isPlainObject(cond) && Object.keys(cond).length > 0 && Object.keys(cond).every((k) => k.startsWith('$'));
    if (!isOperatorObject) {
      if (!p.eq && isIndexableEqValue(cond)) p.eq = [cond];
      continue;
    }
    for (const [op, value] of Object.entries(cond as Doc)) {
      if (op === '$eq') {
        if (!p.eq && isIndexableEqValue(value)) p.eq = [value];
      } else if (op === '$in') {
        if (!p.eq && Array.isArray(value) && value.every(isIndexableEqValue)) p.eq = value;
      } else if (op === '$gt' || op === '$gte' || op === '$lt' || op === '$lte') {
        addRange(p, op, value);
      }
    }
  }
}

/** Cartesian product of per-field key encodings, or null when there are too many. */
function lookupKeys(index: Index, preds: Map<string, FieldPredicates>): string[] | null {
  let combos: string[][] = [[]];
  for (const field of index.fields) {
    const eq = preds.get(field)?.eq;
    if (!eq) return null;
    if (index.sparse && eq.some((v) => v === null || v === undefined)) return null; // null also matches docs a sparse index skips
    const next: string[][] = [];
    for (const prefix of combos) for (const v of eq) next.push([...prefix, encodeValue(v)]);
    if (next.length > MAX_LOOKUP_KEYS) return null;
    combos = next;
  }
  return [...new Set(combos.map(encodeCompound))];
}

export function planQuery(filter: Doc | undefined, indexes: Iterable<Index>, opts: PlanOptions = {}): Plan {
  const list = [...indexes];
  const base = basePlan(filter, list, opts);
  if (!opts.sort?.length || !opts.limit || opts.limit === Infinity || opts.collation || base.stage === 'IDHACK')
    return base;
  const walk = walkPlan(filter ?? {}, list, opts.sort);
  if (!walk) return base;
  // Walking an equality prefix in order beats fetching the same prefix (or a shorter one) and
  // sorting it; a longer equality lookup elsewhere is kept. Without any index plan, walk.
  const depth = walk.walk.prefix.length;
  return base.stage === 'COLLSCAN' || (depth >= 1 && depth >= equalityFields(base)) ? walk : base;
}

/** How many leading fields a plan looks up by equality. */
function equalityFields(plan: Plan): number {
  if (plan.stage !== 'IXSCAN') return 0;
  if ('keys' in plan) return plan.index.fields.length;
  return 'prefixKeys' in plan ? 1 : 0;
}

function basePlan(filter: Doc | undefined, indexes: Index[], opts: PlanOptions): Plan {
  if (!filter || Object.keys(filter).length === 0) return { stage: 'COLLSCAN' };
  const preds = new Map<string, FieldPredicates>();
  collect(filter, preds);
  const idEq = preds.get('_id')?.eq;
  if (idEq && idEq.length <= MAX_ID_KEYS) return { stage: 'IDHACK', keys: [...new Set(idEq.map(encodeValue))] };
  // A collation changes string equality, which the binary key encoding cannot follow.
  if (opts.collation) return { stage: 'COLLSCAN' };

  let best: { index: Index; keys: string[] } | undefined;
  let prefixPlan: Plan | undefined;
  let rangePlan: Plan | undefined;
  for (const index of indexes) {
    if (index.partial) continue;
    const keys = lookupKeys(index, preds);
    if (keys) {
      const better =
        !best ||
        (index.unique && !best.index.unique) ||
        (index.unique === best.index.unique && index.fields.length > best.index.fields.length);
      if (better) best = { index, keys };
      continue;
    }
    const firstEq = index.hasPrefixes ? preds.get(index.fields[0])?.eq : undefined;
    // (A sparse index skips documents missing every field: they would be missed for a null.)
    const usable = firstEq && firstEq.length <= MAX_LOOKUP_KEYS && !(index.sparse && firstEq.some((v) => v == null));
    if (usable && !prefixPlan)
      prefixPlan = { stage: 'IXSCAN', index, prefixKeys: [...new Set(firstEq.map(encodeValue))] };
    const range = index.fields.length === 1 ? preds.get(index.fields[0])?.range : undefined;
    if (range && !rangePlan) rangePlan = { stage: 'IXSCAN', index, range };
  }
  if (best) return { stage: 'IXSCAN', index: best.index, keys: best.keys };
  return prefixPlan ?? rangePlan ?? { stage: 'COLLSCAN' };
}

/** 1 when the sort is the index's fields from `from` in its directions, -1 all reversed, else 0. */
function sortDirection(index: Index, from: number, sort: SortSpec): number {
  if (sort.length > index.fields.length - from) return 0;
  let direction = 0;
  for (let i = 0; i < sort.length; i++) {
    const [path, dir] = sort[i];
    const indexDir = index.keyPattern[index.fields[from + i]];
    if (path !== index.fields[from + i] || typeof indexDir !== 'number') return 0;
    const d = Math.sign(indexDir) * dir;
    if (direction !== 0 && d !== direction) return 0;
    direction = d;
  }
  return direction;
}

/** The best index to walk in order for `sort` (longest equality prefix), if any. */
function walkPlan(filter: Doc, indexes: Index[], sort: SortSpec): WalkPlan | undefined {
  const preds = new Map<string, FieldPredicates>();
  collect(filter, preds);
  let best: WalkPlan | undefined;
  for (const index of indexes) {
    if (index.partial || index.sparse) continue;
    const prefix: Atom[] = [];
    for (const field of index.fields) {
      const eq = preds.get(field)?.eq;
      // (null also matches documents whose key is an empty array: not a prefix.)
      const atom = eq?.length === 1 && eq[0] != null ? atomOf(eq[0]) : null;
      if (!atom) break;
      prefix.push(atom);
    }
    for (let depth = prefix.length; depth >= 0; depth--) {
      const direction = sortDirection(index, depth, sort);
      if (direction === 0) continue;
      if (!best || depth > best.walk.prefix.length) {
        // A multikey document sorts by its first key, which may lie outside the bounds.
        const range = index.multikey ? undefined : rangeOf(filter, preds, index.fields[depth]);
        const walk = { prefix: prefix.slice(0, depth), range, forward: direction > 0, sortFields: sort.length };
        best = { stage: 'IXSCAN', index, walk };
      }
      break;
    }
  }
  return best;
}

/** Bounds on `field` every match satisfies: the filter's own, or the union of its `$or` branches'. */
function rangeOf(filter: Doc, preds: Map<string, FieldPredicates>, field: string): AtomRange | undefined {
  const own = atomRange(preds.get(field));
  if (own) return own;
  const branches = filter.$or;
  if (!Array.isArray(branches) || branches.length === 0) return undefined;
  let union: AtomRange | undefined;
  for (const branch of branches) {
    if (!isPlainObject(branch)) return undefined;
    const branchPreds = new Map<string, FieldPredicates>();
    collect(branch, branchPreds);
    const r = atomRange(branchPreds.get(field));
    if (!r || (union && union.rank !== r.rank)) return undefined;
    if (!union) {
      union = { ...r };
      continue;
    }
    // A branch without a lower (upper) bound leaves the union without one.
    union.lower = union.lower && r.lower && (compareAtoms(r.lower, union.lower) < 0 ? r.lower : union.lower);
    union.upper = union.upper && r.upper && (compareAtoms(r.upper, union.upper) > 0 ? r.upper : union.upper);
  }
  return union;
}

/** A field's range (or single equality value) as bounds of the ordered view, both inclusive. */
function atomRange(p: FieldPredicates | undefined): AtomRange | undefined {
  if (p?.range) {
    const lower = p.range.lower ? atomOf(p.range.lower.value) : undefined;
    const upper = p.range.upper ? atomOf(p.range.upper.value) : undefined;
    if (lower === null || upper === null) return { rank: p.range.rank };
    return { rank: p.range.rank, lower, upper };
  }
  if (p?.eq?.length === 1 && isRangeBoundValue(p.eq[0])) {
    const atom = atomOf(p.eq[0]);
    if (atom) return { rank: atom[0], lower: atom, upper: atom };
  }
  return undefined;
}

export function describePlan(plan: Plan): Doc {
  switch (plan.stage) {
    case 'IDHACK':
      return { stage: 'IDHACK' };
    case 'COLLSCAN':
      return { stage: 'COLLSCAN', direction: 'forward' };
    case 'IXSCAN':
      return {
        stage: 'FETCH',
        inputStage: {
          stage: 'IXSCAN',
          indexName: plan.index.name,
          keyPattern: plan.index.keyPattern,
          isUnique: plan.index.unique,
          ...('walk' in plan ? { direction: plan.walk.forward ? 'forward' : 'backward' } : {}),
        },
      };
  }
}
