// The measure_results collection (#34): a member's PHQ-9 and GAD-7 results, one per attempt.
// The unique index on (userId, instrument, attempt) decides races: concurrent submits read the same
// latest result and so compute the same attempt number; the database stores only one of them.
import { Schema, type Connection, type InferSchemaType, type Model, type Types } from 'mongoose';
import { INSTRUMENTS, MEASURE_CHANGES, type MeasureSeverity } from '@mindcheck/common';

const answerSchema = new Schema(
  {
    questionId: { type: String, required: true },
    /** The question's wording as the member read it (the language below). */
    question: { type: String, required: true },
    selectedAnswer: { type: String, required: true },
    score: { type: Number, required: true, min: 0, max: 3 },
  },
  { _id: false },
);
export type StoredMeasureAnswer = InferSchemaType<typeof answerSchema>;

const MEASURE_SEVERITIES = [
  'MINIMAL',
  'MILD',
  'MODERATE',
  'MODERATELY_SEVERE',
  'SEVERE',
] as const satisfies readonly MeasureSeverity[];

const measureResultSchema = new Schema(
  {
    userId: { type: String, required: true },
    instrument: { type: String, required: true, enum: INSTRUMENTS },
    answers: { type: [answerSchema], required: true },
    score: { type: Number, required: true, min: 0, max: 27 },
    maxScore: { type: Number, required: true },
    severity: { type: String, required: true, enum: MEASURE_SEVERITIES },
    /** Against the member's previous result of this instrument (BASELINE for the first). */
    change: { type: String, required: true, enum: MEASURE_CHANGES },
    /** The previous result's total, when there was one (what `change` compared with). */
    previousScore: { type: Number, default: null },
    /** BCP 47 language of the wording answered. */
    language: { type: String, required: true },
    /** PHQ-9 item 9 above "Not at all": the crisis reply and resources, whatever the total. */
    needsCrisisSupport: { type: Boolean, required: true },
    /** 0 for the member's first result of this instrument, 1 for the next, ... */
    attempt: { type: Number, required: true, min: 0 },
    /** Server time of the submit. */
    createdAt: { type: Date, required: true },
    /** The client's Idempotency-Key for this submit (#36): a repeat of it answers this result. */
    clientKey: { type: String },
  },
  { collection: 'measure_results', versionKey: false },
);

export type MeasureResultDoc = InferSchemaType<typeof measureResultSchema> & { _id: Types.ObjectId };
export type MeasureResultModel = Model<MeasureResultDoc>;
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
