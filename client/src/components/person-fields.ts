// The age and phone fields' settings for FormField (components/form-field.tsx), in a module of
// their own: the phone filter brings libphonenumber, which only the pages with these fields load.
import { acceptAge, acceptPhone } from './input-filters';

/**
 * The age and phone fields, the same on sign-up and on the profile (spec section 5); each form gives
 * their label and hint in the member's language from its own section.
 */
export const ageField = { inputMode: 'numeric', accept: acceptAge } as const;
export const phoneNumberField = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel',
  accept: acceptPhone,
} as const;
