// The words of the account recovery pages. The rules' messages come from @mindcheck/common (the
// server sends the same); these are the pages' own.
import { messages } from '@mindcheck/common';
import { GraphQLRequestError } from '../../lib/graphql-request';
import { firstProblem, type ServerProblem } from '../../lib/server-problem';

export const accountMessages = {
  resetSent:
    "If an account uses that address, we've sent it a link to choose a new password. The link works for 30 minutes.",
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
  emailConfirmed: 'Your email address is confirmed.',
  emailChangeCancelled:
    'The change of email address is cancelled, and every device has been signed out of your account. Sign in again, then change your password if you have one.',
  noToken: 'This page needs the link from your email. Please open the link again, or ask for a new one.',
  resetLinkInvalid: messages.resetLinkInvalid,
  verificationLinkInvalid: messages.verificationLinkInvalid,
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;

export type { ServerProblem };

/** The server's words (the rules' messages) and the field at fault; a network failure in our own words. */
export function describeServerProblem(error: unknown): ServerProblem {
  const problem = error instanceof GraphQLRequestError ? firstProblem(error.errors) : null;
  return problem ?? { message: accountMessages.somethingWentWrong };
}
