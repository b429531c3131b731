import { z } from 'zod';
import { messages } from '@mindcheck/common';
import type { AvailabilityInput, MyAvailabilityQuery } from '../../gql/graphql';
import { dayKey, nextDay, startOfDayInZone } from '../../lib/appointment-time';

export const DEFAULT_TIME_ZONE = 'Africa/Lagos';
export const DEFAULT_SLOT_MINUTES = 50;
export const SLOT_LENGTHS = [15, 20, 25, 30, 40, 45, 50, 60, 75, 90, 120];
/** 1 = Monday ... 7 = Sunday, as the API numbers them. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const availabilityMessages = {
  saved: 'Your availability is saved. Members see your new times at once.',
  startTimeRequired: 'Please enter a start time.',
  endTimeRequired: 'Please enter an end time.',
  endAfterStart: 'The end time must be after the start time.',
  overlap: (weekday: string) => `These hours overlap other hours on ${weekday}.`,
  slotMinutes: 'Please choose a slot length.',
  slotLongerThanHours: (minutes: number) => `These hours are shorter than one ${minutes}-minute slot.`,
  firstDayRequired: 'Please enter the first day off.',
  lastDayRequired: 'Please enter the last day off.',
  lastDayBeforeFirst: 'The last day off must be on or after the first day off.',
  noHours: 'You have no working hours yet, so members cannot book you. Add hours to at least one day.',
  saveFailed: 'Your availability could not be saved. Please try again.',
} as const;

// Native time inputs give HH:mm (HH:mm:ss with seconds); dates yyyy-MM-dd. Checked after a length cap.
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The zones a browser knows (IANA ids), with the default and the current choice always among them. */
export function timeZoneOptions(current?: string): string[] {
  const known: string[] =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return [...new Set([...known, DEFAULT_TIME_ZONE, ...(current ? [current] : [])])].sort();
}

const stretch = z.object({
  weekday: z.number().int().min(1).max(7),
  startTime: z
    .string()
    .max(8)
    .refine((value) => value !== '', { error: availabilityMessages.startTimeRequired, abort: true })
    .refine((value) => TIME.test(value.slice(0, 5)), { error: availabilityMessages.startTimeRequired }),
  endTime: z
    .string()
    .max(8)
    .refine((value) => value !== '', { error: availabilityMessages.endTimeRequired, abort: true })
    .refine((value) => TIME.test(value.slice(0, 5)), { error: availabilityMessages.endTimeRequired }),
});

const dayOff = z.object({
  firstDay: z
    .string()
    .max(10)
    .refine((value) => DATE.test(value), { error: availabilityMessages.firstDayRequired }),
  lastDay: z
    .string()
    .max(10)
    .refine((value) => DATE.test(value), { error: availabilityMessages.lastDayRequired }),
});

export const availabilitySchema = z
  .object({
    timeZone: z
      .string()
      .max(64)
      .refine((zone) => timeZoneOptions().includes(zone), { error: messages.invalidTimeZone }),
    slotMinutes: z.string().refine((value) => Number.isInteger(Number(value)) && Number(value) > 0, {
      error: availabilityMessages.slotMinutes,
    }),
    weekly: z.array(stretch).max(7 * 12),
    timeOff: z.array(dayOff).max(100),
  })
  .superRefine((values, context) => {
    const slot = Number(values.slotMinutes);
    values.weekly.forEach((hours, index) => {
      if (!TIME.test(hours.startTime.slice(0, 5)) || !TIME.test(hours.endTime.slice(0, 5))) return;
      const start = minutesOf(hours.startTime);
      const end = minutesOf(hours.endTime);
      if (end <= start) {
        context.addIssue({
          code: 'custom',
          path: ['weekly', index, 'endTime'],
          message: availabilityMessages.endAfterStart,
        });
        return;
      }
      if (slot > 0 && end - start < slot) {
        context.addIssue({
          code: 'custom',
          path: ['weekly', index, 'endTime'],
          message: availabilityMessages.slotLongerThanHours(slot),
        });
        return;
      }
      // Said once, on the later of two overlapping stretches.
      const overlaps = values.weekly.some(
        (other, j) =>
          j < index &&
          other.weekday === hours.weekday &&
          TIME.test(other.startTime.slice(0, 5)) &&
          TIME.test(other.endTime.slice(0, 5)) &&
          minutesOf(other.startTime) < end &&
          start < minutesOf(other.endTime),
      );
      if (overlaps) {
        context.addIssue({
          code: 'custom',
          path: ['weekly', index, 'startTime'],
          message: availabilityMessages.overlap(WEEKDAYS[hours.weekday - 1]!),
        });
      }
    });
    values.timeOff.forEach((range, index) => {
      if (DATE.test(range.firstDay) && DATE.test(range.lastDay) && range.lastDay < range.firstDay) {
        context.addIssue({
          code: 'custom',
          path: ['timeOff', index, 'lastDay'],
          message: availabilityMessages.lastDayBeforeFirst,
        });
      }
    });
  });

export type AvailabilityValues = z.input<typeof availabilitySchema>;
type Availability = NonNullable<MyAvailabilityQuery['myAvailability']>;

/** The form's starting values: the expert's saved availability, or the defaults (no hours yet). */
export function formValues(saved: Availability | null | undefined): AvailabilityValues {
  const timeZone = saved?.timeZone ?? DEFAULT_TIME_ZONE;
  return {
    timeZone,
    slotMinutes: String(saved?.slotMinutes ?? DEFAULT_SLOT_MINUTES),
    weekly: (saved?.weekly ?? []).map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })),
    // Time off is kept as whole days in the expert's zone: [first day 00:00, the day after the last 00:00).
    timeOff: (saved?.timeOff ?? []).map(({ start, end }) => ({
      firstDay: dayKey(start, timeZone),
      lastDay: dayKey(new Date(new Date(end).getTime() - 1), timeZone),
    })),
  };
}

/** What setAvailability takes: hours sorted by day and time, days off as instants in the chosen zone. */
export function toInput(values: AvailabilityValues): AvailabilityInput {
  const zone = values.timeZone;
  return {
    timeZone: zone,
    slotMinutes: Number(values.slotMinutes),
    weekly: [...values.weekly]
      .map(({ weekday, startTime, endTime }) => ({
        weekday,
        startTime: startTime.slice(0, 5),
        endTime: endTime.slice(0, 5),
      }))
      .sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime)),
    timeOff: values.timeOff.map(({ firstDay, lastDay }) => ({
      start: startOfDayInZone(firstDay, zone).toISOString(),
      end: startOfDayInZone(nextDay(lastDay), zone).toISOString(),
    })),
  };
}
