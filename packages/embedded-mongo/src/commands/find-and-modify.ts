/**
 * findAndModify: one document, updated or removed, returned before or after.
 * Errors (duplicate key included) are command errors here, not writeErrors.
 */
import { sortDocuments } from '../bson-order.js';
import { failedToParse } from '../errors.js';
import { compileFilter, letVariables, parseSort } from '../mql.js';
import { project } from '../projection.js';
import { parseCollation } from '../collation.js';
import { applyUpdate, buildUpsert, parseUpdate } from '../update.js';
import { deepClone, toWire, type Doc, type TypeHint } from '../values.js';
import { arrayArg, boolArg, collectionArg, docArg, hintsAt, type CommandHandler } from './context.js';

export const findAndModify: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, cmd.findAndModify !== undefined ? 'findAndModify' : 'findandmodify');
  const query = docArg(cmd, 'query') ?? {};
  const sort = parseSort(docArg(cmd, 'sort'));
  const remove = boolArg(cmd, 'remove', false);
  const returnNew = boolArg(cmd, 'new', false);
  const upsert = boolArg(cmd, 'upsert', false);
  const fields = docArg(cmd, 'fields');
  const arrayFilters = arrayArg(cmd, 'arrayFilters') as Doc[] | undefined;
  if (remove && cmd.update !== undefined) throw failedToParse('Cannot specify both an update and remove=true');
  if (!remove && cmd.update === undefined) throw failedToParse('Either an update or remove=true must be specified');
  if (remove && upsert) throw failedToParse('Cannot specify both upsert=true and remove=true');
  if (remove && returnNew)
    throw failedToParse("Cannot specify both new=true and remove=true; 'remove' always returns the deleted document");

  const render = (doc: Doc | null, hints: TypeHint[] | undefined): Doc | null => {
    if (!doc) return null;
    const shaped = fields && Object.keys(fields).length ? project([deepClone(doc)], fields, query)[0] : doc;
    return toWire(shaped, hints);
  };

  let coll = ctx.engine.catalog.get(ctx.db, name);
  const collator = parseCollation(cmd.collation);
  const variables = letVariables(cmd.let);
  const matcher = compileFilter(query, collator, variables);
  let target: Doc | undefined;
  if (coll) {
    const selected = coll.select(query, matcher, { limit: 1, sort, collation: collator !== undefined }).docs;
    target = sort.length ? sortDocuments(selected, sort, collator)[0] : selected[0];
  }

  if (remove) {
    ctx.engine.opcounters.delete++;
    if (!target || !coll) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    const hints = coll.hintsOf(target);
    coll.delete(target);
    return { lastErrorObject: { n: 1 }, value: render(target, hints), ok: 1 };
  }

  ctx.engine.opcounters.update++;
  const update = parseUpdate(cmd.update, hintsAt(ctx, ['update']), variables);
  if (target && coll) {
    const before = coll.hintsOf(target);
    const outcome = applyUpdate(target, before, update, arrayFilters, query);
    if (outcome.modified) coll.replace(target, outcome.doc, outcome.hints);
    const value = returnNew ? render(outcome.doc, outcome.hints) : render(target, before);
    return { lastErrorObject: { n: 1, updatedExisting: true }, value, ok: 1 };
  }
  if (!upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  const built = buildUpsert(query, update, arrayFilters);
  coll ??= ctx.engine.catalog.ensure(ctx.db, name).coll;
  coll.insert(built.doc, built.hints);
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted: built.doc._id },
    value: returnNew ? render(built.doc, built.hints) : null,
    ok: 1,
  };
};
