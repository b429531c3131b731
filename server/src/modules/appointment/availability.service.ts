// When an expert can be booked (#23): their weekly hours, time off, slot length and zone, and the
// free slots that follow from them. Slots are computed on request from the stored availability and
// the bookings that hold a slot (paid, or pending with a live hold): nothing precomputed goes stale.
import { performance } from 'node:perf_hooks';
import { trusted } from 'mongoose';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { AppPubSub } from '../../pubsub/index.js';
import { InstanceAnnouncements } from '../../pubsub/announcements.js';
import type { BookingModel } from '../booking/booking.model.js';
import type { ExpertDirectory } from '../expert/expert.directory.js';
import { DEFAULT_EXPERT_TIME_ZONE, type ExpertModel } from '../expert/expert.model.js';
import type { AvailabilityModel } from './availability.model.js';
import {
  freeSlots,
  isValidTimeZone,
  weeklySlots,
  minutesOf,
  overlaps,
  type AvailabilityValue,
  type Interval,
  type WeeklyHoursValue,
} from './slots.js';

/** The limits: a query spans at most 31 days; a slot begins at most 60 days ahead. */
export const MAX_RANGE_DAYS = 31;
export const HORIZON_DAYS = 60;
export const DEFAULT_SLOT_MINUTES = 50;
export const MIN_SLOT_MINUTES = 15;
export const MAX_SLOT_MINUTES = 240;
const MAX_ENTRIES = 100;
const DAY_MS = 24 * 3600_000;
/**
 * How long an instance answers startBooking from its copy of an expert's availability. The
 * instance that saves a change drops its copy at once and tells the others over the pub/sub
 * (AVAILABILITY_CHANGED_TOPIC; across instances only with REDIS_URL): this is the longest another
 * instance can go on with the old hours.
 */
export const AVAILABILITY_CACHE_MS = 5_000;
const CACHED_EXPERTS_MAX = 1_000;
const CACHED_SLOTS_MAX = 2_000;
export const AVAILABILITY_CHANGED_TOPIC = 'availability.changed';

/** An expert's availability as read at `readAt`, and the slots (by start, in ms) worked out from it. */
interface CachedAvailability {
  value: Promise<AvailabilityValue | null>;
  readAt: number;
  /** The weekly slot beginning at that instant, outside time off (notice and horizon not applied); null: none. */
  slots: Map<number, Interval | null>;
}

/** The sample experts' hours, so that a fresh `npm start` can book at once: weekdays 09:00-17:00. */
export const SAMPLE_AVAILABILITY: AvailabilityValue = {
  timeZone: DEFAULT_EXPERT_TIME_ZONE,
  slotMinutes: DEFAULT_SLOT_MINUTES,
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
  timeOff: [],
};

export interface AvailabilityInputValue {
  timeZone: string;
  slotMinutes: number;
  weekly: WeeklyHoursValue[];
  timeOff: Interval[];
}

export interface AvailabilityServiceDeps {
  availability: AvailabilityModel;
  bookings: BookingModel;
  experts: ExpertModel;
  directory: ExpertDirectory;
  clock: Clock;
  minNoticeHours: number;
}

export class AvailabilityService {
  private readonly cache = new Map<string, CachedAvailability>();
  private readonly announcements = new InstanceAnnouncements(AVAILABILITY_CHANGED_TOPIC);

  constructor(private readonly deps: AvailabilityServiceDeps) {}

  /** Drops the copy of an expert's availability whenever another instance announces a change. */
  follow(pubSub: AppPubSub): () => void {
    return this.announcements.follow(pubSub, ({ expertId }) => {
      if (typeof expertId === 'string') this.cache.delete(expertId);
    });
  }

  /** Gives the sample experts their sample hours when they have none (never over an expert's own). */
  async seedSamples(expertIds: readonly string[]): Promise<void> {
    if (!expertIds.length) return;
    const now = this.deps.clock.now();
    await this.deps.availability.bulkWrite(
      expertIds.map((id) => ({
        updateOne: {
          filter: { _id: id },
          update: { $setOnInsert: { ...SAMPLE_AVAILABILITY, updatedAt: now } },
          upsert: true,
        },
      })),
      { ordered: false },
    );
    for (const id of expertIds) this.cache.delete(id);
  }

  /** The expert's availability, or null when they have not set one. */
  async get(expertId: string): Promise<AvailabilityValue | null> {
    const doc = await this.deps.availability.findById(expertId).lean();
    if (!doc) return null;
    return { timeZone: doc.timeZone, slotMinutes: doc.slotMinutes, weekly: doc.weekly, timeOff: doc.timeOff };
  }

  /** The zone of the expert's working hours, or null when they have not set them. */
  async timeZoneOf(expertId: string): Promise<string | null> {
    return (await this.get(expertId))?.timeZone ?? null;
  }

  /** Replaces the expert's availability (validated whole: nothing half-written). */
  async set(expertId: string, input: AvailabilityInputValue): Promise<AvailabilityValue> {
    const value = validateAvailability(input);
    const now = this.deps.clock.now();
    await this.deps.availability.updateOne({ _id: expertId }, { $set: { ...value, updatedAt: now } }, { upsert: true });
    this.cache.delete(expertId);
    this.announcements.announce({ expertId });
    // The expert's zone is shown with their profile: it follows their working hours.
    const updated = await this.deps.experts.updateOne(
      { _id: expertId, timeZone: trusted({ $ne: value.timeZone }) },
      { $set: { timeZone: value.timeZone, updatedAt: now } },
    );
    if (updated.modifiedCount) await this.deps.directory.reload();
    return value;
  }

  /**
   * The active expert's free slots beginning in [from, to). An unknown or inactive expert is
   * NOT_FOUND; a range longer than 31 days or backwards is BAD_USER_INPUT.
   */
  async freeSlots(expertId: string, from: Date, to: Date): Promise<Interval[]> {
    assertRange(from, to);
    if (!this.deps.directory.findActive(expertId)) throw AppError.notFound(messages.expertNotFound);
    const availability = await this.get(expertId);
    if (!availability) return [];
    return this.compute(expertId, availability, from, to);
  }

  /**
   * The expert's slot that begins exactly at `start` (working hours, time off, notice, horizon),
   * taken or not; null when there is no such slot. No booking is read: whether it is free is for
   * the unique slotKey index (an insert) or `isTaken` to say.
   */
  async slotAt(expertId: string, start: Date): Promise<Interval | null> {
    // Asked by every member racing for a slot: answered from this instance's copy of the hours
    // (at most AVAILABILITY_CACHE_MS old), each start worked out with Luxon once per copy.
    const entry = this.cachedEntry(expertId);
    const availability = await entry.value;
    if (!availability) return null;
    const at = start.getTime();
    let slot = entry.slots.get(at);
    if (slot === undefined) {
      slot =
        weeklySlots(availability, start, new Date(at + 1)).find(
          (s) => s.start.getTime() === at && !availability.timeOff.some((off) => overlaps(s, off)),
        ) ?? null;
      if (entry.slots.size < CACHED_SLOTS_MAX) entry.slots.set(at, slot);
    }
    if (!slot) return null;
    // Notice and horizon as freeSlots applies them.
    const now = this.deps.clock.now().getTime();
    if (at < now + this.deps.minNoticeHours * 3600_000 || at > now + HORIZON_DAYS * DAY_MS) return null;
    return { start: new Date(slot.start), end: new Date(slot.end) };
  }

  private cachedEntry(expertId: string): CachedAvailability {
    const now = performance.now();
    let entry = this.cache.get(expertId);
    if (!entry || now - entry.readAt > AVAILABILITY_CACHE_MS) {
      if (this.cache.size >= CACHED_EXPERTS_MAX) this.cache.clear();
      // Members asking at once share one read; a failed read is not kept.
      const value = this.get(expertId);
      entry = { value, readAt: now, slots: new Map() };
      const created = entry;
      value.catch(() => this.cache.get(expertId) === created && this.cache.delete(expertId));
      this.cache.set(expertId, entry);
    }
    return entry;
  }

  /**
   * Whether a booking holds a slot overlapping `slot` (paid, or pending with a live hold), other
   * than the booking `except` (one's own).
   */
  async isTaken(expertId: string, slot: Interval, except?: unknown): Promise<boolean> {
    const taken = await this.taken(expertId, slot.start, slot.end, this.deps.clock.now(), except);
    return taken.some((booked) => overlaps(slot, booked));
  }

  private async compute(expertId: string, availability: AvailabilityValue, from: Date, to: Date): Promise<Interval[]> {
    const now = this.deps.clock.now();
    return freeSlots(availability, from, to, {
      now,
      minNoticeHours: this.deps.minNoticeHours,
      horizonDays: HORIZON_DAYS,
      taken: await this.taken(expertId, from, to, now),
    });
  }

  /** Bookings that hold a slot beginning before `to` and ending after `from`: paid, or pending with a live hold. */
  private async taken(expertId: string, from: Date, to: Date, now: Date, except?: unknown): Promise<Interval[]> {
    const longest = MAX_SLOT_MINUTES * 60_000;
    const taken = await this.deps.bookings
      .find(
        {
          expertId,
          start: trusted({ $lt: to, $gte: new Date(from.getTime() - longest) }),
          $or: [{ status: 'PAID' }, { status: 'PENDING', holdExpiresAt: trusted({ $gt: now }) }],
          ...(except === undefined ? {} : { _id: trusted({ $ne: except }) }),
        },
        { start: 1, end: 1 },
      )
      .lean();
    return taken.filter((b) => b.start && b.end).map((b) => ({ start: b.start!, end: b.end! }));
  }
}

function assertRange(from: Date, to: Date): void {
  const valid = from instanceof Date && to instanceof Date && !isNaN(from.getTime()) && !isNaN(to.getTime());
  if (!valid || from >= to || to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw AppError.badInput(messages.slotRangeInvalid, 'to');
  }
}

/** Checks every part of an availability; the first fault is the error. */
export function validateAvailability(input: AvailabilityInputValue): AvailabilityValue {
  if (!isValidTimeZone(input.timeZone)) throw AppError.badInput(messages.invalidTimeZone, 'timeZone');
  const slotMinutes = input.slotMinutes;
  if (!Number.isInteger(slotMinutes) || slotMinutes < MIN_SLOT_MINUTES || slotMinutes > MAX_SLOT_MINUTES) {
    throw AppError.badInput(messages.slotLengthInvalid, 'slotMinutes');
  }
  if (input.weekly.length > MAX_ENTRIES || input.timeOff.length > MAX_ENTRIES) {
    throw AppError.badInput(messages.tooManyAvailabilityEntries);
  }
  const weekly = input.weekly.map((hours) => {
    const start = minutesOf(hours.startTime);
    const end = minutesOf(hours.endTime);
    const weekdayOk = Number.isInteger(hours.weekday) && hours.weekday >= 1 && hours.weekday <= 7;
    if (!weekdayOk || start === null || end === null || start >= end || start === 24 * 60) {
      throw AppError.badInput(messages.weeklyHoursInvalid, 'weekly');
    }
    return { weekday: hours.weekday, startTime: hours.startTime, endTime: hours.endTime, start, end };
  });
  weekly.sort((a, b) => a.weekday - b.weekday || a.start - b.start);
  for (let i = 1; i < weekly.length; i++) {
    if (weekly[i].weekday === weekly[i - 1].weekday && weekly[i].start < weekly[i - 1].end) {
      throw AppError.badInput(messages.weeklyHoursOverlap, 'weekly');
    }
  }
  const timeOff = input.timeOff.map((off) => {
    const ok = off.start instanceof Date && off.end instanceof Date && off.start.getTime() < off.end.getTime();
    if (!ok) throw AppError.badInput(messages.timeOffInvalid, 'timeOff');
    return { start: off.start, end: off.end };
  });
  timeOff.sort((a, b) => a.start.getTime() - b.start.getTime());
  return {
    timeZone: input.timeZone,
    slotMinutes,
    weekly: weekly.map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })),
    timeOff,
  };
}
