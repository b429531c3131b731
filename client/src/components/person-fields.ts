// The age and phone fields' settings for FormField (components/form-field.tsx), in a module of
// their own: the phone filter brings libphonenumber, which only the pages with these fields load.
import { acceptAge, acceptPhone } from './input-filters';

/** The age and phone fields, the same on sign-up and on the profile (spec section 5). */
export const ageField = { label: 'Age', inputMode: 'numeric', accept: acceptAge } as const;
export const phoneNumberField = {
  label: 'Phone number',
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel',
  hint: 'Digits only',
  accept: acceptPhone,
} as const;
