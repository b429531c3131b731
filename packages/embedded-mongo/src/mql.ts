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

/** Stages that start a pipeline of `{aggregate: 1}` (they read no collection). */
const COLLECTIONLESS = new Set(['$documents', '$listLocalSessions']);

/**
 * Refuses a pipeline as MongoDB 7.0 does, in its order (pipeline.cpp): each stage parsed (an
 * unknown one is 40324; `$listLocalSessions` outside `{aggregate: 1}` is 73), then `{aggregate: 1}`
 * must start with a stage that reads no collection (73), then a stage that must be first and is
 * not is 40602.
 */
export function checkStageNames(pipeline: Doc[], collectionless = false): void {
  const names = pipeline.map((stage) => Object.keys(stage)[0]);
  for (const name of names) {
    if (name === '$listLocalSessions') {
      if (!collectionless)
        throw new CommandError(
          'InvalidNamespace',
          '$listLocalSessions must be run against the database with {aggregate: 1}, not a collection',
        );
      continue; // answered by the aggregate command itself
    }
    if (!Object.prototype.hasOwnProperty.call(PIPELINE, name))
      throw new CommandError('Location40324', `Unrecognized pipeline stage name: '${name}'`);
  }
  if (collectionless && names.length === 0)
    throw new CommandError('InvalidNamespace', '{aggregate: 1} is not valid for an empty pipeline.');
  if (collectionless && !COLLECTIONLESS.has(names[0]))
    throw new CommandError(
      'InvalidNamespace',
      `{aggregate: 1} is not valid for '${names[0]}'; a collection is required.`,
    );
  const misplaced = names.findIndex((name, i) => i > 0 && name === '$listLocalSessions');
  if (misplaced > 0)
    throw new CommandError('Location40602', '$listLocalSessions is only valid as the first stage in a pipeline');
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

/** mingo's options: the engine's operator context, scripts off, and the command's variables. */
export function options(resolver?: CollectionResolver, variables?: Variables): Partial<Options> {
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
  for (const name of Object.keys(spec)) checkLetName(name);
  const [values] = mingo(
    () => new Aggregator([{ $replaceWith: { $literal: {} } }, { $addFields: spec }], options()).run([{}]) as Doc[],
  );
  return values;
}

/** System variables a client may not set with `let` (MongoDB: only its own internal clients may). */
const SYSTEM_CONSTANTS = new Set(['NOW', 'CLUSTER_TIME', 'JS_SCOPE', 'IS_MR', 'USER_ROLES']);

/**
 * MongoDB's check of a `let` name (variables.cpp, variable_validation.cpp): a name a user may
 * write, a lowercase letter or a non-ASCII character first, then letters, digits, `_` or non-ASCII
 * characters; FailedToParse otherwise, but 4738901 for a system constant's name.
 */
function checkLetName(name: string): void {
  let reason: string | undefined;
  if (name.length === 0) reason = 'empty variable names are not allowed';
  else if (!/^[a-z\u0080-\uffff]/.test(name))
    reason = `'${name}' starts with an invalid character for a user variable name`;
  else {
    const bad = /[^\w\u0080-\uffff]/.exec(name);
    if (bad) reason = `'${name}' contains an invalid character for a variable name: '${bad[0]}'`;
  }
  if (name === 'CURRENT')
    // MongoDB lets a command rebind $$CURRENT; mingo gives it its own meaning: refused, not ignored.
    throw new CommandError(
      'CommandNotSupported',
      "a 'let' variable named CURRENT is not supported by the embedded engine",
    );
  if (reason === undefined) return;
  if (SYSTEM_CONSTANTS.has(name))
    throw new CommandError('Location4738901', `Attempt to set internal constant: ${name}`);
  throw new CommandError('FailedToParse', `Invalid 'let' parameter :: caused by :: ${reason}`);
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
 * A key per value of a simple type, equal for two values exactly when scalarEquality says they are
 * equal (a string, a boolean, a safe number, a valid date, an ObjectId); null for any other value.
 */
function scalarKey(v: unknown): string | null {
  if (typeof v === 'string') return `s${v}`;
  if (typeof v === 'boolean') return v ? 'T' : 'F';
  if (typeof v === 'number') return Number.isNaN(v) || Math.abs(v) > SAFE_NUMBER ? null : `n${v === 0 ? 0 : v}`;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : `d${v.getTime()}`;
  if (bsonTag(v) === 'ObjectId') return `o${(v as ObjectId).toHexString()}`;
  return null;
}

/**
 * `{ $in: [...] }` of simple values as one set lookup per value (mingo compares the value with each
 * element in turn: a count over n documents with n ids in `$in` took O(n²), seconds at a few
 * thousand, long enough for a client's heartbeat to give up on the engine); null otherwise.
 */
function scalarIn(condition: unknown): ((v: unknown) => boolean) | null {
  if (!isPlainObject(condition)) return null;
  const keys = Object.keys(condition);
  const list = condition.$in;
  if (keys.length !== 1 || keys[0] !== '$in' || !Array.isArray(list)) return null;
  const set = new Set<string>();
  for (const item of list) {
    const key = scalarKey(item);
    if (key === null) return null;
    set.add(key);
  }
  return (v) => {
    const key = scalarKey(v);
    return key !== null && set.has(key);
  };
}

/**
 * A matcher for the filters apps send most (`{ _id: id }`, `{ userId: id, condition: 'x' }`,
 * `{ _id: { $in: ids } }`): top-level fields, each equal to (or `$in` a list of) strings, numbers,
 * booleans, dates or ObjectIds. Same semantics as mingo's (the value is equal, or is an array
 * holding an equal element), without building a mingo Query, which copies every operator table of
 * its context each time (the engine's largest cost per request in `npm run bench`). Any other
 * filter returns null and goes to mingo.
 */
function simpleEqualityMatcher(filter: Doc): Matcher | null {
  const tests: [string, (v: unknown) => boolean][] = [];
  for (const field of Object.keys(filter)) {
    if (field.startsWith('$') || field.includes('.')) return null;
    const equals = scalarEquality(filter[field]) ?? scalarIn(filter[field]);
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
