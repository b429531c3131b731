// The assessment form's rules, loaded on the member's first answer: zod and the shared schemas stay
// off the assessment page's first load. One answer per question, in question order, empty until
// chosen (common's rule).
import { z } from 'zod';
import { assessmentAnswers } from '@mindcheck/common';

type Questions = readonly { id: string; options: readonly { label: string }[] }[];

function answersForm(questions: Questions) {
  return z.object({
    answers: assessmentAnswers(questions.map((q) => ({ id: q.id, options: q.options.map((o) => o.label) }))),
  });
}

export type AnswersValues = z.input<ReturnType<typeof answersForm>>;
export type AnswersOutput = z.output<ReturnType<typeof answersForm>>;

/** The answers as the rule gives them, or null when one is missing or not an option. */
export function checkAnswers(questions: Questions, values: AnswersValues): AnswersOutput['answers'] | null {
  const checked = answersForm(questions).safeParse(values);
  return checked.success ? checked.data.answers : null;
}
