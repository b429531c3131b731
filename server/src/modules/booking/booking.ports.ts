// What the bookings need of the appointment module (modules/appointment implements both): free
// slots, and the mails and reminders of an appointment. Ports only, so that the booking module
// imports nothing from the appointment module (which builds on this one).
import type { BookingDocument } from './booking.model.js';

export interface Interval {
  start: Date;
  end: Date;
}

/** The expert's free slots (AvailabilityService). */
export interface SlotSource {
  /** The free slot that begins at `start`, or null. */
  slotAt(expertId: string, start: Date): Promise<Interval | null>;
  /** Whether another live booking (not `except`) overlaps the slot. */
  isTaken(expertId: string, slot: Interval, except?: unknown): Promise<boolean>;
}

/** The mails and reminders of the member's side of an appointment (AppointmentNotices). */
export interface BookingNotices {
  paid(booking: BookingDocument): Promise<void>;
  slotLost(booking: BookingDocument): Promise<void>;
  cancelledByMember(booking: BookingDocument, refunded: boolean): Promise<void>;
  rescheduled(booking: BookingDocument, previousStart: Date): Promise<void>;
}
