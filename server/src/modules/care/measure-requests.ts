// Before every appointment (#34): 72 hours before each paid appointment (or at once when it was
// paid later than that), the member is asked by mail to answer the PHQ-9 and the GAD-7. A sweep of
// the job library finds the appointments that are due; each is claimed with a conditional update
// on the booking (`measuresRequestedAt` unset -> now), so that two instances, or a sweep run twice,
// send one request per booking. The claim's time also opens the "before this session" window.
import { INSTRUMENT_DEFINITIONS, MEASURE_REQUEST_HOURS } from '@mindcheck/common';
import { trusted } from 'mongoose';
import type { Clock } from '../../clock.js';
import type { Jobs } from '../../jobs/index.js';
import type { Logger } from '../../logger.js';
import type { MailService } from '../../mail/index.js';
import type { AuthService } from '../auth/auth.service.js';
import type { BookingDocument, BookingModel } from '../booking/booking.model.js';
import { bookingRef, describeTime } from '../appointment/appointment.notices.js';
import type { SmsNoticesPort } from '../phone/index.js';
import { localeOf } from '../locale/member-locale.js';
import { DEFAULT_EXPERT_TIME_ZONE } from '../expert/expert.model.js';

export const MEASURE_REQUEST_JOB = 'measure-request-sweep';
/** How often the sweep runs: a request goes out at most this late. */
export const MEASURE_REQUEST_SWEEP = '10 minutes';
/** The measure pages (the client's routes, /measures/phq9 and /measures/gad7). */
export const MEASURE_PATHS = {
  phq9: `/measures/${INSTRUMENT_DEFINITIONS.PHQ9.slug}`,
  gad7: `/measures/${INSTRUMENT_DEFINITIONS.GAD7.slug}`,
} as const;

export interface MeasureRequestsDeps {
  bookings: BookingModel;
  auth: AuthService;
  mail: MailService;
  /** #36: the member's SMS (their own preference; never fails the request). */
  sms: SmsNoticesPort;
  jobs: Jobs;
  /** Whether the member wants appointment mails (their notification preferences). */
  wantsMail(userId: string): Promise<boolean>;
  /** The expert's time zone, in which the time is told. */
  timeZoneOf(expertId: string): Promise<string | null>;
  clock: Clock;
  publicUrl: string;
  logger: Logger;
}

export class MeasureRequests {
  constructor(private readonly deps: MeasureRequestsDeps) {
    deps.jobs.define(MEASURE_REQUEST_JOB, async () => {
      await this.sweep();
    });
  }

  async schedule(): Promise<void> {
    await this.deps.jobs.every(MEASURE_REQUEST_JOB, MEASURE_REQUEST_SWEEP, {});
  }

  /** Asks the members of every paid appointment starting within 72 hours, once each. Returns how many were asked. */
  async sweep(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.deps.bookings
      .find(
        {
          status: 'PAID',
          start: trusted({ $gt: now, $lte: new Date(now.getTime() + MEASURE_REQUEST_HOURS * 3600_000) }),
          measuresRequestedAt: trusted({ $exists: false }),
        },
        { _id: 1 },
      )
      .limit(1000)
      .lean();
    let sent = 0;
    for (const { _id } of due) {
      const claimed = await this.deps.bookings.findOneAndUpdate(
        { _id, status: 'PAID', measuresRequestedAt: trusted({ $exists: false }) },
        { $set: { measuresRequestedAt: now } },
        { returnDocument: 'after' },
      );
      if (!claimed) continue; // asked already, by another instance or run, or no longer paid
      try {
        if (await this.send(claimed)) sent++;
      } catch (error) {
        // Nothing stored for sending: the claim goes, so the next sweep asks again.
        await this.deps.bookings.updateOne({ _id, measuresRequestedAt: now }, { $unset: { measuresRequestedAt: 1 } });
        this.deps.logger.warn(
          { bookingId: String(_id), reason: error instanceof Error ? error.name : 'unknown' },
          'measure request not queued',
        );
      }
    }
    return sent;
  }

  private async send(booking: BookingDocument): Promise<boolean> {
    await this.deps.sms.measureRequest(bookingRef(booking));
    const member = await this.deps.auth.findActiveUser(booking.userId);
    if (!member || !(await this.deps.wantsMail(booking.userId))) return false;
    const zone = (await this.deps.timeZoneOf(booking.expertId)) ?? DEFAULT_EXPERT_TIME_ZONE;
    const link = (path: string) => new URL(path, this.deps.publicUrl).href;
    await this.deps.mail.queue({
      template: 'measureRequest',
      data: {
        firstName: member.firstName || member.displayName || undefined,
        when: describeTime(booking.start!, booking.end ?? booking.start!, zone, localeOf(member)),
        phq9Link: link(MEASURE_PATHS.phq9),
        gad7Link: link(MEASURE_PATHS.gad7),
        manageLink: link('/bookings'),
      },
      to: member.email,
      userId: booking.userId,
      locale: localeOf(member),
    });
    this.deps.logger.info({ bookingId: booking.id as string }, 'measure request queued');
    return true;
  }
}
