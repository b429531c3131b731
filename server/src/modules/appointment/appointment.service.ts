// The expert's side of appointments (#23, #33): their paid-for appointments, and what they do with
// one: decline it (the member refunded in full and told why), record how it went, send the
// meeting link. Only the expert an EXPERT account speaks for, only their own bookings.
import { declineReason, meetingLink } from '@mindcheck/common';
import { trusted } from 'mongoose';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import { parseInput } from '../../validation.js';
import type { Logger } from '../../logger.js';
import type { Limiter } from '../../rate-limit/index.js';
import type { AuthService, MemberDetails } from '../auth/auth.service.js';
import type { BookingDocument, BookingStatusValue } from '../booking/booking.model.js';
import type { BookingRecords } from '../booking/booking.records.js';
import type { RefundService } from '../booking/refund.service.js';
import type { AppointmentNotices } from './appointment.notices.js';

export interface AppointmentServiceDeps {
  records: BookingRecords;
  /** Which expert an account speaks for, and the members who booked. */
  auth: Pick<AuthService, 'expertIdOf' | 'memberDetails'>;
  refunds: RefundService;
  notices: AppointmentNotices;
  /** Counts setMeetingLink calls per expert account (MEETING_LINK_CHANGES_PER_HOUR): each change mails the member. */
  meetingLinkLimiter: Limiter;
  logger: Logger;
}

/** setMeetingLink calls one expert account may make per hour (#33). */
export const MEETING_LINK_CHANGES_PER_HOUR = 20;
/** How far apart expertAppointments' from and to may be. */
export const MAX_APPOINTMENT_RANGE_DAYS = 92;
/** Statuses an expert's list shows: appointments that were paid for. */
const APPOINTMENT_STATUSES: BookingStatusValue[] = ['PAID', 'COMPLETED', 'NO_SHOW', 'DECLINED', 'CANCELLED'];

export class AppointmentService {
  constructor(private readonly deps: AppointmentServiceDeps) {}

  /** The expert's paid-for appointments beginning in [from, to), soonest first. */
  async expertAppointments(userId: string, from: Date, to: Date): Promise<BookingDocument[]> {
    const expertId = await this.expertOf(userId);
    const valid = from instanceof Date && to instanceof Date && !isNaN(from.getTime()) && !isNaN(to.getTime());
    if (!valid || from >= to || to.getTime() - from.getTime() > MAX_APPOINTMENT_RANGE_DAYS * 24 * 3600_000) {
      throw AppError.badInput(messages.appointmentRangeInvalid(MAX_APPOINTMENT_RANGE_DAYS), 'to');
    }
    return this.deps.records.model
      .find({
        expertId,
        start: trusted({ $gte: from, $lt: to }),
        status: trusted({ $in: APPOINTMENT_STATUSES }),
        paidAt: trusted({ $exists: true }),
      })
      .sort({ start: 1, _id: 1 })
      .limit(1000);
  }

  /** The expert declines or cancels a paid appointment: DECLINED, refunded in full, the member told why. */
  async declineBooking(userId: string, reference: string, reason: string): Promise<BookingDocument> {
    // Required, at most 500 characters, on one line (mailed to the member on a line of its own, #33).
    const text = parseInput(declineReason, reason, 'reason');
    const { records } = this.deps;
    const booking = await this.expertBooking(userId, reference);
    if (booking.status !== 'PAID') throw AppError.badInput(messages.appointmentNotPaid);
    const declined = await records.transition(booking, ['PAID'], 'DECLINED', {
      declineReason: text,
      cancelledAt: records.now(),
    });
    if (!declined) throw AppError.conflict(messages.appointmentChanged);
    this.deps.logger.info({ bookingId: booking.id }, 'appointment declined by the expert');
    await this.deps.refunds.requestFullRefund(declined.id as string, 'expert-declined');
    await records.notify(() => this.deps.notices.declined(declined));
    return (await records.reload(declined)) ?? declined;
  }

  /** How a past appointment went: only once it has begun. */
  async completeAppointment(
    userId: string,
    reference: string,
    outcome: 'COMPLETED' | 'NO_SHOW',
  ): Promise<BookingDocument> {
    const { records } = this.deps;
    const booking = await this.expertBooking(userId, reference);
    if (outcome !== 'COMPLETED' && outcome !== 'NO_SHOW') throw AppError.badInput(messages.appointmentNotPaid);
    if (booking.status === outcome) return booking;
    if (booking.status !== 'PAID' || !booking.start) throw AppError.badInput(messages.appointmentNotPaid);
    if (records.now().getTime() < booking.start.getTime()) {
      throw AppError.badInput(messages.appointmentNotStarted);
    }
    const done = await records.transition(booking, ['PAID'], outcome);
    if (!done) throw AppError.conflict(messages.appointmentChanged);
    await records.notify(() => this.deps.notices.ended(done));
    return done;
  }

  /** The https link of the meeting room; the member is mailed it. */
  async setMeetingLink(userId: string, reference: string, url: string): Promise<BookingDocument> {
    // https, no user or password, a host with a dot, one line, at most 500 characters.
    const link = parseInput(meetingLink, url, 'url');
    await this.deps.meetingLinkLimiter.consume(userId);
    const booking = await this.expertBooking(userId, reference);
    if (booking.status !== 'PAID') throw AppError.badInput(messages.appointmentNotPaid);
    if (booking.meetingUrl === link) return booking;
    const updated = await this.deps.records.update(booking, 'PAID', { meetingUrl: link });
    if (!updated) throw AppError.conflict(messages.appointmentChanged);
    await this.deps.records.notify(() => this.deps.notices.meetingLinkSet(updated));
    return updated;
  }

  /** Who booked these (for the expert's view only). */
  async membersOf(bookings: BookingDocument[]): Promise<Map<string, MemberDetails>> {
    return this.deps.auth.memberDetails([...new Set(bookings.map((b) => b.userId))]);
  }

  /** The expert an EXPERT account speaks for; FORBIDDEN for any other account. */
  async expertOf(userId: string): Promise<string> {
    const expertId = await this.deps.auth.expertIdOf(userId);
    if (!expertId) throw AppError.forbidden(messages.notAllowed);
    return expertId;
  }

  /** A booking of the signed-in expert's own: unknown is NOT_FOUND, another expert's FORBIDDEN. */
  private async expertBooking(userId: string, reference: string): Promise<BookingDocument> {
    const expertId = await this.expertOf(userId);
    const booking = await this.deps.records.byReference(reference);
    if (!booking) throw AppError.notFound(messages.bookingNotFound);
    if (booking.expertId !== expertId) throw AppError.forbidden(messages.appointmentNotYours);
    return booking;
  }
}
