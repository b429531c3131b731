import { z } from 'zod';
import { expertConsole } from 'app-en:expertConsole';
import type { AvailabilityInput, MyAvailabilityQuery } from '../../gql/graphql';
import type { Translate } from '../../lib/i18n/catalogue';
import { englishT } from '../../lib/i18n/english';
import { dayKey, nextDay, startOfDayInZone } from '../../lib/appointment-time';

export const DEFAULT_TIME_ZONE = 'Africa/Lagos';
export const DEFAULT_SLOT_MINUTES = 50;
export const SLOT_LENGTHS = [15, 20, 25, 30, 40, 45, 50, 60, 75, 90, 120];
/** The weekdays' names (catalogue keys), 1 = Monday ... 7 = Sunday, as the API numbers them. */
export const WEEKDAYS = [
  'expertConsole.availability.weekdays.monday',
  'expertConsole.availability.weekdays.tuesday',
  'expertConsole.availability.weekdays.wednesday',
  'expertConsole.availability.weekdays.thursday',
  'expertConsole.availability.weekdays.friday',
  'expertConsole.availability.weekdays.saturday',
  'expertConsole.availability.weekdays.sunday',
] as const;

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

/**
 * The form's rules, with their messages in the page's language (`t`); `wordsFor` gives the words
 * that go into a message (a weekday's name) in the language that message is shown in.
 */
export function availabilitySchemaIn(t: Translate, wordsFor: (key: string) => Translate = () => t) {
  const says = (key: string) => ({ error: t(key) });
  const stretch = z.object({
    weekday: z.number().int().min(1).max(7),
    startTime: z
      .string()
      .max(8)
      .refine((value) => value !== '', { ...says('expertConsole.availability.startTimeRequired'), abort: true })
      .refine((value) => TIME.test(value.slice(0, 5)), says('expertConsole.availability.startTimeRequired')),
    endTime: z
      .string()
      .max(8)
      .refine((value) => value !== '', { ...says('expertConsole.availability.endTimeRequired'), abort: true })
      .refine((value) => TIME.test(value.slice(0, 5)), says('expertConsole.availability.endTimeRequired')),
  });

  const dayOff = z.object({
    firstDay: z
      .string()
      .max(10)
      .refine((value) => DATE.test(value), says('expertConsole.availability.firstDayRequired')),
    lastDay: z
      .string()
      .max(10)
      .refine((value) => DATE.test(value), says('expertConsole.availability.lastDayRequired')),
  });

  return z
    .object({
      timeZone: z
        .string()
        .max(64)
        .refine((zone) => timeZoneOptions().includes(zone), says('expertConsole.availability.invalidTimeZone')),
      slotMinutes: z.string().refine((value) => Number.isInteger(Number(value)) && Number(value) > 0, {
        error: t('expertConsole.availability.slotMinutes'),
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
            message: t('expertConsole.availability.endAfterStart'),
          });
          return;
        }
        if (slot > 0 && end - start < slot) {
          context.addIssue({
            code: 'custom',
            path: ['weekly', index, 'endTime'],
            message: t('expertConsole.availability.slotLongerThanHours', { minutes: slot }),
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
            message: t('expertConsole.availability.overlap', {
              day: wordsFor('expertConsole.availability.overlap')(WEEKDAYS[hours.weekday - 1]!),
            }),
          });
        }
      });
      values.timeOff.forEach((range, index) => {
        if (DATE.test(range.firstDay) && DATE.test(range.lastDay) && range.lastDay < range.firstDay) {
          context.addIssue({
            code: 'custom',
            path: ['timeOff', index, 'lastDay'],
            message: t('expertConsole.availability.lastDayBeforeFirst'),
          });
        }
      });
    });
}

/** The rules in English (the spec's words). */
export const availabilitySchema = availabilitySchemaIn(englishT({ expertConsole }));

export type AvailabilityValues = z.input<ReturnType<typeof availabilitySchemaIn>>;
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
