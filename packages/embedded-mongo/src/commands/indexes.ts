/**
 * createIndexes, listIndexes, dropIndexes.
 */
import { CommandError, badValue } from '../errors.js';
import type { Index } from '../indexes.js';
import { isPlainObject } from '../values.js';
import { arrayArg, collectionArg, cursorBatchSize, type CommandHandler } from './context.js';

export const createIndexes: CommandHandler = (cmd, { engine, db }) => {
  const name = collectionArg(cmd, 'createIndexes');
  const specs = arrayArg(cmd, 'indexes', true)!;
  if (specs.length === 0) throw badValue('Must specify at least one index to create');
  const { coll, created } = engine.catalog.ensure(db, name);
  const before = coll.indexes.size + 1;
  const added: string[] = [];
  try {
    for (const spec of specs) {
      const createdName = coll.createIndex(spec);
      if (createdName) added.push(createdName);
    }
  } catch (err) {
    // All or nothing, as in MongoDB: undo the indexes this command already built.
    for (const indexName of added) if (coll.indexes.has(indexName)) coll.dropIndex(indexName);
    throw err;
  }
  const reply: Record<string, unknown> = {
    createdCollectionAutomatically: created,
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.size + 1,
  };
  if (added.length === 0) reply.note = 'all indexes already exist';
  return { ...reply, ok: 1 };
};

export const listIndexes: CommandHandler = (cmd, { engine, db }) => {
  const name = collectionArg(cmd, 'listIndexes');
  const coll = engine.catalog.require(db, name);
  return { ...engine.cursors.first(`${db}.$cmd.listIndexes.${name}`, coll.indexSpecs(), cursorBatchSize(cmd)), ok: 1 };
};

export const dropIndexes: CommandHandler = (cmd, { engine, db }) => {
  const name = collectionArg(cmd, cmd.dropIndexes !== undefined ? 'dropIndexes' : 'deleteIndexes');
  const coll = engine.catalog.require(db, name);
  const nIndexesWas = coll.indexes.size + 1;
  const target = cmd.index;
  let names: string[];
  if (target === '*') {
    names = [...coll.indexes.keys()];
  } else if (typeof target === 'string') {
    names = [target];
  } else if (Array.isArray(target)) {
    names = target.map(String);
  } else if (isPlainObject(target)) {
    const index: Index | undefined = coll.indexByKey(target);
    if (!index) {
      if (JSON.stringify(target) === JSON.stringify({ _id: 1 }))
        throw new CommandError('InvalidOptions', 'cannot drop _id index');
      throw new CommandError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
    }
    names = [index.name];
  } else {
    throw badValue("'index' must be a string, an array of strings or an index key pattern");
  }
  // Check everything first so a bad name drops nothing.
  for (const n of names) {
    if (n === '_id_') throw new CommandError('InvalidOptions', 'cannot drop _id index');
    if (!coll.indexes.has(n)) throw new CommandError('IndexNotFound', `index not found with name [${n}]`);
  }
  for (const n of names) coll.dropIndex(n);
  return target === '*'
    ? { nIndexesWas, msg: 'non-_id indexes dropped for collection', ok: 1 }
    : { nIndexesWas, ok: 1 };
};
