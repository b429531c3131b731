// Keystroke filters for number-like text inputs (spec section 5): a change that does not fit is
// ignored, so the field keeps its previous value.

/** Digits only (phone numbers): returns the new value, or null to ignore the change. */
export function acceptDigits(next: string): string | null {
  return /^\d*$/.test(next) ? next : null;
}

/** A whole number of years: digits only (no sign, no decimals), at most 3 digits. Null ignores the change. */
export function acceptAge(next: string): string | null {
  return /^\d{0,3}$/.test(next) ? next : null;
}
