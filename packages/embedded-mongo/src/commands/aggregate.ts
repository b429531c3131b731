/**
 * aggregate, run by mingo over copies of the documents.
 *
 * A leading `$match` is answered by the planner (so it can use an index) and
 * only its matches are copied; copies are needed because several mingo stages
 * write into nested objects of their input. `$lookup`, `$unionWith` and
 * `$graphLookup` read other collections of the same database.
 *
 * The stages right after it that the engine answers itself are taken before
 * mingo sees the rest (see leadingStages): `$limit`, and `$lookup` in its
 * equality form when every local value is simple, which reads the matching
 * documents through the planner instead of copying the whole other collection
 * (an app reading a session with its member, say, costs one `_id` lookup).
 */
import { createHash } from 'node:crypto';
import { Binary } from 'bson';
import { CommandError, failedToParse } from '../errors.js';
import type { Catalog } from '../catalog.js';
import { aggregate as runPipeline, checkStageNames, compileFilter, letVariables, simpleEquals } from '../mql.js';
import { deepClone, isPlainObject, type Doc } from '../values.js';
import { checkCollatedPipeline, parseCollation } from '../collation.js';
import { arrayArg, boolArg, cursorBatchSize, type CommandHandler } from './context.js';
import { explain } from './query.js';

export const aggregate: CommandHandler = (cmd, ctx) => {
  const target = cmd.aggregate;
  const pipeline = arrayArg(cmd, 'pipeline', true)!;
  for (const stage of pipeline) {
    if (!isPlainObject(stage) || Object.keys(stage).length !== 1) {
      throw new CommandError(
        'TypeMismatch',
        "Each element of the 'pipeline' array must be an object with exactly one field",
      );
    }
  }
  checkStageNames(pipeline as Doc[], target === 1);
  const collator = parseCollation(cmd.collation);
  if (collator) checkCollatedPipeline(pipeline as Doc[]);
  if (boolArg(cmd, 'explain', false)) return explain({ explain: { aggregate: target, pipeline } }, ctx);
  if (cmd.cursor === undefined)
    throw failedToParse("The 'cursor' option is required, except for aggregate with the explain argument");
  ctx.engine.opcounters.command++;
  const variables = letVariables(cmd.let);

  let input: Doc[];
  let stages = pipeline as Doc[];
  let ns: string;
  if (typeof target === 'string') {
    ns = `${ctx.db}.${target}`;
    const coll = ctx.engine.catalog.get(ctx.db, target);
    const first = stages[0];
    if (!coll) {
      input = [];
    } else if (first && isPlainObject(first.$match)) {
      const filter = first.$match;
      input = coll
        .select(filter, compileFilter(filter, collator, variables), { collation: collator !== undefined })
        .docs.map(deepClone);
      stages = stages.slice(1);
    } else {
      input = [...coll.all()].map(deepClone);
    }
  } else if (target === 1 && stages[0] && '$listLocalSessions' in stages[0]) {
    ns = `${ctx.db}.$cmd.aggregate`;
    input = listLocalSessions(ctx.engine.sessions);
    stages = stages.slice(1);
  } else if (target === 1) {
    // Collection-less aggregation: a leading `$documents` (checkStageNames refused the rest).
    ns = `${ctx.db}.$cmd.aggregate`;
    input = [];
  } else {
    throw new CommandError('TypeMismatch', "BSON field 'aggregate' must be a collection name or 1");
  }
  if (typeof target === 'string' && collator === undefined) {
    ({ input, stages } = leadingStages(input, stages, ctx.engine.catalog, ctx.db));
  }
  const resolve = ctx.engine.catalog.resolver(ctx.db);
  const out = stages.length
    ? runPipeline(input, stages, (name) => resolve(name).map(deepClone), collator, variables)
    : input;
  return { ...ctx.engine.cursors.first(ns, out, cursorBatchSize(cmd)), ok: 1 };
};

/**
 * Runs the pipeline's leading `$limit` and simple `$lookup` stages on `input` (copies, which they
 * may change), up to the first stage they cannot answer exactly as mingo would; the rest is
 * returned for mingo. A `$lookup` qualifies in its equality form ({ from, localField,
 * foreignField, as }, `as` a top-level field) when every input's local value is a string, number,
 * boolean, date or ObjectId, or a non-empty array of them: then its matches are those of the
 * filter { [foreignField]: value } (equal, or an array holding an equal element), or `$in` the
 * array, which the planner answers by index. (mingo's own `$lookup` puts a null in the result for
 * each element of a local array that matches nothing.)
 */
export function leadingStages(
  input: Doc[],
  stages: Doc[],
  catalog: Catalog,
  db: string,
): { input: Doc[]; stages: Doc[] } {
  let i = 0;
  for (; i < stages.length; i++) {
    const stage = stages[i];
    if ('$limit' in stage) {
      const n = stage.$limit;
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) break;
      input = input.slice(0, n);
    } else if ('$lookup' in stage) {
      const joined = simpleLookup(input, stage.$lookup, catalog, db);
      if (!joined) break;
      input = joined;
    } else {
      break;
    }
  }
  return { input, stages: i === 0 ? stages : stages.slice(i) };
}

function simpleLookup(input: Doc[], spec: unknown, catalog: Catalog, db: string): Doc[] | null {
  if (!isPlainObject(spec)) return null;
  const keys = Object.keys(spec);
  if (keys.length !== 4 || !['from', 'localField', 'foreignField', 'as'].every((k) => typeof spec[k] === 'string')) {
    return null;
  }
  const { from, localField, foreignField, as } = spec as Record<string, string>;
  if (!from || !localField || !foreignField || !as || as.startsWith('$') || as.includes('.')) return null;
  if (localField.startsWith('$') || foreignField.startsWith('$')) return null;
  const path = localField.split('.');
  const filters: Doc[] = [];
  for (const doc of input) {
    const value = valueAtPath(doc, path);
    if (simpleEquals(value)) filters.push({ [foreignField]: value });
    // An array matches a foreign document equal to any of its elements.
    else if (Array.isArray(value) && value.length > 0 && value.every(simpleEquals))
      filters.push({ [foreignField]: { $in: value } });
    else return null;
  }
  const coll = catalog.get(db, from);
  return input.map((doc, n) => {
    const filter = filters[n];
    doc[as] = coll ? coll.select(filter, compileFilter(filter)).docs.map(deepClone) : [];
    return doc;
  });
}

/** The value at a dotted path through embedded documents only (undefined through an array). */
function valueAtPath(doc: Doc, path: string[]): unknown {
  let value: unknown = doc;
  for (const key of path) {
    if (!isPlainObject(value)) return undefined;
    value = value[key];
  }
  return value;
}

/** Without authentication every session belongs to the same (empty) user: its uid is SHA-256 of "". */
const NO_USER_UID = new Binary(createHash('sha256').update('').digest());

/** $listLocalSessions' documents: the sessions this server has seen in commands and not ended. */
function listLocalSessions(sessions: Map<string, { id: unknown; lastUse: Date }>): Doc[] {
  return [...sessions.values()].map((s) => ({ _id: { id: s.id, uid: NO_USER_UID }, lastUse: s.lastUse }));
}
