// Accounts: sign-up, sign-in (password and Google), and reading the member. No HTTP or GraphQL
// here: the resolver and the Google routes own the session; this service owns the rules (spec
// sections 5 and 8, SECURITY.md 1-5).
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { Types, isValidObjectId, trusted } from 'mongoose';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { Limiter, RateLimits } from '../../rate-limit/index.js';
import type { UserDocument, UserModel, UserRecord, UserSnapshot } from './user.model.js';
import { signUpSchema, type Locale } from '@mindcheck/common';
import { parseInput } from '../../validation.js';
import { assertLocale } from '../locale/locale.input.js';
import { assertEmail, assertPassword, PASSWORD_MAX_LENGTH } from './auth.validation.js';

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1), set explicitly rather than left to library defaults.
// Only the memory may differ (PASSWORD_HASH_MEMORY_KIB, never below 19456 in production).
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Consecutive failed passwords for one email from one IP before further tries are refused. */
export const MAX_PASSWORD_FAILURES = 10;
/** How long failures are remembered, and how long the lock lasts once reached. */
export const PASSWORD_FAILURE_WINDOW_SECONDS = 15 * 60;

/** A member as the expert's and the operators' views of bookings name them. */
export interface MemberDetails {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

export interface SignUpData {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  age: number;
  disabilities: string;
  phoneNumber: string;
  pastHealthIssues: string;
  /** Issue #36: the language chosen at sign-up, else the visitor's (the resolver passes it). */
  locale?: string | null;
}

/** What the Google strategy learned about the member (OpenID Connect userinfo). */
export interface GoogleProfile {
  googleId: string;
  email?: string;
  emailVerified: boolean;
  displayName?: string;
  firstName?: string;
  lastName?: string;
  photoURL?: string;
  /** Issue #36: the browser's language, for an account this sign-in creates. */
  locale?: Locale;
}

export interface AuthServiceOptions {
  rateLimits: RateLimits;
  signUpLimit: { perIp: number; windowMinutes: number };
  /** Sign-in attempts per IP, whatever the email (each costs a hash). */
  signInLimit?: { perIp: number; windowMinutes: number };
  /** Google sign-in is offered: configured, or the development stand-in. */
  googleEnabled: boolean;
  /** The offer is the development stand-in (no Google client configured, not production). */
  googleSimulated: boolean;
  /** ADMIN_EMAILS, lower case. */
  adminEmails?: string[];
  /** The app's clock: sign-up and sign-in times (the retention rule counts from them; tests move it). */
  now?: () => Date;
  /** argon2id's memory cost in KiB (config's PASSWORD_HASH_MEMORY_KIB); default ARGON2_OPTIONS'. */
  passwordHashMemoryKib?: number;
}

/** The longest name the Google stand-in's form keeps. */
export const SIMULATED_NAME_MAX_LENGTH = 100;

export class AuthService {
  // Hashing a throwaway password for unknown emails keeps sign-in's timing the same either way.
  private readonly dummyHash: Promise<string>;
  private readonly passwordFailures: Limiter;
  private readonly signUps: Limiter;
  private readonly signIns: Limiter | null;
  readonly googleEnabled: boolean;
  readonly googleSimulated: boolean;
  private readonly adminEmails: Set<string>;
  private readonly now: () => Date;
  private readonly hashOptions: {
    type: typeof argon2.argon2id;
    memoryCost: number;
    timeCost: number;
    parallelism: number;
  };

  constructor(
    private readonly users: UserModel,
    options: AuthServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.hashOptions = { ...ARGON2_OPTIONS, memoryCost: options.passwordHashMemoryKib ?? ARGON2_OPTIONS.memoryCost };
    this.dummyHash = this.hashPassword(randomBytes(16).toString('hex'));
    // Every attempt is counted before its hash (and given back when it succeeds), so concurrent
    // guesses cannot slip past the limit: at most 10 passwords are checked per email and IP. The
    // 11th attempt goes over `points` and blocks the pair for the window, the right password too.
    this.passwordFailures = options.rateLimits.create({
      name: 'password-failures',
      points: MAX_PASSWORD_FAILURES,
      durationSeconds: PASSWORD_FAILURE_WINDOW_SECONDS,
      blockSeconds: PASSWORD_FAILURE_WINDOW_SECONDS,
    });
    this.signUps = options.rateLimits.create({
      name: 'sign-ups',
      points: options.signUpLimit.perIp,
      durationSeconds: options.signUpLimit.windowMinutes * 60,
    });
    this.signIns = options.signInLimit
      ? options.rateLimits.create({
          name: 'sign-ins',
          points: options.signInLimit.perIp,
          durationSeconds: options.signInLimit.windowMinutes * 60,
        })
      : null;
    this.googleEnabled = options.googleEnabled;
    this.googleSimulated = options.googleSimulated;
    this.adminEmails = new Set(options.adminEmails ?? []);
  }

  /** An argon2id hash of `password` with the app's parameters (sign-up, a reset, a change). */
  hashPassword(password: string): Promise<string> {
    return argon2.hash(password, this.hashOptions);
  }

  async signUp(input: SignUpData, ip: string): Promise<UserDocument> {
    const { password, ...data } = parseInput(signUpSchema, input);
    const locale = input.locale == null ? undefined : assertLocale(input.locale);
    // Counted once the form is valid: a member corrected for a typo does not use up the allowance.
    await this.signUps.consume(ip);

    if (await this.users.exists({ email: data.email })) throw AppError.conflict(messages.emailInUse);
    const passwordHash = await this.hashPassword(password);
    try {
      return await this.users.create({
        ...data,
        locale,
        passwordHash,
        role: 'user',
        emailVerified: false,
        createdAt: this.now(),
        lastSignInAt: this.now(),
      });
    } catch (error) {
      // Two sign-ups racing with one email: the unique index lets exactly one through.
      if (isDuplicateKey(error)) throw AppError.conflict(messages.emailInUse);
      throw error;
    }
  }

  /**
   * Checks the credentials; the same message and about the same time whatever was wrong.
   * Ten failures in a row for one email from one IP lock that pair (RATE_LIMITED); other IPs
   * are unaffected, and a success clears the count.
   */
  async verifyCredentials(email: string, password: string, ip: string): Promise<UserDocument> {
    const normalized = assertEmail(email);
    assertPassword(password);
    // UNAUTHENTICATED (the contract's code when no member is signed in), not BAD_USER_INPUT: the
    // form was valid, the credentials were not.
    const failure = () => AppError.unauthenticated(messages.invalidCredentials);
    // Per IP, whatever the email: bounds the hashing a visitor can cause with unknown emails.
    await this.signIns?.consume(ip);
    const user = await this.checkPassword(normalized, password, ip, failure);
    if (!user) throw failure();
    // Said only to whoever knows the password: the account exists, and an operator stopped it.
    if (user.disabled) throw AppError.forbidden(messages.accountDisabled);
    user.lastSignInAt = this.now();
    await user.save();
    return user;
  }

  /**
   * Confirms a signed-in member's password (e.g. before erasure), under the same brute-force
   * limit as sign-in. Throws BAD_USER_INPUT with `failureMessage` when it does not match.
   */
  async confirmPassword(
    user: UserDocument,
    password: string,
    ip: string,
    failureMessage: string,
    field = 'password',
  ): Promise<void> {
    // A success gives back its own point but does not clear earlier failures (finding 2 of #33): a
    // signed-in session must not mix in the right password to keep guessing without end.
    await this.checkPassword(user.email, password, ip, () => AppError.badInput(failureMessage, field), false);
  }

  /**
   * The member's role: ADMIN when their email is verified and listed in ADMIN_EMAILS (an address
   * anybody could type at sign-up must not make them an operator), EXPERT when the account accepted
   * an expert's invitation, else USER.
   */
  roleOf(
    user: Pick<UserRecord, 'email' | 'emailVerified'> & Partial<Pick<UserRecord, 'role' | 'expertId'>>,
  ): 'USER' | 'EXPERT' | 'ADMIN' {
    if (user.emailVerified && this.adminEmails.has(user.email)) return 'ADMIN';
    return user.role === 'expert' && user.expertId ? 'EXPERT' : 'USER';
  }

  private async checkPassword(
    email: string,
    password: string,
    ip: string,
    failure: () => AppError,
    clearOnSuccess = true,
  ): Promise<UserDocument | null> {
    const key = `${email}|${ip}`;
    // Counted before the hash (RATE_LIMITED once over the limit), given back below on success.
    await this.passwordFailures.consume(key);
    const user = await this.users.findOne({ email });
    const hash = user?.passwordHash ?? (await this.dummyHash);
    const ok = password.length <= PASSWORD_MAX_LENGTH && (await argon2.verify(hash, password).catch(() => false));
    if (!user || !user.passwordHash || !ok) throw failure();
    await (clearOnSuccess ? this.passwordFailures.reset(key) : this.passwordFailures.reward(key));
    return user;
  }

  /**
   * Google sign-in: the member with this Google id; else the account with the same, verified,
   * email (linked from now on); else a new member (role user).
   */
  async signInWithGoogle(profile: GoogleProfile): Promise<UserDocument> {
    if (!profile.googleId) throw AppError.upstream(messages.googleFailed);
    const existing = await this.users.findOne({ googleId: profile.googleId });
    if (existing) return this.finishGoogleSignIn(existing);

    if (!profile.email) throw AppError.badInput(messages.googleEmailMissing);
    const email = assertEmail(profile.email);
    const byEmail = await this.users.findOne({ email });
    if (byEmail) {
      // Linking on an unverified email would hand the account to whoever typed that address at Google.
      if (!profile.emailVerified) throw AppError.conflict(messages.googleEmailNotVerified);
      if (byEmail.googleId && byEmail.googleId !== profile.googleId)
        throw AppError.conflict(messages.googleEmailNotVerified);
      // Pre-hijack (SECURITY.md 27): anyone can sign up with someone else's address. Until that
      // account has proven it owns the address, Google's owner of it is not let into it (the
      // attacker's password and sessions would keep working there). Refused rather than taken
      // over: what the account holds was put there by whoever signed up, not by this member.
      if (!byEmail.emailVerified) throw AppError.conflict(messages.googleLocalEmailNotVerified);
      byEmail.googleId = profile.googleId;
      byEmail.emailVerified = true;
      byEmail.displayName ??= profile.displayName;
      byEmail.photoURL ??= profile.photoURL;
      return this.finishGoogleSignIn(byEmail);
    }

    try {
      return await this.users.create({
        email,
        googleId: profile.googleId,
        displayName: profile.displayName,
        firstName: profile.firstName,
        lastName: profile.lastName,
        photoURL: profile.photoURL,
        locale: profile.locale,
        role: 'user',
        emailVerified: profile.emailVerified,
        createdAt: this.now(),
        lastSignInAt: this.now(),
      });
    } catch (error) {
      // The same Google account signing in twice at once: the first creates, the second finds it.
      if (isDuplicateKey(error)) {
        const winner = await this.users.findOne({ googleId: profile.googleId });
        if (winner) return this.finishGoogleSignIn(winner);
        throw AppError.conflict(messages.emailInUse);
      }
      throw error;
    }
  }

  /**
   * Google sign-in's development stand-in: the email typed into its form (checked as sign-up's
   * is) and an optional name make a Google-style profile. The email counts as unverified, so it
   * never links to an existing account; the same email signs back into the same stand-in member.
   */
  async signInWithSimulatedGoogle(input: { email: string; name: string; locale?: Locale }): Promise<UserDocument> {
    const email = assertEmail(input.email);
    const name = input.name.trim().replace(/\s+/g, ' ').slice(0, SIMULATED_NAME_MAX_LENGTH);
    const [firstName, ...rest] = name ? name.split(' ') : [];
    return this.signInWithGoogle({
      googleId: `simulated:${email}`,
      email,
      emailVerified: false,
      displayName: name || undefined,
      firstName: firstName || undefined,
      lastName: rest.join(' ') || undefined,
      locale: input.locale,
    });
  }

  private async finishGoogleSignIn(user: UserDocument): Promise<UserDocument> {
    if (user.disabled) throw AppError.forbidden(messages.accountDisabled);
    user.lastSignInAt = this.now();
    await user.save();
    return user;
  }

  /**
   * The member behind a session if the account exists and is not disabled. Asked on every
   * signed-in request (the session check and `me` share it), so it reads a plain object.
   */
  async findActiveUser(userId: string): Promise<UserSnapshot | null> {
    if (!isValidObjectId(userId)) return null;
    // The driver's collection, not the model: mongoose's query building and casting measured as
    // a fifth of this lookup's cost. The id was checked above and is the only input.
    const users = this.users.db.db!.collection<UserSnapshot>(this.membersCollection);
    return activeMember(await users.findOne({ _id: new Types.ObjectId(userId) }));
  }

  /** The expert an EXPERT account speaks for, or null for any other account (or none active). */
  async expertIdOf(userId: string): Promise<string | null> {
    const user = await this.findActiveUser(userId);
    return user && user.role === 'expert' && user.expertId ? user.expertId : null;
  }

  /** Names and addresses of members, by id (the expert's and the operators' views of bookings). */
  async memberDetails(userIds: readonly string[]): Promise<Map<string, MemberDetails>> {
    const ids = userIds.filter((id) => isValidObjectId(id)).map((id) => new Types.ObjectId(id));
    const found = await this.users.find({ _id: trusted({ $in: ids }) }, { firstName: 1, lastName: 1, email: 1 }).lean();
    return new Map(
      found.map((u) => [
        String(u._id),
        { firstName: u.firstName ?? null, lastName: u.lastName ?? null, email: u.email },
      ]),
    );
  }

  /** The collection members are stored in (the session layer reads a session with its member). */
  get membersCollection(): string {
    return this.users.collection.collectionName;
  }
}

/** A member document as read from the database, if the account may be used (it is not disabled). */
export function activeMember(doc: unknown): UserSnapshot | null {
  const user = doc as UserSnapshot | null | undefined;
  return user && !user.disabled ? user : null;
}

export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
