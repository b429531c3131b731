// The words of the account recovery pages. The rules' messages come from @mindcheck/common (the
// server sends the same); these are the pages' own.
import { messages } from '@mindcheck/common';
import { GraphQLRequestError } from '../../lib/graphql-request';

export const accountMessages = {
  resetSent:
    "If an account uses that address, we've sent it a link to choose a new password. The link works for 30 minutes.",
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
  emailConfirmed: 'Your email address is confirmed.',
  noToken: 'This page needs the link from your email. Please open the link again, or ask for a new one.',
  resetLinkInvalid: messages.resetLinkInvalid,
  verificationLinkInvalid: messages.verificationLinkInvalid,
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;

export interface ServerProblem {
  message: string;
  field?: string;
  code?: string;
}

/** The server's words (the rules' messages) and the field at fault; a network failure in our own words. */
export function describeServerProblem(error: unknown): ServerProblem {
  if (error instanceof GraphQLRequestError && error.errors.length > 0) {
    const [first] = error.errors;
    return {
      message: first.message,
      field: typeof first.extensions?.field === 'string' ? first.extensions.field : undefined,
      code: typeof first.extensions?.code === 'string' ? first.extensions.code : undefined,
    };
  }
  return { message: accountMessages.somethingWentWrong };
}
