/**
 * One client socket: frames in, one command at a time, replies out.
 *
 * Messages of a connection are handled strictly in order. Each command runs
 * synchronously from start to finish (so it is atomic with respect to every
 * other connection); if it wrote anything, the reply waits until the journal
 * has flushed those records. Other connections keep running meanwhile, which
 * is what lets their writes share one fsync.
 */
import type { Socket } from 'node:net';
import { runCommand, commandName, OP_QUERY_COMMANDS } from './commands/index.js';
import type { CommandContext, ConnectionInfo } from './commands/context.js';
import type { Engine } from './engine.js';
import { CommandError, errorReply } from './errors.js';
import { fromWire, type Doc, type TypeHint } from './values.js';
import {
  FrameDecoder,
  MessageError,
  OP_MSG,
  OP_QUERY,
  ProtocolError,
  encodeOpMsg,
  encodeOpReply,
  parseMessage,
  type Incoming,
} from './wire.js';

export class Connection {
  private readonly decoder = new FrameDecoder();
  private readonly pending: Buffer[] = [];
  private busy = false;
  readonly info: ConnectionInfo;

  constructor(
    private readonly socket: Socket,
    private readonly engine: Engine,
    id: number,
  ) {
    this.info = {
      id,
      remote: `${socket.remoteAddress ?? 'unknown'}:${socket.remotePort ?? 0}`,
      local: `${socket.localAddress ?? 'unknown'}:${socket.localPort ?? 0}`,
    };
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    // Errors (resets, writes after the peer left) only end this connection.
    socket.on('error', () => socket.destroy());
  }

  private onData(chunk: Buffer): void {
    let frames: Buffer[];
    try {
      frames = this.decoder.push(chunk);
    } catch {
      // The stream can no longer be framed: nothing after this point is trustworthy.
      this.socket.destroy();
      return;
    }
    this.pending.push(...frames);
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.pending.length > 0 && !this.socket.destroyed) {
        await this.handle(this.pending.shift()!);
      }
    } finally {
      this.busy = false;
    }
  }

  private async handle(frame: Buffer): Promise<void> {
    let message: Incoming;
    try {
      message = parseMessage(frame);
    } catch (err) {
      if (err instanceof MessageError) {
        const reply = {
          ok: 0,
          errmsg: err.message,
          code: err.code,
          codeName: err.code === 22 ? 'InvalidBSON' : 'FailedToParse',
        };
        this.send(err.opCode === OP_QUERY ? encodeOpReply(err.requestId, reply) : encodeOpMsg(err.requestId, reply));
      } else {
        if (!(err instanceof ProtocolError))
          this.engine.logger.warn(`embedded-mongo: unexpected parse failure: ${(err as Error).message}`);
        this.socket.destroy();
      }
      return;
    }

    const seqBefore = this.engine.writeSeq;
    let reply = this.execute(message);
    const seqAfter = this.engine.writeSeq;
    if (seqAfter !== seqBefore) {
      try {
        await this.engine.waitDurable(seqAfter);
      } catch (err) {
        reply = errorReply(
          new CommandError('InternalError', `write could not be made durable: ${(err as Error).message}`),
        );
      }
    }
    if (message.opCode === OP_MSG && message.moreToCome) return; // w:0 — the client expects no reply
    try {
      this.send(
        message.opCode === OP_QUERY ? encodeOpReply(message.requestId, reply) : encodeOpMsg(message.requestId, reply),
      );
    } catch (err) {
      // e.g. a reply too large to serialise: still answer, with an error.
      const fallback = errorReply(
        new CommandError('BSONObjectTooLarge', `reply could not be encoded: ${(err as Error).message}`),
      );
      this.send(
        message.opCode === OP_QUERY
          ? encodeOpReply(message.requestId, fallback)
          : encodeOpMsg(message.requestId, fallback),
      );
    }
  }

  private execute(message: Incoming): Doc {
    const hints: TypeHint[] = [];
    let body: Doc;
    let db: string;
    if (message.opCode === OP_QUERY) {
      if (!message.collection.endsWith('.$cmd')) {
        return errorReply(
          new CommandError('CommandNotSupported', 'OP_QUERY is only supported for the handshake (hello/isMaster)'),
        );
      }
      db = message.collection.slice(0, -'.$cmd'.length);
      const raw = (message.query.$query ?? message.query) as Doc;
      body = fromWire(raw, hints) as Doc;
      const name = commandName(body);
      if (!name || !OP_QUERY_COMMANDS.has(name)) {
        return {
          ok: 0,
          errmsg: `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade.`,
          code: 352,
          codeName: 'UnsupportedOpQueryCommand',
        };
      }
    } else {
      body = fromWire(message.body, hints) as Doc;
      if (typeof body.$db !== 'string')
        return errorReply(new CommandError('BadValue', 'OP_MSG requests require a $db argument'));
      db = body.$db;
    }
    const ctx: CommandContext = { engine: this.engine, db, connection: this.info, hints };
    return runCommand(body, ctx);
  }

  private send(data: Buffer): void {
    if (!this.socket.destroyed) this.socket.write(data);
  }

  /**
   * Ends the connection with a reset, not a FIN: the MongoDB Node driver (7.8) can wait forever for
   * `drain` when it writes in the moment between a FIN'd socket's destroy and its `close` (#33); a
   * reset reaches it as an `error` before any of its promises run again.
   */
  close(): void {
    if (!this.socket.destroyed) this.socket.resetAndDestroy();
  }
}
