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
import { RateLimits } from './rate-limit/index.js';
import { createPubSub, type AppPubSub } from './pubsub/index.js';
import { chatModel } from './modules/chat/chat.model.js';
import { ChatService } from './modules/chat/chat.service.js';
import { AdminService } from './modules/admin/admin.service.js';
import { auditModel } from './modules/admin/audit.model.js';
import { ExpertDirectory } from './modules/expert/expert.directory.js';
import { expertModel } from './modules/expert/expert.model.js';
import { loadCrisisDirectory } from './content/crisis-resources.js';
import { ConsentService } from './modules/consent/consent.service.js';
import { safetyPlanModel } from './modules/safety/safety-plan.model.js';
import { SafetyPlanService } from './modules/safety/safety-plan.service.js';
import { CrisisService } from './modules/safety/crisis.service.js';
import { createPaymentProvider, createWebhookVerifier, type WebhookVerifier } from './payments/index.js';
import { bookingModel } from './modules/booking/booking.model.js';
import { BOOKING_STARTS_PER_HOUR, BookingService } from './modules/booking/booking.service.js';
import { createMailer, MailService, mailMessageModel } from './mail/index.js';
import type { SessionRegistry } from './http/session.js';
import { OneTimeTokens, oneTimeTokenModel } from './modules/tokens/one-time-tokens.js';
import {
  ACCOUNT_MAILS_PER_MEMBER_PER_HOUR,
  CredentialsService,
  RESETS_PER_EMAIL_PER_HOUR,
} from './modules/credentials/credentials.service.js';
import { SessionsService } from './modules/sessions/sessions.service.js';
import { contactMessageModel } from './modules/contact/contact.model.js';
import { ContactService } from './modules/contact/contact.service.js';
import { assessmentModel } from './modules/assessment/assessment.model.js';
import { AssessmentService } from './modules/assessment/assessment.service.js';
import { ExpertService } from './modules/expert/expert.service.js';
import { systemClock, type Clock } from './clock.js';
import { moodEntryModel } from './modules/mood/mood.model.js';
import { MoodService } from './modules/mood/mood.service.js';
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
  /** Checks that a webhook delivery really comes from the payment provider. */
  paymentWebhook: WebhookVerifier;
  contact: ContactService;
  assessments: AssessmentService;
  experts: ExpertService;
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
  const contactMessages = contactMessageModel(deps.connection);
  const admin = new AdminService({
    experts: expertDocs,
    directory,
    audit: auditModel(deps.connection),
    bookings,
    contactMessages,
    now: deps.now,
  });
  const ai = deps.ai ?? createAiProvider(deps.config);
  // One seam for time: tests give `now` (accounts' token expiry and mail retries use it too).
  const clock: Clock = deps.now ? { now: deps.now } : systemClock;
  // With REDIS_URL set, pub/sub and rate-limit counters share Redis, so instances agree.
  const pubSub = createPubSub({ redisUrl: deps.config.redisUrl, logger: deps.logger });
  const rateLimits = new RateLimits(pubSub.redis);
  const crisis = loadCrisisDirectory(deps.config.crisisResourcesJson, deps.config.crisisDefaultCountry);
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
  const moods = new MoodService({ moods: moodEntryModel(deps.connection), clock });
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
  return {
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
    }),
    close: async () => {
      // Work started for requests already answered (reset mails, deliveries) finishes first.
      await credentials.idle();
      await mail.stop();
      await jobs.stop();
      await pubSub.close();
    },
    mail,
    credentials,
    sessions: new SessionsService(deps.sessions),
    profile: new ProfileService(users),
    account: new AccountService(users, deps.connection, auth),
    bookings: new BookingService({
      bookings,
      payments: createPaymentProvider(deps.config),
      expertExists: (expertId) => experts.byId(expertId) !== null,
      memberEmail: async (userId) => (await auth.findActiveUser(userId))?.email ?? null,
      price: deps.config.booking,
      limiter: rateLimits.create({ name: 'booking-starts', points: BOOKING_STARTS_PER_HOUR, durationSeconds: 60 * 60 }),
      logger: deps.logger,
    }),
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
    safetyPlans: new SafetyPlanService(safetyPlanModel(deps.connection)),
    crisis: new CrisisService(crisis),
    assessments: assessmentService,
    experts,
    admin,
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
    clock,
  };
}
