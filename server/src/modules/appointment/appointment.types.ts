// The contract's appointment types (#23): free slots, an expert's availability and its inputs,
// how a past appointment went (what an expert sees of the member who booked is booking.types' BookingMember).
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { AvailabilityValue, Interval } from './slots.js';

export enum AppointmentOutcome {
  COMPLETED = 'COMPLETED',
  NO_SHOW = 'NO_SHOW',
}
registerEnumType(AppointmentOutcome, { name: 'AppointmentOutcome', description: 'next (appointments)' });

@ObjectType({ simpleResolvers: true, description: 'next (appointments): a free time an expert can be booked for.' })
export class TimeSlot {
  @Field(() => Date)
  start: Date;

  @Field(() => Date)
  end: Date;
}

@ObjectType({
  simpleResolvers: true,
  description: "next (appointments): one weekly stretch of working hours, in the availability's time zone.",
})
export class WeeklyHours {
  @Field(() => Int, { description: '1 = Monday ... 7 = Sunday' })
  weekday: number;

  @Field(() => String, { description: 'HH:mm' })
  startTime: string;

  @Field(() => String, { description: 'HH:mm' })
  endTime: string;
}

@ObjectType({ simpleResolvers: true, description: 'next (appointments)' })
export class TimeOff {
  @Field(() => Date)
  start: Date;

  @Field(() => Date)
  end: Date;
}

@ObjectType({ simpleResolvers: true, description: 'next (appointments): when an expert can be booked.' })
export class Availability {
  @Field(() => String)
  timeZone: string;

  @Field(() => Int)
  slotMinutes: number;

  @Field(() => [WeeklyHours])
  weekly: WeeklyHours[];

  @Field(() => [TimeOff])
  timeOff: TimeOff[];
}

@InputType({ description: 'next (appointments)' })
export class WeeklyHoursInput {
  @Field(() => Int)
  weekday: number;

  @Field(() => String)
  startTime: string;

  @Field(() => String)
  endTime: string;
}

@InputType({ description: 'next (appointments)' })
export class TimeOffInput {
  @Field(() => Date)
  start: Date;

  @Field(() => Date)
  end: Date;
}

@InputType({ description: 'next (appointments)' })
export class AvailabilityInput {
  @Field(() => String)
  timeZone: string;

  @Field(() => Int)
  slotMinutes: number;

  @Field(() => [WeeklyHoursInput])
  weekly: WeeklyHoursInput[];

  @Field(() => [TimeOffInput])
  timeOff: TimeOffInput[];
}

export function toTimeSlot(slot: Interval): TimeSlot {
  return Object.assign(new TimeSlot(), { start: slot.start, end: slot.end });
}

export function toAvailability(value: AvailabilityValue): Availability {
  return Object.assign(new Availability(), {
    timeZone: value.timeZone,
    slotMinutes: value.slotMinutes,
    weekly: value.weekly.map((w) =>
      Object.assign(new WeeklyHours(), { weekday: w.weekday, startTime: w.startTime, endTime: w.endTime }),
    ),
    timeOff: value.timeOff.map((t) => Object.assign(new TimeOff(), { start: t.start, end: t.end })),
  });
}
