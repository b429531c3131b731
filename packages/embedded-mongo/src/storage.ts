/**
 * Durability for a `dbPath`: snapshot + journal, replay at start, compaction.
 *
 * Files in dbPath:
 * - `snapshot.bson`: the full state at some point, as records (journal.ts framing),
 *   starting with a header `{ op: 'hdr', gen }`.
 * - `journal.bson`: every write since that snapshot, starting with a header of the
 *   same generation.
 * - `mongod.lock`: the owning process id.
 *
 * Compaction writes a new snapshot to a temp file, fsyncs it, renames it over the
 * old one (atomic), fsyncs the directory, then truncates the journal and stamps
 * it with the new generation. A crash between the rename and the truncation
 * leaves a journal of an older generation, which is ignored at the next start:
 * the snapshot already contains all of it.
 */
import fs from 'node:fs/promises';
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { BSON, type Document } from 'bson';
import type { Catalog, RawPutRecord } from './catalog.js';
import type { WriteRecord } from './collection.js';
import { Journal, UndecodableRecord, encodeRawPut, encodeRecord } from './journal.js';
import { readRecordsInChunks } from './loader.js';
import { DESERIALIZE_OPTIONS, readPut, type RawPut } from './raw-bson.js';

export interface StorageOptions {
  logger: { warn(msg: string): void };
  /** Compact when the journal grows past this many bytes. */
  compactBytes: number;
}

const SNAPSHOT = 'snapshot.bson';
const JOURNAL = 'journal.bson';
const LOCK = 'mongod.lock';

/** dbPaths opened by this process, so a second engine on the same files fails fast. */
const openPaths = new Set<string>();

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function fsyncDir(dir: string): Promise<void> {
  const dh = await fs.open(dir, 'r');
  try {
    await dh.sync();
  } finally {
    await dh.close();
  }
}

function decodeRecord(payload: Buffer): Document {
  try {
    return BSON.deserialize(payload, DESERIALIZE_OPTIONS);
  } catch (err) {
    throw new UndecodableRecord(err as Error);
  }
}

function encodeSnapshotRecord(record: WriteRecord | RawPutRecord): Buffer {
  return 'raw' in record ? encodeRawPut(record.db, record.c, record.raw) : encodeRecord(record);
}

function headerGen(record: Record<string, unknown> | undefined): number | undefined {
  if (!record || record.op !== 'hdr') return undefined;
  const gen = record.gen as { valueOf(): unknown } | number | undefined;
  return gen === undefined ? undefined : Number(gen.valueOf());
}

export class DurableStore {
  private gen = 0;
  private compacting: Promise<void> | null = null;
  private closed = false;

  private constructor(
    private readonly dir: string,
    private readonly catalog: Catalog,
    private readonly opts: StorageOptions,
    private journal: Journal | null = null,
  ) {}

  /** Locks dbPath, replays snapshot and journal into the catalog, and opens the journal for appends. */
  static async open(dbPath: string, catalog: Catalog, opts: StorageOptions): Promise<DurableStore> {
    const dir = path.resolve(dbPath);
    if (openPaths.has(dir)) throw new Error(`dbPath ${dir} is already open in this process`);
    await fs.mkdir(dir, { recursive: true });
    const lockPath = path.join(dir, LOCK);
    if (existsSync(lockPath)) {
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (pid && pid !== process.pid && processAlive(pid)) throw new Error(`dbPath ${dir} is in use by process ${pid}`);
    }
    await fs.writeFile(lockPath, String(process.pid));
    openPaths.add(dir);
    const store = new DurableStore(dir, catalog, opts);
    try {
      await store.load();
    } catch (err) {
      openPaths.delete(dir);
      throw err;
    }
    return store;
  }

  private async load(): Promise<void> {
    const snapPath = path.join(this.dir, SNAPSHOT);
    const journalPath = path.join(this.dir, JOURNAL);
    await fs.rm(snapPath + '.tmp', { force: true });

    if (existsSync(snapPath)) {
      let first = true;
      const { count, problem } = await readRecordsInChunks(snapPath, (chunk, payload, offset) => {
        if (first) this.gen = headerGen(decodeRecord(payload)) ?? 0;
        else this.replay(chunk, payload, offset);
        first = false;
      });
      if (problem)
        this.opts.logger.warn(
          `embedded-mongo: snapshot ${snapPath} is damaged (${problem}); loaded ${count} records before it`,
        );
    }

    let journalValid = 0;
    let journalUsable = false;
    if (existsSync(journalPath)) {
      // The header decides whether the rest applies: records are replayed as they are read.
      let gen: number | undefined;
      const { count, validLength, problem, fileSize } = await readRecordsInChunks(
        journalPath,
        (chunk, payload, offset) => {
          if (gen === undefined) {
            gen = headerGen(decodeRecord(payload)) ?? -1;
            return gen === this.gen;
          }
          this.replay(chunk, payload, offset);
        },
      );
      if (gen === this.gen) {
        journalUsable = true;
        journalValid = validLength;
        if (problem) {
          this.opts.logger.warn(
            `embedded-mongo: dropped a torn or corrupt journal tail (${problem}) of ${fileSize - validLength} bytes at offset ${validLength}; ${count - 1} records replayed`,
          );
        }
      } else if (count > 0 || fileSize > 0) {
        if (gen === -1) gen = undefined;
        if (gen === undefined || gen > this.gen) {
          this.opts.logger.warn(
            `embedded-mongo: journal ${journalPath} has no usable header; ignoring ${fileSize} bytes`,
          );
        }
        // gen < this.gen: compaction finished its snapshot but not the truncation; all of it is in the snapshot.
      }
    }

    const fh = await fs.open(journalPath, 'a+');
    this.journal = new Journal(fh, journalValid, (j) => this.afterFlush(j));
    if (journalUsable) {
      // Cut a torn tail off so new records follow the last intact one.
      if ((await fh.stat()).size !== journalValid) {
        await fh.truncate(journalValid);
        await fh.datasync();
      }
    } else {
      await this.journal.reset({ op: 'hdr', gen: this.gen });
    }
  }

  /**
   * Replays one record of a chunk being read: a `put` keeps its document as the chunk's bytes
   * (the chunk becomes a segment of the raw store when a document first refers to it); any other
   * record is decoded and applied.
   */
  private replay(chunk: Buffer, payload: Buffer, offset: number): void {
    let put: RawPut | null;
    try {
      put = readPut(chunk, offset);
    } catch (err) {
      throw new UndecodableRecord(err as Error);
    }
    try {
      if (!put) {
        this.catalog.apply(decodeRecord(payload));
        return;
      }
      if (this.segmentChunk !== chunk) {
        this.segmentChunk = chunk;
        this.segment = this.catalog.raw.addSegment(chunk);
      }
      this.catalog.restoreRaw(put, this.segment);
    } catch (err) {
      if (err instanceof UndecodableRecord) throw err;
      this.skipped(err as Error);
    }
  }

  private segmentChunk: Buffer | null = null;
  private segment = -1;

  private skipped(err: Error): void {
    this.opts.logger.warn(`embedded-mongo: skipped a journal record that could not be applied (${err.message})`);
  }

  /** Appends a write record; see `waitDurable`. */
  append(record: Record<string, unknown>): void {
    if (this.closed || !this.journal) throw new Error('embedded-mongo: storage is closed');
    this.journal.append(record);
  }

  get lastSeq(): number {
    return this.journal?.lastSeq ?? 0;
  }

  waitDurable(seq: number): Promise<void> {
    return this.journal ? this.journal.waitDurable(seq) : Promise.resolve();
  }

  private afterFlush(journal: Journal): void {
    if (journal.size > this.opts.compactBytes && !this.compacting && !this.closed) {
      void this.compact().catch((err: Error) =>
        this.opts.logger.warn(`embedded-mongo: compaction failed: ${err.message}`),
      );
    }
  }

  /** Writes a snapshot of the current state and starts an empty journal. */
  compact(): Promise<void> {
    this.compacting ??= this.doCompact().finally(() => {
      this.compacting = null;
    });
    return this.compacting;
  }

  private async doCompact(): Promise<void> {
    const journal = this.journal;
    if (!journal) return;
    const { upto, pending } = await journal.pause();
    const gen = this.gen + 1;
    // Serialised synchronously so the snapshot is one consistent point in time;
    // it includes the effects of the `pending` records, which therefore need no journal write.
    const chunks: Buffer[] = [encodeRecord({ op: 'hdr', gen })];
    for (const record of this.catalog.snapshot()) chunks.push(encodeSnapshotRecord(record));
    const snapPath = path.join(this.dir, SNAPSHOT);
    const tmpPath = snapPath + '.tmp';
    try {
      const fh = await fs.open(tmpPath, 'w');
      try {
        for (let i = 0; i < chunks.length;) {
          // Write in ~4 MiB slices rather than one buffer the size of the database.
          let bytes = 0;
          let j = i;
          while (j < chunks.length && bytes < 4 * 1024 * 1024) bytes += chunks[j++].length;
          await fh.write(j - i === 1 ? chunks[i] : Buffer.concat(chunks.slice(i, j)));
          i = j;
        }
        await fh.sync();
      } finally {
        await fh.close();
      }
      await fs.rename(tmpPath, snapPath);
      await fsyncDir(this.dir);
      this.gen = gen;
      await journal.reset({ op: 'hdr', gen });
      journal.markDurable(upto);
    } catch (err) {
      journal.requeue(pending);
      throw err;
    } finally {
      journal.resume();
    }
  }

  /** Compacts (so the next start reads one snapshot) and releases dbPath. */
  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.compact();
    } catch (err) {
      this.opts.logger.warn(
        `embedded-mongo: compaction at shutdown failed (${(err as Error).message}); the journal is kept`,
      );
    }
    this.closed = true;
    await this.journal?.close();
    this.journal = null;
    try {
      unlinkSync(path.join(this.dir, LOCK));
    } catch {
      // already gone
    }
    openPaths.delete(this.dir);
  }
}
