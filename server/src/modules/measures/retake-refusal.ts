// "You took the PHQ-9 less than 2 weeks ago…" (#34) in the member's language (#36). The sentence
// carries a date, so the response's error translation (graphql/localized-errors.ts), which knows
// fixed texts and values it can read back, cannot say it again: the service, which knows the
// member's language and country (the consent gate reads them), writes it from the `rules` catalogue.
// English stays the code's text to the letter (UTC). Another language names the day and month in its
// own words (CLDR), at the member's time when their country has one zone, else in UTC and says so;
// a language whose sentence awaits review says it all in English.
import { DateTime } from 'luxon';
import { DEFAULT_LOCALE, isLocale } from '@mindcheck/common';
import { messages } from '../../messages.js';
import { serverI18n } from '../../i18n/index.js';
import { zoneOfCountry } from '../locale/member-zone.js';

const KEY = 'rules:measureTooSoon';

/** The member: their language (User.locale) and country (User.country), as the consent gate reads them. */
export interface Reader {
  locale?: string | null;
  country: string | null;
}

/** The refusal of a measure taken again before `availableAt`, for `reader`. */
export function measureTooSoonText(title: string, availableAt: Date, reader: Reader): string {
  const locale = isLocale(reader.locale) ? reader.locale : DEFAULT_LOCALE;
  const i18n = serverI18n();
  if (locale === DEFAULT_LOCALE || i18n.awaitingReview(locale, KEY))
    return messages.measureTooSoon(title, englishWhen(availableAt));
  const own = zoneOfCountry(reader.country);
  const when = DateTime.fromJSDate(availableAt, { zone: own ?? 'UTC' })
    .setLocale(locale)
    .toFormat('d LLLL yyyy, HH:mm');
  return i18n.t(locale)(KEY, { title, day: own ? when : `${when} UTC` });
}

/** '18 May 2026, 09:00 UTC'. */
function englishWhen(date: Date): string {
  const day = date.toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
  return `${day}, ${date.toISOString().slice(11, 16)} UTC`;
}
