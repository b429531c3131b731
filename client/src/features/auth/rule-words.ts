import { useCallback, useContext } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { messages } from '@mindcheck/common';
import { auth } from 'app-en:auth';
import { LocaleContext, useT } from '../../lib/i18n/locale';
import type { Translate } from '../../lib/i18n/catalogue';

// The rules' messages (@mindcheck/common, the spec's English, which the server sends too) as the
// forms show them, in the member's language (#36): each known sentence is a key of auth.rules; a
// field's name inside one ('First name is required.') is a key of auth.rules.labels. A sentence
// not known here stays as the rules wrote it: English, whole.

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
};

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
};

/** `{label}{tail}` with a known label: its key and the label's; otherwise null. */
function withLabel(message: string, tail: string): { label: string } | null {
  if (!message.endsWith(tail)) return null;
  const key = LABELS[message.slice(0, -tail.length)];
  return key ? { label: key } : null;
}

/**
 * One rule's message in the member's language (`t`: auth's translator); unknown ones unchanged, and
 * so is a sentence whose field name the language has no words for yet (`has`): never half of each.
 */
export function sayRule(message: string, t: Translate, has: (key: string) => boolean = () => true): string {
  const exact = EXACT[message];
  if (exact) return t(exact);
  const required = withLabel(message, ' is required.');
  if (required && has(required.label) && has('auth.rules.required'))
    return t('auth.rules.required', { label: t(required.label) });
  const oneLine = withLabel(message, ' must be on one line.');
  if (oneLine && has(oneLine.label) && has('auth.rules.oneLine'))
    return t('auth.rules.oneLine', { label: t(oneLine.label) });
  const at = message.indexOf(' must be at most ');
  if (at > 0 && message.endsWith(' characters long.')) {
    const label = LABELS[message.slice(0, at)];
    const max = message.slice(at + ' must be at most '.length, -' characters long.'.length);
    if (label && has(label) && has('auth.rules.tooLong')) return t('auth.rules.tooLong', { label: t(label), max });
  }
  return message;
}

function translated<T extends FieldValues>(errors: FieldErrors<T>, say: (message: string) => string): FieldErrors<T> {
  const out: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors)) {
    const field = error as FieldError | undefined;
    out[name] = field && typeof field.message === 'string' ? { ...field, message: say(field.message) } : field;
  }
  return out as FieldErrors<T>;
}

/**
 * A form's resolver whose messages are in the member's language: `useRuleWords()(resolver)`.
 * English is the rules' own text, unchanged.
 */
export function useRuleWords() {
  const t = useT({ auth });
  const { translate } = useContext(LocaleContext);
  return useCallback(
    <T extends FieldValues, C, O>(resolver: Resolver<T, C, O>): Resolver<T, C, O> =>
      !translate
        ? resolver
        : async (values, context, options) => {
            const result = await resolver(values, context, options);
            return {
              ...result,
              errors: translated(result.errors, (message) => sayRule(message, t, (key) => translate.has(key))),
            } as Awaited<ReturnType<Resolver<T, C, O>>>;
          },
    [translate, t],
  );
}
