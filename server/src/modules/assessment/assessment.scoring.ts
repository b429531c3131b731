// The spec's scoring rules: answers checked against the condition's questions (the rule shared with
// the client's form), the total computed here (never taken from the client), the informational band
// and the crisis flag.
import { assessmentAnswers } from '@mindcheck/common';
import { ANSWER_OPTIONS, CONDITIONS, MAX_SCORE, questionsFor, type Condition } from '../../content/index.js';

export const SEVERITIES = ['MINIMAL', 'MILD', 'MODERATE', 'MODERATELY_SEVERE', 'SEVERE'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Lowest score of each band (MINIMAL 0-5, MILD 6-11, MODERATE 12-17, MODERATELY_SEVERE 18-23, SEVERE 24-30). */
const BAND_FLOORS: ReadonlyArray<[number, Severity]> = [
  [24, 'SEVERE'],
  [18, 'MODERATELY_SEVERE'],
  [12, 'MODERATE'],
  [6, 'MILD'],
  [0, 'MINIMAL'],
];

export const SEVERITY_LABELS: Readonly<Record<Severity, string>> = {
  MINIMAL: 'minimal',
  MILD: 'mild',
  MODERATE: 'moderate',
  MODERATELY_SEVERE: 'moderately severe',
  SEVERE: 'severe',
};

export function severityOf(score: number): Severity {
  if (!Number.isInteger(score) || score < 0 || score > MAX_SCORE) throw new RangeError(`score out of range: ${score}`);
  return BAND_FLOORS.find(([floor]) => score >= floor)![1];
}

export interface SubmittedAnswer {
  questionId: string;
  selectedAnswer: string;
}

export interface ScoredAnswer {
  questionId: string;
  question: string;
  selectedAnswer: string;
  score: number;
}

export interface ScoredTest {
  answers: ScoredAnswer[];
  score: number;
  severity: Severity;
  needsCrisisSupport: boolean;
}

const OPTION_LABELS = ANSWER_OPTIONS.map((o) => o.label);
const ANSWER_RULES = new Map(
  CONDITIONS.map((condition) => [
    condition,
    assessmentAnswers(questionsFor(condition).map((q) => ({ id: q.id, options: OPTION_LABELS }))),
  ]),
);

/** The condition's answers rule (common): one of the four options for each of its questions, nothing else. */
export function answersRule(condition: Condition) {
  return ANSWER_RULES.get(condition)!;
}

/** Scores answers that passed the condition's answersRule, in question order. */
export function scoreAnswers(condition: Condition, submitted: readonly SubmittedAnswer[]): ScoredTest {
  const byId = new Map(submitted.map((a) => [a.questionId, a.selectedAnswer]));
  const answers: ScoredAnswer[] = [];
  let crisis = false;
  for (const question of questionsFor(condition)) {
    const selected = byId.get(question.id);
    const option = ANSWER_OPTIONS.find((o) => o.label === selected);
    if (!option) throw new RangeError(`unchecked answers: ${question.id} has no valid answer`);
    if (question.crisis && option.score > 0) crisis = true;
    answers.push({
      questionId: question.id,
      question: question.text,
      selectedAnswer: option.label,
      score: option.score,
    });
  }
  const score = answers.reduce((sum, a) => sum + a.score, 0);
  const severity = severityOf(score);
  return { answers, score, severity, needsCrisisSupport: crisis || severity === 'SEVERE' };
}
