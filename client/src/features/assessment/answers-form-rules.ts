// The assessment form's rules, loaded on the member's first answer (lib/lazy-resolver): zod and the
// shared schemas stay off the assessment page's first load. One answer per question, in question
// order, empty until chosen (common's rule).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { assessmentAnswers } from '@mindcheck/common';

function answersForm(questions: readonly { id: string; options: readonly { label: string }[] }[]) {
  return z.object({
    answers: assessmentAnswers(questions.map((q) => ({ id: q.id, options: q.options.map((o) => o.label) }))),
  });
}

export type AnswersValues = z.input<ReturnType<typeof answersForm>>;
export type AnswersOutput = z.output<ReturnType<typeof answersForm>>;

export const answersResolver = (questions: Parameters<typeof answersForm>[0]) => zodResolver(answersForm(questions));
