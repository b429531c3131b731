import { DEFAULT_LOCALE, isLocale, type Locale } from '@mindcheck/common';

/** A member's language: the stored one when it is still offered, else English (records from before #36). */
export function localeOf(member: { locale?: string | null }): Locale {
  return isLocale(member.locale) ? member.locale : DEFAULT_LOCALE;
}
