import { isLocale, type Locale } from '@mindcheck/common';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';

/** One of SUPPORTED_LOCALES, exactly as written there, or BAD_USER_INPUT naming the languages. */
export function assertLocale(value: unknown): Locale {
  if (!isLocale(value)) throw AppError.badInput(messages.invalidLocale, 'locale');
  return value;
}
