// Assessment operations as the client sends them, and answer sets built from the content: shared
// by the assessment, expert and authorization tests.
import { ANSWER_OPTIONS, QUESTIONS, type Condition } from '../../src/content/index.js';

export const ASSESSMENT_RECORD_FIELDS = `id condition title score maxScore severity evaluation evaluationSource createdAt tips
  needsCrisisSupport crisisResources { name contact url }
  answers { questionId question selectedAnswer score }
  recommendedExperts { id name specialization contact location field expertise avatarUrl }`;

export const SUBMIT_ASSESSMENT = `mutation Submit($condition: Condition!, $answers: [AnswerInput!]!) {
  submitAssessment(condition: $condition, answers: $answers) { ${ASSESSMENT_RECORD_FIELDS} } }`;
export const ASSESSMENT_TAKEN = `query Taken($condition: Condition!) { assessmentTaken(condition: $condition) }`;
export const TEST_HISTORY = `query History { testHistory { ${ASSESSMENT_RECORD_FIELDS} } }`;
export const HEALTH_SCORES = `query Scores { healthScores { assessmentId condition score evaluation createdAt } }`;
export const ASSESSMENT = `query Assessment($condition: Condition!) {
  assessment(condition: $condition) { condition title timeWindow maxScore slug fieldName questions { id text options { label score } } } }`;
export const ASSESSMENTS = `query Assessments { assessments { condition title timeWindow maxScore slug fieldName questions { id text options { label score } } } }`;

export interface AnswerShape {
  questionId: string;
  selectedAnswer: string;
}

/**
 * One answer per question of the condition. `scores` is one score (0-3) for every question, or a
 * list of ten scores in question order.
 */
export function answersFor(condition: Condition, scores: number | readonly number[]): AnswerShape[] {
  return QUESTIONS[condition].map((q, i) => {
    const score = typeof scores === 'number' ? scores : scores[i];
    return { questionId: q.id, selectedAnswer: ANSWER_OPTIONS[score].label };
  });
}

/** Ten scores (0-3) that add up to `total` (0-30), avoiding the crisis item where possible. */
export function scoresAddingUpTo(condition: Condition, total: number): number[] {
  const questions = QUESTIONS[condition];
  const scores = questions.map(() => 0);
  let left = total;
  const order = questions.map((q, i) => ({ i, crisis: q.crisis })).sort((a, b) => Number(a.crisis) - Number(b.crisis));
  for (const { i } of order) {
    const give = Math.min(3, left);
    scores[i] = give;
    left -= give;
  }
  if (left) throw new Error(`cannot reach ${total}`);
  return scores;
}
