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
 * Compaction takes the state at one instant (documents are never mutated, so keeping
 * references is enough), then writes it to a temp file a slice at a time, the event loop
 * free in between, while the journal goes on taking writes. The snapshot's header names
 * the journal it continues (`prev`) and the offset in it (`from`) of the first record it
 * does not contain. The temp file is fsynced and renamed over the old snapshot, the
 * directory fsynced; then a new journal (the new generation's header and the records
 * appended since that instant) is written beside it and renamed over the old one. A crash
 * before the first rename leaves the old snapshot and the whole journal; between the two,
 * the new snapshot and the old journal from `from`; after, the new pair.
 */
import fs from 'node:fs/promises';
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { BSON, type Document } from 'bson';
import type { Catalog } from './catalog.js';
import { Journal, UndecodableRecord, encodeRecord } from './journal.js';
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

const num = (v: unknown): number | undefined =>
  v === undefined || v === null ? undefined : Number((v as { valueOf(): unknown }).valueOf());

function headerGen(record: Record<string, unknown> | undefined): number | undefined {
  return record?.op === 'hdr' ? num(record.gen) : undefined;
}

/** Thrown inside a compaction that `close()` stopped. */
class CompactionStopped extends Error {}

/** How long serialising the snapshot may hold the event loop before it yields. */
const SLICE_MS = 20;

export class DurableStore {
  /** The snapshot's generation, and the journal it continues from `from` (when it says so). */
  private gen = 0;
  private prev: number | undefined;
  private from = 0;
  /** The generation in the journal's header. */
  private journalGen = 0;
  private compacting: Promise<void> | null = null;
  private closed = false;
  private stopping = false;

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
        if (first) {
          const header = decodeRecord(payload);
          this.gen = headerGen(header) ?? 0;
          this.prev = num(header.prev);
          this.from = num(header.from) ?? 0;
        } else this.replay(chunk, payload, offset);
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
      let from = 0;
      const { count, validLength, problem, fileSize } = await readRecordsInChunks(
        journalPath,
        (chunk, payload, offset, filePos) => {
          if (gen === undefined) {
            gen = headerGen(decodeRecord(payload)) ?? -1;
            // The journal the snapshot continues: its records from `from` on are not in the snapshot.
            if (gen !== this.gen && gen === this.prev) from = this.from;
            return gen === this.gen || gen === this.prev;
          }
          if (filePos >= from) this.replay(chunk, payload, offset);
        },
      );
      if ((gen === this.gen || gen === this.prev) && validLength >= from) {
        this.journalGen = gen as number;
        journalUsable = true;
        journalValid = validLength;
        if (problem) {
          this.opts.logger.warn(
            `embedded-mongo: dropped a torn or corrupt journal tail (${problem}) of ${fileSize - validLength} bytes at offset ${validLength}; ${count - 1} records replayed`,
          );
        }
      } else if (count > 0 || fileSize > 0) {
        if (gen === -1) gen = undefined;
        if (gen === undefined || gen > this.gen || gen === this.prev) {
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
      this.journalGen = this.gen;
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
    if (journal.size > this.opts.compactBytes && !this.compacting && !this.closed && !this.stopping) {
      void this.compact().catch((err: Error) => {
        if (!(err instanceof CompactionStopped))
          this.opts.logger.warn(`embedded-mongo: compaction failed: ${err.message}`);
      });
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
    const gen = this.gen + 1;
    const header = { op: 'hdr', gen, prev: this.journalGen, from: journal.endOffset };
    const cutSeq = journal.lastSeq;
    // The state at this instant (references only); records appended from now on are tapped for
    // the new journal, and meanwhile the journal goes on flushing and acknowledging writes.
    journal.startTap();
    const records = this.catalog.capture();
    const snapPath = path.join(this.dir, SNAPSHOT);
    const tmpPath = snapPath + '.tmp';
    try {
      await this.writeSnapshot(tmpPath, encodeRecord(header), records);
      await journal.waitDurable(cutSeq);
      await fs.rename(tmpPath, snapPath);
      await fsyncDir(this.dir);
    } catch (err) {
      journal.untap();
      await fs.rm(tmpPath, { force: true });
      throw err;
    }
    this.gen = gen;
    this.prev = header.prev;
    this.from = header.from;
    await this.switchJournal(journal, gen);
  }

  /** Writes the snapshot's records to `file` in slices of SLICE_MS, yielding between them; fsyncs it. */
  private async writeSnapshot(file: string, header: Buffer, records: Iterator<Buffer>): Promise<void> {
    const fh = await fs.open(file, 'w');
    try {
      let chunks: Buffer[] = [header];
      let bytes = header.length;
      for (let done = false; !done;) {
        const sliceEnd = performance.now() + SLICE_MS;
        while (performance.now() < sliceEnd && bytes < 4 * 1024 * 1024) {
          const next = records.next();
          if (next.done) {
            done = true;
            break;
          }
          chunks.push(next.value);
          bytes += next.value.length;
        }
        if (chunks.length) await fh.write(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
        chunks = [];
        bytes = 0;
        if (this.stopping) throw new CompactionStopped('stopped');
        await new Promise((resolve) => setImmediate(resolve));
      }
      await fh.sync();
    } finally {
      await fh.close();
    }
  }

  /**
   * After the snapshot is in place: the new journal, its header and the records appended since
   * the snapshot's instant, written beside the old one and renamed over it. Should that fail, the
   * old journal stays in use (the snapshot continues it from `from`).
   */
  private async switchJournal(journal: Journal, gen: number): Promise<void> {
    const { upto, pending } = await journal.pause();
    const tapped = journal.untap();
    const journalPath = path.join(this.dir, JOURNAL);
    const tmpPath = journalPath + '.tmp';
    try {
      const data = Buffer.concat([encodeRecord({ op: 'hdr', gen }), ...tapped]);
      await fs.writeFile(tmpPath, data);
      const written = await fs.open(tmpPath, 'r+');
      await written.datasync();
      await written.close();
      await fs.rename(tmpPath, journalPath);
      await fsyncDir(this.dir);
      await journal.switchTo(await fs.open(journalPath, 'a+'), data.length, upto);
      this.journalGen = gen;
    } catch (err) {
      journal.requeue(pending);
      await fs.rm(tmpPath, { force: true });
      throw err;
    } finally {
      journal.resume();
    }
  }

  /**
   * Flushes the journal and releases dbPath, promptly: a compaction under way is stopped (its
   * temp file removed) and none is started; the next start replays the journal.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.stopping = true;
    await this.compacting?.catch(() => undefined);
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
