// A slot held for a member while they pay: a PENDING booking whose unique slotKey decides races
// (of any number of members asking for one slot at once, one gets the hold and the others
// CONFLICT), with at most one hold per member and expert and two in all (booking.holds.ts).
import { randomBytes } from 'node:crypto';
import { trusted, Types } from 'mongoose';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { BookingDocument, BookingRecord } from './booking.model.js';
import type { BookingRecords } from './booking.records.js';
import { isDuplicateKey, slotKeyOf } from './booking.records.js';
import { claimHoldPlace, isMemberHoldDuplicate, type HoldPlace } from './booking.holds.js';
import type { Interval } from './booking.ports.js';

/** Leeway for clocks of several instances that disagree a little (see liveHolds). */
const CLOCK_LEEWAY_MS = 60_000;
const LIVE_HOLDS_MAX = 10_000;

/** Paystack references allow letters, digits, '-', '.', '='; 128 random bits. */
export function newReference(): string {
  return `mc-${randomBytes(16).toString('hex')}`;
}

/** What a hold is of: who, which expert and slot, at what price, through which provider. */
export interface HoldRequest {
  userId: string;
  expertId: string;
  slot: Interval;
  amount: number;
  currency: string;
  provider: BookingRecord['provider'];
}

export class SlotHolds {
  /**
   * slotKey -> when the hold this instance granted on it runs out. Until then (less a leeway for
   * other instances' clocks) whoever holds that key holds it live: that hold, a later one (made
   * after it was let go, so running out later), or a paid booking. A member whose insert meets such
   * a key is refused at once, without the update that releases an expired hold.
   */
  private readonly liveHolds = new Map<string, number>();
  /**
   * slotKey -> this instance's hold insert on it that has not answered yet. A member asking for the
   * same slot meanwhile waits for that answer instead of sending an insert of their own: when the
   * database granted it (or refused it as taken), theirs would be refused by the same unique key.
   * Only when it failed otherwise do they try themselves. Across instances the index still decides.
   */
  private readonly holding = new Map<string, Promise<unknown>>();

  constructor(
    private readonly records: BookingRecords,
    private readonly holdMinutes: number,
  ) {}

  /** Inserts the PENDING booking with its slotKey; a slot still held by an expired hold is taken over. */
  async hold(request: HoldRequest): Promise<BookingDocument> {
    const slotKey = slotKeyOf(request.expertId, request.slot.start);
    const pending = this.holding.get(slotKey);
    if (pending) {
      const outcome = await pending.then(
        () => 'held',
        (error: unknown) => (error instanceof AppError && error.message === messages.slotTaken ? 'taken' : 'failed'),
      );
      if (outcome !== 'failed') throw AppError.conflict(messages.slotTaken);
    }
    const attempt = this.claimAndInsert(request, slotKey);
    if (!this.holding.has(slotKey)) {
      this.holding.set(slotKey, attempt);
      const done = () => {
        if (this.holding.get(slotKey) === attempt) this.holding.delete(slotKey);
      };
      attempt.then(done, done);
    }
    return attempt;
  }

  /**
   * At most one hold per expert and two in all (#33): the member's place is claimed (their older
   * hold on this expert goes) only by a start that will send its insert, not by one that waited for
   * another member's insert on the same slot.
   */
  private async claimAndInsert(request: HoldRequest, slotKey: string): Promise<BookingDocument> {
    const place = await claimHoldPlace(this.records.model, request.userId, request.expertId, this.records.now());
    return this.insertHold(request, slotKey, place);
  }

  private async insertHold(request: HoldRequest, slotKey: string, place: HoldPlace): Promise<BookingDocument> {
    const bookings = this.records.model;
    for (let attempt = 0; ; attempt++) {
      const now = this.records.now();
      const holdExpiresAt = new Date(now.getTime() + this.holdMinutes * 60_000);
      try {
        // The driver's insert and a hydrated document, not Model.create: every member racing for a
        // slot makes one, and mongoose's document building, validation and save hooks were a fifth
        // of the race's CPU. Every field is the server's own, of its schema type.
        const record: BookingRecord & { _id: Types.ObjectId } = {
          _id: new Types.ObjectId(),
          userId: request.userId,
          expertId: request.expertId,
          amount: request.amount,
          currency: request.currency,
          reference: newReference(),
          status: 'PENDING',
          provider: request.provider,
          start: request.slot.start,
          end: request.slot.end,
          slotKey,
          holdExpiresAt,
          ...place,
          createdAt: now,
          updatedAt: now,
        };
        await bookings.collection.insertOne(record);
        const booking = bookings.hydrate(record);
        this.rememberHold(slotKey, holdExpiresAt.getTime(), now.getTime());
        return booking;
      } catch (error) {
        // A concurrent start of the same member took the place first.
        if (isMemberHoldDuplicate(error)) throw AppError.conflict(messages.holdLimit);
        const knownLive = (this.liveHolds.get(slotKey) ?? 0) - CLOCK_LEEWAY_MS > now.getTime();
        if (!isDuplicateKey(error) || attempt > 0 || knownLive) {
          if (isDuplicateKey(error)) throw AppError.conflict(messages.slotTaken);
          throw error;
        }
        // The key's holder may be a hold that has run out: released by a conditional update, so of
        // many members seeing it at once, the one whose insert follows wins (the others CONFLICT).
        const released = await bookings.updateOne(
          { slotKey, status: 'PENDING', holdExpiresAt: trusted({ $lte: now }) },
          { $unset: { slotKey: '' }, $set: { updatedAt: now } },
        );
        if (!released.modifiedCount) throw AppError.conflict(messages.slotTaken);
      }
    }
  }

  private rememberHold(slotKey: string, expiresAt: number, now: number): void {
    if (this.liveHolds.size >= LIVE_HOLDS_MAX) {
      for (const [key, until] of this.liveHolds) if (until <= now) this.liveHolds.delete(key);
      if (this.liveHolds.size >= LIVE_HOLDS_MAX) this.liveHolds.clear();
    }
    this.liveHolds.set(slotKey, expiresAt);
  }
}
