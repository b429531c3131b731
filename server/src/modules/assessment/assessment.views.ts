// What the assessment service answers (besides a result, AssessmentView, beside the service): an
// assessment's definition, where a member stands with one, and the dashboard chart's points.
import type { Condition, QuestionDefinition } from '../../content/index.js';

export interface AssessmentStatusView {
  condition: Condition;
  lastTakenAt: Date | null;
  canTake: boolean;
  /** When the member may take it again; null when they can now, or never again. */
  retakeAvailableAt: Date | null;
}

export interface AssessmentDefinitionView {
  condition: Condition;
  slug: string;
  title: string;
  fieldName: string;
  timeWindow: string;
  questions: readonly QuestionDefinition[];
  maxScore: number;
  language: string;
  source: string;
}

export interface HealthScoreView {
  assessmentId: string;
  condition: Condition;
  score: number;
  evaluation: string;
  createdAt: Date;
}
