/**
 * Record framing and the append-only journal file with group commit.
 *
 * A record is `[u32 LE length][u32 LE crc32(payload)][payload: one BSON document]`.
 * The same framing is used for snapshot files. A crash can leave a partial
 * last record (or garbage from a half-written sector); the checksum detects
 * it, and everything before it is kept.
 *
 * Group commit: `append` only queues the framed bytes (synchronously, at the
 * moment the in-memory change happens, so journal order is mutation order).
 * One flush at a time writes everything queued and fdatasyncs; writes that
 * arrive meanwhile wait for the next flush and share its fsync. A write is
 * acknowledged only after the flush that contains it resolves.
 */
import { BSON, type Document } from 'bson';
import type { FileHandle } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

const HEADER_BYTES = 8;
/** Largest record accepted when reading (a 16 MiB document plus its envelope, with margin). */
const MAX_RECORD_BYTES = 64 * 1024 * 1024;

export function encodeRecord(record: Document): Buffer {
  const payload = BSON.serialize(record, { ignoreUndefined: true });
  const out = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  out.set(payload, HEADER_BYTES);
  return out;
}

/**
 * The framed `{ op: 'put', db, c, doc }` record whose `doc` is the BSON document `doc` (its bytes
 * copied as they are): the same bytes `encodeRecord` gives for that record with `doc` decoded.
 */
export function encodeRawPut(db: string, c: string, doc: Buffer): Buffer {
  const dbBytes = Buffer.byteLength(db);
  const cBytes = Buffer.byteLength(c);
  // int32 size, 'op' string, 'db' string, 'c' string, 'doc' document, final NUL.
  const size = 4 + (1 + 3 + 4 + 4) + (1 + 3 + 4 + dbBytes + 1) + (1 + 2 + 4 + cBytes + 1) + (1 + 4 + doc.length) + 1;
  const out = Buffer.allocUnsafe(HEADER_BYTES + size);
  let at = HEADER_BYTES;
  at = out.writeInt32LE(size, at);
  const str = (name: string, value: string, bytes: number) => {
    out[at++] = 0x02;
    at += out.write(name, at, 'latin1');
    out[at++] = 0;
    at = out.writeInt32LE(bytes + 1, at);
    at += out.write(value, at, 'utf8');
    out[at++] = 0;
  };
  str('op', 'put', 3);
  str('db', db, dbBytes);
  str('c', c, cBytes);
  out[at++] = 0x03;
  at += out.write('doc', at, 'latin1');
  out[at++] = 0;
  out.set(doc, at);
  at += doc.length;
  out[at++] = 0;
  const payload = out.subarray(HEADER_BYTES, at);
  out.writeUInt32LE(size, 0);
  out.writeUInt32LE(crc32(payload), 4);
  return out;
}

export interface DecodedRecords {
  records: Document[];
  /** Bytes of intact records from the start; anything after is a torn or corrupt tail. */
  validLength: number;
  /** Why reading stopped early, when it did. */
  problem?: string;
}

export function decodeRecords(buf: Buffer): DecodedRecords {
  const records: Document[] = [];
  const { validLength, problem } = forEachRecord(buf, (record) => {
    records.push(record);
  });
  return { records, validLength, problem };
}

/**
 * Decodes the records of `buf` one at a time, handing each to `onRecord` before the next is
 * decoded (start-up: each document is applied and its decoded form dropped at once, instead of
 * the whole file's documents being held in between). `onRecord` returning false stops it.
 */
export function forEachRecord(
  buf: Buffer,
  onRecord: (record: Document) => boolean | void,
): Omit<DecodedRecords, 'records'> & { count: number } {
  return forEachRawRecord(buf, (payload) => {
    let record: Document;
    try {
      record = BSON.deserialize(payload, { promoteValues: false, bsonRegExp: false });
    } catch (err) {
      throw new UndecodableRecord(err as Error);
    }
    return onRecord(record);
  });
}

/** Thrown by a `forEachRawRecord` callback for a record whose BSON does not decode: reading stops before it. */
export class UndecodableRecord extends Error {
  constructor(cause: Error) {
    super(`undecodable record (${cause.message})`);
  }
}

/**
 * `forEachRecord` without the decoding: hands each intact record's payload (a view of `buf`, its
 * BSON document) to `onRecord`, which decodes what it needs. A callback throwing
 * UndecodableRecord stops the reading there, as a torn record does.
 */
export function forEachRawRecord(
  buf: Buffer,
  onRecord: (payload: Buffer, offset: number) => boolean | void,
): Omit<DecodedRecords, 'records'> & { count: number } {
  let off = 0;
  let count = 0;
  let problem: string | undefined;
  while (off < buf.length) {
    if (off + HEADER_BYTES > buf.length) {
      problem = 'truncated record header';
      break;
    }
    const length = buf.readUInt32LE(off);
    const crc = buf.readUInt32LE(off + 4);
    if (length < 5 || length > MAX_RECORD_BYTES) {
      problem = `invalid record length ${length}`;
      break;
    }
    if (off + HEADER_BYTES + length > buf.length) {
      problem = 'truncated record';
      break;
    }
    const payload = buf.subarray(off + HEADER_BYTES, off + HEADER_BYTES + length);
    if (crc32(payload) !== crc) {
      problem = 'checksum mismatch';
      break;
    }
    let more: boolean | void;
    try {
      more = onRecord(payload, off + HEADER_BYTES);
    } catch (err) {
      if (!(err instanceof UndecodableRecord)) throw err;
      problem = err.message;
      break;
    }
    off += HEADER_BYTES + length;
    count++;
    if (more === false) break;
  }
  return { validLength: off, problem, count };
}

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

/** The open journal file: queued appends, group-committed flushes, reset after compaction. */
export class Journal {
  private queue: Buffer[] = [];
  private appended = 0;
  /** The file's length once everything appended is written (its size plus the queued records). */
  private end: number;
  /** While set (a compaction runs), every record appended is also kept here. */
  private tap: Buffer[] | null = null;
  private durable = 0;
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private paused = false;
  private failure: Error | null = null;

  constructor(
    private fh: FileHandle,
    /** Current file size in bytes. */
    public size: number,
    /** Called after a flush when the file grew past its limit. */
    private readonly onFlushed: (journal: Journal) => void,
  ) {
    this.end = size;
  }

  /** Where the next record appended will start in the file. */
  get endOffset(): number {
    return this.end;
  }

  /** Starts keeping a copy of every record appended from now on (see `untap`). */
  startTap(): void {
    this.tap = [];
  }

  /** Stops keeping copies; returns the records appended since `startTap`. */
  untap(): Buffer[] {
    const tapped = this.tap ?? [];
    this.tap = null;
    return tapped;
  }

  /** Sequence number of the last appended record (what a writer waits for). */
  get lastSeq(): number {
    return this.appended;
  }

  append(record: Document): void {
    const framed = encodeRecord(record);
    this.queue.push(framed);
    this.tap?.push(framed);
    this.end += framed.length;
    this.appended++;
    this.schedule();
  }

  /** Resolves once every record up to `seq` is on disk. */
  waitDurable(seq: number): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (seq <= this.durable) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ seq, resolve, reject }));
  }

  private schedule(): void {
    if (this.flushing || this.paused || this.queue.length === 0) return;
    // setImmediate lets every command already received in this turn of the
    // event loop join the batch before the write starts.
    this.flushing = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.flush());
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    const upto = this.appended;
    this.queue = [];
    try {
      const data = batch.length === 1 ? batch[0] : Buffer.concat(batch);
      let written = 0;
      while (written < data.length) {
        const { bytesWritten } = await this.fh.write(data, written, data.length - written, null);
        written += bytesWritten;
      }
      await this.fh.datasync();
      this.size += data.length;
      this.markDurable(upto);
    } catch (err) {
      // The file may now end in a partial record; refuse further durable acknowledgements.
      this.failure = err as Error;
      for (const w of this.waiters) w.reject(this.failure);
      this.waiters = [];
    } finally {
      this.flushing = null;
    }
    this.onFlushed(this);
    this.schedule();
  }

  markDurable(upto: number): void {
    this.durable = Math.max(this.durable, upto);
    const still: Waiter[] = [];
    for (const w of this.waiters) {
      if (w.seq <= this.durable) w.resolve();
      else still.push(w);
    }
    this.waiters = still;
  }

  /**
   * Stops flushing and returns the records queued but not written: the caller
   * (compaction) captures them in a snapshot instead.
   */
  async pause(): Promise<{ upto: number; pending: Buffer[] }> {
    this.paused = true;
    while (this.flushing) await this.flushing;
    const pending = this.queue;
    this.queue = [];
    return { upto: this.appended, pending };
  }

  /** Puts records back at the head of the queue (compaction failed). */
  requeue(pending: Buffer[]): void {
    this.queue = pending.concat(this.queue);
  }

  /**
   * Continues in another file (paused: compaction wrote it, with every record up to `upto` that
   * was not yet written here): those are durable there, and the old file is closed.
   */
  async switchTo(fh: FileHandle, size: number, upto: number): Promise<void> {
    const old = this.fh;
    this.fh = fh;
    this.size = size;
    // Records appended since the pause stay queued, for this file.
    this.end = size + this.queue.reduce((n, b) => n + b.length, 0);
    this.markDurable(upto);
    await old.close();
  }

  resume(): void {
    this.paused = false;
    this.schedule();
  }

  /** Empties the file and writes `header` as its first record. */
  async reset(header: Document): Promise<void> {
    await this.fh.truncate(0);
    const data = encodeRecord(header);
    await this.fh.write(data, 0, data.length, null);
    await this.fh.datasync();
    this.size = data.length;
    this.end = data.length + this.queue.reduce((n, b) => n + b.length, 0);
  }

  /** Flushes whatever is still queued, then closes the file. */
  async close(): Promise<void> {
    this.paused = false;
    while (this.queue.length > 0 || this.flushing) {
      this.schedule();
      await this.flushing;
    }
    this.paused = true;
    await this.fh.close();
  }
}
