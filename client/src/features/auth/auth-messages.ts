// The texts of the sign-in and sign-up screens: the spec's (sections 5 and 8, in @mindcheck/common,
// which the server sends too) and a few of the client's own.
import { emailAddress, messages, password } from '@mindcheck/common';

export const authMessages = {
  invalidEmail: messages.invalidEmail,
  passwordTooShort: messages.passwordTooShort,
  invalidCredentials: messages.invalidCredentials,
  emailInUse: messages.emailInUse,
  googlePopupClosed: messages.googlePopupClosed,
  authError: messages.authError,
  required: messages.requiredField,
  ageTooLow: messages.ageTooLow,
  // Our own words.
  popupBlocked: 'The sign-in window was blocked. Please allow pop-ups for this site and try again.',
  signOutFailed: 'Could not sign out. Please try again.',
} as const;

const email = emailAddress();

/** The spec's message when the email does not look like one, else null. */
export function checkEmail(value: string): string | null {
  return email.safeParse(value).error?.issues[0].message ?? null;
}

/** The spec's message when the password is too short (counted in characters, not bytes), else null. */
export function checkPassword(value: string): string | null {
  return password.safeParse(value).error?.issues[0].message ?? null;
}
