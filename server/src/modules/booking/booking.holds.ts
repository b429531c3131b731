// A member's holds (#33, finding 4): at most one live hold per member and expert, and two in all.
// Each hold takes one of the member's two places (`memberHold` = `userId|0` or `userId|1`) and the
// member-and-expert key (`memberExpertHold`); both are unique sparse indexes, so of any number of
// concurrent starts by one member (on any number of instances) the database lets through at most
// what the rule allows, as the `slotKey` index does for slots. A new start on the same expert first
// releases the member's older hold there (CANCELLED, its slot free again); a hold that has run out
// gives its place up when the member needs it.
import { trusted } from 'mongoose';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { BookingModel } from './booking.model.js';

/** How many slots one member may hold at once (across experts). */
export const HOLDS_PER_MEMBER = 2;

export interface HoldPlace {
  memberHold: string;
  memberExpertHold: string;
}

/** True when an insert failed on one of the member's hold keys (not on the slot's). */
export function isMemberHoldDuplicate(error: unknown): boolean {
  const pattern = (error as { code?: unknown; keyPattern?: Record<string, unknown> }).keyPattern;
  return (
    (error as { code?: unknown }).code === 11000 &&
    !!pattern &&
    ('memberHold' in pattern || 'memberExpertHold' in pattern)
  );
}

/**
 * The place the member's new hold on `expertId` takes. Releases the member's older hold on that
 * expert (whether or not it has run out), or takes a place whose hold has run out; CONFLICT
 * holdLimit when both places hold live slots. The insert that follows still races on the unique
 * keys: a concurrent start that took the place first makes it fail (see isMemberHoldDuplicate).
 */
export async function claimHoldPlace(
  bookings: BookingModel,
  userId: string,
  expertId: string,
  now: Date,
): Promise<HoldPlace> {
  const places = Array.from({ length: HOLDS_PER_MEMBER }, (_, i) => `${userId}|${i}`);
  const memberExpertHold = `${userId}|${expertId}`;
  const held = await bookings
    .find({ memberHold: trusted({ $in: places }) }, { memberHold: 1, expertId: 1, holdExpiresAt: 1 })
    .lean();
  const same = held.find((h) => h.expertId === expertId);
  if (same?.memberHold) {
    // The older hold on this expert: CANCELLED and its slot let go, in one conditional update.
    await bookings.updateOne(
      { _id: same._id, memberHold: same.memberHold, status: 'PENDING' },
      {
        $set: { status: 'CANCELLED', updatedAt: now },
        $unset: { slotKey: '', memberHold: '', memberExpertHold: '' },
      },
    );
    return { memberHold: same.memberHold, memberExpertHold };
  }
  for (const place of places) {
    const holder = held.find((h) => h.memberHold === place);
    if (!holder) return { memberHold: place, memberExpertHold };
    if (holder.holdExpiresAt && holder.holdExpiresAt <= now) {
      // Run out: it gives up its place (its slot key is the slot race's business).
      const freed = await bookings.updateOne(
        { _id: holder._id, memberHold: place, holdExpiresAt: trusted({ $lte: now }) },
        { $unset: { memberHold: '', memberExpertHold: '' } },
      );
      if (freed.modifiedCount) return { memberHold: place, memberExpertHold };
    }
  }
  throw AppError.conflict(messages.holdLimit);
}
