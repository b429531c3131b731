// The spec's texts and our own words live in @mindcheck/common, shared with the client. Texts only
// the server sends may be added here.
import { messages as shared } from '@mindcheck/common';

export const messages = {
  ...shared,
  /** Google's verified email matches a local account whose own email was never verified (SECURITY.md 27). */
  googleLocalEmailNotVerified:
    'This email is already registered with a password, and that account has not verified its email yet. Sign in with your password (or reset it) to use that account.',
} as const;
