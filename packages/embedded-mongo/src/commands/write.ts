/**
 * Write commands: insert, update, delete.
 *
 * Per-statement failures go into `writeErrors` (index, code, errmsg, plus
 * keyPattern/keyValue for duplicate keys), exactly where MongoDB puts them;
 * an ordered batch stops at the first one, an unordered batch carries on.
 */
import { withIdFirst, type Collection } from '../collection.js';
import { CommandError, errorFields, failedToParse } from '../errors.js';
import { compileFilter, letVariables, type Variables } from '../mql.js';
import { parseCollation } from '../collation.js';
import { applyUpdate, buildUpsert, parseUpdate } from '../update.js';
import { isPlainObject, type Doc } from '../values.js';
import { arrayArg, boolArg, collectionArg, hintsAt, type CommandContext, type CommandHandler } from './context.js';

function writeError(index: number, err: unknown): Doc {
  const { codeName: _name, ...fields } = errorFields(err);
  return { index, ...fields };
}

function withWriteErrors(reply: Doc, writeErrors: Doc[]): Doc {
  return writeErrors.length ? { ...reply, writeErrors, ok: 1 } : { ...reply, ok: 1 };
}

export const insert: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'insert');
  const documents = arrayArg(cmd, 'documents', true)!;
  const ordered = boolArg(cmd, 'ordered', true);
  const { coll } = ctx.engine.catalog.ensure(ctx.db, name);
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < documents.length; i++) {
    ctx.engine.opcounters.insert++;
    try {
      const doc = documents[i];
      if (!isPlainObject(doc)) throw new CommandError('BadValue', 'document to insert must be an object');
      coll.insert(withIdFirst(doc), hintsAt(ctx, ['documents', i]));
      n++;
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  return withWriteErrors({ n }, writeErrors);
};

interface UpdateStatementResult {
  n: number;
  nModified: number;
  upsertedId?: unknown;
}

function runUpdateStatement(
  ctx: CommandContext,
  name: string,
  stmt: Doc,
  index: number,
  variables: Variables,
): UpdateStatementResult {
  const filter = stmt.q;
  if (!isPlainObject(filter)) throw failedToParse("BSON field 'update.updates.q' is missing or not an object");
  if (stmt.u === undefined) throw failedToParse("BSON field 'update.updates.u' is missing but a required field");
  const update = parseUpdate(stmt.u, hintsAt(ctx, ['updates', index, 'u']), variables);
  const multi = boolArg(stmt, 'multi', false);
  const upsert = boolArg(stmt, 'upsert', false);
  if (multi && update.kind === 'replacement')
    throw failedToParse('multi update is not supported for replacement-style update');
  const arrayFilters = arrayArg(stmt, 'arrayFilters') as Doc[] | undefined;
  const collator = parseCollation(stmt.collation);
  const matcher = compileFilter(filter, collator, variables);
  let coll: Collection | undefined = ctx.engine.catalog.get(ctx.db, name);
  const matches = coll
    ? coll.select(filter, matcher, { limit: multi ? undefined : 1, collation: collator !== undefined }).docs
    : [];
  if (matches.length === 0) {
    if (!upsert) return { n: 0, nModified: 0 };
    const built = buildUpsert(filter, update, arrayFilters);
    coll ??= ctx.engine.catalog.ensure(ctx.db, name).coll;
    coll.insert(built.doc, built.hints);
    return { n: 1, nModified: 0, upsertedId: built.doc._id };
  }
  let nModified = 0;
  for (const stored of matches) {
    const outcome = applyUpdate(stored, coll!.hintsOf(stored), update, arrayFilters, filter);
    if (!outcome.modified) continue;
    coll!.replace(stored, outcome.doc, outcome.hints);
    nModified++;
  }
  return { n: matches.length, nModified };
}

export const update: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'update');
  const updates = arrayArg(cmd, 'updates', true)!;
  const ordered = boolArg(cmd, 'ordered', true);
  // MongoDB 7.0 (the version this engine reports) has no `sort` in an update statement (8.0 added
  // it): its parser refuses the whole command before any statement runs.
  if (updates.some((stmt) => isPlainObject(stmt) && 'sort' in stmt))
    throw new CommandError('Location40415', "BSON field 'update.updates.sort' is an unknown field.");
  const variables = letVariables(cmd.let);
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors: Doc[] = [];
  for (let i = 0; i < updates.length; i++) {
    ctx.engine.opcounters.update++;
    try {
      const stmt = updates[i];
      if (!isPlainObject(stmt)) throw failedToParse('update statement must be an object');
      const r = runUpdateStatement(ctx, name, stmt, i, variables);
      n += r.n;
      nModified += r.nModified;
      if (r.upsertedId !== undefined) upserted.push({ index: i, _id: r.upsertedId });
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  const reply: Doc = { n, nModified };
  if (upserted.length) reply.upserted = upserted;
  return withWriteErrors(reply, writeErrors);
};

export const deleteCommand: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'delete');
  const deletes = arrayArg(cmd, 'deletes', true)!;
  const ordered = boolArg(cmd, 'ordered', true);
  const coll = ctx.engine.catalog.get(ctx.db, name);
  const variables = letVariables(cmd.let);
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < deletes.length; i++) {
    ctx.engine.opcounters.delete++;
    try {
      const stmt = deletes[i];
      if (!isPlainObject(stmt) || !isPlainObject(stmt.q))
        throw failedToParse("BSON field 'delete.deletes.q' is missing or not an object");
      const limit = stmt.limit;
      if (limit !== 0 && limit !== 1)
        throw failedToParse(`The limit field in delete objects must be 0 or 1. Got ${String(limit)}`);
      const collator = parseCollation(stmt.collation);
      const matcher = compileFilter(stmt.q, collator, variables);
      if (!coll) continue;
      const { docs } = coll.select(stmt.q, matcher, {
        limit: limit === 1 ? 1 : undefined,
        collation: collator !== undefined,
      });
      for (const doc of docs) coll.delete(doc);
      n += docs.length;
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  return withWriteErrors({ n }, writeErrors);
};
