// Days as the operators live them: Africa/Lagos, West Africa Time, UTC+1 all year (no daylight
// saving), so a day's bounds are a fixed offset from UTC.
import { DAY_PATTERN } from '@mindcheck/common';

const OFFSET_MS = 3600_000;
const DAY_MS = 24 * 3600_000;
export const LAGOS_TIMEZONE = 'Africa/Lagos';

/** The day (YYYY-MM-DD) an instant falls on in Lagos. */
export function lagosDayOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** [start, end) of a Lagos day; null when `day` is not a real YYYY-MM-DD date. */
export function lagosDayBounds(day: unknown): { start: Date; end: Date } | null {
  if (typeof day !== 'string' || day.length !== 10 || !DAY_PATTERN.test(day)) return null;
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== day) return null;
  const start = new Date(midnightUtc - OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The Lagos day before the one `instant` falls on. */
export function lagosYesterday(instant: Date): string {
  return lagosDayOf(new Date(instant.getTime() - DAY_MS));
}
