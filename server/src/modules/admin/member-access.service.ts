// Stopping an abusive account (#33, finding 12): an operator finds a member by email and disables
// (or enables) the account. Disabling refuses sign-in (password and Google: 'This account has been
// disabled.'), ends every session and socket on every instance, and voids every one-time link;
// the session check on every request (http/session.ts) already refuses a disabled member. Audited
// like every operator change; an operator cannot disable themselves. No GraphQL or HTTP here.
import { Types } from 'mongoose';
import { disableReason, memberEmail } from '@mindcheck/common';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import { parseInput } from '../../validation.js';
import type { AuthService } from '../auth/auth.service.js';
import type { UserModel, UserRecord } from '../auth/user.model.js';
import type { Actor, AdminService } from './admin.service.js';

/** What the console shows of a member: who, and whether the account is usable. No health data. */
export interface MemberAccessView {
  id: string;
  email: string;
  name: string | null;
  role: 'USER' | 'EXPERT' | 'ADMIN';
  emailVerified: boolean;
  disabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
}

export interface MemberAccessDeps {
  users: UserModel;
  auth: AuthService;
  admin: Pick<AdminService, 'audit'>;
  /** Ends every session (all instances, sockets too) and voids every one-time link of the member. */
  endAllAccess: (userId: string) => Promise<void>;
}

export class MemberAccessService {
  constructor(private readonly deps: MemberAccessDeps) {}

  async findByEmail(email: string): Promise<MemberAccessView | null> {
    const address = parseInput(memberEmail({ required: true }), email, 'email');
    const user = await this.deps.users.findOne({ email: address }).lean();
    return user ? this.view(user) : null;
  }

  async setDisabled(actor: Actor, userId: string, disabled: boolean, reason: unknown): Promise<MemberAccessView> {
    const why = parseInput(disableReason, reason, 'reason');
    if (typeof userId !== 'string' || !Types.ObjectId.isValid(userId)) throw AppError.notFound(messages.memberNotFound);
    if (userId === actor.id) throw AppError.badInput(messages.cannotDisableSelf, 'userId');
    const before = await this.deps.users
      .findOneAndUpdate(
        { _id: new Types.ObjectId(userId) },
        disabled
          ? { $set: { disabled: true, disabledReason: why ?? undefined } }
          : { $set: { disabled: false }, $unset: { disabledReason: '' } },
        { returnDocument: 'before' },
      )
      .lean();
    if (!before) throw AppError.notFound(messages.memberNotFound);
    // Also when it was disabled already: a session or link made since is ended all the same.
    if (disabled) await this.deps.endAllAccess(userId);
    await this.deps.admin.audit(
      actor,
      'setAccountDisabled',
      'member',
      userId,
      { disabled: before.disabled === true, reason: before.disabledReason ?? null },
      { disabled, reason: disabled ? why : null },
    );
    const after = await this.deps.users.findById(userId).lean();
    return this.view(after!);
  }

  private view(user: UserRecord & { _id: Types.ObjectId }): MemberAccessView {
    const name = user.displayName ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || null);
    return {
      id: user._id.toString(),
      email: user.email,
      name,
      role: this.deps.auth.roleOf(user),
      emailVerified: user.emailVerified,
      disabled: user.disabled === true,
      disabledReason: user.disabledReason ?? null,
      createdAt: user.createdAt,
    };
  }
}
