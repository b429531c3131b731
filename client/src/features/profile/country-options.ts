import { COUNTRY_CODES } from '@mindcheck/common';

export interface CountryOption {
  code: string;
  name: string;
}

/** The browser's languages, the member's first (English last, as the fallback). */
export function memberLanguages(): string[] {
  const languages = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return [...languages.filter(Boolean), 'en'];
}

/**
 * The profile's country choices (issue #39, item 11): ISO 3166-1 as maintained (@mindcheck/common's
 * list), each named in the member's language and sorted as that language sorts.
 */
export function countryOptions(languages: readonly string[] = memberLanguages()): CountryOption[] {
  const locales = Intl.DisplayNames.supportedLocalesOf([...languages]);
  const names = new Intl.DisplayNames(locales.length ? locales : ['en'], { type: 'region' });
  const collator = new Intl.Collator(locales.length ? locales : ['en']);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
