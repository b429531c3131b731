// SMS notices (#36), beside the mails: appointment reminders (24 h and 1 h before), measure
// requests before an appointment and new-message notices. Only to a member who turned SMS on with
// a verified number, in their language. No health detail in any of them: the time of the
// appointment, never the expert, their field, a test's name or a message's text. Each notice has
// a dedupe key, so a job run twice (or on two instances) texts once. Never throws: a failed text
// is recorded and counted, and the mail beside it goes all the same.
import { phoneCountry, phoneE164, type Locale } from '@mindcheck/common';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import { SmsTexts, type SmsKind, type SmsService } from '../../sms/index.js';
import type { AuthService } from '../auth/auth.service.js';
import { zoneOfCountry } from '../locale/member-zone.js';

/** What the booking modules tell (they depend on this port; it knows nothing of them). */
export interface SmsNoticesPort {
  appointmentReminder(booking: BookingRef, hours: number): Promise<void>;
  measureRequest(booking: BookingRef): Promise<void>;
  newMessage(booking: BookingRef, messageId: string): Promise<void>;
}

export interface BookingRef {
  id: string;
  userId: string;
  expertId: string;
  start?: Date | null;
}

export interface SmsNoticesDeps {
  sms: SmsService;
  texts: SmsTexts;
  auth: AuthService;
  /** The member's SMS preference (true only with a verified number). */
  wantsSms(userId: string): Promise<boolean>;
  /** The expert's zone, for a member whose own zone the server cannot tell. */
  timeZoneOf(expertId: string): Promise<string | null>;
  clock: Clock;
  logger: Logger;
}

const FALLBACK_ZONE = 'Africa/Lagos';

export class SmsNotices implements SmsNoticesPort {
  constructor(private readonly deps: SmsNoticesDeps) {}

  async appointmentReminder(booking: BookingRef, hours: number): Promise<void> {
    if (!booking.start) return;
    const start = booking.start;
    await this.notify(
      booking.userId,
      'appointmentReminder',
      `appointment:${booking.id}:${hours}:${start.toISOString()}`,
      async (to, lng) => {
        // The zone of the number's country, where the country has one (Nigeria, MindCheck's first members).
        const own = zoneOfCountry(phoneCountry(to)) ?? undefined;
        const zone = own ?? (await this.deps.timeZoneOf(booking.expertId)) ?? FALLBACK_ZONE;
        return this.deps.texts.appointment(
          lng,
          { start, zone, zoneLabel: own ? undefined : zone },
          this.deps.clock.now(),
        );
      },
    );
  }

  async measureRequest(booking: BookingRef): Promise<void> {
    await this.notify(booking.userId, 'measureRequest', `measures:${booking.id}`, async (_to, lng) =>
      this.deps.texts.measureRequest(lng),
    );
  }

  async newMessage(booking: BookingRef, messageId: string): Promise<void> {
    await this.notify(booking.userId, 'newMessage', `message:${messageId}`, async (_to, lng) =>
      this.deps.texts.newMessage(lng),
    );
  }

  private async notify(
    userId: string,
    kind: SmsKind,
    dedupeKey: string,
    text: (to: string, lng: Locale) => Promise<string>,
  ): Promise<void> {
    try {
      if (!(await this.deps.wantsSms(userId))) return;
      const member = await this.deps.auth.findActiveUser(userId);
      const to = member?.phoneVerified ? phoneE164(member.phoneNumber) : null;
      if (!member || !to) return;
      const lng = SmsTexts.localeOf(member);
      await this.deps.sms.send({ kind, to, userId, dedupeKey, text: await text(to, lng) });
    } catch (error) {
      this.deps.logger.warn({ kind, reason: error instanceof Error ? error.name : 'unknown' }, 'sms notice not sent');
    }
  }
}
