// The admin module's factory: the operator console (#22: directory edits, bookings, contact
// messages, the audit log), member access (#33: disabling and enabling accounts) and expert
// invitations and an expert's own listing (the expert module's service, audited here).
import type { Kernel } from '../../kernel.js';
import type { MailService } from '../../mail/index.js';
import type { AuthModule } from '../auth/index.js';
import type { BookingDocument, BookingModel } from '../booking/booking.model.js';
import type { RefundService } from '../booking/refund.service.js';
import type { ContactMessageModel } from '../contact/contact.model.js';
import type { CredentialsService } from '../credentials/credentials.service.js';
import type { ExpertModule } from '../expert/index.js';
import { ExpertAccountService } from '../expert/expert-account.service.js';
import type { OneTimeTokens } from '../tokens/one-time-tokens.js';
import { AdminService } from './admin.service.js';
import { auditModel } from './audit.model.js';
import { MemberAccessService } from './member-access.service.js';

export interface AdminModuleDeps {
  members: AuthModule;
  experts: ExpertModule;
  bookings: BookingModel;
  refunds: RefundService;
  contactMessages: ContactMessageModel;
  credentials: CredentialsService;
  tokens: OneTimeTokens;
  mail: MailService;
  /** #39 item 4: tells the member and the expert of an operator's refund (AppointmentNotices). */
  notices?: { cancelledByOperator(booking: BookingDocument): Promise<void> };
}

export interface AdminModule {
  admin: AdminService;
  memberAccess: MemberAccessService;
  expertAccounts: ExpertAccountService;
}

export function createAdminModule(k: Kernel, deps: AdminModuleDeps): AdminModule {
  const { users, auth } = deps.members;
  const { notices } = deps;
  const admin = new AdminService({
    refunds: deps.refunds,
    experts: deps.experts.expertDocs,
    directory: deps.experts.directory,
    audit: auditModel(k.connection),
    bookings: deps.bookings,
    contactMessages: deps.contactMessages,
    // A mail not queued never undoes the refund: logged, and the refund stands.
    onRefunded:
      notices &&
      ((booking) =>
        notices
          .cancelledByOperator(booking)
          .catch(() => k.logger.warn({ bookingId: booking.id }, 'refund notices not queued'))),
    now: k.now,
  });
  return {
    admin,
    memberAccess: new MemberAccessService({
      users,
      auth,
      admin,
      endAllAccess: (userId) => deps.credentials.endFootholds(userId, { allLinks: true }),
    }),
    expertAccounts: new ExpertAccountService({
      users,
      tokens: deps.tokens,
      mail: deps.mail,
      directory: deps.experts.directory,
      admin,
      publicUrl: k.config.publicUrl,
      logger: k.logger,
    }),
  };
}
