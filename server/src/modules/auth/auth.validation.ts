import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import { looksLikeEmail } from '../../text.js';

export const PASSWORD_MIN_LENGTH = 8;
// Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server.
export const PASSWORD_MAX_LENGTH = 256;
const TEXT_MAX_LENGTH = 2000;
const NAME_MAX_LENGTH = 100;
export const MAX_AGE = 150;
export const PHONE_MAX_DIGITS = 20;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function assertEmail(email: string): string {
  // The length first: no check runs on more than an address can hold (SECURITY.md 26).
  if (email.length > 1000) throw AppError.badInput(messages.invalidEmail, 'email');
  const normalized = normalizeEmail(email);
  if (normalized.length > 254 || !looksLikeEmail(normalized))
    throw AppError.badInput(messages.invalidEmail, 'email');
  return normalized;
}

export function assertPassword(password: string): void {
  if ([...password].length < PASSWORD_MIN_LENGTH) throw AppError.badInput(messages.passwordTooShort, 'password');
  if (password.length > PASSWORD_MAX_LENGTH)
    throw AppError.badInput(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`, 'password');
}

export function requiredText(value: string, field: string, label: string, max = TEXT_MAX_LENGTH): string {
  const trimmed = value.trim();
  if (!trimmed) throw AppError.badInput(messages.requiredField(label), field);
  if (trimmed.length > max) throw AppError.badInput(`${label} must be at most ${max} characters long.`, field);
  return trimmed;
}

export function requiredName(value: string, field: string, label: string): string {
  return requiredText(value, field, label, NAME_MAX_LENGTH);
}

/** The spec: a number, at least 1. Past 150 is a typo, and says so. */
export function assertAge(age: number): number {
  if (!Number.isInteger(age) || age < 1) throw AppError.badInput('Age must be a whole number of at least 1.', 'age');
  if (age > MAX_AGE) throw AppError.badInput(`Age must be at most ${MAX_AGE}.`, 'age');
  return age;
}

/** The spec: numeric only (any length a country uses, up to 20 digits). */
export function assertPhoneNumber(phone: string): string {
  const trimmed = phone.trim();
  if (!trimmed) throw AppError.badInput(messages.requiredField('Phone number'), 'phoneNumber');
  // Only as much as can be valid is looked at by the pattern (SECURITY.md 26).
  if (!/^\d+$/.test(trimmed.slice(0, PHONE_MAX_DIGITS + 1)))
    throw AppError.badInput('Phone number must contain digits only.', 'phoneNumber');
  if (trimmed.length > PHONE_MAX_DIGITS)
    throw AppError.badInput(`Phone number must be at most ${PHONE_MAX_DIGITS} digits.`, 'phoneNumber');
  return trimmed;
}
