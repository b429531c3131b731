// Sign-up's rules (in @mindcheck/common, shared with the client's forms) for the services that
// check one value at a time: each returns the value as stored, or throws BAD_USER_INPUT.
import { age, memberEmail, password, phoneNumber } from '@mindcheck/common';
import { parseInput } from '../../validation.js';

export { MAX_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_DIGITS } from '@mindcheck/common';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const email = memberEmail();

export function assertEmail(value: string): string {
  return parseInput(email, value, 'email');
}

export function assertPassword(value: string): void {
  parseInput(password, value, 'password');
}

export function assertAge(value: number): number {
  return parseInput(age, value, 'age');
}

export function assertPhoneNumber(value: string): string {
  return parseInput(phoneNumber, value, 'phoneNumber');
}
