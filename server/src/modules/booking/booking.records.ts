// The booking records as every part of the bookings works on them (the member's checkout, payments,
// the expert's appointment actions in modules/appointment): conditional status changes, reads by
// reference, and notices that never undo what was recorded.
import { trusted } from 'mongoose';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import type { BookingDocument, BookingModel, BookingStatusValue, SplitRecord } from './booking.model.js';

/** The longest reference looked up (ours are 35 characters). */
const REFERENCE_MAX = 100;

export function slotKeyOf(expertId: string, start: Date): string {
  return `${expertId}|${start.toISOString()}`;
}

export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown }).code === 11000;
}

/** Fields a status change may set with it. */
export interface TransitionFields {
  providerTransactionId?: string;
  channel?: string;
  paidAt?: Date;
  slotKey?: string;
  declineReason?: string;
  cancelledAt?: Date;
  /** #37: the payment's split, recorded with PAID from the verified transaction. */
  split?: SplitRecord;
  payoutPending?: boolean;
}

export class BookingRecords {
  constructor(
    readonly model: BookingModel,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** The booking with this reference, or null (a reference too long to be ours is not looked up). */
  async byReference(reference: unknown): Promise<BookingDocument | null> {
    return typeof reference === 'string' && reference.length <= REFERENCE_MAX
      ? this.model.findOne({ reference })
      : null;
  }

  /**
   * One conditional update: only a booking still in one of `from` moves; null when none did. A
   * booking that was ever paid never becomes PAID again (a replayed payment after a cancellation).
   * Leaving PENDING or PAID for anything but PAID lets the slot go.
   */
  async transition(
    booking: BookingDocument,
    from: BookingStatusValue[],
    to: BookingStatusValue,
    fields: TransitionFields = {},
  ): Promise<BookingDocument | null> {
    const set: Record<string, unknown> = { status: to, updatedAt: this.clock.now() };
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) set[key] = value;
    const releasesSlot = to === 'FAILED' || to === 'CANCELLED' || to === 'DECLINED';
    // Whatever it becomes, it is no longer one of the member's holds (#33).
    const unset: Record<string, ''> = { memberHold: '', memberExpertHold: '' };
    if (releasesSlot && !fields.slotKey) unset.slotKey = '';
    // sanitizeFilter is on: our own operators are marked trusted; nothing from a client is in them.
    return this.model.findOneAndUpdate(
      // A booking once paid, or refunded, never becomes PAID again (a late verify or webhook of its old charge).
      {
        _id: booking._id,
        status: trusted({ $in: from }),
        ...(to === 'PAID' || fields.paidAt
          ? { paidAt: trusted({ $exists: false }), refund: trusted({ $exists: false }) }
          : {}),
      },
      { $set: set, $unset: unset },
      { returnDocument: 'after' },
    );
  }

  /** Sets fields of a booking still in `status` (no status change); null when it has left it. */
  async update(booking: BookingDocument, status: BookingStatusValue, set: Record<string, unknown>) {
    return this.model.findOneAndUpdate(
      { _id: booking._id, status },
      { $set: { ...set, updatedAt: this.clock.now() } },
      { returnDocument: 'after' },
    );
  }

  /** The booking as stored now (the one given when it is gone). */
  async reload(booking: BookingDocument): Promise<BookingDocument> {
    return (await this.model.findById(booking._id)) ?? booking;
  }

  /** Mails and reminders never undo what was recorded: a failure is logged (the mail module retries sends). */
  async notify(send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      this.logger.error(
        { err: { message: error instanceof Error ? error.message : 'unknown' } },
        'appointment notice failed',
      );
    }
  }
}
