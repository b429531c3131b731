import { useCallback, useContext } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { LABEL_STAND_IN, messagePattern, messages, NUMBER_STAND_IN } from '@mindcheck/common';
import { LocaleContext, useSections } from '../../lib/i18n/locale';
import type { Translate } from '../../lib/i18n/catalogue';

// The rules' messages (@mindcheck/common, the spec's English, which the server sends too) as the
// forms show them, in the member's language (#36): each known sentence is a key of auth.rules; a
// field's name inside one ('First name is required.') is a key of auth.rules.labels. A sentence
// not known here stays as the rules wrote it: English, whole.

/** Every sentence of common's rules that takes no value, by its key of auth.rules. */
const EXACT: Readonly<Record<string, string>> = {
  [messages.invalidEmail]: 'auth.rules.invalidEmail',
  [messages.passwordTooShort]: 'auth.rules.passwordTooShort',
  [messages.passwordOnlySpaces]: 'auth.rules.passwordOnlySpaces',
  [messages.passwordsDoNotMatch]: 'auth.rules.passwordsDoNotMatch',
  [messages.currentPasswordRequired]: 'auth.rules.currentPasswordRequired',
  [messages.passwordRequiredToDelete]: 'auth.rules.passwordRequiredToDelete',
  [messages.ageTooLow]: 'auth.rules.ageTooLow',
  [messages.phoneDigitsOnly]: 'auth.rules.phoneDigitsOnly',
  [messages.contactNameOneLine]: 'auth.rules.contactNameOneLine',
  [messages.contactMessageInvalid]: 'auth.rules.contactMessageInvalid',
  [messages.passwordTooCommon]: 'auth.rules.passwordTooCommon',
  [messages.answerAllQuestions]: 'auth.rules.answerAllQuestions',
  [messages.emptyPrompt]: 'auth.rules.emptyPrompt',
  [messages.invalidTimeZone]: 'auth.rules.invalidTimeZone',
  [messages.moodOutOfRange]: 'auth.rules.moodOutOfRange',
  [messages.moodRequired]: 'auth.rules.moodRequired',
  [messages.moodTagUnknown]: 'auth.rules.moodTagUnknown',
  [messages.meetingLinkRequired]: 'auth.rules.meetingLinkRequired',
  [messages.meetingLinkHttps]: 'auth.rules.meetingLinkHttps',
  [messages.meetingLinkInvalid]: 'auth.rules.meetingLinkInvalid',
  [messages.declineReasonRequired]: 'auth.rules.declineReasonRequired',
  [messages.safetyPlanFormPhoneInvalid]: 'auth.rules.safetyPlanFormPhoneInvalid',
  [messages.safetyPlanFormNameMissing]: 'auth.rules.safetyPlanFormNameMissing',
  [messages.safetyPlanFormOneLine]: 'auth.rules.safetyPlanFormOneLine',
};

/** The field names common's rules put in their sentences ('{label} is required.'), by key of auth.rules.labels. */
const LABELS: Readonly<Record<string, string>> = {
  Email: 'auth.rules.labels.email',
  Password: 'auth.rules.labels.password',
  Name: 'auth.rules.labels.name',
  Message: 'auth.rules.labels.message',
  'First name': 'auth.rules.labels.firstName',
  'Last name': 'auth.rules.labels.lastName',
  Age: 'auth.rules.labels.age',
  'Phone number': 'auth.rules.labels.phoneNumber',
  Disabilities: 'auth.rules.labels.disabilities',
  'Past health issues': 'auth.rules.labels.pastHealthIssues',
  Note: 'auth.rules.labels.note',
  Reason: 'auth.rules.labels.reason',
  'The reason': 'auth.rules.labels.theReason',
  Contact: 'auth.rules.labels.contact',
  Location: 'auth.rules.labels.location',
  Expertise: 'auth.rules.labels.expertise',
};

// The sentences with a value in them: each made by common with stand-ins, then read back as a pattern.
const LABEL = LABEL_STAND_IN;
const MAX = NUMBER_STAND_IN;
const sentence = (made: string) => messagePattern(made, 'max');
const WITH_VALUES: readonly { key: string; pattern: RegExp }[] = [
  { key: 'auth.rules.required', pattern: sentence(messages.requiredField(LABEL)) },
  { key: 'auth.rules.oneLine', pattern: sentence(messages.oneLine(LABEL)) },
  { key: 'auth.rules.tooLong', pattern: sentence(messages.tooLong(LABEL, MAX)) },
  { key: 'auth.rules.passwordTooLong', pattern: sentence(messages.passwordTooLong(MAX)) },
  { key: 'auth.rules.ageTooHigh', pattern: sentence(messages.ageTooHigh(MAX)) },
  { key: 'auth.rules.phoneTooLong', pattern: sentence(messages.phoneTooLong(MAX)) },
  { key: 'auth.rules.chatPromptTooLong', pattern: sentence(messages.chatPromptTooLong(MAX)) },
  { key: 'auth.rules.safetyPlanFormTooMany', pattern: sentence(messages.safetyPlanFormTooMany(MAX)) },
  { key: 'auth.rules.safetyPlanFormEntryTooLong', pattern: sentence(messages.safetyPlanFormEntryTooLong(MAX)) },
  { key: 'auth.rules.safetyPlanFormNameTooLong', pattern: sentence(messages.safetyPlanFormNameTooLong(MAX)) },
  { key: 'auth.rules.safetyPlanFormPhoneTooLong', pattern: sentence(messages.safetyPlanFormPhoneTooLong(MAX)) },
];

/**
 * One rule's message in the member's language (`t`: auth's translator); unknown ones unchanged, and
 * so is a sentence whose field name the language has no words for yet (`has`): never half of each.
 */
export function sayRule(message: string, t: Translate, has: (key: string) => boolean = () => true): string {
  const exact = EXACT[message];
  if (exact) return has(exact) ? t(exact) : message;
  if (message.length > 200) return message; // none of ours is this long: no pattern runs over it
  for (const { key, pattern } of WITH_VALUES) {
    const groups = pattern.exec(message)?.groups;
    if (!groups) continue;
    const label = groups.label === undefined ? undefined : LABELS[groups.label];
    if (!has(key) || (groups.label !== undefined && (!label || !has(label)))) return message;
    return t(key, { ...(label ? { label: t(label) } : {}), ...(groups.max ? { max: groups.max } : {}) });
  }
  return message;
}

/** The errors with every message in the member's language, nested ones too (a list's rows). */
function translated(errors: unknown, say: (message: string) => string): unknown {
  if (Array.isArray(errors)) return errors.map((error) => translated(error, say));
  if (!errors || typeof errors !== 'object') return errors;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(errors))
    out[name] =
      name === 'message' && typeof value === 'string' ? say(value) : name === 'ref' ? value : translated(value, say);
  return out;
}

/** The catalogue section of the rules' words. */
const AUTH = ['auth'];

/**
 * A form's resolver whose messages are in the member's language: `useRuleWords()(resolver)`.
 * English is the rules' own text, unchanged.
 */
export function useRuleWords() {
  const { translate } = useContext(LocaleContext);
  useSections(AUTH);
  return useCallback(
    <T extends FieldValues, C, O>(resolver: Resolver<T, C, O>): Resolver<T, C, O> =>
      !translate
        ? resolver
        : async (values, context, options) => {
            const result = await resolver(values, context, options);
            return {
              ...result,
              errors: translated(result.errors, (message) =>
                sayRule(message, translate.t, (key) => translate.has(key)),
              ) as FieldErrors<T>,
            } as Awaited<ReturnType<Resolver<T, C, O>>>;
          },
    [translate],
  );
}
