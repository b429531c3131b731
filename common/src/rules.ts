// Every input rule, once, for the client's forms and the server's services. Each string is
// trimmed, then capped in length before any pattern runs (SECURITY.md property 26), and every
// check stops at its first failure (`abort`), so a field shows one message: the spec's where it
// has one.
import { z } from 'zod';
import { messages } from './messages.js';
import { MOOD_MAX, MOOD_MIN, MOOD_NOTE_MAX_LENGTH, MOOD_TAGS } from './mood.js';
import { PHONE_TEXT_MAX_LENGTH, phoneDigits } from './phone.js';
import { characterCount, PROMPT_MAX_CHARS } from './text.js';

// No code generated at run time (zod compiles object parsers with `new Function` otherwise): the
// client's Content-Security-Policy has no 'unsafe-eval', and a refused eval shows as a CSP issue.
z.config({ jitless: true });

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
// Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server.
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 2000;
export const MAX_AGE = 150;
// "150" or a decimal such as "29.5" (refused as not whole, never read as 295).
const AGE_TEXT_MAX_LENGTH = 6;
export const PHONE_MAX_DIGITS = 20;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const stop = (error: string) => ({ error, abort: true });

// What no one-line field may hold (#33): C0 controls (CR, LF, TAB, NUL, ...), DEL, C1 controls, the
// Unicode line and paragraph separators, and the bidi embeddings, overrides and isolates (U+202A-202E,
// U+2066-2069) that make a name or an address read differently from what it is.
// eslint-disable-next-line no-control-regex
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// Display-name and comment syntax, and what would end a mailto: address (#33): an address is bare.
const NOT_IN_ADDRESS = /[<>()[\]:;,"\\?&]/;

// eslint-disable-next-line no-control-regex
const LINE_BREAKING_ALL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/** The text with every run of what LINE_BREAKING refuses made one space: for values stored before the rule. */
export function toOneLine(value: string): string {
  return value.replace(LINE_BREAKING_ALL, ' ');
}

/** True when the text may stand on one line of a mail, a header or a calendar entry (see LINE_BREAKING). */
export function isOneLine(value: string): boolean {
  return !LINE_BREAKING.test(value);
}
// A message may have line breaks and tabs, but no other control characters.
// eslint-disable-next-line no-control-regex
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const SPACE = /\s/;
const DIGITS = /^\d+$/;

/**
 * "Looks like an email" (spec section 5): something@something.tld, one '@', no spaces or control
 * characters. Checked by hand in one pass each, so that no input can make it backtrack.
 */
export function looksLikeEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  if (SPACE.test(value) || LINE_BREAKING.test(value) || NOT_IN_ADDRESS.test(value)) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}

/** A required text field: "{label} is required." when blank, "{label} must be at most N characters long." past max. */
export const requiredText = (label: string, max = TEXT_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .min(1, stop(messages.requiredField(label)))
    .max(max, stop(messages.tooLong(label, max)));

/** A required one-line field: as requiredText, and "{label} must be on one line." for any control character. */
export const oneLineText = (label: string, max: number) =>
  requiredText(label, max).refine(isOneLine, stop(messages.oneLine(label)));

export const requiredName = (label: string) => oneLineText(label, NAME_MAX_LENGTH);

/** An email address as typed (trimmed); `required` says "Email is required." for a blank one. */
export const emailAddress = ({ required = false }: { required?: boolean } = {}) => {
  const trimmed = z.string().trim();
  return (required ? trimmed.min(1, stop(messages.requiredField('Email'))) : trimmed)
    .max(EMAIL_MAX_LENGTH, stop(messages.invalidEmail))
    .refine(looksLikeEmail, stop(messages.invalidEmail));
};

/** A member's sign-in address: as above, lower-cased (addresses are matched without case). */
export const memberEmail = ({ required = false }: { required?: boolean } = {}) =>
  emailAddress({ required }).transform((email) => email.toLowerCase());

/** A new or current password: 8 characters or more (spec section 5), at most 256 UTF-16 units. */
export const password = z
  .string()
  .max(PASSWORD_MAX_LENGTH, stop(messages.passwordTooLong(PASSWORD_MAX_LENGTH)))
  .refine((value) => characterCount(value) >= PASSWORD_MIN_LENGTH, stop(messages.passwordTooShort));

/** The spec: a number, at least 1. Past 150 is a typo, and says so. */
export const age = z
  .number({ error: messages.ageTooLow })
  .int(stop(messages.ageTooLow))
  .min(1, stop(messages.ageTooLow))
  .max(MAX_AGE, stop(messages.ageTooHigh(MAX_AGE)));

/** The age as a form's text field holds it: required, then the number's rule. */
export const ageText = z
  .string()
  .trim()
  .min(1, stop(messages.requiredField('Age')))
  .max(AGE_TEXT_MAX_LENGTH, stop(messages.ageTooHigh(MAX_AGE)))
  .transform(Number)
  .pipe(age);

/**
 * The spec: numeric only (any length a country uses, up to 20 digits), as stored: what a person
 * pastes is read first (spaces dropped, +234 to the national number: phoneDigits).
 */
export const phoneNumber = z
  .string()
  .trim()
  .min(1, stop(messages.requiredField('Phone number')))
  .max(PHONE_TEXT_MAX_LENGTH, stop(messages.phoneTooLong(PHONE_MAX_DIGITS)))
  .transform(phoneDigits)
  .pipe(
    z
      .string()
      .max(PHONE_MAX_DIGITS, stop(messages.phoneTooLong(PHONE_MAX_DIGITS)))
      .regex(DIGITS, stop(messages.phoneDigitsOnly)),
  );

const ONLY_SPACES = /^\s*$/;

/**
 * A new password: "Password is required." when empty, then the spec's rule (8 characters or more),
 * then not only spaces (issue #39, item 8; the server also refuses the most common: sign-up.ts).
 */
export const newPassword = z
  .string()
  .min(1, stop(messages.requiredField('Password')))
  .pipe(password)
  .refine((value) => !ONLY_SPACES.test(value), stop(messages.passwordOnlySpaces));

// Sign-up's fields in the order the form shows them: the first one at fault is the one reported.
export const signUpFields = {
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  email: memberEmail({ required: true }),
  age: ageText,
  disabilities: requiredText('Disabilities'),
  phoneNumber,
  password: newPassword,
  pastHealthIssues: requiredText('Past health issues'),
};
/** The sign-up form: the age as its text field holds it (the server's signUpSchema is in sign-up.ts). */
export const signUpFormSchema = z.object(signUpFields);

export const signInSchema = z.object({ email: memberEmail(), password });

/** Profile changes: a field left out (or null) keeps its value; one that is sent follows sign-up's rule. */
export const profileChangesSchema = z.object({
  firstName: requiredName('First name').nullish(),
  lastName: requiredName('Last name').nullish(),
  age: age.nullish(),
  disabilities: requiredText('Disabilities').nullish(),
  pastHealthIssues: requiredText('Past health issues').nullish(),
  phoneNumber: phoneNumber.nullish(),
});

/**
 * The contact form (spec section 5: name, email and message required). Name and email end up in
 * the mail's Subject and Reply-To headers, so a line break or control character in them is
 * refused, never stripped.
 */
export const contactSchema = z.object({
  name: requiredText('Name', NAME_MAX_LENGTH).refine(isOneLine, stop(messages.contactNameOneLine)),
  email: emailAddress({ required: true }),
  message: requiredText('Message', CONTACT_MESSAGE_MAX_LENGTH).refine(
    (message) => !BODY_CONTROL.test(message),
    stop(messages.contactMessageInvalid),
  ),
});
export type ContactValues = z.output<typeof contactSchema>;

/** One question of a test as the answers rule needs it: its id and the labels of its options. */
export interface AnswerableQuestion {
  id: string;
  options: readonly string[];
}

/**
 * A test's answers (spec section 5): each of the test's questions answered exactly once, with one
 * of its options, and nothing else; else 'Please answer all questions.'. The client's answers form
 * and the server's submit use this one rule (built once per test: it keeps the questions in sets).
 */
export const assessmentAnswers = (questions: readonly AnswerableQuestion[]) => {
  const optionsOf = new Map(questions.map((q) => [q.id, new Set(q.options)]));
  const text = z.string({ error: messages.answerAllQuestions });
  return z
    .array(z.object({ questionId: text, selectedAnswer: text }, { error: messages.answerAllQuestions }), {
      error: messages.answerAllQuestions,
    })
    .refine((answers) => {
      if (answers.length !== optionsOf.size) return false;
      const answered = new Set<string>();
      for (const { questionId, selectedAnswer } of answers) {
        if (answered.has(questionId) || !optionsOf.get(questionId)?.has(selectedAnswer)) return false;
        answered.add(questionId);
      }
      return true;
    }, stop(messages.answerAllQuestions));
};
export type AssessmentAnswer = z.output<ReturnType<typeof assessmentAnswers>>[number];

/** A chat prompt: not blank, at most 2,000 characters as a member counts them. */
export const chatPrompt = z
  .string()
  .trim()
  .min(1, stop(messages.emptyPrompt))
  .refine(
    (text) => text.length <= PROMPT_MAX_CHARS || characterCount(text) <= PROMPT_MAX_CHARS,
    stop(messages.chatPromptTooLong(PROMPT_MAX_CHARS)),
  );

/** Deleting a password account asks for the password first. */
export const deletePassword = z.string().min(1, stop(messages.passwordRequiredToDelete));

// Accounts for real life (#21): recovery and changes of password and email.

/** /forgot-password: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email: memberEmail({ required: true }) });

/** /reset-password: a new password (sign-up's rule), typed twice in the form. */
export const resetPasswordSchema = z
  .object({ newPassword: password, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
    abort: true,
  });

/** The current password, when a change asks for it. */
export const currentPassword = z
  .string()
  .min(1, stop(messages.currentPasswordRequired))
  .max(PASSWORD_MAX_LENGTH, stop(messages.passwordTooLong(PASSWORD_MAX_LENGTH)));

/** Change of password on /profile. */
export const changePasswordSchema = z
  .object({ currentPassword, newPassword: password, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
    abort: true,
  });

/** Change of email on /profile: the new address; the password for password accounts (checked by the server). */
export const changeEmailSchema = z.object({
  newEmail: memberEmail({ required: true }),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});

// Experts and operators (#22): an operator's directory entry, and what an expert may change of their own.
export const EXPERT_SPECIALIZATIONS = ['CLINICAL_PSYCHOLOGIST', 'PSYCHIATRIST', 'THERAPIST'] as const;
export const EXPERT_FIELDS = ['DEPRESSION', 'ANXIETY', 'SCHIZOPHRENIA', 'SUBSTANCE_ABUSE', 'DEMENTIA'] as const;
export const EXPERTISE_MAX_LENGTH = 500;
export const LOCATION_MAX_LENGTH = 100;
const TIME_ZONE_MAX_LENGTH = 64;

/** An IANA zone the runtime knows (Intl throws a RangeError for any other). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The expert's editable details: an empty expertise is null (the page then shows the default line). */
export const expertSelfShape = {
  contact: requiredText('Contact', EMAIL_MAX_LENGTH).refine(looksLikeEmail, stop(messages.invalidEmail)),
  location: oneLineText('Location', LOCATION_MAX_LENGTH),
  expertise: z
    .string()
    .trim()
    .max(EXPERTISE_MAX_LENGTH, stop(messages.tooLong('Expertise', EXPERTISE_MAX_LENGTH)))
    .refine((value) => !BODY_CONTROL.test(value), stop(messages.oneLine('Expertise')))
    .nullish()
    .transform((value) => value || null),
};
export const expertSelfSchema = z.object(expertSelfShape);
export type ExpertSelfValues = z.output<typeof expertSelfSchema>;

export const expertInputSchema = z.object({
  name: oneLineText('Name', NAME_MAX_LENGTH),
  specialization: z.enum(EXPERT_SPECIALIZATIONS),
  field: z.enum(EXPERT_FIELDS),
  ...expertSelfShape,
  timeZone: z
    .string()
    .trim()
    .max(TIME_ZONE_MAX_LENGTH, stop(messages.invalidTimeZone))
    .refine((value) => value === '' || isTimeZone(value), stop(messages.invalidTimeZone))
    .nullish()
    .transform((value) => value || 'Africa/Lagos'),
});
export type ExpertInputValues = z.output<typeof expertInputSchema>;

/** An operator's reason for what they do to a record: optional, one line, at most 500 characters. */
export const OPERATOR_REASON_MAX_LENGTH = 500;
const operatorReason = z
  .string()
  .trim()
  .max(OPERATOR_REASON_MAX_LENGTH, stop(messages.tooLong('Reason', OPERATOR_REASON_MAX_LENGTH)))
  .refine(isOneLine, stop(messages.oneLine('Reason')))
  .nullish()
  .transform((value) => value || null);

export const REFUND_REASON_MAX_LENGTH = OPERATOR_REASON_MAX_LENGTH;
/** An operator's reason for a refund (#39): told to the member and the expert. */
export const refundReason = operatorReason;

/** An operator invites an address to run an expert's account (the invitation is mailed there). */
export const inviteExpertSchema = z.object({ email: memberEmail({ required: true }) });
export type InviteExpertValues = z.output<typeof inviteExpertSchema>;

// The mood check-in (#25): a mood from 1 to 5, an optional note, tags from the fixed list.
const MOOD_TAG_SET: ReadonlySet<string> = new Set(MOOD_TAGS);

/** The note of a check-in: trimmed, at most 500 characters as a member counts them; empty is none. */
export const moodNote = z
  .string()
  // Length first: nothing runs over an over-long string.
  .max(MOOD_NOTE_MAX_LENGTH * 2, stop(messages.tooLong('Note', MOOD_NOTE_MAX_LENGTH)))
  .trim()
  .refine((note) => characterCount(note) <= MOOD_NOTE_MAX_LENGTH, stop(messages.tooLong('Note', MOOD_NOTE_MAX_LENGTH)));

export const moodCheckInSchema = z.object({
  mood: z
    .number(stop(messages.moodOutOfRange))
    .int(stop(messages.moodOutOfRange))
    .min(MOOD_MIN, stop(messages.moodOutOfRange))
    .max(MOOD_MAX, stop(messages.moodOutOfRange)),
  note: moodNote.nullish().transform((note) => note || null),
  tags: z
    .array(z.string())
    .max(MOOD_TAGS.length, stop(messages.moodTagUnknown))
    .refine((tags) => tags.every((tag) => MOOD_TAG_SET.has(tag)), stop(messages.moodTagUnknown))
    .nullish()
    .transform((tags) => [...new Set(tags ?? [])]),
});
export type MoodCheckIn = z.output<typeof moodCheckInSchema>;

export const DISABLE_REASON_MAX_LENGTH = OPERATOR_REASON_MAX_LENGTH;
/** Why an operator disables an account (#33). */
export const disableReason = operatorReason;
