// A phone number as people paste it (issue #39, item 8): the spec's "numeric only" is the stored
// value, not a refusal of "+234 801 234 5678". Spaces go; a number written with its country code
// is parsed by libphonenumber-js: a Nigerian one (+234) becomes its national number, any other
// keeps its country code in front of it (digits only either way).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Longest text looked at: a formatted international number with room to spare. */
export const PHONE_TEXT_MAX_LENGTH = 40;
const NIGERIA_CALLING_CODE = '234';
const WHITESPACE = /\s+/g;

/** The digits to store for a phone number as typed or pasted (unchanged when it cannot be read). */
export function phoneDigits(text: string): string {
  const compact = text.slice(0, PHONE_TEXT_MAX_LENGTH).replace(WHITESPACE, '');
  if (!compact.startsWith('+')) return compact;
  const parsed = parsePhoneNumberFromString(compact);
  if (!parsed?.isPossible()) return compact;
  return parsed.countryCallingCode === NIGERIA_CALLING_CODE
    ? parsed.nationalNumber
    : `${parsed.countryCallingCode}${parsed.nationalNumber}`;
}

/** Where a stored number without its country code is read from (MindCheck's first members are in Nigeria). */
export const DEFAULT_PHONE_COUNTRY = 'NG';

/**
 * The number in E.164 (`+2348012345678`) for a stored phone number (phoneDigits' output), or null
 * when it is not a valid number. Digits without a country code are read as Nigerian first, then as
 * an international number written without its `+` (how phoneDigits stores a non-Nigerian one).
 */
export function phoneE164(stored: string | null | undefined): string | null {
  const compact = (stored ?? '').slice(0, PHONE_TEXT_MAX_LENGTH).replace(WHITESPACE, '');
  if (!compact) return null;
  const candidates = compact.startsWith('+')
    ? [parsePhoneNumberFromString(compact)]
    : [parsePhoneNumberFromString(compact, DEFAULT_PHONE_COUNTRY), parsePhoneNumberFromString(`+${compact}`)];
  for (const parsed of candidates) if (parsed?.isValid()) return parsed.number;
  return null;
}

/** The country (ISO 3166-1 alpha-2) of an E.164 number, when known. */
export function phoneCountry(e164: string): string | null {
  return parsePhoneNumberFromString(e164.slice(0, PHONE_TEXT_MAX_LENGTH))?.country ?? null;
}

/** Phone verification by SMS (#36): a six-digit code, valid 10 minutes, 5 tries. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;
/** How long after one code another may be asked for the same number (the page's resend cool-down). */
export const PHONE_CODE_RESEND_SECONDS = 60;
/** Exactly six ASCII digits (the input is capped before this runs). */
export const PHONE_CODE_PATTERN = /^\d{6}$/;

/** What members are told about verifying their phone and about SMS (client and server). */
export const phoneMessages = {
  noPhoneNumber: 'Add your phone number to your profile first.',
  notTextable: 'This phone number cannot get texts. Please check it in your profile.',
  alreadyVerified: 'Your phone number is already verified.',
  codeFormat: 'Please enter the 6-digit code from the text message.',
  codeWrong: (triesLeft: number) => `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  codeInvalid: 'This code is no longer valid. Please ask for a new one.',
  smsNeedsVerifiedPhone: 'Verify your phone number before turning on SMS reminders.',
  codeSent: 'We sent a 6-digit code to your phone.',
  smsNotSent: 'We could not send the text message. Please try again in a few minutes.',
  smsUnavailable: 'Text messages are not available at the moment, so your phone number cannot be verified yet.',
  phoneVerified: 'Your phone number is verified.',
} as const;
