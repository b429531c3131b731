// The appointment module's factory (#23): the experts' working hours and free slots (the sample
// experts bookable at once: weekdays 09:00-17:00 Lagos, never over their own hours), the mails and
// reminders of appointments, and the expert's appointment actions.
import type { Kernel } from '../../kernel.js';
import type { MailService } from '../../mail/index.js';
import { CONDITIONS, EXPERTS } from '../../content/index.js';
import type { AuthModule } from '../auth/index.js';
import type { BookingRecordsModule } from '../booking/index.js';
import type { ExpertModule } from '../expert/index.js';
import type { ReminderService } from '../reminder/reminder.service.js';
import type { SmsNoticesPort } from '../phone/index.js';
import { AppointmentNotices } from './appointment.notices.js';
import { AppointmentService, MEETING_LINK_CHANGES_PER_HOUR } from './appointment.service.js';
import { availabilityModel } from './availability.model.js';
import { AvailabilityService } from './availability.service.js';

export interface AppointmentModuleDeps {
  members: AuthModule;
  experts: ExpertModule;
  bookings: BookingRecordsModule;
  /** The experts' working hours (openAvailability), built before the SMS notices that tell times in their zone. */
  availability: AvailabilityService;
  mail: MailService;
  reminders: ReminderService;
  /** #36: the SMS beside the reminder mails. */
  sms: SmsNoticesPort;
}

export interface AppointmentModule {
  availability: AvailabilityService;
  notices: AppointmentNotices;
  appointments: AppointmentService;
  /** Stops following the other instances' edits of working hours. */
  close(): void;
}

/** The experts' working hours and free slots (the sample experts' hours seeded when configured). */
export async function openAvailability(
  k: Kernel,
  deps: { experts: ExpertModule; bookings: BookingRecordsModule },
): Promise<AvailabilityService> {
  const availability = new AvailabilityService({
    availability: availabilityModel(k.connection),
    bookings: deps.bookings.records.model,
    experts: deps.experts.expertDocs,
    directory: deps.experts.directory,
    clock: k.clock,
    minNoticeHours: k.config.appointments.minNoticeHours,
  });
  if (k.config.seedSampleExperts)
    await availability.seedSamples(CONDITIONS.flatMap((f) => EXPERTS[f].map((e) => e.id)));
  return availability;
}

export function createAppointmentModule(k: Kernel, deps: AppointmentModuleDeps): AppointmentModule {
  const { users, auth } = deps.members;
  const { records, refunds } = deps.bookings;
  const { availability } = deps;
  const notices = new AppointmentNotices({
    bookings: records.model,
    users,
    auth,
    directory: deps.experts.directory,
    availability,
    mail: deps.mail,
    jobs: k.jobs,
    sms: deps.sms,
    wantsReminders: async (userId) => (await deps.reminders.preferences(userId)).appointmentReminders,
    clock: k.clock,
    publicUrl: k.config.publicUrl,
    logger: k.logger,
  });
  const appointments = new AppointmentService({
    records,
    auth,
    refunds,
    notices,
    meetingLinkLimiter: k.rateLimits.create({
      name: 'meeting-links',
      points: MEETING_LINK_CHANGES_PER_HOUR,
      durationSeconds: 60 * 60,
    }),
    logger: k.logger,
  });
  return { availability, notices, appointments, close: availability.follow(k.pubSub) };
}
