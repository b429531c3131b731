// Expert accounts (#22): an operator invites an address to run an expert's listing; the signed-in
// member whose verified email is that address accepts and becomes role EXPERT, linked to the
// expert; an expert edits their own expertise, location and contact. No GraphQL or HTTP here.
import { expertSelfSchema, inviteExpertSchema } from '@mindcheck/common';
import { trusted, Types } from 'mongoose';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { Logger } from '../../logger.js';
import { parseInput } from '../../validation.js';
import type { MailService } from '../../mail/index.js';
import type { OneTimeTokens } from '../tokens/one-time-tokens.js';
import { mailOneTimeLink } from '../tokens/mail-link.js';
import type { UserDocument, UserModel } from '../auth/user.model.js';
import type { Actor } from '../auth/actor.js';
import type { ExpertRecord } from './expert.model.js';
import type { DirectoryExpert, ExpertDirectory } from './expert.directory.js';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
/** The client page that accepts an invitation (the token travels in `?token=`, like reset links). */
export const INVITATION_PATH = '/expert-invitation';

/** What this service needs of the operator console (AdminService): its audit log and directory edits. */
export interface AuditedExpertEdits {
  audit(
    actor: Actor,
    action: string,
    targetType: 'expert',
    targetId: string,
    before: object | null,
    after: object | null,
  ): Promise<void>;
  changeExpert(
    actor: Actor,
    action: string,
    id: string,
    changes: Partial<Omit<ExpertRecord, '_id' | 'createdAt' | 'position'>>,
  ): Promise<DirectoryExpert>;
}

export interface ExpertAccountServiceDeps {
  users: UserModel;
  tokens: OneTimeTokens;
  mail: MailService;
  directory: ExpertDirectory;
  /** For the audit log and the directory edits (the expert's own are audited like an operator's). */
  admin: AuditedExpertEdits;
  publicUrl: string;
  logger: Logger;
}

/** An invitation's token row is keyed by the expert, not a member: one live invitation per expert. */
function invitationKey(expertId: string): string {
  return `expert:${expertId}`;
}

export class ExpertAccountService {
  constructor(private readonly deps: ExpertAccountServiceDeps) {}

  /**
   * Mails `email` a single-use link, valid INVITATION_DAYS days, to run the expert's account. A
   * new invitation for the same expert replaces the previous one (its link stops working).
   */
  async invite(actor: Actor, expertId: string, email: string): Promise<void> {
    const { email: address } = parseInput(inviteExpertSchema, { email });
    const expert = typeof expertId === 'string' ? this.deps.directory.find(expertId) : undefined;
    if (!expert) throw AppError.notFound(messages.expertNotFound);
    const expiresAt = await mailOneTimeLink(
      this.deps,
      {
        purpose: 'expert_invitation',
        subject: invitationKey(expert.id),
        ttlMs: INVITATION_DAYS * 24 * 60 * 60_000,
        path: INVITATION_PATH,
      },
      {
        template: 'expertInvitation',
        data: (link) => ({ expertName: expert.name, link, days: INVITATION_DAYS }),
        to: address,
      },
    );
    await this.deps.admin.audit(actor, 'inviteExpert', 'expert', expert.id, null, {
      invitedEmail: address,
      expiresAt,
    });
  }

  /**
   * The signed-in member takes the invitation: their verified email must be the invited address
   * (a wrong or unverified address leaves the link usable by the right account). Single use: the
   * token is taken atomically, so two accepts at once link one account.
   */
  async accept(userId: string, token: string): Promise<UserDocument> {
    const invalid = () => AppError.badInput(messages.expertInvitationInvalid, 'token');
    const record = await this.deps.tokens.peek(['expert_invitation'], token);
    if (!record) throw invalid();
    const user = Types.ObjectId.isValid(userId) ? await this.deps.users.findById(userId) : null;
    if (!user || user.disabled) throw AppError.unauthenticated(messages.signInRequired);
    if (!user.emailVerified || user.email !== record.email)
      throw AppError.forbidden(messages.expertInvitationWrongAddress);
    const expertId = record.userId.slice('expert:'.length);
    if (!this.deps.directory.find(expertId)) throw invalid();
    if (!(await this.deps.tokens.consume(['expert_invitation'], token))) throw invalid();

    // One account per expert: an account linked before (an earlier invitation) is unlinked.
    await this.deps.users.updateMany(
      { expertId, _id: trusted({ $ne: user._id }) },
      { $set: { role: 'user' }, $unset: { expertId: 1 } },
    );
    const before = { role: user.role, expertId: user.expertId ?? null };
    user.role = 'expert';
    user.expertId = expertId;
    await user.save();
    await this.deps.admin.audit(
      { id: userId, email: user.email },
      'acceptExpertInvitation',
      'expert',
      expertId,
      before,
      {
        role: 'expert',
        expertId,
      },
    );
    this.deps.logger.info({ expertId }, 'expert invitation accepted');
    return user;
  }

  /** The expert edits their own listing: expertise, location and contact only. */
  async updateOwnProfile(actor: Actor, input: unknown): Promise<DirectoryExpert> {
    const values = parseInput(expertSelfSchema, input);
    const user = Types.ObjectId.isValid(actor.id) ? await this.deps.users.findById(actor.id) : null;
    if (!user || user.role !== 'expert' || !user.expertId) throw AppError.forbidden(messages.notAllowed);
    return this.deps.admin.changeExpert(actor, 'updateMyExpertProfile', user.expertId, {
      contact: values.contact,
      location: values.location,
      expertise: values.expertise,
    });
  }
}
