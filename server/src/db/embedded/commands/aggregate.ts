/**
 * aggregate, run by mingo over copies of the documents.
 *
 * A leading `$match` is answered by the planner (so it can use an index) and
 * only its matches are copied; copies are needed because several mingo stages
 * write into nested objects of their input. `$lookup`, `$unionWith` and
 * `$graphLookup` read other collections of the same database.
 */
import { CommandError, failedToParse } from '../errors.js';
import { aggregate as runPipeline, compileFilter } from '../mql.js';
import { deepClone, isPlainObject, type Doc } from '../values.js';
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
  if (boolArg(cmd, 'explain', false)) return explain({ explain: { aggregate: target, pipeline } }, ctx);
  if (cmd.cursor === undefined)
    throw failedToParse("The 'cursor' option is required, except for aggregate with the explain argument");
  ctx.engine.opcounters.command++;

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
      input = coll.select(filter, compileFilter(filter)).docs.map(deepClone);
      stages = stages.slice(1);
    } else {
      input = [...coll.all()].map(deepClone);
    }
  } else if (target === 1) {
    // Collection-less aggregation: only `$documents` makes sense without a server catalog.
    if (!stages[0] || !('$documents' in stages[0])) {
      throw new CommandError(
        'CommandNotSupported',
        'aggregate: 1 is only supported with a leading $documents stage by the embedded engine',
      );
    }
    ns = `${ctx.db}.$cmd.aggregate`;
    input = [];
  } else {
    throw new CommandError('TypeMismatch', "BSON field 'aggregate' must be a collection name or 1");
  }

  const resolve = ctx.engine.catalog.resolver(ctx.db);
  const out = runPipeline(input, stages, (name) => resolve(name).map(deepClone));
  return { ...ctx.engine.cursors.first(ns, out, cursorBatchSize(cmd)), ok: 1 };
};
