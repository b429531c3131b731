import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Locale } from '@mindcheck/common';
import { intlSpeaks } from './format-day';

/**
 * Intl for `locale` in `zone`; where the browser has no data for the language (Debian's Chromium
 * has none for pcm, yo, ha, ig and would write English words), `digits` in en-GB's order, as
 * lib/format-day does: never English words inside a sentence in another language.
 */
function zoned(
  locale: Locale,
  zone: string,
  options: Intl.DateTimeFormatOptions,
  digits: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return intlSpeaks(locale)
    ? new Intl.DateTimeFormat(locale, { timeZone: zone, ...options })
    : new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...digits });
}

/** The member's own IANA time zone, as the browser reports it (e.g. Europe/London). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * "Europe/London (Greenwich Mean Time)": the zone's id and, when the browser knows one, its long name
 * (in another language, Intl's name for it in that language; the id alone where the browser has none).
 */
export function timeZoneLabel(zone: string, at: Date = new Date(), locale: Locale = 'en'): string {
  if (locale !== 'en' && !intlSpeaks(locale)) return zone;
  const name = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== zone ? `${zone} (${name})` : zone;
}

const inZone = (iso: string | Date, zone: string) => new TZDate(new Date(iso).getTime(), zone);

/** The calendar day of an instant in a zone, as yyyy-MM-dd (for grouping). */
export function dayKey(iso: string | Date, zone: string): string {
  return format(inZone(iso, zone), 'yyyy-MM-dd');
}

/** "Monday 30 November 2026" in the zone; Intl's full date for another language (digits where it has none). */
export function formatDay(iso: string | Date, zone: string, locale: Locale = 'en'): string {
  if (locale !== 'en')
    return zoned(locale, zone, { dateStyle: 'full' }, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(iso),
    );
  return format(inZone(iso, zone), 'EEEE d MMMM yyyy');
}

/** "Mon" in the zone; Intl's short weekday for another language (issue #36). */
export function formatWeekday(iso: string | Date, zone: string, locale: Locale = 'en'): string {
  if (locale !== 'en')
    return new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'short' }).format(new Date(iso));
  return format(inZone(iso, zone), 'EEE');
}

/** "30 Nov" in the zone; Intl's day and short month for another language. */
export function formatDayOfMonth(iso: string | Date, zone: string, locale: Locale = 'en'): string {
  if (locale !== 'en')
    return new Intl.DateTimeFormat(locale, { timeZone: zone, day: 'numeric', month: 'short' }).format(new Date(iso));
  return format(inZone(iso, zone), 'd MMM');
}

/** "9:00 AM" in the zone; Intl's short time for another language (digits where it has none). */
export function formatTime(iso: string | Date, zone: string, locale: Locale = 'en'): string {
  if (locale !== 'en')
    return zoned(locale, zone, { timeStyle: 'short' }, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(iso),
    );
  return format(inZone(iso, zone), 'h:mm a');
}

/** "Monday 30 November 2026, 9:00 AM – 9:50 AM" in the zone. */
export function formatAppointment(
  start: string,
  end: string | null | undefined,
  zone: string,
  locale: Locale = 'en',
): string {
  const from = `${formatDay(start, zone, locale)}, ${formatTime(start, zone, locale)}`;
  return end ? `${from} – ${formatTime(end, zone, locale)}` : from;
}

/** Midnight at the start of a yyyy-MM-dd day in a zone, as an instant. */
export function startOfDayInZone(day: string, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year!, month! - 1, date!, 0, 0, 0, zone).getTime());
}

/** The day after a yyyy-MM-dd day (calendar arithmetic, no zone involved). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + 1)).toISOString().slice(0, 10);
}

/** The day before a yyyy-MM-dd day. */
export function previousDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! - 1)).toISOString().slice(0, 10);
}

const HOUR_MS = 60 * 60 * 1000;

/** Whether an appointment may still be cancelled with a refund or moved: at least `hours` before it begins. */
export function isBeforeCutoff(start: string, hours: number, now: number = Date.now()): boolean {
  return new Date(start).getTime() - now >= hours * HOUR_MS;
}

/**
 * BOOKING_REFUND_CUTOFF_HOURS's default on the server: a paid appointment cancelled at least this long
 * before it begins is refunded in full, and only until then may it be moved. The server decides; the
 * client uses the same figure to say so before the member confirms.
 */
export const CHANGE_CUTOFF_HOURS = 24;
