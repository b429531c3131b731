// Slot arithmetic (#23): an expert's weekly hours are wall-clock times in their IANA zone, so a
// slot's instant is worked out per local day with Luxon (which knows every zone's daylight-saving
// rules). Within a stretch slots follow each other in absolute time, so a stretch that spans a
// clock change still holds slots of the stated length.
import { DateTime, IANAZone } from 'luxon';

export interface WeeklyHoursValue {
  /** 1 = Monday ... 7 = Sunday (ISO, as Luxon counts). */
  weekday: number;
  /** HH:mm, local to the availability's zone. */
  startTime: string;
  endTime: string;
}

export interface Interval {
  start: Date;
  end: Date;
}

export interface AvailabilityValue {
  timeZone: string;
  slotMinutes: number;
  weekly: WeeklyHoursValue[];
  timeOff: Interval[];
}

export interface SlotRules {
  now: Date;
  /** A slot must begin at least this long after now. */
  minNoticeHours: number;
  /** ... and at most this many days after now. */
  horizonDays: number;
  /** Paid and live-held bookings: a slot that overlaps one is not free. */
  taken: Interval[];
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an HH:mm time, or null when it is not one ("24:00" ends a day). */
export function minutesOf(time: string): number | null {
  if (typeof time !== 'string' || time.length > 5) return null;
  if (time === '24:00') return 24 * 60;
  const match = HH_MM.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function isValidTimeZone(zone: unknown): zone is string {
  return typeof zone === 'string' && zone.length <= 64 && IANAZone.isValidZone(zone);
}

/** Whether two half-open intervals share a moment. */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/**
 * Every slot of the weekly hours that begins in [from, to), before time off, notice and bookings
 * are considered, soonest first.
 */
export function weeklySlots(availability: AvailabilityValue, from: Date, to: Date): Interval[] {
  const zone = availability.timeZone;
  const slotMs = availability.slotMinutes * 60_000;
  const slots: Interval[] = [];
  // One local day before `from`: a stretch that began the evening before cannot reach into the
  // range (stretches end by midnight), but a zone's day may start before `from` in UTC.
  let day = DateTime.fromJSDate(from, { zone }).startOf('day').minus({ days: 1 });
  const last = DateTime.fromJSDate(to, { zone }).endOf('day');
  while (day <= last) {
    for (const hours of availability.weekly) {
      if (hours.weekday !== day.weekday) continue;
      const startMin = minutesOf(hours.startTime);
      const endMin = minutesOf(hours.endTime);
      if (startMin === null || endMin === null || endMin <= startMin) continue;
      // Wall-clock times of that day; a time inside a spring-forward gap moves past the gap.
      const stretchStart = day.set({ hour: Math.floor(startMin / 60), minute: startMin % 60 }).toMillis();
      const stretchEnd =
        endMin === 24 * 60
          ? day.plus({ days: 1 }).startOf('day').toMillis()
          : day.set({ hour: Math.floor(endMin / 60), minute: endMin % 60 }).toMillis();
      for (let s = stretchStart; s + slotMs <= stretchEnd; s += slotMs) {
        if (s >= from.getTime() && s < to.getTime()) slots.push({ start: new Date(s), end: new Date(s + slotMs) });
      }
    }
    day = day.plus({ days: 1 });
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The free slots beginning in [from, to): inside weekly hours, outside time off, notice and horizon, not taken. */
export function freeSlots(availability: AvailabilityValue, from: Date, to: Date, rules: SlotRules): Interval[] {
  const earliest = rules.now.getTime() + rules.minNoticeHours * 3600_000;
  const latest = rules.now.getTime() + rules.horizonDays * 24 * 3600_000;
  const start = new Date(Math.max(from.getTime(), earliest));
  const end = new Date(Math.min(to.getTime(), latest + 1));
  if (start >= end) return [];
  return weeklySlots(availability, start, end).filter(
    (slot) =>
      !availability.timeOff.some((off) => overlaps(slot, off)) && !rules.taken.some((booked) => overlaps(slot, booked)),
  );
}
