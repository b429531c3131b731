// Mood check-ins: log (validated), list a range, delete one's own. No GraphQL or HTTP here.
import { Types, trusted } from 'mongoose';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import { isDuplicateKey } from '../../db/duplicate-key.js';
import { messages } from '../../messages.js';
import { moodCheckInSchema } from '@mindcheck/common';
import { parseInput } from '../../validation.js';
import type { Limiter } from '../../rate-limit/index.js';
import type { ConsentGate } from '../consent/consent.service.js';
import type { MoodDayCountModel, MoodEntryDoc, MoodEntryModel } from './mood.model.js';

export interface MoodInputShape {
  mood: number;
  note?: string | null;
  tags?: readonly string[] | null;
}

export interface MoodEntryView {
  id: string;
  mood: number;
  note: string | null;
  tags: string[];
  createdAt: Date;
}

/** The most entries one read returns (about three years of daily check-ins). */
export const MOOD_LIST_LIMIT = 1000;
/** Check-ins one member may log per UTC day (#33): far more than a day's moods, bounded storage. */
export const MOOD_ENTRIES_PER_DAY = 20;
/** logMood calls per member per 10 minutes (the limiter in front of the daily count). */
export const MOOD_LOGS_PER_10_MINUTES = 30;

export interface MoodServiceDeps {
  moods: MoodEntryModel;
  dayCounts: MoodDayCountModel;
  limiter: Limiter;
  clock: Clock;
  consent: ConsentGate;
}

export class MoodService {
  /** Keyed check-ins being stored in this process: a repeat waits for the first, then finds it. */
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: MoodServiceDeps) {}

  /**
   * Logs a check-in. With a client key (the Idempotency-Key header) a repeat of the same key answers
   * the entry stored first, however many arrive at once: one entry per member and key (unique index).
   */
  async log(userId: string, input: MoodInputShape, clientKey: string | null = null): Promise<MoodEntryView> {
    // Mood and its note are health data: stored only under the member's consent, like tests and chat.
    await this.deps.consent.require(userId);
    const entry = validate(input);
    if (!clientKey) return this.store(userId, entry, null);
    const flight = `${userId}:${clientKey}`;
    const running = this.inFlight.get(flight);
    if (running) await running.catch(() => undefined);
    const attempt = this.keyed(userId, entry, clientKey);
    this.inFlight.set(flight, attempt);
    try {
      return await attempt;
    } finally {
      if (this.inFlight.get(flight) === attempt) this.inFlight.delete(flight);
    }
  }

  private async keyed(userId: string, entry: ValidMood, clientKey: string): Promise<MoodEntryView> {
    const stored = () => this.deps.moods.findOne({ userId, clientKey }).lean<MoodEntryDoc>();
    const earlier = await stored();
    if (earlier) return view(earlier);
    try {
      return await this.store(userId, entry, clientKey);
    } catch (error) {
      // Another instance stored the same key first: its entry is the answer.
      const first = isDuplicateKey(error) ? await stored() : null;
      if (first) return view(first);
      throw error;
    }
  }

  private async store(userId: string, entry: ValidMood, clientKey: string | null): Promise<MoodEntryView> {
    await this.deps.limiter.consume(userId);
    await this.countToday(userId);
    const created = await this.deps.moods.create({
      userId,
      ...entry,
      createdAt: this.deps.clock.now(),
      ...(clientKey ? { clientKey } : {}),
    });
    return view(created.toObject());
  }

  /**
   * Counts one check-in on the member's UTC day, or refuses it (RATE_LIMITED) when the day has its
   * MOOD_ENTRIES_PER_DAY already. One conditional upsert: when the day's count is full, or a
   * concurrent first check-in of the day inserted it first, the upsert meets the unique _id; the
   * second try tells which.
   */
  private async countToday(userId: string): Promise<void> {
    const now = this.deps.clock.now();
    const day = now.toISOString().slice(0, 10);
    const _id = `${userId}|${day}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await this.deps.dayCounts.updateOne(
          { _id, count: trusted({ $lt: MOOD_ENTRIES_PER_DAY }) },
          { $inc: { count: 1 }, $setOnInsert: { userId, expiresAt: new Date(now.getTime() + 2 * DAY_MS) } },
          { upsert: true },
        );
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 11000) throw error;
      }
    }
    const tomorrow = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
    throw AppError.rateLimited(
      messages.moodDailyLimit(MOOD_ENTRIES_PER_DAY),
      Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000)),
    );
  }

  /** The member's entries, oldest first (the latest MOOD_LIST_LIMIT of the range). */
  async list(userId: string, range: { from?: Date | null; to?: Date | null } = {}): Promise<MoodEntryView[]> {
    if (range.from && range.to && range.from.getTime() > range.to.getTime())
      throw AppError.badInput(messages.moodRangeInvalid, 'from');
    const createdAt: Record<string, Date> = {};
    if (range.from) createdAt.$gte = range.from;
    if (range.to) createdAt.$lte = range.to;
    const docs = await this.deps.moods
      // trusted: the connection's sanitizeFilter would drop these operators; both values are Dates built by GraphQL.
      .find(Object.keys(createdAt).length ? { userId, createdAt: trusted(createdAt) } : { userId })
      .sort({ createdAt: -1, _id: -1 })
      .limit(MOOD_LIST_LIMIT)
      .lean<MoodEntryDoc[]>();
    return docs.reverse().map(view);
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (!Types.ObjectId.isValid(id) || String(new Types.ObjectId(id)) !== id.toLowerCase())
      throw AppError.notFound(messages.moodEntryNotFound);
    const found = await this.deps.moods.findById(id, { userId: 1 }).lean<Pick<MoodEntryDoc, '_id' | 'userId'>>();
    if (!found) throw AppError.notFound(messages.moodEntryNotFound);
    if (found.userId !== userId) throw AppError.forbidden(messages.notAllowed);
    // The owner in the filter too: nothing of another member's is ever deleted.
    await this.deps.moods.deleteOne({ _id: found._id, userId });
    return true;
  }
}

const DAY_MS = 24 * 3600_000;

type ValidMood = Omit<MoodEntryDoc, '_id' | 'userId' | 'createdAt' | 'clientKey'>;

function validate(input: MoodInputShape): ValidMood {
  return parseInput(moodCheckInSchema, input);
}

function view(doc: MoodEntryDoc): MoodEntryView {
  return {
    id: doc._id.toString(),
    mood: doc.mood,
    note: doc.note ?? null,
    tags: doc.tags ?? [],
    createdAt: doc.createdAt,
  };
}
