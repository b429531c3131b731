import { useState } from 'react';
import type { AnswersOutput } from './answers-form-rules';

type Questions = readonly { id: string; options: readonly { label: string }[] }[];

/** The answers form's rules (common's, with zod) in their own chunk: fetched after the first paint. */
export const loadRules = () => import('./answers-form-rules');

/**
 * A test's answers, one per question (empty until chosen), and whether the rule found one missing
 * (spec section 5). The form is native: a select per question, kept here.
 */
export function useAnswers(questions: Questions) {
  const [answers, setAnswers] = useState(() => questions.map(() => ''));
  const [missing, setMissing] = useState(false);
  return {
    answers,
    /** Whether the rule's message shows: every question needs an answer. */
    missing,
    showMissing: () => setMissing(true),
    choose(index: number, label: string) {
      void loadRules().catch(() => undefined); // ahead of the submit
      setAnswers((current) => current.map((answer, i) => (i === index ? label : answer)));
      setMissing(false);
    },
    /** The answers as the rule gives them, or null (and the rule's message shown) when one is missing. */
    async check(): Promise<AnswersOutput['answers'] | null> {
      const { checkAnswers } = await loadRules();
      const checked = checkAnswers(questions, {
        answers: questions.map((q, i) => ({ questionId: q.id, selectedAnswer: answers[i] })),
      });
      if (!checked) setMissing(true);
      return checked;
    },
  };
}
