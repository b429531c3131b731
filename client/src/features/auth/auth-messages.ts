// The spec's texts for the sign-in and sign-up screens (sections 5 and 8), to the letter, plus the
// few of our own. The server sends the same texts; the client checks what it can before sending.
import { looksLikeEmail } from '../../lib/email';
export const authMessages = {
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  invalidCredentials: 'Please make sure email and password are correct.',
  emailInUse: 'Email already in use. Please use a different email.',
  googlePopupClosed: 'Google Window pop up closed',
  authError: (message: string) => `Error signing in: ${message}`,
  // Our own words.
  required: (label: string) => `${label} is required.`,
  ageTooLow: 'Age must be a whole number of at least 1.',
  popupBlocked: 'The sign-in window was blocked. Please allow pop-ups for this site and try again.',
  signOutFailed: 'Could not sign out. Please try again.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/** The spec's message when the email does not look like one, else null. */
export function checkEmail(email: string): string | null {
  return looksLikeEmail(email.trim()) ? null : authMessages.invalidEmail;
}

/** The spec's message when the password is too short (counted in characters, not bytes), else null. */
export function checkPassword(password: string): string | null {
  return [...password].length >= PASSWORD_MIN_LENGTH ? null : authMessages.passwordTooShort;
}
