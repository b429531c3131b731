/** Minor-unit currencies we book in: 100 minor units to the major one (kobo → naira, cents → dollars). */
const MINOR_UNITS_PER_MAJOR = 100;

/** An amount in minor units (kobo) as the member reads it: 500000 NGN → ₦5,000.00. */
export function formatMoney(minorUnits: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-NG', { style: 'currency', currency }).format(minorUnits / MINOR_UNITS_PER_MAJOR);
  } catch {
    // An unknown currency code: still show the amount.
    return `${currency} ${(minorUnits / MINOR_UNITS_PER_MAJOR).toFixed(2)}`;
  }
}
