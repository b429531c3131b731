// The spec's texts and our own words live in @mindcheck/common, shared with the client. Texts only
// the server sends may be added here.
import { messages as shared } from '@mindcheck/common';

export const messages = {
  ...shared,
  /** Google's verified email matches a local account whose own email was never verified (SECURITY.md 27). */
  googleLocalEmailNotVerified:
    'This email is already registered with a password, and that account has not verified its email yet. Sign in with your password (or reset it) to use that account.',
  /** A malformed Idempotency-Key header (#36). */
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 16 to 64 letters, digits, hyphens or underscores.',
  /** The consent page's yes-or-no question left unanswered. */
  consentChoiceRequired: 'Please choose yes or no.',
  /** The operator's help-line directory (#32). */
  helpLineNotFound: 'That help line is not in the directory.',
  helpLineVerifiedInFuture: 'The date you checked it cannot be in the future.',
  helpLineUrlInvalid: 'Please enter a web address starting with https://',
  helpLineCountryTooLong:
    'Please use a two-letter country code such as NG, or leave it empty for an international entry.',
  helpLineCountryInvalid: 'Please use a two-letter country code such as NG.',
  helpLineNameTooLong: 'Please keep the name under 200 characters.',
  helpLineNameMissing: 'Please enter a name.',
  helpLineContactTooLong: 'Please keep the contact under 200 characters.',
  helpLineContactMissing: 'Please enter the number or address to contact.',
  helpLineSourceTooLong: 'Please keep the source under 500 characters.',
  helpLineVerifiedOnInvalid: 'Please enter the date you checked it, YYYY-MM-DD.',
  onlyEmergencyNumber: (country: string) =>
    `This is the only emergency number for ${country}: add another before removing it.`,
} as const;
