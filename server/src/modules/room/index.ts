// The session room module (#35): built once per app by `createRoomModule` (services.ts calls it).
import type { Connection } from 'mongoose';
import { localeOf } from '../locale/member-locale.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Jobs } from '../../jobs/index.js';
import type { Logger } from '../../logger.js';
import type { MailService } from '../../mail/index.js';
import type { AppPubSub } from '../../pubsub/index.js';
import type { RateLimits } from '../../rate-limit/index.js';
import { auditModel } from '../admin/audit.model.js';
import type { AuthService } from '../auth/auth.service.js';
import type { UserModel } from '../auth/user.model.js';
import type { BookingDocument, BookingModel } from '../booking/booking.model.js';
import type { SmsNoticesPort } from '../phone/index.js';
import { AttendanceService, type Outcome } from './room.attendance.js';
import { RoomAccess } from './room.access.js';
import { RoomService } from './room.service.js';
import { appointmentMessageModel } from './messages.model.js';
import { AppointmentMessagesService } from './messages.service.js';
import { MESSAGES_PER_HOUR, SIGNALS_PER_MINUTE } from './room.rules.js';

export { ATTENDANCE_JOB } from './room.attendance.js';

export interface RoomModule {
  rooms: RoomService;
  messages: AppointmentMessagesService;
  attendance: AttendanceService;
}

export interface RoomModuleDeps {
  config: Config;
  connection: Connection;
  bookings: BookingModel;
  users: UserModel;
  auth: AuthService;
  jobs: Jobs;
  mail: MailService;
  /** #36: the member's SMS on a new message from their expert. */
  sms: SmsNoticesPort;
  pubSub: AppPubSub;
  rateLimits: RateLimits;
  clock: Clock;
  logger: Logger;
  /** RefundService: a no-show or a call that never happened is refunded in full. */
  refunds: { requestFullRefund(bookingId: string, reason: string): Promise<unknown> };
  /** AppointmentService: the expert's outcome of an appointment, recorded from the room. */
  appointments: { completeAppointment(userId: string, reference: string, outcome: Outcome): Promise<BookingDocument> };
}

export async function createRoomModule(deps: RoomModuleDeps): Promise<RoomModule> {
  const { config, clock, logger } = deps;
  const expertIdOf = async (userId: string): Promise<string | null> => {
    const user = await deps.auth.findActiveUser(userId);
    return user && user.role === 'expert' && user.expertId ? user.expertId : null;
  };
  const access = new RoomAccess({ bookings: deps.bookings, expertIdOf });
  const member = async (userId: string) => {
    const user = await deps.auth.findActiveUser(userId);
    return user ? { email: user.email, firstName: user.firstName || undefined, locale: localeOf(user) } : null;
  };
  const expertAccount = async (expertId: string) => {
    const account = await deps.users.findOne({ role: 'expert', expertId }).lean();
    return account
      ? { email: account.email, firstName: account.firstName || undefined, locale: localeOf(account) }
      : null;
  };
  const rooms = new RoomService({
    bookings: deps.bookings,
    access,
    pubSub: deps.pubSub,
    clock,
    iceServers: config.room.iceServers,
    turnSecret: config.room.turnSecret,
    signalLimiter: deps.rateLimits.create({ name: 'room-signals', points: SIGNALS_PER_MINUTE, durationSeconds: 60 }),
    logger,
  });
  const messages = appointmentMessageModel(deps.connection);
  await messages.init();
  const attendance = new AttendanceService({
    bookings: deps.bookings,
    access,
    audit: auditModel(deps.connection),
    jobs: deps.jobs,
    mail: deps.mail,
    clock,
    logger,
    publicUrl: config.publicUrl,
    requestFullRefund: (bookingId, reason) => deps.refunds.requestFullRefund(bookingId, reason),
    member,
    completeAppointment: (userId, reference, outcome) =>
      deps.appointments.completeAppointment(userId, reference, outcome),
    emailOf: async (userId) => (await deps.auth.findActiveUser(userId))?.email ?? 'unknown',
  });
  await attendance.schedule();
  return {
    rooms,
    attendance,
    messages: new AppointmentMessagesService({
      messages,
      access,
      pubSub: deps.pubSub,
      clock,
      limiter: deps.rateLimits.create({
        name: 'appointment-messages',
        points: MESSAGES_PER_HOUR,
        durationSeconds: 3600,
      }),
      mail: deps.mail,
      sms: deps.sms,
      logger,
      publicUrl: config.publicUrl,
      addressOf: (side, booking) => (side === 'MEMBER' ? member(booking.userId) : expertAccount(booking.expertId)),
    }),
  };
}
