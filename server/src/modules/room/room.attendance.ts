// Attendance outcomes (#35): after a paid appointment's room has closed, what the call's joins say
// decides it. Both joined: COMPLETED. The expert never joined: CANCELLED, refunded in full through
// the one refund entry point, and the member told. Only the member missing: NO_SHOW (no refund, as
// the cancellation rules say). A recurring job looks for such appointments; each is settled by one
// conditional update (status PAID), so two instances or a rerun settle it once. The expert may
// correct COMPLETED <-> NO_SHOW within 24 hours, and every correction is audited.
import { trusted } from 'mongoose';
import type { Locale } from '@mindcheck/common';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import type { Jobs } from '../../jobs/index.js';
import type { Logger } from '../../logger.js';
import type { MailService } from '../../mail/index.js';
import { messages } from '../../messages.js';
import type { AuditModel } from '../admin/audit.model.js';
import { describeTime } from '../appointment/appointment.notices.js';
import type { BookingDocument, BookingModel, BookingStatusValue } from '../booking/booking.model.js';
import type { RoomAccess } from './room.access.js';
import { CORRECTION_WINDOW_MS, ROOM_GRACE_MS, roomMessages } from './room.rules.js';

export const ATTENDANCE_JOB = 'room.attendance';
/** Appointments settled per run (the next run takes the rest). */
const BATCH = 200;

export type Outcome = 'COMPLETED' | 'NO_SHOW';

export interface AttendanceDeps {
  bookings: BookingModel;
  access: RoomAccess;
  audit: AuditModel;
  jobs: Jobs;
  mail: MailService;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** THE refund entry point (RefundService.requestFullRefund). */
  requestFullRefund(bookingId: string, reason: string): Promise<unknown>;
  /** The member's address and first name, when the account is active. */
  member(userId: string): Promise<{ email: string; firstName?: string; locale?: Locale } | null>;
  /** The existing expert action for a PAID appointment (BookingService.completeAppointment). */
  completeAppointment(userId: string, reference: string, outcome: Outcome): Promise<BookingDocument>;
  /** The account's email, for the audit entry. */
  emailOf(userId: string): Promise<string>;
}

export class AttendanceService {
  constructor(private readonly deps: AttendanceDeps) {
    deps.jobs.define(ATTENDANCE_JOB, async () => {
      await this.settleDue();
    });
  }

  /** Every 5 minutes, on one instance at a time. */
  async schedule(): Promise<void> {
    await this.deps.jobs.every(ATTENDANCE_JOB, '5 minutes', {});
  }

  /** Settles every paid appointment whose room has closed; returns how many it settled. */
  async settleDue(): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - ROOM_GRACE_MS);
    const due = await this.deps.bookings
      .find({ status: 'PAID', end: trusted({ $lte: cutoff }), paidAt: trusted({ $exists: true }) })
      .sort({ end: 1 })
      .limit(BATCH);
    let settled = 0;
    for (const booking of due) if (await this.settle(booking)) settled++;
    return settled;
  }

  private async settle(booking: BookingDocument): Promise<boolean> {
    const now = this.deps.clock.now();
    const { memberJoinedAt, expertJoinedAt } = booking.attendance ?? {};
    const to: BookingStatusValue = !expertJoinedAt ? 'CANCELLED' : memberJoinedAt ? 'COMPLETED' : 'NO_SHOW';
    const set: Record<string, unknown> = { status: to, 'attendance.settledAt': now, updatedAt: now };
    if (to === 'CANCELLED') set.cancelledAt = now;
    const done = await this.deps.bookings.findOneAndUpdate(
      { _id: booking._id, status: 'PAID' },
      { $set: set, ...(to === 'CANCELLED' ? { $unset: { slotKey: '' } } : {}) },
      { returnDocument: 'after' },
    );
    if (!done) return false;
    this.deps.logger.info({ bookingId: done.id, outcome: to }, 'appointment settled from attendance');
    if (to === 'CANCELLED') {
      await this.deps.requestFullRefund(done.id as string, 'expert-absent');
      await this.tellMemberExpertAbsent(done);
    }
    return true;
  }

  private async tellMemberExpertAbsent(booking: BookingDocument): Promise<void> {
    try {
      const member = await this.deps.member(booking.userId);
      if (!member) return;
      await this.deps.mail.queue({
        template: 'appointmentExpertAbsent',
        data: {
          firstName: member.firstName,
          when: describeTime(booking.start!, booking.end!, 'UTC', member.locale),
          manageLink: new URL('/bookings', this.deps.publicUrl).href,
        },
        to: member.email,
        userId: booking.userId,
        locale: member.locale,
      });
    } catch (error) {
      this.deps.logger.error({ err: { message: error instanceof Error ? error.message : 'unknown' } }, 'notice failed');
    }
  }

  /**
   * The expert's completeAppointment: a PAID appointment goes through the booking service as
   * before; one settled automatically may be switched between COMPLETED and NO_SHOW within 24 h.
   */
  async complete(userId: string, reference: string, outcome: Outcome): Promise<BookingDocument> {
    // Anything but an automatic outcome of the expert's own is the booking service's rule (and its errors), as before.
    const found = await this.deps.access.find(userId, reference).catch(() => null);
    const booking = found?.booking;
    const settledAt = booking?.attendance?.settledAt;
    if (!booking || found.side !== 'EXPERT' || booking.status === 'PAID' || !settledAt || booking.status === outcome)
      return this.deps.completeAppointment(userId, reference, outcome);
    if (booking.status !== 'COMPLETED' && booking.status !== 'NO_SHOW')
      throw AppError.badInput(messages.appointmentNotPaid);
    if (this.deps.clock.now().getTime() - settledAt.getTime() > CORRECTION_WINDOW_MS)
      throw AppError.badInput(roomMessages.correctionClosed);
    const now = this.deps.clock.now();
    const corrected = await this.deps.bookings.findOneAndUpdate(
      { _id: booking._id, status: booking.status },
      { $set: { status: outcome, updatedAt: now } },
      { returnDocument: 'after' },
    );
    if (!corrected) throw AppError.conflict(messages.appointmentChanged);
    await this.deps.audit.create({
      actorId: userId,
      actorEmail: await this.deps.emailOf(userId),
      action: 'correctAttendanceOutcome',
      targetType: 'booking',
      targetId: booking.id as string,
      before: JSON.stringify({ status: booking.status }),
      after: JSON.stringify({ status: outcome }),
      createdAt: now,
    });
    return corrected;
  }
}
