// The phone module (#36): verifying the profile's number by SMS, the SMS notices beside the mails,
// and STOP replies. Built after the reminders (the SMS preference lives with the others).
import { PHONE_CODE_RESEND_SECONDS } from '@mindcheck/common';
import type { Kernel } from '../../kernel.js';
import { createSmsModule, type SmsModule } from '../../sms/index.js';
import type { AuthModule } from '../auth/index.js';
import type { ReminderService } from '../reminder/reminder.service.js';
import { phoneVerificationModel } from './phone-verification.model.js';
import { PhoneVerificationService } from './phone-verification.service.js';
import { SmsNotices } from './sms-notices.js';

export type { BookingRef, SmsNoticesPort } from './sms-notices.js';

/** Codes one number may be sent per hour, and one IP may ask for per hour. */
export const PHONE_CODES_PER_NUMBER_PER_HOUR = 5;
export const PHONE_CODES_PER_IP_PER_HOUR = 30;

/** The experts' working hours (AvailabilityService): the zone an expert's times are told in. */
export interface ExpertTimeZones {
  timeZoneOf(expertId: string): Promise<string | null>;
}

export interface PhoneModule {
  verification: PhoneVerificationService;
  notices: SmsNotices;
}

export async function createPhoneModule(
  k: Kernel,
  deps: {
    members: AuthModule;
    sms: SmsModule;
    reminders: ReminderService;
    timeZones: ExpertTimeZones;
  },
): Promise<PhoneModule> {
  const verifications = phoneVerificationModel(k.connection);
  await verifications.init();
  const { sms, texts } = deps.sms;
  const verification = new PhoneVerificationService({
    verifications,
    users: deps.members.users,
    sms,
    texts,
    limits: {
      numberResend: k.rateLimits.create({
        name: 'phone-code-resend',
        points: 1,
        durationSeconds: PHONE_CODE_RESEND_SECONDS,
      }),
      numberHourly: k.rateLimits.create({
        name: 'phone-code-number',
        points: PHONE_CODES_PER_NUMBER_PER_HOUR,
        durationSeconds: 3600,
      }),
      ip: k.rateLimits.create({ name: 'phone-code-ip', points: PHONE_CODES_PER_IP_PER_HOUR, durationSeconds: 3600 }),
    },
    setSms: (userId, on) => deps.reminders.setSms(userId, on),
    clock: k.clock,
    secret: k.config.session.secret,
    logger: k.logger,
  });
  sms.whenReplied(async (from, text) => {
    // STOP (any case, surrounding spaces): the word carriers and Termii use for opting out.
    if (text.trim().toUpperCase() === 'STOP') await verification.optOut(from);
  });
  const notices = new SmsNotices({
    sms,
    texts,
    auth: deps.members.auth,
    wantsSms: async (userId) => (await deps.reminders.preferences(userId)).sms,
    // Times in the expert's zone when the member's is not known.
    timeZoneOf: (expertId) => deps.timeZones.timeZoneOf(expertId),
    clock: k.clock,
    logger: k.logger,
  });
  return { verification, notices };
}

/** SMS (the provider, the records) and the phone module on it: what services.ts calls. */
export async function createReach(
  k: Kernel,
  deps: { members: AuthModule; reminders: ReminderService; timeZones: ExpertTimeZones },
): Promise<{ sms: SmsModule; phone: PhoneModule }> {
  const sms = await createSmsModule(k);
  return { sms, phone: await createPhoneModule(k, { ...deps, sms }) };
}
