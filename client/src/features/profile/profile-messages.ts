import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messages } from '@mindcheck/common';
import { firstProblem, type ServerProblem } from '../../lib/server-problem';

export const profileMessages = {
  noUserInformation: messages.noUserInformation,
  saved: 'Your profile has been updated.',
  deleted: 'Your account has been deleted.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  passwordRequiredToChangeEmail: 'Please enter your password to change your email address.',
  sessionEnded: 'That device has been signed out.',
  otherSessionsEnded: (count: number) =>
    count === 1 ? '1 other device has been signed out.' : `${count} other devices have been signed out.`,
} as const;

/** The server's words for a failed change (the spec's texts), with the field at fault when named. */
export function describeProfileError(error: unknown): ServerProblem {
  const problem = CombinedGraphQLErrors.is(error) ? firstProblem(error.errors) : null;
  return problem ?? { message: profileMessages.somethingWentWrong };
}
