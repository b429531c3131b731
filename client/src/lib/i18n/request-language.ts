import { isLocale } from '@mindcheck/common';

/**
 * The header that asks the server for its words (error messages) in the language the page is shown
 * in (#36): `<html lang>`, which follows the member's or visitor's choice. Without it the server
 * reads the browser's own Accept-Language, which names no Nigerian language on most phones, so a
 * visitor who chose Pidgin in the language menu was refused in English. A signed-in member's
 * language is their account's on the server in any case.
 */
export function languageHeader(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocale(lang) ? { 'accept-language': lang } : {};
}
