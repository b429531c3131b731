import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';

// "Looks like an email": something@something.tld, no spaces (spec section 5).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 8;
// Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server.
export const PASSWORD_MAX_LENGTH = 256;
const TEXT_MAX_LENGTH = 2000;
const NAME_MAX_LENGTH = 100;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function assertEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!EMAIL_PATTERN.test(normalized) || normalized.length > 254)
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

export function assertAge(age: number): number {
  if (!Number.isInteger(age) || age < 1 || age > 150)
    throw AppError.badInput('Age must be a whole number of at least 1.', 'age');
  return age;
}

export function assertPhoneNumber(phone: string): string {
  const trimmed = phone.trim();
  if (!trimmed) throw AppError.badInput(messages.requiredField('Phone number'), 'phoneNumber');
  if (!/^\d{4,20}$/.test(trimmed)) throw AppError.badInput('Phone number must contain digits only.', 'phoneNumber');
  return trimmed;
}
