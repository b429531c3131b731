// The texts of the sign-in and sign-up screens: the spec's (sections 5 and 8, in @mindcheck/common,
// which the server sends too) and a few of the client's own.
import { messages } from '@mindcheck/common';

export const authMessages = {
  googlePopupClosed: messages.googlePopupClosed,
  authError: messages.authError,
  // Our own words.
  popupBlocked: 'The sign-in window was blocked. Please allow pop-ups for this site and try again.',
  signOutFailed: 'Could not sign out. Please try again.',
} as const;
