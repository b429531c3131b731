// The member's own profile. Fields are copied one by one, each through sign-up's validation, so
// nothing else of the record (email, role, hash, Google id, disabled) can be set from outside.
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { UserDocument, UserModel } from '../auth/user.model.js';
import { isCountryCode, profileChangesSchema } from '@mindcheck/common';
import { assertLocale } from '../locale/locale.input.js';
import { parseInput } from '../../validation.js';

export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  age?: number | null;
  disabilities?: string | null;
  pastHealthIssues?: string | null;
  phoneNumber?: string | null;
  country?: string | null;
  locale?: string | null;
}

/** An ISO 3166-1 alpha-2 code (any case; the list in @mindcheck/common), '' to clear, or BAD_USER_INPUT. */
function assertCountry(value: string): string {
  const code = value.trim().toUpperCase();
  if (code === '') return '';
  if (!isCountryCode(code)) throw AppError.badInput(messages.invalidCountry, 'country');
  return code;
}

const present = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

export class ProfileService {
  constructor(private readonly users: UserModel) {}

  async update(userId: string, changes: ProfileChanges): Promise<UserDocument> {
    // Validate everything first: one bad field changes nothing.
    const { firstName, lastName, age, disabilities, pastHealthIssues, phoneNumber } = parseInput(
      profileChangesSchema,
      changes,
    );
    const country = present(changes.country) ? assertCountry(String(changes.country).slice(0, 10)) : undefined;

    const locale = present(changes.locale) ? assertLocale(changes.locale) : undefined;

    const user = await this.users.findById(userId);
    if (!user || user.disabled) throw AppError.unauthenticated(messages.signInRequired);
    if (present(firstName)) user.firstName = firstName;
    if (present(lastName)) user.lastName = lastName;
    if (present(age)) user.age = age;
    if (present(disabilities)) user.disabilities = disabilities;
    if (present(pastHealthIssues)) user.pastHealthIssues = pastHealthIssues;
    if (present(phoneNumber) && phoneNumber !== user.phoneNumber) {
      user.phoneNumber = phoneNumber;
      // #36: a new number is not verified (and gets no SMS) until its own code is entered.
      user.phoneVerified = false;
    }
    if (country !== undefined) user.country = country || undefined;
    if (locale !== undefined) user.locale = locale;
    await user.save();
    return user;
  }
}
