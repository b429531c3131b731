/**
 * Documents kept as BSON: the buffers start-up read the snapshot and journal into (one per chunk,
 * see storage.ts), and references into them. A stored document loaded from disk is a number (its
 * row in a table of `segment * 2^40 + offset` positions, so that the reference is a small integer
 * and not one more object per document) until it is read; reading decodes it (raw-bson.ts) and,
 * while the decoded documents kept stay under `cacheBytes` of BSON, keeps the decoded form in
 * its place (collection.ts). Beyond that, each read decodes again: memory stays near the BSON
 * size however much is read, and small databases behave exactly as when everything was decoded.
 */
import { decodeDocument, documentSize } from './raw-bson.js';

const SEGMENT = 2 ** 40;

/** Default for `cacheBytes`: decoded documents kept, counted in BSON bytes. */
export const DEFAULT_DECODED_CACHE_BYTES = 256 * 1024 * 1024;

export class RawStore {
  private readonly segments: Buffer[] = [];
  /** Position (`segment * 2^40 + offset`) of each referenced document, by reference. */
  private positions = new Float64Array(1024);
  private count = 0;
  /** BSON bytes of the documents decoded and kept so far. */
  private cached = 0;

  constructor(public cacheBytes = DEFAULT_DECODED_CACHE_BYTES) {}

  /** Registers a buffer whose documents will be referenced; returns its segment number. */
  addSegment(buf: Buffer): number {
    this.segments.push(buf);
    return this.segments.length - 1;
  }

  /** A new reference to the document at `offset` of segment `segment`. */
  ref(segment: number, offset: number): number {
    if (this.count === this.positions.length) {
      const grown = new Float64Array(this.positions.length * 2);
      grown.set(this.positions);
      this.positions = grown;
    }
    this.positions[this.count] = segment * SEGMENT + offset;
    return this.count++;
  }

  buffer(ref: number): Buffer {
    return this.segments[Math.floor(this.positions[ref] / SEGMENT)];
  }

  offset(ref: number): number {
    return this.positions[ref] % SEGMENT;
  }

  /** The BSON bytes of a referenced document (a view, not a copy). */
  bytes(ref: number): Buffer {
    const buf = this.buffer(ref);
    const off = this.offset(ref);
    return buf.subarray(off, off + documentSize(buf, off));
  }

  decode(ref: number): Record<string, unknown> {
    return decodeDocument(this.buffer(ref), this.offset(ref));
  }

  /** Whether a document of `ref` just decoded may be kept decoded (and counts it if so). */
  keep(ref: number): boolean {
    const size = documentSize(this.buffer(ref), this.offset(ref));
    if (this.cached + size > this.cacheBytes) return false;
    this.cached += size;
    return true;
  }

  /** Forgets every buffer (the catalog was emptied). */
  clear(): void {
    this.segments.length = 0;
    this.positions = new Float64Array(1024);
    this.count = 0;
    this.cached = 0;
  }
}
