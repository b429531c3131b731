// The countries a member may choose (issue #39, item 11): ISO 3166-1 alpha-2 as maintained by
// i18n-iso-countries (its code list only; names come from Intl.DisplayNames in the member's
// language). The crisis lines shown hang on this choice, so client and server take the same list.
import isoCountries from 'i18n-iso-countries';

/** Every ISO 3166-1 alpha-2 code, sorted. */
export const COUNTRY_CODES: readonly string[] = Object.keys(isoCountries.getAlpha2Codes()).sort();
const KNOWN = new Set(COUNTRY_CODES);

/** True for an ISO 3166-1 alpha-2 code, upper case. */
export function isCountryCode(code: string): boolean {
  return KNOWN.has(code);
}

/**
 * A code as stored before this list (any two letters a browser could name: UK, SU, YU, DD ...) as
 * the ISO 3166-1 country it now is, by CLDR's region aliases (through Intl: UK -> GB, YU -> RS), or
 * null when it names no country (AC, EU, a typo).
 */
export function currentCountryCode(stored: string): string | null {
  const code = stored.slice(0, 3).toUpperCase();
  if (isCountryCode(code)) return code;
  if (code.length !== 2) return null;
  try {
    const region = new Intl.Locale(Intl.getCanonicalLocales(`und-${code}`)[0]).region;
    return region && isCountryCode(region) ? region : null;
  } catch {
    return null;
  }
}
