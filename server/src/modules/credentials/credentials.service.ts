// Accounts for real life: password reset, email verification, change of password and of email.
// The rules of SECURITY.md 29 (one-time tokens) and OWASP's Forgot Password cheat sheet:
//   - asking for a reset answers the same, in about the same time, for every address: the work that
//     depends on the account (look-up, token, mail) runs after the answer, in the background;
//   - asking is limited per address and per IP (every address counts, known or not);
//   - a reset applies the sign-up password rules, ends every session, mails a notice, and does not
//     sign the browser in;
//   - tokens are single use, expire, and a new one voids the older of the same purpose.
// No HTTP or GraphQL here: sessions are ended through the session layer's registry.
import { Types, trusted } from 'mongoose';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { Logger } from '../../logger.js';
import type { Limiter } from '../../rate-limit/index.js';
import type { MailService } from '../../mail/index.js';
import type { SessionRegistry } from '../sessions/session.ports.js';
import type { OneTimeTokenRecord, OneTimeTokens, TokenPurpose } from '../tokens/one-time-tokens.js';
import { mailOneTimeLink } from '../tokens/mail-link.js';
import { isDuplicateKey, type AuthService } from '../auth/auth.service.js';
import type { UserDocument, UserModel } from '../auth/user.model.js';
import { currentPassword as currentPasswordRule, memberEmail, password } from '@mindcheck/common';
import { parseInput } from '../../validation.js';

export const RESET_TOKEN_MINUTES = 30;
export const VERIFICATION_TOKEN_HOURS = 24;
/** Reset mails one address may be sent per hour (counted for every address asked, known or not). */
export const RESETS_PER_EMAIL_PER_HOUR = 5;
/** Verification and change-of-email mails one member may ask for per hour. */
export const ACCOUNT_MAILS_PER_MEMBER_PER_HOUR = 5;
/**
 * Credential operations (change of password or email, erasure's password check) one member may
 * start per hour: counted before any hash or mail, so a stolen session cannot make the server hash
 * or mail without end (finding 2 of #33).
 */
export const CREDENTIAL_OPS_PER_MEMBER_PER_HOUR = 10;
/** How long the "This wasn't me — cancel" link in the notice of a change of email works. */
export const CANCEL_EMAIL_CHANGE_DAYS = 7;
/**
 * The links a recovery step voids (SECURITY.md 30): whoever asked for them may be the intruder.
 * The cancel link is not among them: it goes to the owner's old address and must outlive anything
 * an intruder with a session can do.
 */
export const ACCOUNT_LINK_PURPOSES: TokenPurpose[] = ['password_reset', 'email_verification', 'email_change'];

export interface CredentialsServiceDeps {
  users: UserModel;
  auth: AuthService;
  tokens: OneTimeTokens;
  mail: MailService;
  sessions: SessionRegistry;
  /** The app's public address: links in mails point there. */
  publicUrl: string;
  limits: { perIp: Limiter; perEmail: Limiter; perMember: Limiter; credentialOps: Limiter };
  logger: Logger;
}

/** The sign-up rules and messages for a new password, reported on the field that carries it. */
function assertNewPassword(value: string, field: string): void {
  parseInput(password, value, field);
}

function emailField(value: string, field: string): string {
  return parseInput(memberEmail(), value, field);
}

export class CredentialsService {
  private readonly background = new Set<Promise<void>>();

  constructor(private readonly deps: CredentialsServiceDeps) {}

  /** Resolves when the background work started so far is done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.background.size) await Promise.allSettled([...this.background]);
  }

  private inBackground(work: () => Promise<void>, what: string): void {
    const promise = work().catch((error: unknown) => {
      // Never the address or the token: what failed, and the error's kind.
      this.deps.logger.error({ err: { message: error instanceof Error ? error.message : 'error' } }, `${what} failed`);
    });
    this.background.add(promise);
    void promise.finally(() => this.background.delete(promise));
  }

  /** Always the same answer; a mail goes out only when the address belongs to an active account. */
  async requestPasswordReset(email: string, ip: string): Promise<void> {
    const address = emailField(email, 'email');
    await this.deps.limits.perIp.consume(ip);
    await this.deps.limits.perEmail.consume(address);
    this.inBackground(() => this.sendReset(address), 'password reset mail');
  }

  private async sendReset(email: string): Promise<void> {
    const user = await this.deps.users.findOne({ email });
    if (!user || user.disabled) return;
    const userId = user._id.toString();
    if (!user.passwordHash) {
      await this.deps.mail.queue({
        template: 'passwordResetGoogle',
        data: {
          firstName: user.firstName ?? undefined,
          signInLink: new URL('/sign-in', this.deps.publicUrl).toString(),
        },
        to: user.email,
        userId,
      });
      return;
    }
    await mailOneTimeLink(
      this.deps,
      { purpose: 'password_reset', subject: userId, ttlMs: RESET_TOKEN_MINUTES * 60_000, path: '/reset-password' },
      {
        template: 'passwordReset',
        data: (link) => ({ firstName: user.firstName ?? undefined, link, minutes: RESET_TOKEN_MINUTES }),
        to: user.email,
        userId,
      },
    );
  }

  /** Sets a new password from a reset link; every session of the member ends; nobody is signed in. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    // The password first: a too-short one must not use up the link.
    assertNewPassword(newPassword, 'newPassword');
    const record = await this.deps.tokens.consume(['password_reset'], token);
    const invalid = () => AppError.badInput(messages.resetLinkInvalid, 'token');
    if (!record) throw invalid();
    const user = await this.findUser(record.userId);
    if (!user || user.disabled || user.email !== record.email) throw invalid();

    user.passwordHash = await this.deps.auth.hashPassword(newPassword);
    // The link reached this address: it is the member's.
    user.emailVerified = true;
    // $inc in the same write: a concurrent sign-out-others' increment is not lost.
    user.$inc('credentialVersion', 1);
    await user.save();
    await this.deps.sessions.destroyAllFor(record.userId);
    await this.deps.tokens.voidAll(record.userId, ACCOUNT_LINK_PURPOSES);
    await this.notifyPasswordChanged(user, 'reset');
  }

  /** The signed-in member changes their password; their other sessions end. */
  async changePassword(
    userId: string,
    currentSessionId: string | null,
    currentPassword: string,
    newPassword: string,
    ip: string,
  ): Promise<void> {
    const user = await this.requireUser(userId);
    if (!user.passwordHash) throw AppError.badInput(messages.noPasswordToChange, 'currentPassword');
    parseInput(currentPasswordRule, currentPassword, 'currentPassword');
    assertNewPassword(newPassword, 'newPassword');
    // Counted before the two hashes (verify and new), whatever the outcome.
    await this.deps.limits.credentialOps.consume(userId);
    await this.deps.auth.confirmPassword(user, currentPassword, ip, messages.wrongPassword, 'currentPassword');

    user.passwordHash = await this.deps.auth.hashPassword(newPassword);
    user.$inc('credentialVersion', 1);
    await user.save();
    await this.deps.sessions.destroyAllFor(userId, { except: currentSessionId });
    await this.deps.tokens.voidAll(userId, ACCOUNT_LINK_PURPOSES);
    await this.notifyPasswordChanged(user, 'changed');
  }

  private async notifyPasswordChanged(user: UserDocument, how: 'reset' | 'changed'): Promise<void> {
    await this.deps.mail.queue({
      template: 'passwordChanged',
      data: {
        firstName: user.firstName ?? undefined,
        how,
        forgotLink: new URL('/forgot-password', this.deps.publicUrl).toString(),
      },
      to: user.email,
      userId: user._id.toString(),
    });
  }

  /** The verification link mailed at sign-up (not counted against the member's allowance). */
  sendVerificationAfterSignUp(user: UserDocument): void {
    if (user.emailVerified) return;
    this.inBackground(() => this.sendVerification(user), 'verification mail');
  }

  /** A new verification link, on request; nothing is sent to an address already verified. */
  async requestEmailVerification(userId: string): Promise<void> {
    const user = await this.requireUser(userId);
    if (user.emailVerified) return;
    await this.deps.limits.perMember.consume(userId);
    await this.sendVerification(user);
  }

  private async sendVerification(user: UserDocument): Promise<void> {
    const userId = user._id.toString();
    await mailOneTimeLink(
      this.deps,
      {
        purpose: 'email_verification',
        subject: userId,
        ttlMs: VERIFICATION_TOKEN_HOURS * 3600_000,
        path: '/verify-email',
        binding: bindingOf(user),
      },
      {
        template: 'emailVerification',
        data: (link) => ({ firstName: user.firstName ?? undefined, link, hours: VERIFICATION_TOKEN_HOURS }),
        to: user.email,
        userId,
      },
    );
  }

  /** A verification link's token: the email is verified, or a change of email is completed. */
  async verifyEmail(token: string): Promise<void> {
    const record = await this.deps.tokens.consume(['email_verification', 'email_change'], token);
    const invalid = () => AppError.badInput(messages.verificationLinkInvalid, 'token');
    if (!record) throw invalid();
    const user = await this.findUser(record.userId);
    if (!user || user.disabled || !stillBound(record, user)) throw invalid();

    if (record.purpose === 'email_verification') {
      // A link sent to an address the account no longer has proves nothing about the new one.
      if (user.email !== record.email) throw invalid();
      user.emailVerified = true;
      await user.save();
      return;
    }

    if (await this.deps.users.exists({ email: record.email, _id: trusted({ $ne: user._id }) }))
      throw AppError.conflict(messages.emailInUse);
    user.email = record.email;
    user.emailVerified = true;
    try {
      await user.save();
    } catch (error) {
      // Someone signed up with that address since the check: the unique index decides.
      if (isDuplicateKey(error)) throw AppError.conflict(messages.emailInUse);
      throw error;
    }
    // Links sent to the old address no longer concern this account.
    await this.deps.tokens.voidAll(record.userId, ['password_reset', 'email_verification']);
  }

  /**
   * Mails a link to the new address and a notice (with a cancel link) to the current one; nothing
   * changes until the link is followed. The answer is the same whether the new address already has
   * an account or not (finding 3 of #33): only its owner learns, by mail, that it was tried.
   */
  async requestEmailChange(userId: string, newEmail: string, password: string | null | undefined, ip: string) {
    const user = await this.requireUser(userId);
    const address = emailField(newEmail, 'newEmail');
    if (address === user.email) throw AppError.badInput(messages.sameEmail, 'newEmail');
    if (user.passwordHash && !password) throw AppError.badInput(messages.passwordRequiredToChangeEmail, 'password');
    // The limits before any hash, look-up of the address or mail.
    await this.deps.limits.credentialOps.consume(userId);
    if (user.passwordHash)
      await this.deps.auth.confirmPassword(user, password!, ip, messages.wrongPassword, 'password');
    await this.deps.limits.perMember.consume(userId);

    const firstName = user.firstName ?? undefined;
    if (await this.deps.users.exists({ email: address })) {
      await this.deps.mail.queue({
        template: 'emailChangeAddressTaken',
        data: { signInLink: new URL('/sign-in', this.deps.publicUrl).toString() },
        to: address,
      });
    } else {
      await mailOneTimeLink(
        this.deps,
        {
          purpose: 'email_change',
          subject: userId,
          ttlMs: VERIFICATION_TOKEN_HOURS * 3600_000,
          path: '/verify-email',
          binding: bindingOf(user),
        },
        {
          template: 'emailChange',
          data: (link) => ({ firstName, link, hours: VERIFICATION_TOKEN_HOURS }),
          to: address,
          userId,
        },
      );
    }
    // The same notice either way: the requester's own mailbox tells them nothing about the address.
    await mailOneTimeLink(
      this.deps,
      {
        purpose: 'email_change_cancel',
        subject: userId,
        ttlMs: CANCEL_EMAIL_CHANGE_DAYS * 86_400_000,
        path: '/cancel-email-change',
      },
      {
        template: 'emailChangeNotice',
        data: (link) => ({ firstName, newEmail: address, link, days: CANCEL_EMAIL_CHANGE_DAYS }),
        to: user.email,
        userId,
      },
    );
  }

  /**
   * "This wasn't me — cancel", from the notice sent to the old address: the pending change is
   * void (or, if it was completed, the account gets its old address back when nobody else has
   * taken it), every account link dies and every session of the account ends.
   */
  async cancelEmailChange(token: string, ip: string): Promise<void> {
    await this.deps.limits.perIp.consume(ip);
    const record = await this.deps.tokens.consume(['email_change_cancel'], token);
    const invalid = () => AppError.badInput(messages.verificationLinkInvalid, 'token');
    if (!record) throw invalid();
    const user = await this.findUser(record.userId);
    if (!user) throw invalid();
    if (user.email !== record.email && !(await this.deps.users.exists({ email: record.email }))) {
      user.email = record.email;
      // The link reached that address: it is the member's.
      user.emailVerified = true;
      await user.save().catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
    }
    await this.endFootholds(record.userId);
  }

  /**
   * A recovery step that keeps the account's password (signing out other devices, a cancelled
   * change of email, an operator disabling the account): every account link dies, links being
   * issued right now carry a stale version, and every session ends unless one is kept.
   */
  async endFootholds(
    userId: string,
    options: { keepSession?: string | null; sessions?: boolean; allLinks?: boolean } = {},
  ) {
    if (!Types.ObjectId.isValid(userId)) return;
    await this.deps.users.updateOne({ _id: userId }, { $inc: { credentialVersion: 1 } });
    // allLinks (an operator disabling the account): the cancel link and invitations too.
    await this.deps.tokens.voidAll(userId, options.allLinks ? undefined : ACCOUNT_LINK_PURPOSES);
    if (options.sessions !== false) await this.deps.sessions.destroyAllFor(userId, { except: options.keepSession });
  }

  private async findUser(userId: string): Promise<UserDocument | null> {
    return Types.ObjectId.isValid(userId) ? this.deps.users.findById(userId) : null;
  }

  private async requireUser(userId: string): Promise<UserDocument> {
    const user = await this.findUser(userId);
    if (!user || user.disabled) throw AppError.unauthenticated(messages.signInRequired);
    return user;
  }
}

function bindingOf(user: UserDocument): { credentialVersion: number; accountEmail: string } {
  return { credentialVersion: user.credentialVersion ?? 0, accountEmail: user.email };
}

/** An account link is refused once the account has been through a recovery step or changed address. */
function stillBound(record: OneTimeTokenRecord, user: UserDocument): boolean {
  if (record.purpose !== 'email_change' && record.purpose !== 'email_verification') return true;
  return (
    (record.credentialVersion ?? 0) === (user.credentialVersion ?? 0) &&
    (record.accountEmail === undefined || record.accountEmail === user.email)
  );
}
