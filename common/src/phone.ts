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
