import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messages } from '@mindcheck/common';

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
export function describeProfileError(error: unknown): { message: string; field?: string; code?: string } {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const [first] = error.errors;
    return {
      message: first.message,
      field: typeof first.extensions?.field === 'string' ? first.extensions.field : undefined,
      code: typeof first.extensions?.code === 'string' ? first.extensions.code : undefined,
    };
  }
  return { message: profileMessages.somethingWentWrong };
}
