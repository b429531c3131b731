/**
 * Read commands: find, getMore, killCursors, count, distinct, explain.
 */
import { Long } from 'bson';
import { sortDocuments, type SortSpec } from '../bson-order.js';
import type { Collection, SelectResult } from '../collection.js';
import { CommandError } from '../errors.js';
import { encodeValue, pathValues } from '../keys.js';
import { compileFilter, letVariables, parseSort, type Variables } from '../mql.js';
import { project, simpleExclusion } from '../projection.js';
import { describePlan } from '../planner.js';
import { parseCollation, type Collator } from '../collation.js';
import { deepClone, toWire, type Doc } from '../values.js';
import {
  arrayArg,
  boolArg,
  collectionArg,
  docArg,
  nonNegativeArg,
  numberArg,
  type CommandContext,
  type CommandHandler,
} from './context.js';

interface ReadPlan {
  coll: Collection | undefined;
  collator?: Collator;
  filter: Doc | undefined;
  variables?: Variables;
  sort: SortSpec;
  skip: number;
  limit: number;
}

/** Matching documents, sorted and sliced, before projection. */
function runRead(p: ReadPlan): { docs: Doc[]; selection: SelectResult | undefined } {
  // The filter is checked even when there is nothing to read: a bad one is BadValue, as by MongoDB.
  const matcher = compileFilter(p.filter, p.collator, p.variables);
  if (!p.coll) return { docs: [], selection: undefined };
  // The scan can stop once skip + limit documents matched (with a sort, if an index provides it).
  const early = p.limit > 0 ? p.skip + p.limit : undefined;
  const selection = p.coll.select(p.filter, matcher, {
    limit: early,
    sort: p.sort,
    collation: p.collator !== undefined,
  });
  let docs = p.sort.length ? sortDocuments(selection.docs, p.sort, p.collator) : selection.docs;
  if (p.skip || p.limit) docs = docs.slice(p.skip, p.limit ? p.skip + p.limit : undefined);
  return { docs, selection };
}

/** Projects stored documents for a reply; the copies keep projection from touching stored state. */
function shape(coll: Collection, docs: Doc[], projection: Doc | undefined, filter?: Doc): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs.map((d) => coll.wire(d));
  // Leaving top-level fields out needs neither mingo nor copies (the result is only serialised).
  const exclusion = simpleExclusion(projection);
  const projected = exclusion ? docs.map(exclusion) : project(docs.map(deepClone), projection, filter);
  return projected.map((p, i) => toWire(p, coll.hintsOf(docs[i])));
}

function parseFind(cmd: Doc, ctx: CommandContext) {
  const name = collectionArg(cmd, 'find');
  let limit = numberArg(cmd, 'limit') ?? 0;
  let singleBatch = boolArg(cmd, 'singleBatch', false);
  if (limit < 0) {
    // Legacy negative limit: return that many in a single batch.
    limit = -limit;
    singleBatch = true;
  }
  const skip = nonNegativeArg(cmd, 'skip') ?? 0;
  const batchSize = nonNegativeArg(cmd, 'batchSize');
  return {
    name,
    read: {
      coll: ctx.engine.catalog.get(ctx.db, name),
      filter: docArg(cmd, 'filter'),
      variables: letVariables(cmd.let),
      sort: parseSort(docArg(cmd, 'sort')),
      collator: parseCollation(cmd.collation),
      skip,
      limit: Math.trunc(limit),
    },
    projection: docArg(cmd, 'projection'),
    batchSize,
    singleBatch,
  };
}

export const find: CommandHandler = (cmd, ctx) => {
  ctx.engine.opcounters.query++;
  const { name, read, projection, batchSize, singleBatch } = parseFind(cmd, ctx);
  const ns = `${ctx.db}.${name}`;
  const { docs } = runRead(read);
  const out = read.coll ? shape(read.coll, docs, projection, read.filter) : [];
  return { ...ctx.engine.cursors.first(ns, out, batchSize, singleBatch), ok: 1 };
};

function cursorId(value: unknown): Long {
  if (typeof value === 'number' && Number.isInteger(value)) return Long.fromNumber(value);
  if (value instanceof Long) return value;
  throw new CommandError('TypeMismatch', "BSON field 'getMore' is the wrong type, expected type 'long'");
}

export const getMore: CommandHandler = (cmd, ctx) => {
  ctx.engine.opcounters.getmore++;
  const id = cursorId(cmd.getMore);
  const collection = cmd.collection;
  if (typeof collection !== 'string')
    throw new CommandError('TypeMismatch', "BSON field 'collection' is missing or not a string");
  const batchSize = nonNegativeArg(cmd, 'batchSize');
  return { ...ctx.engine.cursors.next(id, `${ctx.db}.${collection}`, batchSize || undefined), ok: 1 };
};

export const killCursors: CommandHandler = (cmd, ctx) => {
  collectionArg(cmd, 'killCursors');
  const ids = arrayArg(cmd, 'cursors', true)!.map(cursorId);
  const cursorsKilled: Long[] = [];
  const cursorsNotFound: Long[] = [];
  for (const id of ids) (ctx.engine.cursors.kill(id) ? cursorsKilled : cursorsNotFound).push(id);
  return { cursorsKilled, cursorsNotFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

export const count: CommandHandler = (cmd, ctx) => {
  ctx.engine.opcounters.command++;
  const name = collectionArg(cmd, 'count');
  const coll = ctx.engine.catalog.get(ctx.db, name);
  const query = docArg(cmd, 'query');
  const collator = parseCollation(cmd.collation);
  if (!coll) {
    compileFilter(query, collator);
    return { n: 0, ok: 1 };
  }
  const skip = nonNegativeArg(cmd, 'skip') ?? 0;
  const limit = Math.abs(numberArg(cmd, 'limit') ?? 0);
  // An empty query is answered from the collection size, like MongoDB's fast count.
  if (!query || Object.keys(query).length === 0) {
    const n = Math.max(0, coll.size - skip);
    return { n: limit ? Math.min(n, limit) : n, ok: 1 };
  }
  const { docs } = runRead({ coll, filter: query, sort: [], skip, limit, collator });
  return { n: docs.length, ok: 1 };
};

export const distinct: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'distinct');
  const key = cmd.key;
  if (typeof key !== 'string' || key.length === 0)
    throw new CommandError('FailedToParse', "BSON field 'distinct.key' is missing or not a string");
  const coll = ctx.engine.catalog.get(ctx.db, name);
  const collator = parseCollation(cmd.collation);
  const { docs } = runRead({ coll, filter: docArg(cmd, 'query'), sort: [], skip: 0, limit: 0, collator });
  const seen = new Set<string>();
  const values: unknown[] = [];
  // Under a collation, strings equal by it are one value (the first seen is kept).
  const strings: string[] = [];
  for (const doc of docs) {
    for (const v of pathValues(doc, key)) {
      if (v === undefined || typeof v === 'symbol') continue;
      if (collator && typeof v === 'string') {
        if (strings.some((s) => collator.compare(s, v) === 0)) continue;
        strings.push(v);
        values.push(v);
        continue;
      }
      const k = encodeValue(v);
      if (seen.has(k)) continue;
      seen.add(k);
      values.push(v);
    }
  }
  return { values, ok: 1 };
};

/** `explain` for find, count, distinct, and the leading `$match` of aggregate. */
export const explain: CommandHandler = (cmd, ctx) => {
  const inner = docArg(cmd, 'explain', true)!;
  const verb = Object.keys(inner)[0];
  let coll: Collection | undefined;
  let filter: Doc | undefined;
  let sort: SortSpec = [];
  let skip = 0;
  let limit = 0;
  switch (verb) {
    case 'find': {
      const parsed = parseFind(inner, ctx);
      ({ coll, filter, sort, skip, limit } = parsed.read);
      break;
    }
    case 'count':
    case 'distinct':
      coll = ctx.engine.catalog.get(ctx.db, collectionArg(inner, verb));
      filter = docArg(inner, 'query');
      break;
    case 'aggregate': {
      coll = typeof inner.aggregate === 'string' ? ctx.engine.catalog.get(ctx.db, inner.aggregate) : undefined;
      const first = (arrayArg(inner, 'pipeline') ?? [])[0] as Doc | undefined;
      filter = first && '$match' in first ? (first.$match as Doc) : undefined;
      break;
    }
    default:
      throw new CommandError('CommandNotSupported', `explain of '${verb}' is not supported by the embedded engine`);
  }
  const ns = `${ctx.db}.${String(inner[verb])}`;
  const { docs, selection } = runRead({ coll, filter, sort, skip, limit });
  const winningPlan = selection ? describePlan(selection.plan) : { stage: 'EOF' };
  return {
    queryPlanner: { namespace: ns, parsedQuery: filter ?? {}, winningPlan, rejectedPlans: [] },
    executionStats: {
      executionSuccess: true,
      nReturned: docs.length,
      totalKeysExamined: selection?.keysExamined ?? 0,
      totalDocsExamined: selection?.docsExamined ?? 0,
      executionStages: winningPlan,
    },
    serverInfo: { host: 'embedded', version: '7.0.0' },
    ok: 1,
  };
};
