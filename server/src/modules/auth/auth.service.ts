// Accounts: sign-up, sign-in, and reading the member. No HTTP or GraphQL here: the resolver owns
// the session; this service owns the rules (spec sections 5 and 8, SECURITY.md 1-3).
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { UserDocument, UserModel } from './user.model.js';
import {
  assertAge,
  assertEmail,
  assertPassword,
  assertPhoneNumber,
  PASSWORD_MAX_LENGTH,
  requiredName,
  requiredText,
} from './auth.validation.js';

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1), set explicitly rather than left to library defaults.
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export interface SignUpData {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  age: number;
  disabilities: string;
  phoneNumber: string;
  pastHealthIssues: string;
}

export class AuthService {
  // Hashing a throwaway password for unknown emails keeps sign-in's timing the same either way.
  private readonly dummyHash: Promise<string>;

  constructor(private readonly users: UserModel) {
    this.dummyHash = argon2.hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
  }

  async signUp(input: SignUpData): Promise<UserDocument> {
    const data = {
      firstName: requiredName(input.firstName, 'firstName', 'First name'),
      lastName: requiredName(input.lastName, 'lastName', 'Last name'),
      email: assertEmail(input.email),
      age: assertAge(input.age),
      disabilities: requiredText(input.disabilities, 'disabilities', 'Disabilities'),
      phoneNumber: assertPhoneNumber(input.phoneNumber),
      pastHealthIssues: requiredText(input.pastHealthIssues, 'pastHealthIssues', 'Past health issues'),
    };
    assertPassword(input.password);

    if (await this.users.exists({ email: data.email })) throw AppError.conflict(messages.emailInUse);
    const passwordHash = await argon2.hash(input.password, ARGON2_OPTIONS);
    try {
      return await this.users.create({ ...data, passwordHash, role: 'user', emailVerified: false, lastSignInAt: new Date() });
    } catch (error) {
      // Two sign-ups racing with one email: the unique index lets exactly one through.
      if (isDuplicateKey(error)) throw AppError.conflict(messages.emailInUse);
      throw error;
    }
  }

  /** Checks the credentials; the same message and about the same time whatever was wrong. */
  async verifyCredentials(email: string, password: string): Promise<UserDocument> {
    const normalized = assertEmail(email);
    assertPassword(password);
    const user = await this.users.findOne({ email: normalized });
    const hash = user?.passwordHash ?? (await this.dummyHash);
    const ok = password.length <= PASSWORD_MAX_LENGTH && (await argon2.verify(hash, password).catch(() => false));
    if (!user || !user.passwordHash || !ok || user.disabled) throw AppError.badInput(messages.invalidCredentials);
    user.lastSignInAt = new Date();
    await user.save();
    return user;
  }

  /** The member behind a session, or null when the account is gone or disabled. */
  async findActiveUser(userId: string): Promise<UserDocument | null> {
    const user = await this.users.findById(userId);
    return user && !user.disabled ? user : null;
  }
}

export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
