/**
 * The query language, delegated to mingo: filters, projections, update
 * operators and aggregation pipelines.
 *
 * One operator context is built here with every mingo operator, except:
 * `$sort` is replaced by one that follows MongoDB's BSON type order (see
 * bson-order.ts), `$out`/`$merge` are refused (their results would silently
 * go nowhere), and scripts (`$where`, `$function`, `$accumulator`) are off.
 * mingo throws plain errors for bad input; they are rethrown as BadValue so a
 * client always gets a MongoDB-shaped error.
 */
import type { ObjectId } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { Context } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Query } from 'mingo/query';
import type { Options } from 'mingo/types';
import { update as mingoUpdate } from 'mingo/updater';
import { sortDocuments, type SortSpec } from './bson-order.js';
import { CommandError, badValue } from './errors.js';
import { bsonTag, isPlainObject, setField, type Doc } from './values.js';
import { DBREF_FIELD, QUERY_OVERRIDES, setFieldConditionCompiler } from './query-ops.js';
import {
  activeCollator,
  checkCollatedFilter,
  checkCollatedPipeline,
  withCollator,
  type Collator,
} from './collation.js';

export type CollectionResolver = (name: string) => Doc[];

/** Parses `{ a: 1, b: -1 }` into a SortSpec, rejecting what MongoDB rejects. */
export function parseSort(spec: unknown): SortSpec {
  if (spec === undefined || spec === null) return [];
  if (!isPlainObject(spec)) throw badValue('sort must be an object');
  const out: SortSpec = [];
  for (const [path, dir] of Object.entries(spec)) {
    if (path === '$natural') continue; // natural order is insertion order already
    if (dir === 1 || dir === -1) out.push([path, dir]);
    else if (isPlainObject(dir) && '$meta' in dir)
      throw new CommandError('CommandNotSupported', `$meta sort ("${path}") is not supported by the embedded engine`);
    else throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
  }
  return out;
}

function bsonSort(coll: Iterator, expr: unknown): Iterator {
  const spec = parseSort(expr);
  if (spec.length === 0) throw badValue('$sort stage must have at least one sort key');
  const collator = activeCollator();
  return coll.transform((docs: Doc[]) => Lazy(sortDocuments(docs, spec, collator)));
}

function unsupportedStage(name: string) {
  return (): Iterator => {
    throw new CommandError('CommandNotSupported', `${name} is not supported by the embedded engine`);
  };
}

/** A document with `_id` moved first (an inclusion `$project` puts it first in MongoDB). */
function idFirst(doc: unknown): unknown {
  if (!isPlainObject(doc) || !('_id' in doc)) return doc;
  const keys = Object.keys(doc);
  if (keys[0] === '_id') return doc;
  const out: Doc = { _id: doc._id };
  for (const k of keys) if (k !== '_id') setField(out, k, doc[k]);
  return out;
}

function projectIdFirst(coll: Iterator, expr: unknown, opts: Options): Iterator {
  return (pipelineOperators.$project as unknown as (c: Iterator, e: unknown, o: Options) => Iterator)(
    coll,
    expr,
    opts,
  ).map(idFirst);
}

const PIPELINE = {
  ...pipelineOperators,
  $sort: bsonSort,
  $project: projectIdFirst,
  $out: unsupportedStage('$out'),
  $merge: unsupportedStage('$merge'),
};

/** Refuses an aggregation stage MongoDB does not know, with MongoDB's code and message. */
export function checkStageNames(pipeline: Doc[]): void {
  for (const [i, stage] of pipeline.entries()) {
    const name = Object.keys(stage)[0];
    // Answered by the aggregate command itself, and only as the first stage (as by MongoDB).
    if (name === '$listLocalSessions') {
      if (i > 0)
        throw new CommandError('Location40602', '$listLocalSessions is only valid as the first stage in a pipeline');
      continue;
    }
    if (!Object.prototype.hasOwnProperty.call(PIPELINE, name))
      throw new CommandError('Location40324', `Unrecognized pipeline stage name: '${name}'`);
  }
}

const CONTEXT = Context.init({
  accumulator: accumulatorOperators,
  expression: expressionOperators,
  // Our replacements have mingo's operator signatures; the casts only widen their declared types.
  pipeline: PIPELINE as unknown as typeof pipelineOperators,
  projection: projectionOperators,
  query: { ...queryOperators, ...QUERY_OVERRIDES } as unknown as typeof queryOperators,
  window: windowOperators,
});

/** A command's `let` variables (`$$name` in its expressions), evaluated once: undefined when none. */
export type Variables = Doc | undefined;

function options(resolver?: CollectionResolver, variables?: Variables): Partial<Options> {
  return {
    context: CONTEXT,
    scriptEnabled: false,
    useStrictMode: true,
    ...(resolver ? { collectionResolver: resolver } : {}),
    ...(variables ? { variables } : {}),
  };
}

/**
 * The `let` option of find, aggregate, update, delete and findAndModify: each value is an
 * expression, evaluated once before the command runs (`{ t: { $add: [20, 2] } }` gives `$$t` 22).
 */
export function letVariables(spec: unknown): Variables {
  if (spec === undefined || spec === null) return undefined;
  if (!isPlainObject(spec))
    throw new CommandError('TypeMismatch', "BSON field 'let' is the wrong type, expected object");
  if (Object.keys(spec).length === 0) return undefined;
  for (const name of Object.keys(spec)) {
    // MongoDB's rule for user variable names (16870, 16871): a lowercase letter or a non-ASCII
    // character first, then letters, digits, _ or non-ASCII characters.
    if (!/^[a-z\u0080-\uffff]/.test(name))
      throw new CommandError('Location16870', `'${name}' starts with an invalid character for a user variable name`);
    if (!/^[\w\u0080-\uffff]*$/.test(name))
      throw new CommandError('Location16871', `'${name}' contains an invalid character for a variable name`);
  }
  const [values] = mingo(
    () => new Aggregator([{ $replaceWith: { $literal: {} } }, { $addFields: spec }], options()).run([{}]) as Doc[],
  );
  return values;
}

/** Runs a mingo call, turning its errors into BadValue replies. */
export function mingo<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof CommandError) throw err;
    throw badValue(err instanceof Error ? err.message : String(err));
  }
}

export type Matcher = (doc: Doc) => boolean;

const MATCH_ALL: Matcher = () => true;

export function compileFilter(filter: unknown, collator?: Collator, variables?: Variables): Matcher {
  if (filter === undefined || filter === null) return MATCH_ALL;
  if (!isPlainObject(filter)) throw badValue('filter must be an object');
  if (Object.keys(filter).length === 0) return MATCH_ALL;
  if (collator) {
    checkCollatedFilter(filter);
    // The operators take the collator when they are compiled (query-ops.ts).
    return withCollator(collator, () => mingoMatcher(filter, variables));
  }
  const rewritten = withDbRefFields(filter);
  return simpleEqualityMatcher(rewritten) ?? mingoMatcher(rewritten, variables);
}

const DBREF_PATH = /^(.+)\.(\$id|\$ref|\$db)$/;

/**
 * A filter whose fields end in a DBRef's `$id`, `$ref` or `$db` (MongoDB allows these three in
 * paths) with those fields given to the DBREF_FIELD operator (query-ops.ts), at the top level
 * and in `$and`/`$or`/`$nor`; the filter itself when it has none.
 */
function withDbRefFields(filter: Doc): Doc {
  let out: Doc | undefined;
  const clauses: Doc[] = [];
  for (const [key, cond] of Object.entries(filter)) {
    const m = key.length < 1024 ? DBREF_PATH.exec(key) : null;
    if (m) {
      out ??= { ...filter };
      delete out[key];
      clauses.push({ [m[1]]: { [DBREF_FIELD]: [m[2], cond] } });
    } else if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(cond)) {
      const value = cond.map((c) => (isPlainObject(c) ? withDbRefFields(c) : c));
      if (value.some((c, n) => c !== cond[n])) (out ??= { ...filter })[key] = value;
    }
  }
  if (!out) return filter;
  // Two conditions on one DBRef ({ 'a.$ref': x, 'a.$id': y }): each is its own clause, all must hold.
  if (clauses.length) out.$and = [...((out.$and as Doc[] | undefined) ?? []), ...clauses];
  return out;
}

setFieldConditionCompiler((condition) => {
  const test = compileFilter({ v: condition });
  return (value) => test(value === undefined ? {} : { v: value });
});

/** The filter compiled by mingo, whatever it holds (exported for the tests comparing the two paths). */
export function mingoMatcher(filter: Doc, variables?: Variables): Matcher {
  const query = mingo(() => new Query(filter, options(undefined, variables)));
  return (doc) => mingo(() => query.test(doc));
}

/** Beyond this a number may not be what the client meant (a Long past 2^53 stays a Long here). */
const SAFE_NUMBER = Number.MAX_SAFE_INTEGER;

/** `v === q` in MongoDB's sense for a query value of a simple type, or null for any other type. */
function scalarEquality(q: unknown): ((v: unknown) => boolean) | null {
  if (typeof q === 'string' || typeof q === 'boolean') return (v) => v === q;
  if (typeof q === 'number') return Number.isNaN(q) || Math.abs(q) > SAFE_NUMBER ? null : (v) => v === q;
  if (q instanceof Date) {
    const time = q.getTime();
    return Number.isNaN(time) ? null : (v) => v instanceof Date && v.getTime() === time;
  }
  if (bsonTag(q) === 'ObjectId') {
    const id = q as ObjectId;
    return (v) => bsonTag(v) === 'ObjectId' && id.equals(v as ObjectId);
  }
  return null;
}

/** Whether `{ field: value }` is an equality the engine matches without mingo (see scalarEquality). */
export function simpleEquals(value: unknown): boolean {
  return scalarEquality(value) !== null;
}

/**
 * A matcher for the filters apps send most (`{ _id: id }`, `{ userId: id, condition: 'x' }`):
 * top-level fields, each equal to a string, number, boolean, date or ObjectId. Same semantics as
 * mingo's (the value is equal, or is an array holding an equal element), without building a mingo
 * Query, which copies every operator table of its context each time (the engine's largest cost
 * per request in `npm run bench`). Any other filter returns null and goes to mingo.
 */
function simpleEqualityMatcher(filter: Doc): Matcher | null {
  const tests: [string, (v: unknown) => boolean][] = [];
  for (const field of Object.keys(filter)) {
    if (field.startsWith('$') || field.includes('.')) return null;
    const equals = scalarEquality(filter[field]);
    if (!equals) return null;
    tests.push([field, equals]);
  }
  return (doc) => {
    for (const [field, equals] of tests) {
      const value = doc[field];
      if (!equals(value) && !(Array.isArray(value) && value.some(equals))) return false;
    }
    return true;
  };
}

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

export function aggregate(
  docs: Doc[],
  pipeline: Doc[],
  resolver: CollectionResolver,
  collator?: Collator,
  variables?: Variables,
): Doc[] {
  if (collator) checkCollatedPipeline(pipeline);
  return withCollator(collator, () =>
    mingo(() => new Aggregator(pipeline, options(resolver, variables)).run(docs) as Doc[]),
  );
}

/**
 * Applies update operators to `doc` in place and returns the modified paths
 * (empty when nothing changed). `condition` resolves the positional `$`.
 */
export function applyOperators(
  doc: Doc,
  modifier: Doc,
  arrayFilters: Doc[] | undefined,
  condition: Doc | undefined,
): string[] {
  try {
    return mingo(() =>
      mingoUpdate(doc, modifier, arrayFilters, condition, { cloneMode: 'deep', queryOptions: options() }),
    );
  } catch (err) {
    // mingo guards `_id` itself; report it with MongoDB's code.
    if (err instanceof CommandError && /immutable field/.test(err.message))
      throw new CommandError('ImmutableField', err.message);
    throw err;
  }
}

/** Runs an aggregation-pipeline update (`$set`, `$unset`, `$replaceWith`, ...) and returns the new document. */
export function applyPipeline(doc: Doc, pipeline: Doc[], variables?: Variables): Doc {
  // The stages run as an aggregation of the one document (as MongoDB runs them): the result is
  // the new document whatever its field names ($-prefixed or dotted ones made by $setField
  // included); the caller checks its _id.
  const [out] = mingo(() => new Aggregator(pipeline, options(undefined, variables)).run([doc]) as Doc[]);
  return out ?? {};
}
