// The assessments collection (spec section 3): a member's results, one per attempt of a condition.
// The unique index on (userId, condition, attempt) decides races: concurrent submits of one test
// compute the same attempt number, so only one of them is stored.
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { MAX_SCORE, type ConditionSlug } from '../../content/index.js';
import { SEVERITIES, type Severity } from './assessment.scoring.js';

export type StoredEvaluationSource = 'ai' | 'offline' | 'fallback';

export interface StoredAnswer {
  questionId: string;
  question: string;
  selectedAnswer: string;
  score: number;
}

export interface AssessmentDoc {
  _id: Types.ObjectId;
  userId: string;
  /** The condition's slug: depression, anxiety, schizophrenia, substance_abuse or dementia. */
  condition: ConditionSlug;
  answers: StoredAnswer[];
  score: number;
  severity: Severity;
  evaluation: string;
  evaluationSource: StoredEvaluationSource;
  needsCrisisSupport: boolean;
  /** Server time of the submit. */
  createdAt: Date;
  /** The language of the wording answered (issue #36; absent on records from before: English). */
  language?: string;
  /** 0 for the member's first result of this condition, 1 for the first retake, ... (absent on records from before retakes). */
  attempt?: number;
}

export type AssessmentModel = Model<AssessmentDoc>;

const answerSchema = new Schema<StoredAnswer>(
  {
    questionId: { type: String, required: true },
    question: { type: String, required: true },
    selectedAnswer: { type: String, required: true },
    score: { type: Number, required: true, min: 0, max: 3 },
  },
  { _id: false },
);

const assessmentSchema = new Schema<AssessmentDoc>(
  {
    userId: { type: String, required: true },
    condition: {
      type: String,
      required: true,
      enum: ['depression', 'anxiety', 'schizophrenia', 'substance_abuse', 'dementia'],
    },
    answers: { type: [answerSchema], required: true },
    score: { type: Number, required: true, min: 0, max: MAX_SCORE },
    severity: { type: String, required: true, enum: SEVERITIES },
    evaluation: { type: String, required: true },
    evaluationSource: { type: String, required: true, enum: ['ai', 'offline', 'fallback'] },
    needsCrisisSupport: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    language: String,
    attempt: { type: Number, min: 0 },
  },
  { collection: 'assessments', versionKey: false },
);
// One record per member, condition and attempt, enforced by the database (see the file's comment).
assessmentSchema.index(
  { userId: 1, condition: 1, attempt: 1 },
  { unique: true, name: 'userId_condition_attempt_unique' },
);
/** The first wave's index (one record per member and condition ever); dropped at start-up, as retakes need more. */
export const LEGACY_UNIQUE_INDEX = 'userId_condition_unique';
// History and dashboard: a member's records by time.
assessmentSchema.index({ userId: 1, createdAt: 1 }, { name: 'userId_createdAt' });

export function assessmentModel(connection: Connection): AssessmentModel {
  return (
    (connection.models.Assessment as AssessmentModel | undefined) ??
    connection.model<AssessmentDoc>('Assessment', assessmentSchema)
  );
}

/**
 * The model with its indexes in place: a database from before retakes has the once-only unique
 * index, which would refuse every retake, so it goes first; then one record per member, condition
 * and attempt, even when submits race.
 */
export async function openAssessments(connection: Connection): Promise<AssessmentModel> {
  const assessments = assessmentModel(connection);
  try {
    await assessments.collection.dropIndex(LEGACY_UNIQUE_INDEX);
  } catch (error) {
    // 26: no collection yet; 27: no such index (a new database, or already dropped).
    const code = (error as { code?: unknown }).code;
    if (code !== 26 && code !== 27) throw error;
  }
  await assessments.init();
  return assessments;
}
