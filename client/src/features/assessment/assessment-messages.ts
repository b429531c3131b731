import { messages } from '@mindcheck/common';

// The spec's texts for the assessment screen (section 8), to the letter.
export const assessmentMessages = {
  answerAllQuestions: messages.answerAllQuestions,
  alreadyTaken: messages.testAlreadyTaken,
  submitFailed: messages.assessmentSaveFailed,
} as const;

/** Spec section 9: the delay before a repeated test returns to the dashboard. */
export const REDIRECT_AFTER_REPEAT_MS = 2500;
