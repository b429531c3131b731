// The mood_entries collection: a member's ten-second check-ins (mood 1-5, an optional note and tags).
import { Schema, type Connection, type InferSchemaType, type Model, type Types } from 'mongoose';

export interface MoodEntryDoc {
  _id: Types.ObjectId;
  userId: string;
  mood: number;
  note?: string | null;
  tags: string[];
  createdAt: Date;
  /** The client's Idempotency-Key for this check-in (#36): a repeat of it answers this entry. */
  clientKey?: string;
}

export type MoodEntryModel = Model<MoodEntryDoc>;

const moodEntrySchema = new Schema<MoodEntryDoc>(
  {
    userId: { type: String, required: true },
    mood: { type: Number, required: true, min: 1, max: 5 },
    note: { type: String, default: null },
    tags: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
    clientKey: { type: String },
  },
  { collection: 'mood_entries', versionKey: false },
);
// The dashboard's list and chart: a member's entries by time.
moodEntrySchema.index({ userId: 1, createdAt: 1 }, { name: 'userId_createdAt' });
// One entry per member and client key: a check-in sent again (an offline queue's retry) is stored once.
moodEntrySchema.index(
  { userId: 1, clientKey: 1 },
  { unique: true, name: 'userId_clientKey_unique', partialFilterExpression: { clientKey: { $type: 'string' } } },
);

export function moodEntryModel(connection: Connection): MoodEntryModel {
  return (
    (connection.models.MoodEntry as MoodEntryModel | undefined) ??
    connection.model<MoodEntryDoc>('MoodEntry', moodEntrySchema)
  );
}

/**
 * mood_day_counts: how many check-ins a member logged on one UTC day (`_id` = `userId|YYYY-MM-DD`),
 * counted by one conditional upsert per check-in so that the daily cap holds under any number of
 * concurrent requests (#33). Gone two days later (TTL index).
 */
const moodDayCountSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    count: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'mood_day_counts', versionKey: false },
);
export type MoodDayCountDoc = InferSchemaType<typeof moodDayCountSchema> & { _id: string };
export type MoodDayCountModel = Model<MoodDayCountDoc>;

moodDayCountSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
moodDayCountSchema.index({ userId: 1 });

export function moodDayCountModel(connection: Connection): MoodDayCountModel {
  return (
    (connection.models.MoodDayCount as MoodDayCountModel | undefined) ??
    connection.model<MoodDayCountDoc>('MoodDayCount', moodDayCountSchema)
  );
}
