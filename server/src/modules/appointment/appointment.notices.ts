// What members and experts hear about appointments (#23): the confirmation once paid (to both, each
// with the time in the zone we know for them and a calendar entry), the meeting link, cancellations
// and declines, and reminders 24 h and 1 h before.
//
// Reminders are jobs of the job library (agenda in MongoDB): one per booking and lead time, keyed so
// that a reschedule moves it and a cancellation drops it; they survive a restart and run on one
// instance. Agenda runs a job at least once, so the send is claimed first with a conditional update
// on the booking (`remindersSent`): a second run, on any instance, finds it claimed and sends nothing.
import { createEvent, type EventAttributes } from 'ics';
import { DateTime } from 'luxon';
import { trusted } from 'mongoose';
import { DEFAULT_LOCALE, looksLikeEmail, toOneLine, type Locale } from '@mindcheck/common';
import { serverI18n } from '../../i18n/index.js';
import type { Clock } from '../../clock.js';
import { REMINDER_MAIL_RETRIES, type Jobs } from '../../jobs/index.js';
import type { Logger } from '../../logger.js';
import type { MailAttachment, MailService } from '../../mail/index.js';
import type { AppointmentMailData } from '../../mail/templates.js';
import type { AuthService } from '../auth/auth.service.js';
import type { UserModel } from '../auth/user.model.js';
import { localeOf } from '../locale/member-locale.js';
import type { BookingDocument, BookingModel } from '../booking/booking.model.js';
import type { ExpertDirectory } from '../expert/expert.directory.js';
import { DEFAULT_EXPERT_TIME_ZONE } from '../expert/expert.model.js';
import type { BookingRef, SmsNoticesPort } from '../phone/index.js';
import type { AvailabilityService } from './availability.service.js';

export const APPOINTMENT_REMINDER_JOB = 'appointment-reminder';
/** Hours before the start at which reminders go. */
export const REMINDER_HOURS = [24, 1] as const;

export interface AppointmentReminderJob {
  bookingId: string;
  hours: number;
  /** The start the reminder is for (ISO): a reminder of a time the appointment no longer has sends nothing. */
  start: string;
}

export interface AppointmentNoticesDeps {
  bookings: BookingModel;
  users: UserModel;
  auth: AuthService;
  directory: ExpertDirectory;
  availability: AvailabilityService;
  mail: MailService;
  jobs: Jobs;
  /** #36: the member's SMS reminder (their own preference; never fails the job). */
  sms: SmsNoticesPort;
  /** Whether the member wants appointment reminders (notificationPreferences). */
  wantsReminders(userId: string): Promise<boolean>;
  clock: Clock;
  publicUrl: string;
  logger: Logger;
}

interface Party {
  email: string;
  firstName?: string;
  /** How the other side is named to them. */
  name: string;
  timeZone: string;
  /** Their language (User.locale); an expert without an account reads English. */
  locale: Locale;
}

export class AppointmentNotices {
  constructor(private readonly deps: AppointmentNoticesDeps) {
    deps.jobs.define<AppointmentReminderJob>(
      APPOINTMENT_REMINDER_JOB,
      (data) => this.runReminder(data),
      REMINDER_MAIL_RETRIES,
    );
  }

  /** Paid: both are told, with the calendar entry; the reminders are scheduled. */
  async paid(booking: BookingDocument): Promise<void> {
    await this.confirm(booking, false);
    await this.scheduleReminders(booking);
  }

  /** Moved to another time: both are told the new time; the reminders move with it. */
  async rescheduled(booking: BookingDocument, _previousStart: Date): Promise<void> {
    await this.confirm(booking, true);
    await this.scheduleReminders(booking);
  }

  async cancelledByMember(booking: BookingDocument, refunded: boolean): Promise<void> {
    await this.dropReminders(booking);
    const { member, expert } = await this.parties(booking);
    if (member)
      await this.send(booking, member, false, 'appointmentCancelled', { how: 'member', refunded }, 'CANCELLED');
    if (expert)
      await this.send(booking, expert, true, 'appointmentCancelled', { how: 'member', refunded }, 'CANCELLED');
  }

  async declined(booking: BookingDocument): Promise<void> {
    await this.dropReminders(booking);
    const { member } = await this.parties(booking);
    const extra = { how: 'expert' as const, refunded: true, reason: booking.declineReason ?? undefined };
    if (member) await this.send(booking, member, false, 'appointmentCancelled', extra, 'CANCELLED');
  }

  /** An operator cancelled and refunded it (#39): both are told, with the operator's reason. */
  async cancelledByOperator(booking: BookingDocument): Promise<void> {
    await this.dropReminders(booking);
    const { member, expert } = await this.parties(booking);
    const extra = { how: 'operator' as const, refunded: true, reason: booking.operatorCancelReason ?? undefined };
    if (member) await this.send(booking, member, false, 'appointmentCancelled', extra, 'CANCELLED');
    if (expert) await this.send(booking, expert, true, 'appointmentCancelled', extra, 'CANCELLED');
  }

  /** Completed or missed: nothing left to remind anybody of. */
  async ended(booking: BookingDocument): Promise<void> {
    await this.dropReminders(booking);
  }

  async meetingLinkSet(booking: BookingDocument): Promise<void> {
    const { member } = await this.parties(booking);
    if (member) await this.send(booking, member, false, 'appointmentMeetingLink', {}, 'CONFIRMED');
  }

  /** Paid after the hold ran out and the slot went to someone else (the refund is under way). */
  async slotLost(booking: BookingDocument): Promise<void> {
    const { member } = await this.parties(booking);
    if (member)
      await this.send(booking, member, false, 'appointmentCancelled', { how: 'slotLost', refunded: true }, 'CANCELLED');
  }

  /** The job: one reminder of one booking, if it is still due and still wanted; never twice. */
  async runReminder({ bookingId, hours, start }: AppointmentReminderJob): Promise<void> {
    const booking = await this.deps.bookings.findById(bookingId);
    if (!booking || booking.status !== 'PAID' || !booking.start || booking.start.toISOString() !== start) return;
    const now = this.deps.clock.now().getTime();
    if (now >= booking.start.getTime()) return;
    const tag = `${hours}h@${start}`;
    const claimed = await this.deps.bookings.findOneAndUpdate(
      { _id: booking._id, status: 'PAID', start: booking.start, remindersSent: trusted({ $ne: tag }) },
      { $push: { remindersSent: tag } },
      { returnDocument: 'after' },
    );
    if (!claimed) return; // sent already (by this instance or another), or no longer paid
    try {
      const { member, expert } = await this.parties(claimed);
      if (member && (await this.deps.wantsReminders(claimed.userId))) {
        await this.send(claimed, member, false, 'appointmentReminder', { hours }, null);
      }
      if (expert) await this.send(claimed, expert, true, 'appointmentReminder', { hours }, null);
      await this.deps.sms.appointmentReminder(bookingRef(claimed), hours);
      this.deps.logger.info({ bookingId, hours }, 'appointment reminder queued');
    } catch (error) {
      // Nothing was stored for sending: the claim goes, so the job's retry may send it.
      await this.deps.bookings.updateOne({ _id: claimed._id }, { $pull: { remindersSent: tag } });
      throw error;
    }
  }

  /** One job per booking and lead time (a reschedule moves it); one whose time has passed is dropped. */
  async scheduleReminders(booking: BookingDocument): Promise<void> {
    if (!booking.start) return;
    const now = this.deps.clock.now().getTime();
    for (const hours of REMINDER_HOURS) {
      const key = `${booking.id as string}:${hours}`;
      const at = booking.start.getTime() - hours * 3600_000;
      if (at <= now) {
        await this.deps.jobs.cancel(APPOINTMENT_REMINDER_JOB, key);
        continue;
      }
      await this.deps.jobs.schedule<AppointmentReminderJob>(
        APPOINTMENT_REMINDER_JOB,
        new Date(at),
        { bookingId: booking.id as string, hours, start: booking.start.toISOString() },
        { uniqueKey: key },
      );
    }
  }

  async dropReminders(booking: BookingDocument): Promise<void> {
    for (const hours of REMINDER_HOURS) {
      await this.deps.jobs.cancel(APPOINTMENT_REMINDER_JOB, `${booking.id as string}:${hours}`);
    }
  }

  private async confirm(booking: BookingDocument, rescheduled: boolean): Promise<void> {
    const { member, expert } = await this.parties(booking);
    if (member) await this.send(booking, member, false, 'appointmentConfirmed', { rescheduled }, 'CONFIRMED');
    if (expert) await this.send(booking, expert, true, 'appointmentConfirmed', { rescheduled }, 'CONFIRMED');
  }

  private async send(
    booking: BookingDocument,
    to: Party,
    forExpert: boolean,
    template: 'appointmentConfirmed' | 'appointmentReminder' | 'appointmentMeetingLink' | 'appointmentCancelled',
    extra: Record<string, unknown>,
    calendar: 'CONFIRMED' | 'CANCELLED' | null,
  ): Promise<void> {
    const base: AppointmentMailData = {
      firstName: to.firstName,
      forExpert,
      withName: to.name,
      when:
        booking.start && booking.end
          ? describeTime(booking.start, booking.end, to.timeZone, to.locale)
          : serverI18n().t(to.locale)('mail:noTimeSet'),
      meetingUrl: booking.meetingUrl ?? undefined,
      manageLink: new URL(forExpert ? '/expert' : '/bookings', this.deps.publicUrl).href,
    };
    const attachment = calendar && booking.start && booking.end ? this.calendarEntry(booking, to, calendar) : null;
    await this.deps.mail.queue({
      template,
      data: { ...base, ...extra } as never,
      to: to.email,
      locale: to.locale,
      // The member's own mail is theirs (export, erasure); the expert's copy is the expert's.
      ...(forExpert ? {} : { userId: booking.userId }),
      ...(attachment ? { attachments: [attachment] } : {}),
    });
  }

  /** The appointment as an iCalendar event (UTC times: every calendar shows it in its reader's zone). */
  private calendarEntry(booking: BookingDocument, to: Party, status: 'CONFIRMED' | 'CANCELLED'): MailAttachment | null {
    const t = serverI18n().t(to.locale);
    const event: EventAttributes = {
      uid: `${booking.id as string}@mindcheck`,
      // Later versions of the same event (moved, link set, cancelled) replace the earlier one.
      sequence: Math.floor(booking.updatedAt.getTime() / 1000) % 2_000_000_000,
      productId: 'mindcheck/appointments',
      method: status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH',
      status,
      start: booking.start!.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: booking.end!.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      // `ics` escapes LF and ';' but not a bare CR: names stored before the one-line rule are flattened (#33).
      // In the reader's language (#36): their calendar shows these words.
      title: toOneLine(t('mail:calendar.title', { name: to.name })),
      description: booking.meetingUrl
        ? t('mail:calendar.meetingLink', { url: booking.meetingUrl })
        : t('mail:calendar.linkToFollow'),
      ...(booking.meetingUrl ? { url: booking.meetingUrl, location: booking.meetingUrl } : {}),
    };
    const { error, value } = createEvent(event);
    if (error || !value) {
      this.deps.logger.warn({ bookingId: booking.id, reason: error?.name ?? 'empty' }, 'calendar entry not made');
      return null;
    }
    return { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8', content: value };
  }

  /**
   * The member (their account's address) and the expert (the address of the account that speaks
   * for them, else their directory contact when it is an address). The expert reads times in their
   * working hours' zone; the member's zone is not known to the server, so theirs says the expert's
   * zone by name and the calendar entry (UTC) shows it in the member's own.
   */
  private async parties(booking: BookingDocument): Promise<{ member: Party | null; expert: Party | null }> {
    const directoryExpert = this.deps.directory.find(booking.expertId);
    const availability = await this.deps.availability.get(booking.expertId);
    const expertZone = availability?.timeZone ?? directoryExpert?.timeZone ?? DEFAULT_EXPERT_TIME_ZONE;
    const user = await this.deps.auth.findActiveUser(booking.userId);
    const member: Party | null = user
      ? {
          email: user.email,
          firstName: user.firstName || user.displayName || undefined,
          name: directoryExpert?.name ?? serverI18n().t(localeOf(user))('mail:parties.yourExpert'),
          timeZone: expertZone,
          locale: localeOf(user),
        }
      : null;
    const account = await this.deps.users.findOne({ role: 'expert', expertId: booking.expertId }).lean();
    const contact = directoryExpert?.contact;
    const expertEmail =
      account?.email ?? (contact && contact.length <= 254 && looksLikeEmail(contact) ? contact : null);
    const expert: Party | null = expertEmail
      ? {
          email: expertEmail,
          firstName: account?.firstName || undefined,
          // Never the member's name or address: this copy leaves MindCheck (the expert's inbox and
          // calendar) and could not be erased with the member. The console shows who it is.
          name: serverI18n().t(account ? localeOf(account) : DEFAULT_LOCALE)('mail:parties.aMember', {
            reference: booking.reference,
          }),
          timeZone: expertZone,
          locale: account ? localeOf(account) : DEFAULT_LOCALE,
        }
      : null;
    return { member, expert };
  }
}

/** e.g. "Monday 7 December 2026, 10:00 to 10:50 (Africa/Lagos time)", in the reader's language. */
export function describeTime(start: Date, end: Date, zone: string, locale: Locale = DEFAULT_LOCALE): string {
  // English as the spec writes it; another language's day and month names (CLDR) only where its
  // words around them are translated too (a line awaiting review is English as a whole).
  const lang = serverI18n().awaitingReview(locale, 'mail:when') ? DEFAULT_LOCALE : locale;
  const zoned = DateTime.fromJSDate(start, { zone });
  const s = lang === DEFAULT_LOCALE ? zoned : zoned.setLocale(lang);
  const e = DateTime.fromJSDate(end, { zone });
  return serverI18n().t(lang)('mail:when', {
    start: s.toFormat('cccc d LLLL yyyy, HH:mm'),
    end: e.toFormat('HH:mm'),
    zone,
  });
}

/** What the SMS notices need of a booking. */
export function bookingRef(booking: BookingDocument): BookingRef {
  return { id: booking.id as string, userId: booking.userId, expertId: booking.expertId, start: booking.start };
}
