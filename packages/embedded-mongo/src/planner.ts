/**
 * Chooses how a filter finds its candidate documents: `_id` lookup, exact
 * index keys, a range over a single-field index, or a full scan.
 *
 * A plan only has to produce a superset of the matches: every candidate is
 * still tested against the full filter by mingo. So only predicates that are
 * ANDed at the top level (directly or through `$and`) are used, and anything
 * with subtle semantics (arrays, regexes, `$ne`, ...) is simply not planned.
 */
import { Rank, typeRank } from './bson-order.js';
import type { Index, Range } from './indexes.js';
import { encodeCompound, encodeValue } from './keys.js';
import { isPlainObject, type Doc } from './values.js';

export type Plan =
  | { stage: 'IDHACK'; keys: string[] }
  | { stage: 'IXSCAN'; index: Index; keys: string[] }
  | { stage: 'IXSCAN'; index: Index; range: Range }
  | { stage: 'IXSCAN'; index: Index; prefixKeys: string[] }
  | { stage: 'COLLSCAN' };

interface FieldPredicates {
  /** Alternative values from `v`, `$eq` or `$in` (only the first such predicate is used). */
  eq?: unknown[];
  range?: Range;
}

/** Index equality lookups with more combinations than this fall back to other plans. */
const MAX_LOOKUP_KEYS = 1000;

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

export function planQuery(filter: Doc | undefined, indexes: Iterable<Index>, opts: { collation?: boolean } = {}): Plan {
  if (!filter || Object.keys(filter).length === 0) return { stage: 'COLLSCAN' };
  const preds = new Map<string, FieldPredicates>();
  collect(filter, preds);
  const idEq = preds.get('_id')?.eq;
  if (idEq && idEq.length <= MAX_LOOKUP_KEYS) return { stage: 'IDHACK', keys: [...new Set(idEq.map(encodeValue))] };
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
        },
      };
  }
}
