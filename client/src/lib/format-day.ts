// The spec's en-GB dates (section 9: day, short month, year, e.g. 22 Nov 2026) and the check-ins'
// 24-hour times, in the member's zone, written out rather than with Intl: a page's first
// Intl.DateTimeFormat loads locale data, 30-50 ms on its own (a long task on a phone), and the
// dashboard needs it at its first render. The words are Intl's en-GB ones (format-day.test.ts).
// The other languages (issue #36) are written by Intl for the language, each format made once.
import type { Locale } from '@mindcheck/common';

const speaks = new Map<Locale, boolean>();

/**
 * Whether this browser's Intl has the language's own words. Debian's Chromium has none for pcm,
 * yo, ha or ig: asked for them, it writes English ('November 24, 2026', '2 hours ago').
 */
export function intlSpeaks(locale: Locale): boolean {
  let known = speaks.get(locale);
  if (known === undefined) {
    known = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
    speaks.set(locale, known);
  }
  return known;
}

// Digits only ('24/11/2026, 14:05'), the same in every language, where the browser cannot name
// the months in the member's: never English words inside a sentence in another language.
const NUMERIC: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  day: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  moment: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

const formats = new Map<string, Intl.DateTimeFormat>();
function intl(locale: Locale, name: keyof typeof NUMERIC, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${name}`;
  let format = formats.get(key);
  if (!format) {
    format = intlSpeaks(locale)
      ? new Intl.DateTimeFormat(locale, options)
      : new Intl.DateTimeFormat('en-GB', NUMERIC[name]);
    formats.set(key, format);
  }
  return format;
}

// en-GB's short month names as Intl (CLDR) writes them: 'Sept', not 'Sep'.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '5 Sept 2026': Intl en-GB { day: 'numeric', month: 'short', year: 'numeric' }; Intl's own for another language. */
export function formatDay(date: Date, locale: Locale = 'en'): string {
  if (locale !== 'en') return intl(locale, 'day', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** '09:05': Intl en-GB { hour: '2-digit', minute: '2-digit' }; Intl's own for another language. */
export function formatTime(date: Date, locale: Locale = 'en'): string {
  if (locale !== 'en') return intl(locale, 'time', { hour: '2-digit', minute: '2-digit' }).format(date);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'November 05, 2026 at 3:07 PM': the spec's history timestamp ('MMMM dd, yyyy at h:mm a'), the one
 * format for when something happened on every page (issue #39, item 12). Another language: Intl's
 * long date and short time for it.
 */
export function formatMoment(date: Date, locale: Locale = 'en'): string {
  if (locale !== 'en') return intl(locale, 'moment', { dateStyle: 'long', timeStyle: 'short' }).format(date);
  const hour = date.getHours() % 12 || 12;
  const half = date.getHours() < 12 ? 'AM' : 'PM';
  return `${LONG_MONTHS[date.getMonth()]} ${twoDigits(date.getDate())}, ${date.getFullYear()} at ${hour}:${twoDigits(date.getMinutes())} ${half}`;
}
