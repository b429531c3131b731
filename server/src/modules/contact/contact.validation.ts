// The contact form's rules (spec section 5: name, email and message required), plus sizes and
// the shape of a mail header: name and email end up in the mail's Subject and Reply-To headers,
// so a line break (or any control character) in them is refused, never stripped.
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import { looksLikeEmail } from '../../text.js';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

// C0 controls (CR, LF, NUL, ...), DEL, C1 controls and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const HEADER_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// The message body may have line breaks and tabs, but no other control characters.
// eslint-disable-next-line no-control-regex
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface ContactData {
  name: string;
  email: string;
  message: string;
}

export function validateContact(input: ContactData): ContactData {
  const name = input.name.trim();
  if (!name) throw AppError.badInput(messages.requiredField('Name'), 'name');
  // Lengths before patterns, everywhere (SECURITY.md 26).
  if (name.length > CONTACT_NAME_MAX_LENGTH)
    throw AppError.badInput(messages.tooLong('Name', CONTACT_NAME_MAX_LENGTH), 'name');
  if (HEADER_BREAKING.test(name)) throw AppError.badInput(messages.contactNameOneLine, 'name');

  const email = input.email.trim();
  if (!email) throw AppError.badInput(messages.requiredField('Email'), 'email');
  if (email.length > CONTACT_EMAIL_MAX_LENGTH || HEADER_BREAKING.test(email) || !looksLikeEmail(email)) {
    throw AppError.badInput(messages.invalidEmail, 'email');
  }

  const message = input.message.trim();
  if (!message) throw AppError.badInput(messages.requiredField('Message'), 'message');
  if (message.length > CONTACT_MESSAGE_MAX_LENGTH)
    throw AppError.badInput(messages.tooLong('Message', CONTACT_MESSAGE_MAX_LENGTH), 'message');
  if (BODY_CONTROL.test(message)) throw AppError.badInput(messages.contactMessageInvalid, 'message');

  return { name, email, message };
}
