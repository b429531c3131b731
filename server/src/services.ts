// The service container: every service of the app, built once per app instance from its
// dependencies. Resolvers reach services through the GraphQL context. A new module adds its
// service here.
import type { Connection } from 'mongoose';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { userModel } from './modules/auth/user.model.js';
import { AuthService } from './modules/auth/auth.service.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { AccountService } from './modules/account/account.service.js';
import { createAiProvider, type AiProvider } from './ai/index.js';
import { CRISIS_CHECK_TIMEOUT_MS } from './ai/crisis-check.js';
import { RateLimits } from './rate-limit/index.js';
import { createPubSub, type AppPubSub } from './pubsub/index.js';
import { chatModel } from './modules/chat/chat.model.js';
import { ChatService } from './modules/chat/chat.service.js';
import { AdminService } from './modules/admin/admin.service.js';
import { auditModel, pseudonymiseAuditActor } from './modules/admin/audit.model.js';
import { ExpertDirectory } from './modules/expert/expert.directory.js';
import { expertModel } from './modules/expert/expert.model.js';
import { loadCrisisDirectory } from './content/crisis-resources.js';
import { ConsentService } from './modules/consent/consent.service.js';
import { safetyPlanModel } from './modules/safety/safety-plan.model.js';
import { SafetyPlanService } from './modules/safety/safety-plan.service.js';
import { CrisisService } from './modules/safety/crisis.service.js';
import { CrisisDirectoryStore, crisisResourceModel } from './modules/safety/crisis-directory.store.js';
import { createPaymentProvider, createWebhookVerifier, type WebhookVerifier } from './payments/index.js';
import { bookingModel } from './modules/booking/booking.model.js';
import {
  BOOKING_STARTS_PER_HOUR,
  BookingService,
  MEETING_LINK_CHANGES_PER_HOUR,
  RESCHEDULES_PER_MEMBER_PER_HOUR,
} from './modules/booking/booking.service.js';
import { RefundService } from './modules/booking/refund.service.js';
import { createMailer, MailService, mailMessageModel } from './mail/index.js';
import type { SessionRegistry } from './http/session.js';
import { OneTimeTokens, oneTimeTokenModel } from './modules/tokens/one-time-tokens.js';
import {
  ACCOUNT_MAILS_PER_MEMBER_PER_HOUR,
  CredentialsService,
  CREDENTIAL_OPS_PER_MEMBER_PER_HOUR,
  RESETS_PER_EMAIL_PER_HOUR,
} from './modules/credentials/credentials.service.js';
import { SessionsService } from './modules/sessions/sessions.service.js';
import { MemberAccessService } from './modules/admin/member-access.service.js';
import { contactMessageModel } from './modules/contact/contact.model.js';
import { ContactService } from './modules/contact/contact.service.js';
import { assessmentModel } from './modules/assessment/assessment.model.js';
import { AssessmentService } from './modules/assessment/assessment.service.js';
import { ExpertService } from './modules/expert/expert.service.js';
import { ExpertAccountService } from './modules/expert/expert-account.service.js';
import { systemClock, type Clock } from './clock.js';
import { moodDayCountModel, moodEntryModel } from './modules/mood/mood.model.js';
import { MOOD_LOGS_PER_10_MINUTES, MoodService } from './modules/mood/mood.service.js';
import { REPORT_DOWNLOADS_PER_HOUR, ReportService } from './modules/report/report.service.js';
import { reminderModels } from './modules/reminder/reminder.model.js';
import { ReminderService } from './modules/reminder/reminder.service.js';
import { LEGACY_UNIQUE_INDEX, type AssessmentModel } from './modules/assessment/assessment.model.js';

/** A database from before retakes has the once-only unique index, which would refuse every retake. */
async function dropLegacyAssessmentIndex(assessments: AssessmentModel): Promise<void> {
  try {
    await assessments.collection.dropIndex(LEGACY_UNIQUE_INDEX);
  } catch (error) {
    // 26: no collection yet; 27: no such index (a new database, or already dropped).
    const code = (error as { code?: unknown }).code;
    if (code !== 26 && code !== 27) throw error;
  }
}
import { createJobs, type Jobs } from './jobs/index.js';
import { createRoomModule, type RoomModule } from './modules/room/index.js';
import { availabilityModel } from './modules/appointment/availability.model.js';
import { AvailabilityService } from './modules/appointment/availability.service.js';
import { AppointmentNotices } from './modules/appointment/appointment.notices.js';
import { CONDITIONS, EXPERTS } from './content/index.js';
import { isValidObjectId, trusted, Types } from 'mongoose';

export interface ServiceDeps {
  config: Config;
  logger: Logger;
  connection: Connection;
  /** An AI provider to use instead of the configured one (benchmarks). */
  ai?: AiProvider;
  /** The session layer: the account services list and end a member's sessions through it. */
  sessions: SessionRegistry;
  /** The clock of token expiry and mail retries (tests move it forward). */
  now?: () => Date;
}

export interface Services {
  /** Background jobs: services define their handlers while being built; the app starts them. */
  jobs: Jobs;
  ai: AiProvider;
  rateLimits: RateLimits;
  pubSub: AppPubSub;
  chat: ChatService;
  /** Stops the jobs and releases what the services hold open (Redis connections). */
  close(): Promise<void>;
  auth: AuthService;
  profile: ProfileService;
  account: AccountService;
  bookings: BookingService;
  /** Appointments (#23): experts' working hours and free slots. */
  availability: AvailabilityService;
  /** Full refunds of paid bookings: `requestFullRefund` is the one entry point (#22, #23). */
  refunds: RefundService;
  /** Checks that a webhook delivery really comes from the payment provider. */
  paymentWebhook: WebhookVerifier;
  contact: ContactService;
  assessments: AssessmentService;
  experts: ExpertService;
  /** Expert invitations and an expert's own listing (#22). */
  expertAccounts: ExpertAccountService;
  /** The operator console (#22): directory edits, bookings, contact messages, the audit log. */
  admin: AdminService;
  consent: ConsentService;
  safetyPlans: SafetyPlanService;
  crisis: CrisisService;
  moods: MoodService;
  reports: ReportService;
  reminders: ReminderService;
  /** "Now" of the time rules (retake windows, reminders): `now` when given, else the system clock. */
  clock: Clock;
  /** Every mail goes through it: stored, then sent, retried when refused. */
  mail: MailService;
  /** Password reset, email verification, change of password and of email. */
  credentials: CredentialsService;
  /** The member's list of sessions. */
  sessions: SessionsService;
  /** #33: operators disable and enable member accounts. */
  memberAccess: MemberAccessService;
  /** #35: the session room (call, attendance outcomes, appointment messages). */
  room: RoomModule;
}

export async function createServices(deps: ServiceDeps): Promise<Services> {
  // Created first: a service that needs a background job defines its handler as it is built.
  const jobs = createJobs({ connection: deps.connection, logger: deps.logger, ...deps.config.jobs });
  const users = userModel(deps.connection);
  // Unique indexes must exist before the first write: they decide races (one email, one account).
  await Promise.all([users.init()]);
  // One booking per reference, even when confirmations race.
  const bookings = bookingModel(deps.connection);
  await bookings.init();
  // One record per member, condition and attempt, even when submits race.
  const assessments = assessmentModel(deps.connection);
  await dropLegacyAssessmentIndex(assessments);
  await assessments.init();
  // The directory is read once into memory; sample experts are inserted when missing (never over edits).
  const expertDocs = expertModel(deps.connection);
  const directory = new ExpertDirectory(expertDocs, deps.logger, deps.now);
  if (deps.config.seedSampleExperts) await directory.seedSamples();
  await directory.reload();
  const experts = new ExpertService(directory);
  // One seam for time: tests give `now` (accounts' token expiry and mail retries use it too).
  const clock: Clock = deps.now ? { now: deps.now } : systemClock;
  const availability = new AvailabilityService({
    availability: availabilityModel(deps.connection),
    bookings,
    experts: expertDocs,
    directory,
    clock,
    minNoticeHours: deps.config.appointments.minNoticeHours,
  });
  // The sample experts can be booked at once: weekdays 09:00-17:00 Lagos (never over their own hours).
  if (deps.config.seedSampleExperts)
    await availability.seedSamples(CONDITIONS.flatMap((f) => EXPERTS[f].map((e) => e.id)));
  const contactMessages = contactMessageModel(deps.connection);
  // One provider for bookings and refunds (the simulated one keeps its transactions in memory).
  const payments = createPaymentProvider(deps.config);
  const refunds = new RefundService({
    bookings,
    payments,
    jobs,
    logger: deps.logger,
    // Paystack down: retried after 1, 2, 4, ... minutes (about an hour in all); quick in tests.
    retryDelayMs: deps.config.env === 'test' ? 100 : 60_000,
    now: deps.now,
  });
  const admin = new AdminService({
    refunds,
    experts: expertDocs,
    directory,
    audit: auditModel(deps.connection),
    bookings,
    contactMessages,
    now: deps.now,
  });
  const ai = deps.ai ?? createAiProvider(deps.config);
  // With REDIS_URL set, pub/sub and rate-limit counters share Redis, so instances agree.
  const pubSub = createPubSub({ redisUrl: deps.config.redisUrl, logger: deps.logger });
  // Every instance follows the others' directory edits.
  const stopFollowingExperts = directory.follow(pubSub.pubSub);
  const stopFollowingAvailability = availability.follow(pubSub.pubSub);
  const rateLimits = new RateLimits(pubSub.redis);
  const crisis = loadCrisisDirectory(deps.config.crisisResourcesJson, deps.config.crisisDefaultCountry);
  // The help-line directory operators edit: seeded from the code's reviewed one, read into `crisis`.
  const crisisStore = new CrisisDirectoryStore(crisisResourceModel(deps.connection), crisis, deps.logger, deps.now);
  await crisisStore.seed();
  await crisisStore.reload();
  const stopFollowingCrisis = crisisStore.follow(pubSub.pubSub);
  const consent = new ConsentService(users);
  const tokens = new OneTimeTokens(oneTimeTokenModel(deps.connection), deps.now);
  await tokens.init();
  const mailMessages = mailMessageModel(deps.connection);
  await mailMessages.init();
  const mailer = createMailer(deps.config, deps.logger);
  // Outside production without SMTP the bodies stay readable at /dev/mail.
  const mail = new MailService({
    messages: mailMessages,
    mailer,
    logger: deps.logger,
    keepBodies: mailer.kind === 'outbox' && !deps.config.isProduction,
    jobs,
    now: deps.now,
  });
  const auth = new AuthService(users, {
    rateLimits,
    signUpLimit: deps.config.signUpLimit,
    signInLimit: deps.config.signInLimit,
    googleEnabled: !!(deps.config.google.clientId && deps.config.google.clientSecret) || deps.config.google.simulated,
    googleSimulated: deps.config.google.simulated,
    adminEmails: deps.config.adminEmails,
  });
  // One allowance per member for every credential operation (password checks and changes, account mail).
  const credentialOps = rateLimits.create({
    name: 'credential-ops',
    points: CREDENTIAL_OPS_PER_MEMBER_PER_HOUR,
    durationSeconds: 3600,
  });
  const credentials = new CredentialsService({
    users,
    auth,
    tokens,
    mail,
    sessions: deps.sessions,
    publicUrl: deps.config.publicUrl,
    limits: {
      perIp: rateLimits.create({
        name: 'account-mail-ip',
        points: deps.config.accountMailLimit.perIp,
        durationSeconds: deps.config.accountMailLimit.windowMinutes * 60,
      }),
      perEmail: rateLimits.create({ name: 'reset-email', points: RESETS_PER_EMAIL_PER_HOUR, durationSeconds: 3600 }),
      perMember: rateLimits.create({
        name: 'account-mail-member',
        points: ACCOUNT_MAILS_PER_MEMBER_PER_HOUR,
        durationSeconds: 3600,
      }),
      credentialOps,
    },
    logger: deps.logger,
  });
  const assessmentService: AssessmentService = new AssessmentService({
    assessments,
    ai,
    crisis,
    consent,
    expertsFor: (field) => experts.byField(field),
    logger: deps.logger,
    clock,
    retakeAfterDays: deps.config.retakeAfterDays,
    onStored: (userId, condition, result): Promise<void> => reminderService.resultStored(userId, condition, result),
  });
  const moods = new MoodService({
    moods: moodEntryModel(deps.connection),
    dayCounts: moodDayCountModel(deps.connection),
    limiter: rateLimits.create({ name: 'mood', points: MOOD_LOGS_PER_10_MINUTES, durationSeconds: 10 * 60 }),
    clock,
    consent,
  });
  // One preference document per member and one reminder per result: unique indexes first.
  const reminders = reminderModels(deps.connection);
  await Promise.all([
    reminders.preferences.init(),
    reminders.retakeReminders.init(),
    reminders.unsubscribeTokens.init(),
  ]);
  const reminderService: ReminderService = new ReminderService({
    jobs,
    models: reminders,
    assessments: assessmentService,
    auth,
    mail,
    clock,
    logger: deps.logger,
    publicUrl: deps.config.publicUrl,
    retakeAfterDays: deps.config.retakeAfterDays,
  });
  const notices = new AppointmentNotices({
    bookings,
    users,
    auth,
    directory,
    availability,
    mail,
    jobs,
    wantsReminders: async (userId) => (await reminderService.preferences(userId)).appointmentReminders,
    clock,
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
  });
  // The room's expert outcome action goes through the booking service (built below) for a PAID appointment.
  let bookingService: BookingService | undefined;
  const room = await createRoomModule({
    ...{ config: deps.config, connection: deps.connection, logger: deps.logger, clock, jobs, mail, auth, users },
    ...{ bookings, pubSub: pubSub.pubSub, rateLimits },
    requestFullRefund: (bookingId, reason) => refunds.requestFullRefund(bookingId, reason),
    completeAppointment: (userId, reference, outcome) =>
      bookingService!.completeAppointment(userId, reference, outcome),
  });
  return {
    room,
    jobs,
    ai,
    rateLimits,
    auth,
    pubSub: pubSub.pubSub,
    chat: new ChatService({
      chats: chatModel(deps.connection),
      ai,
      pubSub: pubSub.pubSub,
      limiter: rateLimits.create({ name: 'chat', points: deps.config.chat.messagesPerMinute, durationSeconds: 60 }),
      crisis,
      consent,
      logger: deps.logger,
      // The semantic check never waits longer than a whole reply would.
      crisisCheckTimeoutMs: Math.min(CRISIS_CHECK_TIMEOUT_MS, deps.config.ai.timeoutMs),
    }),
    close: async () => {
      // Work started for requests already answered (reset mails, deliveries) finishes first.
      await credentials.idle();
      await mail.stop();
      await jobs.stop();
      stopFollowingExperts();
      stopFollowingCrisis();
      stopFollowingAvailability();
      await pubSub.close();
    },
    mail,
    credentials,
    sessions: new SessionsService(deps.sessions, (userId) => credentials.endFootholds(userId, { sessions: false })),
    memberAccess: new MemberAccessService({
      users,
      auth,
      admin,
      endAllAccess: (userId) => credentials.endFootholds(userId, { allLinks: true }),
    }),
    profile: new ProfileService(users),
    account: new AccountService(
      users,
      deps.connection,
      auth,
      (userId) => pseudonymiseAuditActor(deps.connection, deps.config.session.secret, userId),
      credentialOps,
    ),
    refunds,
    bookings: (bookingService = new BookingService({
      bookings,
      payments,
      expertExists: (expertId) => experts.byId(expertId) !== null,
      member: async (userId) => {
        const user = await auth.findActiveUser(userId);
        return user ? { email: user.email, emailVerified: !!user.emailVerified } : null;
      },
      memberDetails: async (userIds) => {
        const ids = userIds.filter((id) => isValidObjectId(id)).map((id) => new Types.ObjectId(id));
        const found = await users.find({ _id: trusted({ $in: ids }) }, { firstName: 1, lastName: 1, email: 1 }).lean();
        return new Map(
          found.map((u) => [
            String(u._id),
            { firstName: u.firstName ?? null, lastName: u.lastName ?? null, email: u.email },
          ]),
        );
      },
      expertIdOf: async (userId) => {
        const user = await auth.findActiveUser(userId);
        return user && user.role === 'expert' && user.expertId ? user.expertId : null;
      },
      availability,
      rules: {
        holdMinutes: deps.config.appointments.holdMinutes,
        refundCutoffHours: deps.config.appointments.refundCutoffHours,
      },
      notices,
      requestFullRefund: async (booking, reason) => {
        await refunds.requestFullRefund(booking.id as string, reason);
      },
      clock,
      price: deps.config.booking,
      limiter: rateLimits.create({ name: 'booking-starts', points: BOOKING_STARTS_PER_HOUR, durationSeconds: 60 * 60 }),
      rescheduleLimiter: rateLimits.create({
        name: 'booking-moves',
        points: RESCHEDULES_PER_MEMBER_PER_HOUR,
        durationSeconds: 60 * 60,
      }),
      meetingLinkLimiter: rateLimits.create({
        name: 'meeting-links',
        points: MEETING_LINK_CHANGES_PER_HOUR,
        durationSeconds: 60 * 60,
      }),
      logger: deps.logger,
    })),
    paymentWebhook: createWebhookVerifier(deps.config),
    contact: new ContactService({
      contactMessages,
      mail,
      contactTo: deps.config.mail.contactTo,
      limiter: rateLimits.create({
        name: 'contact',
        points: deps.config.contactLimit.perIp,
        durationSeconds: deps.config.contactLimit.windowMinutes * 60,
      }),
      logger: deps.logger,
    }),
    consent,
    safetyPlans: new SafetyPlanService(safetyPlanModel(deps.connection), consent),
    crisis: new CrisisService(crisis, crisisStore),
    assessments: assessmentService,
    experts,
    admin,
    expertAccounts: new ExpertAccountService({
      users,
      tokens,
      mail,
      directory,
      admin,
      publicUrl: deps.config.publicUrl,
      logger: deps.logger,
    }),
    moods,
    reports: new ReportService({
      assessments: assessmentService,
      moods,
      auth,
      crisisResources: (country) => crisis.forCountry(country),
      clock,
      limiter: rateLimits.create({ name: 'report', points: REPORT_DOWNLOADS_PER_HOUR, durationSeconds: 60 * 60 }),
    }),
    reminders: reminderService,
    availability,
    clock,
  };
}
