/**
 * MongoDB wire protocol framing: the 16-byte header, OP_QUERY (handshake
 * only), OP_MSG, and the OP_REPLY / OP_MSG replies.
 *
 * Anything that cannot be framed (bad length, unknown opcode, compression
 * that was never negotiated) is a ProtocolError: the connection is closed.
 * A well-framed message whose content is unreadable (bad BSON, bad section)
 * is a MessageError: it gets an error reply and the connection lives on.
 */
import { BSON, type Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MAX_MESSAGE_BYTES = 48_000_000;
export const MAX_BSON_OBJECT_BYTES = 16 * 1024 * 1024;
const HEADER_BYTES = 16;

const FLAG_CHECKSUM_PRESENT = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;
/** Flags a server must understand; any other required bit (0-15) means "reject". */
const KNOWN_REQUIRED_FLAGS = FLAG_CHECKSUM_PRESENT | FLAG_MORE_TO_COME;

/** Body documents keep every numeric type; values.ts normalises them. */
const DESERIALIZE_OPTIONS = { promoteValues: false, promoteLongs: false, bsonRegExp: false } as const;

export class ProtocolError extends Error {}

export class MessageError extends Error {
  constructor(
    message: string,
    readonly requestId: number,
    readonly opCode: number,
    readonly code = 9,
  ) {
    super(message);
  }
}

export type Incoming =
  | { opCode: typeof OP_MSG; requestId: number; body: Document; moreToCome: boolean }
  | { opCode: typeof OP_QUERY; requestId: number; collection: string; query: Document };

/** Accumulates socket chunks and yields whole frames. */
export class FrameDecoder {
  private chunks: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly maxMessageBytes = MAX_MESSAGE_BYTES) {}

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const frames: Buffer[] = [];
    while (this.buffered >= 4) {
      const head = this.chunks[0].length >= 4 ? this.chunks[0] : this.flatten();
      const length = head.readInt32LE(0);
      if (length < HEADER_BYTES || length > this.maxMessageBytes) {
        throw new ProtocolError(`invalid messageLength ${length}`);
      }
      if (this.buffered < length) break;
      const all = this.flatten();
      frames.push(all.subarray(0, length));
      const rest = all.subarray(length);
      this.chunks = rest.length ? [rest] : [];
      this.buffered = rest.length;
    }
    return frames;
  }

  private flatten(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0];
  }
}

function readCString(buf: Buffer, off: number): [string, number] {
  const end = buf.indexOf(0, off);
  if (end < 0) throw new Error('unterminated string');
  return [buf.toString('utf8', off, end), end + 1];
}

function readDocument(buf: Buffer, off: number, limit: number): [Document, number] {
  if (off + 5 > limit) throw new Error('document runs past the end of the message');
  const size = buf.readInt32LE(off);
  if (size < 5 || off + size > limit) throw new Error(`invalid document size ${size}`);
  if (size > MAX_BSON_OBJECT_BYTES + 16 * 1024)
    throw new Error(`document of ${size} bytes exceeds the maximum BSON object size`);
  return [BSON.deserialize(buf.subarray(off, off + size), DESERIALIZE_OPTIONS), off + size];
}

/** Parses one frame produced by FrameDecoder. */
export function parseMessage(frame: Buffer): Incoming {
  const requestId = frame.readInt32LE(4);
  const opCode = frame.readInt32LE(12);
  if (opCode === OP_MSG) return parseOpMsg(frame, requestId);
  if (opCode === OP_QUERY) return parseOpQuery(frame, requestId);
  if (opCode === OP_COMPRESSED) throw new ProtocolError('OP_COMPRESSED received but no compressor was negotiated');
  throw new ProtocolError(`unsupported opcode ${opCode}`);
}

function parseOpMsg(frame: Buffer, requestId: number): Incoming {
  if (frame.length < HEADER_BYTES + 5) throw new MessageError('OP_MSG is too short', requestId, OP_MSG);
  const flags = frame.readUInt32LE(HEADER_BYTES);
  // Required bits are 0-15: an unknown one must make the server reject the message.
  if (flags & 0xffff & ~KNOWN_REQUIRED_FLAGS)
    throw new MessageError(`unknown required OP_MSG flag bits ${flags}`, requestId, OP_MSG);
  const end = flags & FLAG_CHECKSUM_PRESENT ? frame.length - 4 : frame.length;
  let off = HEADER_BYTES + 4;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  try {
    while (off < end) {
      const kind = frame[off++];
      if (kind === 0) {
        if (body) throw new Error('OP_MSG has more than one body section');
        [body, off] = readDocument(frame, off, end);
      } else if (kind === 1) {
        if (off + 4 > end) throw new Error('document sequence runs past the end of the message');
        const size = frame.readInt32LE(off);
        const sectionEnd = off + size;
        if (size < 5 || sectionEnd > end) throw new Error(`invalid document sequence size ${size}`);
        const [identifier, start] = readCString(frame, off + 4);
        let p = start;
        const docs: Document[] = [];
        while (p < sectionEnd) {
          let doc: Document;
          [doc, p] = readDocument(frame, p, sectionEnd);
          docs.push(doc);
        }
        sequences.push([identifier, docs]);
        off = sectionEnd;
      } else {
        throw new Error(`unknown OP_MSG section kind ${kind}`);
      }
    }
  } catch (err) {
    throw new MessageError(`invalid OP_MSG: ${(err as Error).message}`, requestId, OP_MSG);
  }
  if (!body) throw new MessageError('OP_MSG has no body section', requestId, OP_MSG);
  // Document sequences are just another way to send an array field of the command.
  for (const [identifier, docs] of sequences) body[identifier] = docs;
  return { opCode: OP_MSG, requestId, body, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
}

function parseOpQuery(frame: Buffer, requestId: number): Incoming {
  try {
    const [collection, afterName] = readCString(frame, HEADER_BYTES + 4);
    const [query] = readDocument(frame, afterName + 8, frame.length);
    return { opCode: OP_QUERY, requestId, collection, query };
  } catch (err) {
    throw new MessageError(`invalid OP_QUERY: ${(err as Error).message}`, requestId, OP_QUERY);
  }
}

let nextResponseId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(HEADER_BYTES);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

const SERIALIZE_OPTIONS = { ignoreUndefined: true } as const;

export function encodeOpMsg(responseTo: number, doc: Document): Buffer {
  const body = BSON.serialize(doc, SERIALIZE_OPTIONS);
  const length = HEADER_BYTES + 4 + 1 + body.length;
  const out = Buffer.allocUnsafe(length);
  header(length, responseTo, OP_MSG).copy(out, 0);
  out.writeUInt32LE(0, HEADER_BYTES); // flagBits
  out[HEADER_BYTES + 4] = 0; // section kind 0
  out.set(body, HEADER_BYTES + 5);
  return out;
}

/** OP_REPLY carrying one document, for commands that arrived as OP_QUERY. */
export function encodeOpReply(responseTo: number, doc: Document): Buffer {
  const body = BSON.serialize(doc, SERIALIZE_OPTIONS);
  const length = HEADER_BYTES + 20 + body.length;
  const out = Buffer.allocUnsafe(length);
  header(length, responseTo, OP_REPLY).copy(out, 0);
  out.writeInt32LE(8, HEADER_BYTES); // responseFlags: AwaitCapable, as mongod sets it
  out.writeBigInt64LE(0n, HEADER_BYTES + 4); // cursorID
  out.writeInt32LE(0, HEADER_BYTES + 12); // startingFrom
  out.writeInt32LE(1, HEADER_BYTES + 16); // numberReturned
  out.set(body, HEADER_BYTES + 20);
  return out;
}
