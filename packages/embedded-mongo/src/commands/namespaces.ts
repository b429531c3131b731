/**
 * Database and collection catalog commands: listDatabases, dropDatabase,
 * create, drop, listCollections, renameCollection, dbStats, collStats.
 */
import { parseCollation } from '../collation.js';
import { ID_INDEX_SPEC } from '../collection.js';
import { validateCollectionName } from '../catalog.js';
import { CommandError, badValue } from '../errors.js';
import { compileFilter } from '../mql.js';
import { type Doc } from '../values.js';
import { boolArg, collectionArg, cursorBatchSize, docArg, type CommandHandler } from './context.js';

/** Fields every command may carry that are not options of the command itself. */
export const GENERIC_FIELDS = new Set([
  '$db',
  'lsid',
  'txnNumber',
  '$clusterTime',
  '$readPreference',
  'writeConcern',
  'readConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'autocommit',
  'startTransaction',
  '$audit',
  'bypassDocumentValidation',
]);

export const listDatabases: CommandHandler = (cmd, { engine }) => {
  const nameOnly = boolArg(cmd, 'nameOnly', false);
  const match = compileFilter(docArg(cmd, 'filter'));
  const databases: Doc[] = [];
  let totalSize = 0;
  for (const name of engine.catalog.databaseNames()) {
    // No on-disk size per database is tracked; a rough figure keeps tools happy.
    const sizeOnDisk = engine.catalog.collections(name).reduce((n, c) => n + 4096 + c.size * 128, 0);
    const entry: Doc = nameOnly ? { name } : { name, sizeOnDisk, empty: false };
    if (!match({ name, sizeOnDisk, empty: false })) continue;
    databases.push(entry);
    totalSize += sizeOnDisk;
  }
  return nameOnly
    ? { databases, ok: 1 }
    : { databases, totalSize, totalSizeMb: Math.floor(totalSize / 1048576), ok: 1 };
};

export const dropDatabase: CommandHandler = (_cmd, { engine, db }) => {
  engine.catalog.dropDatabase(db);
  return { dropped: db, ok: 1 };
};

function createOptions(cmd: Doc): Doc {
  const options: Doc = {};
  for (const [k, v] of Object.entries(cmd)) if (k !== 'create' && !GENERIC_FIELDS.has(k)) options[k] = v;
  return options;
}

export const create: CommandHandler = (cmd, { engine, db }) => {
  const name = collectionArg(cmd, 'create');
  const options = createOptions(cmd);
  for (const unsupported of ['viewOn', 'timeseries', 'clusteredIndex', 'encryptedFields']) {
    if (unsupported in options)
      throw new CommandError(
        'CommandNotSupported',
        `create with '${unsupported}' is not supported by the embedded engine`,
      );
  }
  // A default collation would change every later query on the collection: refused unless simple.
  if (parseCollation(options.collation))
    throw new CommandError('CommandNotSupported', 'create with a collation is not supported by the embedded engine');
  const existing = engine.catalog.get(db, name);
  if (existing) {
    // MongoDB 7 accepts re-creating a collection with identical options.
    if (JSON.stringify(existing.options) === JSON.stringify(options)) return { ok: 1 };
    throw new CommandError('NamespaceExists', `Collection ${db}.${name} already exists.`);
  }
  engine.catalog.ensure(db, name, options);
  return { ok: 1 };
};

export const drop: CommandHandler = (cmd, { engine, db }) => {
  const name = collectionArg(cmd, 'drop');
  const dropped = engine.catalog.drop(db, name);
  // Since MongoDB 7.0 dropping a missing collection is not an error.
  if (!dropped) return { ok: 1 };
  return { nIndexesWas: dropped.indexes.size + 1, ns: `${db}.${name}`, ok: 1 };
};

export const listCollections: CommandHandler = (cmd, { engine, db }) => {
  const nameOnly = boolArg(cmd, 'nameOnly', false);
  const match = compileFilter(docArg(cmd, 'filter'));
  const docs: Doc[] = [];
  for (const coll of engine.catalog.collections(db)) {
    const full: Doc = {
      name: coll.name,
      type: 'collection',
      options: coll.options,
      info: { readOnly: false, uuid: coll.uuid },
      idIndex: { ...ID_INDEX_SPEC },
    };
    if (!match(full)) continue;
    docs.push(nameOnly ? { name: coll.name, type: 'collection' } : full);
  }
  return { ...engine.cursors.first(`${db}.$cmd.listCollections`, docs, cursorBatchSize(cmd)), ok: 1 };
};

function splitNamespace(ns: unknown, field: string): [string, string] {
  if (typeof ns !== 'string' || !ns.includes('.'))
    throw badValue(`Invalid namespace specified for '${field}': ${String(ns)}`);
  const dot = ns.indexOf('.');
  return [ns.slice(0, dot), ns.slice(dot + 1)];
}

export const renameCollection: CommandHandler = (cmd, { engine }) => {
  const [fromDb, from] = splitNamespace(cmd.renameCollection, 'renameCollection');
  const [toDb, to] = splitNamespace(cmd.to, 'to');
  validateCollectionName(toDb, to);
  engine.catalog.rename(fromDb, from, toDb, to, boolArg(cmd, 'dropTarget', false));
  return { ok: 1 };
};

export const dbStats: CommandHandler = (_cmd, { engine, db }) => {
  const colls = engine.catalog.collections(db);
  const objects = colls.reduce((n, c) => n + c.size, 0);
  const indexes = colls.reduce((n, c) => n + 1 + c.indexes.size, 0);
  return {
    db,
    collections: colls.length,
    views: 0,
    objects,
    indexes,
    dataSize: 0,
    storageSize: 0,
    indexSize: 0,
    scaleFactor: 1,
    ok: 1,
  };
};

export const collStats: CommandHandler = (cmd, { engine, db }) => {
  const name = collectionArg(cmd, 'collStats');
  const coll = engine.catalog.require(db, name);
  return {
    ns: coll.ns,
    count: coll.size,
    size: 0,
    storageSize: 0,
    nindexes: coll.indexes.size + 1,
    totalIndexSize: 0,
    ok: 1,
  };
};
