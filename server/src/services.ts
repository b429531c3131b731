// The service container: every service of the app, built once per app instance. Wiring only: each
// module's factory (modules/<name>/index.ts) builds its part; here they are called in order and
// connected. Resolvers reach services through the GraphQL context. A new module adds its factory
// call here (a few lines) and its services to `Services`.
import type { AiProvider } from './ai/index.js';
import { createAiProvider } from './ai/index.js';
import { closerOf, createKernel, type Kernel, type KernelDeps } from './kernel.js';
import type { Jobs } from './jobs/index.js';
import type { RateLimits } from './rate-limit/index.js';
import type { AppPubSub } from './pubsub/index.js';
import type { Clock } from './clock.js';
import { createMailModule, type MailService } from './mail/index.js';
import type { WebhookVerifier } from './payments/index.js';
import type { SessionRegistry } from './modules/sessions/session.ports.js';
import { createAuthModule, type AuthModule } from './modules/auth/index.js';
import type { AuthService } from './modules/auth/auth.service.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { ConsentService } from './modules/consent/consent.service.js';
import { createAccountModule } from './modules/account/index.js';
import type { AccountService } from './modules/account/account.service.js';
import { createCredentialsModule } from './modules/credentials/index.js';
import type { CredentialsService } from './modules/credentials/credentials.service.js';
import type { SessionsService } from './modules/sessions/sessions.service.js';
import { createSessionsModule } from './modules/sessions/index.js';
import { createExpertModule } from './modules/expert/index.js';
import type { ExpertService } from './modules/expert/expert.service.js';
import type { ExpertAccountService } from './modules/expert/expert-account.service.js';
import { createSafetyModule } from './modules/safety/index.js';
import type { SafetyPlanService } from './modules/safety/safety-plan.service.js';
import type { CrisisService } from './modules/safety/crisis.service.js';
import { createAssessmentModule } from './modules/assessment/index.js';
import type { AssessmentService } from './modules/assessment/assessment.service.js';
import { createReminderModule } from './modules/reminder/index.js';
import type { ReminderService } from './modules/reminder/reminder.service.js';
import { createMoodModule } from './modules/mood/index.js';
import { createMeasures, type MeasuresService } from './modules/measures/index.js';
import type { MoodService } from './modules/mood/mood.service.js';
import { createReportModule } from './modules/report/index.js';
import type { ReportService } from './modules/report/report.service.js';
import { createChatModule } from './modules/chat/index.js';
import type { ChatService } from './modules/chat/chat.service.js';
import { createContactModule } from './modules/contact/index.js';
import type { ContactService } from './modules/contact/contact.service.js';
import { createBookingModule, openBookingRecords } from './modules/booking/index.js';
import type { BookingService } from './modules/booking/booking.service.js';
import type { RefundService } from './modules/booking/refund.service.js';
import { createAppointmentModule, openAvailability } from './modules/appointment/index.js';
import type { AvailabilityService } from './modules/appointment/availability.service.js';
import type { AppointmentService } from './modules/appointment/appointment.service.js';
import { createAdminModule } from './modules/admin/index.js';
import type { AdminService } from './modules/admin/admin.service.js';
import type { MemberAccessService } from './modules/admin/member-access.service.js';
import { createCare, type Care } from './modules/care/index.js';
import { createPayouts, type Payouts } from './modules/payouts/index.js';
import { countAiCalls } from './metrics/ai-metrics.js';
import { createRetentionModule, type RetentionService } from './modules/retention/index.js';
import { createRoomModule, type RoomModule } from './modules/room/index.js';
import type { SmsService } from './sms/index.js';
import { createReach, type PhoneModule } from './modules/phone/index.js';

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
  /** The expert's side of appointments: their list, decline, outcome, meeting link. */
  appointments: AppointmentService;
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
  /** Validated measures (#34): the PHQ-9 and GAD-7. */
  measures: MeasuresService;
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
  /** #34: the expert's private notes, results shared by choice, measure requests before appointments. */
  care: Care;
  /** #37: experts' payout accounts, their earnings, the nightly reconciliation. */
  payouts: Payouts;
  /** #32: inactive accounts noticed, then erased (HEALTH_DATA_RETENTION_MONTHS). */
  retention: RetentionService;
  /** #35: the session room (call, attendance outcomes, appointment messages). */
  room: RoomModule;
  /** #36: every SMS goes through it (stored, sent, its delivery reports). */
  sms: SmsService;
  /** #36: phone verification by SMS, SMS notices, STOP replies. */
  phone: PhoneModule;
}

/** What is built before the session layer: the kernel, and the members (the session check asks the auth service). */
export interface Core extends AuthModule {
  kernel: Kernel;
}

export async function createCore(deps: KernelDeps): Promise<Core> {
  const kernel = createKernel(deps);
  return { kernel, ...(await createAuthModule(kernel)) };
}

export interface ServiceDeps {
  /** The session layer: the account services list and end a member's sessions through it. */
  sessions: SessionRegistry;
  /** An AI provider to use instead of the configured one (benchmarks). */
  ai?: AiProvider;
}

export async function createServices(core: Core, deps: ServiceDeps): Promise<Services> {
  const { kernel: k, auth } = core;
  const ai = countAiCalls(deps.ai ?? createAiProvider(k.config));
  const mail = await createMailModule(k);
  const consent = new ConsentService(core.users);
  const experts = await createExpertModule(k);
  const safety = await createSafetyModule(k, consent);
  const { credentials, tokens, credentialOps } = await createCredentialsModule(k, core, mail, deps.sessions);
  const assessments = await createAssessmentModule(k, {
    ai,
    crisis: safety.directory,
    consent,
    experts: experts.experts,
  });
  const moods = createMoodModule(k, consent);
  const measures = await createMeasures({ ...k, crisis: safety.directory, consent });
  const reminders = await createReminderModule(k, { assessments, auth, mail });
  const bookingRecords = await openBookingRecords(k);
  const availability = await openAvailability(k, { experts, bookings: bookingRecords });
  // #36: SMS, phone verification and the SMS notices (times in the expert's zone when the member's is not known).
  const reach = await createReach(k, { members: core, reminders, timeZones: availability });
  const appointment = createAppointmentModule(k, {
    members: core,
    experts,
    bookings: bookingRecords,
    availability,
    mail,
    reminders,
    sms: reach.phone.notices,
  });
  const payouts = await createPayouts({
    ...k,
    payments: bookingRecords.payments,
    bookings: bookingRecords.records.model,
    ...{ mail, auth, directory: experts.directory },
  });
  const bookings = createBookingModule(k, bookingRecords, {
    experts: experts.experts,
    auth,
    slots: appointment.availability,
    notices: appointment.notices,
    payoutTarget: payouts.payoutTarget,
  });
  const room = await createRoomModule({
    ...k,
    bookings: bookingRecords.records.model,
    users: core.users,
    auth,
    mail,
    sms: reach.phone.notices,
    refunds: bookingRecords.refunds,
    appointments: appointment.appointments,
  });
  const { contact, contactMessages } = createContactModule(k, mail);
  const { admin, memberAccess, expertAccounts } = createAdminModule(k, {
    members: core,
    experts,
    bookings: bookingRecords.records.model,
    refunds: bookingRecords.refunds,
    contactMessages,
    credentials,
    tokens,
    mail,
    notices: appointment.notices,
  });
  const care = await createCare(
    k,
    bookingRecords.records.model,
    { auth, admin, assessments, measures, mail, reminders, sms: reach.phone.notices },
    appointment.availability,
  );
  const account = createAccountModule(k, core, credentialOps, care.ownExports);
  const retention = await createRetentionModule(k, { users: core.users, mail, accounts: account });
  return {
    care,
    room,
    jobs: k.jobs,
    ai,
    rateLimits: k.rateLimits,
    pubSub: k.pubSub,
    clock: k.clock,
    mail,
    auth,
    profile: new ProfileService(core.users),
    account,
    retention,
    consent,
    credentials,
    sessions: createSessionsModule(deps.sessions, credentials),
    memberAccess,
    experts: experts.experts,
    expertAccounts,
    admin,
    crisis: safety.crisis,
    safetyPlans: safety.safetyPlans,
    assessments,
    moods,
    measures,
    reminders,
    reports: createReportModule(k, { assessments, moods, measures, auth, crisis: safety.directory }),
    chat: createChatModule(k, { ai, crisis: safety.directory, consent }),
    contact,
    bookings,
    availability: appointment.availability,
    appointments: appointment.appointments,
    refunds: bookingRecords.refunds,
    paymentWebhook: bookingRecords.paymentWebhook,
    payouts,
    sms: reach.sms.sms,
    phone: reach.phone,
    close: closerOf(k, { credentials, mail, closers: [experts, safety, appointment] }),
  };
}
