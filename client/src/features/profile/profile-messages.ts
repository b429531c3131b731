import { CombinedGraphQLErrors } from '@apollo/client/errors';

export const profileMessages = {
  noUserInformation: 'No user information available.',
  required: (label: string) => `${label} is required.`,
  ageTooLow: 'Age must be a whole number of at least 1.',
  saved: 'Your profile has been updated.',
  deleted: 'Your account has been deleted.',
  passwordRequired: 'Please enter your password to delete your account.',
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
