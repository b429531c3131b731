import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messages } from '@mindcheck/common';

// The spec's chat texts (sections 5 and 8, from @mindcheck/common, as the server sends them); the
// page's own words are in the app catalogue (chat.*).
export const chatMessages = {
  failed: messages.chatFailed,
} as const;

/** The longest prompt the server accepts. */
export { PROMPT_MAX_CHARS } from '@mindcheck/common';

export interface SendProblem {
  /** The toast to show. */
  message: string;
  /** True when the server stored nothing, so the member's text goes back into the input. */
  notStored: boolean;
}

/**
 * What to tell the member when sending failed. (The AI failing is not a failure here: the server
 * answers with the spec's fallback reply.) Our validation and rate-limit texts are shown as the
 * server wrote them; anything else (network down, server error) shows the spec's toast.
 */
export function sendProblem(error: unknown): SendProblem & { needsConsent?: boolean } {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const first = error.errors[0];
    const code = first.extensions?.code;
    if (code === 'BAD_USER_INPUT' || code === 'RATE_LIMITED') return { message: first.message, notStored: true };
    // No consent yet: the message was not stored; the consent screen comes next.
    if (code === 'FORBIDDEN') return { message: first.message, notStored: true, needsConsent: true };
  }
  return { message: chatMessages.failed, notStored: false };
}
