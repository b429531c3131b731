/**
 * Command dispatch: name → handler, transaction refusal, and turning any
 * thrown error into a MongoDB error reply.
 */
import { CommandError, errorReply } from '../errors.js';
import type { Doc } from '../values.js';
import { aggregate } from './aggregate.js';
import type { CommandContext, CommandHandler } from './context.js';
import { findAndModify } from './find-and-modify.js';
import { createIndexes, dropIndexes, listIndexes } from './indexes.js';
import {
  collStats,
  create,
  dbStats,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  renameCollection,
} from './namespaces.js';
import { count, distinct, explain, find, getMore, killCursors } from './query.js';
import {
  buildInfo,
  connectionStatus,
  endSessions,
  getCmdLineOpts,
  getParameter,
  hello,
  hostInfo,
  ping,
  serverStatus,
  whatsmyuri,
} from './server-info.js';
import { deleteCommand, insert, update } from './write.js';

const noTransactions: CommandHandler = () => {
  throw new CommandError('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
};

const COMMANDS: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping,
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  serverStatus,
  connectionStatus,
  whatsmyuri,
  hostInfo,
  getCmdLineOpts,
  endSessions,
  killAllSessions: endSessions,
  killSessions: endSessions,
  refreshSessions: endSessions,
  listDatabases,
  dropDatabase,
  create,
  drop,
  listCollections,
  renameCollection,
  dbStats,
  collStats,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  insert,
  find,
  getMore,
  killCursors,
  update,
  delete: deleteCommand,
  findAndModify,
  findandmodify: findAndModify,
  count,
  distinct,
  aggregate,
  explain,
  commitTransaction: noTransactions,
  abortTransaction: noTransactions,
};

/** Commands a driver may send over OP_QUERY (only the handshake, as in MongoDB 6+). */
export const OP_QUERY_COMMANDS = new Set(['hello', 'isMaster', 'ismaster']);

/** A command's name is its body's first field. */
export function commandName(body: Doc): string | undefined {
  return Object.keys(body)[0];
}

export function runCommand(body: Doc, ctx: CommandContext): Doc {
  const name = commandName(body);
  try {
    if (!name) throw new CommandError('CommandNotFound', 'no command specified');
    if (body.startTransaction === true || body.autocommit === false) {
      return noTransactions(body, ctx);
    }
    const handler = Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!handler) throw new CommandError('CommandNotFound', `no such command: '${name}'`);
    if (body.lsid !== undefined && name !== 'endSessions') ctx.engine.touchSession(body.lsid);
    return handler(body, ctx);
  } catch (err) {
    return errorReply(err);
  }
}
