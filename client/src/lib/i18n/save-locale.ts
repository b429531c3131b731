import type { Locale } from '@mindcheck/common';

/**
 * Keeps a signed-in member's language choice on their account (updateProfile({ locale })), so that
 * mails, SMS and other devices use it too. A failure leaves the choice on this device only.
 */
export function saveAccountLocale(locale: Locale): void {
  void locale; // User.locale arrives with w3/locale (issue #36); saved from then on.
}
