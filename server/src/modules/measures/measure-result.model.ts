// The measure_results collection (#34): a member's PHQ-9 and GAD-7 results, one per attempt.
// The unique index on (userId, instrument, attempt) decides races: concurrent submits read the same
// latest result and so compute the same attempt number; the database stores only one of them.
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import {
  INSTRUMENTS,
  MEASURE_CHANGES,
  type Instrument,
  type MeasureChange,
  type MeasureSeverity,
} from '@mindcheck/common';

export interface StoredMeasureAnswer {
  questionId: string;
  /** The question's wording as the member read it (the language below). */
  question: string;
  selectedAnswer: string;
  score: number;
}

export interface MeasureResultDoc {
  _id: Types.ObjectId;
  userId: string;
  instrument: Instrument;
  answers: StoredMeasureAnswer[];
  score: number;
  maxScore: number;
  severity: MeasureSeverity;
  /** Against the member's previous result of this instrument (BASELINE for the first). */
  change: MeasureChange;
  /** The previous result's total, when there was one (what `change` compared with). */
  previousScore: number | null;
  /** BCP 47 language of the wording answered. */
  language: string;
  /** PHQ-9 item 9 above "Not at all": the crisis reply and resources, whatever the total. */
  needsCrisisSupport: boolean;
  /** 0 for the member's first result of this instrument, 1 for the next, ... */
  attempt: number;
  /** Server time of the submit. */
  createdAt: Date;
  /** The client's Idempotency-Key for this submit (#36): a repeat of it answers this result. */
  clientKey?: string;
}

export type MeasureResultModel = Model<MeasureResultDoc>;

const answerSchema = new Schema<StoredMeasureAnswer>(
  {
    questionId: { type: String, required: true },
    question: { type: String, required: true },
    selectedAnswer: { type: String, required: true },
    score: { type: Number, required: true, min: 0, max: 3 },
  },
  { _id: false },
);

const measureResultSchema = new Schema<MeasureResultDoc>(
  {
    userId: { type: String, required: true },
    instrument: { type: String, required: true, enum: INSTRUMENTS },
    answers: { type: [answerSchema], required: true },
    score: { type: Number, required: true, min: 0, max: 27 },
    maxScore: { type: Number, required: true },
    severity: { type: String, required: true, enum: ['MINIMAL', 'MILD', 'MODERATE', 'MODERATELY_SEVERE', 'SEVERE'] },
    change: { type: String, required: true, enum: MEASURE_CHANGES },
    previousScore: { type: Number, default: null },
    language: { type: String, required: true },
    needsCrisisSupport: { type: Boolean, required: true },
    attempt: { type: Number, required: true, min: 0 },
    createdAt: { type: Date, required: true },
    clientKey: { type: String },
  },
  { collection: 'measure_results', versionKey: false },
);
// One result per member, instrument and attempt (see the file's comment).
measureResultSchema.index(
  { userId: 1, instrument: 1, attempt: 1 },
  { unique: true, name: 'userId_instrument_attempt_unique' },
);
// One result per member and client key: answers sent again (an offline queue's retry) are stored once.
measureResultSchema.index(
  { userId: 1, clientKey: 1 },
  { unique: true, name: 'userId_clientKey_unique', partialFilterExpression: { clientKey: { $type: 'string' } } },
);
// History, the chart and the expert's trend: a member's results by time.
measureResultSchema.index({ userId: 1, createdAt: 1 }, { name: 'userId_createdAt' });

export function measureResultModel(connection: Connection): MeasureResultModel {
  return (
    (connection.models.MeasureResult as MeasureResultModel | undefined) ??
    connection.model<MeasureResultDoc>('MeasureResult', measureResultSchema)
  );
}
