import type { Locale } from '@mindcheck/common';
import { intlSpeaks } from '../lib/format-day';

/** Minor-unit currencies we book in: 100 minor units to the major one (kobo → naira, cents → dollars). */
const MINOR_UNITS_PER_MAJOR = 100;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units (kobo) as the member reads it: 500000 NGN → ₦5,000.00 in English. Another
 * language: Intl's way for it in Nigeria; where the browser's Intl has no data for it (Debian's
 * Chromium has none for pcm, yo, ha, ig), the English figures, which carry no words.
 */
export function formatMoney(minorUnits: number, currency: string, locale: Locale = 'en'): string {
  const tag = locale !== 'en' && intlSpeaks(locale) ? `${locale}-NG` : 'en-NG';
  try {
    let format = formats.get(`${tag} ${currency}`);
    if (!format) {
      format = new Intl.NumberFormat(tag, { style: 'currency', currency });
      formats.set(`${tag} ${currency}`, format);
    }
    return format.format(minorUnits / MINOR_UNITS_PER_MAJOR);
  } catch {
    // An unknown currency code: still show the amount.
    return `${currency} ${(minorUnits / MINOR_UNITS_PER_MAJOR).toFixed(2)}`;
  }
}
