/**
 * Start-up's reading of the snapshot and journal files: into one buffer the size of the file
 * (filled by reads of READ_BYTES; files past SEGMENT_BYTES take several buffers), each intact
 * record handed over as a view of it. The buffers become the raw store's segments (raw-store.ts):
 * the documents in them stay as those bytes.
 *
 * One allocation rather than one per 64 MiB: V8 counts Buffer memory as external memory and
 * starts a full garbage collection each time it grows by a step; allocated at once, while the
 * heap is still empty, that costs one cheap collection instead of one per chunk over a heap full
 * of index entries (24 of them, a third of a 1M-document start-up).
 */
import fs from 'node:fs/promises';
import { forEachRawRecord } from './journal.js';

/** Largest buffer (a segment); a larger file is read in several, a record crossing the end carried over. */
export const SEGMENT_BYTES = 1024 * 1024 * 1024;
/** Bytes read per read call. */
const READ_BYTES = 64 * 1024 * 1024;

export interface ChunkedRead {
  count: number;
  /** Bytes of intact records from the start of the file. */
  validLength: number;
  problem?: string;
  fileSize: number;
}

/** A record's envelope before its payload (journal.ts: length and checksum). */
const RECORD_HEADER_BYTES = 8;

const TRUNCATED = new Set(['truncated record header', 'truncated record']);

/**
 * Calls `onRecord(chunk, payload, offset, filePos)` for each intact record of `file` in order,
 * `payload` being the record's BSON (a view of `chunk` at `offset`), `filePos` where the record
 * starts in the file; a record cut by a chunk's end is read
 * again at the start of the next chunk. Stops, as `forEachRecord` does, at the first damaged
 * record, or when `onRecord` returns false; then reports the same counts it would.
 */
export async function readRecordsInChunks(
  file: string,
  onRecord: (chunk: Buffer, payload: Buffer, offset: number, filePos: number) => boolean | void,
  chunkBytes = SEGMENT_BYTES,
): Promise<ChunkedRead> {
  const fh = await fs.open(file, 'r');
  try {
    const fileSize = (await fh.stat()).size;
    let pos = 0;
    let base = 0;
    let count = 0;
    let carry = Buffer.alloc(0);
    for (;;) {
      const chunk = Buffer.allocUnsafe(carry.length + Math.min(chunkBytes, fileSize - pos));
      carry.copy(chunk, 0);
      let got = carry.length;
      while (got < chunk.length) {
        const { bytesRead } = await fh.read(chunk, got, Math.min(READ_BYTES, chunk.length - got), pos);
        if (bytesRead === 0) break;
        got += bytesRead;
        pos += bytesRead;
      }
      const buf = chunk.subarray(0, got);
      const last = pos >= fileSize || got < chunk.length;
      let stopped = false;
      const r = forEachRawRecord(buf, (payload, offset) => {
        const more = onRecord(buf, payload, offset, base + offset - RECORD_HEADER_BYTES);
        if (more === false) stopped = true;
        return more;
      });
      count += r.count;
      if (stopped || last || (r.problem && !TRUNCATED.has(r.problem)))
        return { count, validLength: base + r.validLength, problem: r.problem, fileSize };
      carry = buf.subarray(r.validLength);
      base += r.validLength;
    }
  } finally {
    await fh.close();
  }
}
