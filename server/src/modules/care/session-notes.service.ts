// The expert's private notes on an appointment (#34): written and read only by the expert account
// that wrote them (not the member, not operators, not another expert, never given to the AI), sealed
// with AES-256-GCM before they reach the database, re-sealed under the current key by a job.
import { sessionNoteText, SESSION_NOTES_PER_BOOKING } from '@mindcheck/common';
import { trusted } from 'mongoose';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import type { Jobs } from '../../jobs/index.js';
import type { Logger } from '../../logger.js';
import { messages } from '../../messages.js';
import type { Limiter } from '../../rate-limit/index.js';
import { parseInput } from '../../validation.js';
import type { CareAccess } from './care.access.js';
import type { NotesCipher } from './notes.cipher.js';
import type { SessionNoteModel, SessionNoteRecord } from './session-note.model.js';

/** The daily job that moves notes sealed under an older key to the current one. */
export const NOTES_REENCRYPT_JOB = 'session-notes-reencrypt';
/** The same, once at start (a key rotated with a restart is applied at once). */
export const NOTES_REENCRYPT_NOW_JOB = 'session-notes-reencrypt-now';
/** Notes re-sealed per batch (each one a read and a conditional write). */
const REENCRYPT_BATCH = 200;
/** Notes one expert may save per hour, on all their appointments. */
export const SESSION_NOTES_PER_HOUR = 30;

export interface SessionNoteView {
  id: string;
  text: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface SessionNotesDeps {
  notes: SessionNoteModel;
  cipher: NotesCipher;
  access: CareAccess;
  limiter: Limiter;
  jobs: Jobs;
  clock: Clock;
  logger: Logger;
}

/** What the sealed text is bound to: the same text under another author or booking does not open. */
const contextOf = (note: Pick<SessionNoteRecord, 'authorId' | 'bookingId'>) =>
  `session-note:${note.authorId}:${note.bookingId}`;

export class SessionNotesService {
  constructor(private readonly deps: SessionNotesDeps) {
    for (const name of [NOTES_REENCRYPT_JOB, NOTES_REENCRYPT_NOW_JOB]) {
      deps.jobs.define(name, async () => {
        await this.reencrypt();
      });
    }
  }

  /** Adds a note to the expert's own paid appointment. */
  async save(userId: string, reference: string, text: string): Promise<SessionNoteView> {
    const { booking, expertId } = await this.deps.access.expertBooking(userId, reference);
    const clean = parseInput(sessionNoteText, text, 'text');
    await this.deps.limiter.consume(userId);
    const bookingId = booking.id as string;
    // Checked before the insert: concurrent saves may pass it together, at most as many as the
    // hourly limit lets through, so the cap holds within that margin.
    const count = await this.deps.notes.countDocuments({ authorId: userId, bookingId });
    if (count >= SESSION_NOTES_PER_BOOKING)
      throw AppError.conflict(messages.sessionNotesFull(SESSION_NOTES_PER_BOOKING));
    const now = this.deps.clock.now();
    const owner = { authorId: userId, bookingId };
    const doc = await this.deps.notes.create({
      ...owner,
      expertId,
      memberId: booking.userId,
      ...this.deps.cipher.seal(clean, contextOf(owner)),
      createdAt: now,
      updatedAt: now,
    });
    return { id: doc.id as string, text: clean, createdAt: now, updatedAt: now };
  }

  /** The expert's own notes on their appointment, newest first. */
  async list(userId: string, reference: string): Promise<SessionNoteView[]> {
    const { booking } = await this.deps.access.expertBooking(userId, reference);
    const docs = await this.deps.notes
      .find({ authorId: userId, bookingId: booking.id as string })
      .sort({ createdAt: -1, _id: -1 })
      .limit(SESSION_NOTES_PER_BOOKING)
      .lean();
    const views = docs.flatMap((doc) => {
      try {
        return [this.view(doc)];
      } catch {
        return [];
      }
    });
    // One note no configured key opens (a key dropped too soon, an altered record) hides only itself.
    if (views.length < docs.length)
      this.deps.logger.warn({ unreadable: docs.length - views.length }, 'session notes not opened');
    return views;
  }

  /** The expert's notes, readable, for their own data export (never anybody else's). */
  async exportFor(authorId: string): Promise<Record<string, unknown>[]> {
    const docs = await this.deps.notes.find({ authorId }).sort({ createdAt: 1, _id: 1 }).lean();
    return docs.map((doc) => {
      const base = {
        id: String(doc._id),
        bookingId: doc.bookingId,
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt,
      };
      // A note whose key is no longer configured cannot be read by anyone: said, not hidden.
      if (!this.deps.cipher.knows(doc.keyId)) return { ...base, text: null, unreadable: true };
      return { ...base, text: this.deps.cipher.open(doc, contextOf(doc)) };
    });
  }

  /**
   * Re-seals every note under a key other than the current one (the job; also safe to run on two
   * instances at once: each write is conditional on the note still being under its old key).
   */
  async reencrypt(): Promise<{ moved: number; unreadable: number }> {
    const { notes, cipher, logger } = this.deps;
    let moved = 0;
    let unreadable = 0;
    let after: SessionNoteRecord['_id'] | null = null;
    for (;;) {
      const batch: SessionNoteRecord[] = await notes
        .find({
          keyId: trusted({ $ne: cipher.currentKeyId }),
          ...(after ? { _id: trusted({ $gt: after }) } : {}),
        })
        .sort({ _id: 1 })
        .limit(REENCRYPT_BATCH)
        .lean();
      if (batch.length === 0) break;
      for (const doc of batch) {
        let text: string;
        try {
          text = cipher.open(doc, contextOf(doc));
        } catch {
          // A key no longer configured, or a note altered in the database: left as it is, counted.
          unreadable++;
          continue;
        }
        const sealed = cipher.seal(text, contextOf(doc));
        const result = await notes.updateOne(
          { _id: doc._id, keyId: doc.keyId, ciphertext: doc.ciphertext },
          { $set: sealed },
        );
        moved += result.modifiedCount;
      }
      after = batch[batch.length - 1]._id;
    }
    // Counts only: never a note, an author or a booking.
    if (moved || unreadable) logger.info({ moved, unreadable }, 'session notes re-encrypted');
    if (unreadable) logger.warn({ unreadable }, 'session notes that no configured key opens');
    return { moved, unreadable };
  }

  /** Runs the re-encryption at start (a rotated key) and then daily. */
  async scheduleReencryption(): Promise<void> {
    await this.deps.jobs.every(NOTES_REENCRYPT_JOB, '1 day', {});
    // One pending at a time, whichever instance starts: several starts add nothing.
    await this.deps.jobs.now(NOTES_REENCRYPT_NOW_JOB, {}, { uniqueKey: 'at-start', keepExisting: true });
  }

  private view(doc: SessionNoteRecord): SessionNoteView {
    return {
      id: doc._id.toString(),
      text: this.deps.cipher.open(doc, contextOf(doc)),
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
    };
  }
}
