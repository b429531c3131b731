// Keystroke filters for number-like text inputs (spec section 5): a change that does not fit is
// ignored, so the field keeps its previous value. What a person pastes is read, not refused
// (issue #39, item 8): the rules in @mindcheck/common decide on submit.
import { PHONE_TEXT_MAX_LENGTH, phoneDigits } from '@mindcheck/common';

const PHONE_TYPING = /^\+?[\d\s]*$/;
const DIGITS = /^\d+$/;

/**
 * A phone number: digits, spaces and a leading + as typed (other characters ignored). A paste
 * (more than one character at once) becomes the digits that will be stored when it reads as a
 * number: '+234 801 234 5678' shows as 8012345678.
 */
export function acceptPhone(next: string, previous = ''): string | null {
  if (next.length > PHONE_TEXT_MAX_LENGTH) return null;
  if (next.length - previous.length > 1) {
    const digits = phoneDigits(next);
    if (DIGITS.test(digits)) return digits;
  }
  return PHONE_TYPING.test(next) ? next : null;
}

/**
 * An age: digits, and a decimal point with what follows (at most 3 digits either side; no sign).
 * A decimal stays as typed, so '29.5' is refused as not a whole number instead of read as 295.
 */
export function acceptAge(next: string): string | null {
  return /^\d{0,3}(?:\.\d{0,2})?$/.test(next) ? next : null;
}
