import { isLocale, pickLocale, type Locale } from '@mindcheck/common';

// A visitor's language: the one they chose on this device, else the browser's first that we speak.
// A signed-in member's is their account's (User.locale); it is kept here too, so that the next
// visit starts loading the right catalogue before the server has said who is signed in.

const STORAGE_KEY = 'mindcheck.locale';

export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked: the browser's languages decide
  }
}

export function storeLocale(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** The language to start in, before the server has answered: this device's choice, else the browser's. */
export function visitorLocale(): Locale {
  return storedLocale() ?? pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}
