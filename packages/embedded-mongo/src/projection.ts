/**
 * Find-style projections (find, findAndModify's `fields`): the cases MongoDB answers differently
 * from mingo's `$project` (`$slice`, `$elemMatch`, the positional `field.$`), a copy-free path
 * for a top-level exclusion, and mingo for the rest.
 */
import { Aggregator } from 'mingo/aggregator';
import { CommandError, badValue } from './errors.js';
import { compileFilter, mingo, options } from './mql.js';
import { isPlainObject, setField, type Doc } from './values.js';

/**
 * An exclusion projection of top-level fields only (`{ answers: 0 }`), applied without mingo and
 * without copying: the documents returned share the input's values. Null for any other projection.
 */
export function simpleExclusion(projection: Doc): ((doc: Doc) => Doc) | null {
  const excluded = Object.keys(projection);
  if (excluded.length === 0) return null;
  for (const field of excluded) {
    const value = projection[field];
    if (field.startsWith('$') || field.includes('.') || !(value === 0 || value === false)) return null;
  }
  const drop = new Set(excluded);
  return (doc) => {
    const out: Doc = {};
    for (const key of Object.keys(doc)) if (!drop.has(key)) setField(out, key, doc[key]);
    return out;
  };
}

/** Applies a find-style projection; output order matches input order. `filter` serves `field.$`. */
export function project(docs: Doc[], projection: unknown, filter?: Doc): Doc[] {
  if (projection === undefined || projection === null) return docs;
  if (!isPlainObject(projection)) throw badValue('projection must be an object');
  if (Object.keys(projection).length === 0 || docs.length === 0) return docs;
  const special = splitProjection(projection);
  if (!special) return mingo(() => new Aggregator([{ $project: projection }], options()).run(docs) as Doc[]);
  const { rest, slices, elemMatches, positional } = special;
  const inclusion =
    elemMatches.length > 0 ||
    positional.length > 0 ||
    Object.entries(rest).some(([k, v]) => k !== '_id' && v !== 0 && v !== false);
  let out = docs;
  if (inclusion) {
    const include: Doc = { ...rest };
    for (const [field] of [...slices, ...elemMatches]) include[field] = 1;
    for (const field of positional) include[field] = 1;
    out = mingo(() => new Aggregator([{ $project: include }], options()).run(docs) as Doc[]);
  } else if (Object.keys(rest).length) {
    out = mingo(() => new Aggregator([{ $project: rest }], options()).run(docs) as Doc[]);
  }
  return out.map((doc, i) => {
    for (const [field, spec] of slices) slicePath(doc, field.split('.'), spec);
    for (const [field, cond] of elemMatches) {
      const test = elemMatcher(cond);
      const value = docs[i][field];
      const hit = Array.isArray(value) ? value.find(test) : undefined;
      if (hit === undefined) delete doc[field];
      else doc[field] = [hit];
    }
    for (const field of positional) {
      const value = doc[field];
      if (!Array.isArray(value)) continue;
      const n = positionalIndex(filter, field, value);
      if (n < 0)
        throw new CommandError(
          'Location51246',
          "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array",
        );
      doc[field] = [value[n]];
    }
    return doc;
  });
}

/**
 * The parts of a projection mingo answers differently from MongoDB: `$slice` (alone it keeps
 * every other field), `$elemMatch` (also with operators only, on arrays of scalars) and the
 * positional `field.$`. Null when there are none.
 */
function splitProjection(projection: Doc): {
  rest: Doc;
  slices: Array<[string, unknown]>;
  elemMatches: Array<[string, unknown]>;
  positional: string[];
} | null {
  const rest: Doc = {};
  const slices: Array<[string, unknown]> = [];
  const elemMatches: Array<[string, unknown]> = [];
  const positional: string[] = [];
  for (const [field, value] of Object.entries(projection)) {
    const ops = isPlainObject(value) ? Object.keys(value) : [];
    if (ops.length === 1 && ops[0] === '$slice') slices.push([field, (value as Doc).$slice]);
    else if (ops.length === 1 && ops[0] === '$elemMatch' && !field.includes('.'))
      elemMatches.push([field, (value as Doc).$elemMatch]);
    else if (field.endsWith('.$') && !field.slice(0, -2).includes('$')) positional.push(field.slice(0, -2));
    else rest[field] = value;
  }
  if (positional.length > 1) throw badValue('Cannot specify more than one positional projection per query.');
  return slices.length || elemMatches.length || positional.length ? { rest, slices, elemMatches, positional } : null;
}

function sliceArray(arr: unknown[], spec: unknown): unknown[] {
  if (typeof spec === 'number') return spec >= 0 ? arr.slice(0, spec) : arr.slice(Math.max(arr.length + spec, 0));
  if (Array.isArray(spec) && spec.length === 2 && typeof spec[0] === 'number' && typeof spec[1] === 'number') {
    if (spec[1] <= 0) throw badValue(`$slice limit must be positive`);
    const start = spec[0] < 0 ? Math.max(arr.length + spec[0], 0) : spec[0];
    return arr.slice(start, start + spec[1]);
  }
  throw badValue('$slice only supports numbers and [skip, limit] arrays');
}

function slicePath(value: unknown, path: string[], spec: unknown): void {
  if (Array.isArray(value)) {
    for (const e of value) slicePath(e, path, spec);
    return;
  }
  if (!isPlainObject(value)) return;
  const [head, ...tail] = path;
  if (tail.length === 0) {
    if (Array.isArray(value[head])) value[head] = sliceArray(value[head] as unknown[], spec);
    return;
  }
  slicePath(value[head], tail, spec);
}

/** An `$elemMatch` condition: on documents (field conditions) or on values (operators only). */
function elemMatcher(cond: unknown): (e: unknown) => boolean {
  if (!isPlainObject(cond)) throw badValue('$elemMatch needs an Object');
  const keys = Object.keys(cond);
  const onValues = keys.length > 0 && keys.every((k) => k.startsWith('$') && !['$and', '$or', '$nor'].includes(k));
  if (onValues) {
    const test = compileFilter({ v: cond });
    return (e) => !Array.isArray(e) && test({ v: e });
  }
  const test = compileFilter(cond);
  return (e) => isPlainObject(e) && test(e);
}

/** The conditions of a filter on `field` or below it, at top level or inside a top-level `$and`. */
function conditionsOn(filter: Doc, field: string, out: Doc[] = []): Doc[] {
  for (const [k, cond] of Object.entries(filter)) {
    if (k === '$and' && Array.isArray(cond)) {
      for (const sub of cond) if (isPlainObject(sub)) conditionsOn(sub, field, out);
    } else if (k === field || k.startsWith(field + '.')) out.push({ [k]: cond });
  }
  return out;
}

/** The element the query matched in `field` (the first), for `field.$`; -1 when none. */
export function positionalIndex(filter: Doc | undefined, field: string, arr: unknown[]): number {
  const conditions = conditionsOn(filter ?? {}, field);
  if (conditions.length === 0) return -1;
  const tests = conditions.map((c) => compileFilter(c));
  for (let i = 0; i < arr.length; i++) {
    const probe = { [field]: [arr[i]] };
    if (tests.every((test) => test(probe))) return i;
  }
  return -1;
}
