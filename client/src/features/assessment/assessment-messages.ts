// The spec's texts for the assessment screen (section 8), to the letter.
export const assessmentMessages = {
  complete: 'Complete!',
  answerAllQuestions: 'Please answer all questions.',
  alreadyTaken: 'Test already taken.',
  submitFailed: 'Failed to submit assessment. Please try again.',
} as const;

/** Spec section 9: the delay before a repeated test returns to the dashboard. */
export const REDIRECT_AFTER_REPEAT_MS = 2500;
