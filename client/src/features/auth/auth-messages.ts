// The sign-in and sign-up screens' toasts (spec section 8 in English, auth.errors in the catalogue),
// in the member's language: `authMessages(t)` with the page's translator (useT({ auth })).
import type { Translate } from '../../lib/i18n/catalogue';

export function authMessages(t: Translate) {
  return {
    googlePopupClosed: t('auth.errors.popupClosed'),
    authError: (message: string) => t('auth.errors.signIn', { message }),
    // Our own words.
    popupBlocked: t('auth.errors.popupBlocked'),
    signOutFailed: t('auth.errors.signOutFailed'),
    unknown: t('auth.errors.unknown'),
  };
}
