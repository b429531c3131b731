// Errors in the caller's language (issue #36). The services keep raising the spec's English texts
// (common/src/messages.ts); once the response is formatted, a message that is one of those texts is
// read again in the caller's language from the `errors` catalogue (a key awaiting review there stays
// English). Only the message changes: `extensions.code` and `field` are the contract's, in any
// language, and a message we do not know (graphql-js's own, one built from values) is left as it is.
import type { ApolloServerPlugin } from '@apollo/server';
import { DEFAULT_LOCALE, payoutMessages, phoneMessages, type Locale } from '@mindcheck/common';
import { messages } from '../messages.js';
import { serverI18n } from '../i18n/index.js';
import { callerLocale } from '../modules/locale/locale.request.js';
import { roomMessages } from '../modules/room/room.rules.js';
import { localizeTemplated } from './templated-errors.js';
import type { GraphQLContext } from './context.js';

const fixed = (texts: Readonly<Record<string, unknown>>, prefix = '') =>
  Object.entries(texts).flatMap(([key, text]) =>
    typeof text === 'string' ? [[`${prefix}${key}`, text] as const] : [],
  );

/** The payout account's refusals (the rest of payoutMessages is the console's own words). */
const PAYOUT_REFUSALS = {
  bankRequired: payoutMessages.bankRequired,
  accountNumberInvalid: payoutMessages.accountNumberInvalid,
  accountNotResolved: payoutMessages.accountNotResolved,
  payoutProviderUnavailable: payoutMessages.payoutProviderUnavailable,
  dayInvalid: payoutMessages.dayInvalid,
};

/**
 * Our fixed English messages by their `errors` catalogue key: messages.ts's at the top, the phone
 * verification's (common's phoneMessages) under `phone.`, the session room's under `room.` and the
 * payout account's refusals (common's payoutMessages, to an expert) under `payout.`.
 */
export const FIXED_ERROR_TEXTS: ReadonlyMap<string, string> = new Map([
  ...fixed(messages),
  ...fixed(phoneMessages, 'phone.'),
  ...fixed(roomMessages, 'room.'),
  ...fixed(PAYOUT_REFUSALS, 'payout.'),
]);

/** The catalogue key of each of our fixed English messages. */
const KEY_OF = new Map<string, string>([...FIXED_ERROR_TEXTS].map(([key, text]) => [text, key]));

/** `message` in `locale` when it is one of our fixed texts, else unchanged. */
export function localizeMessage(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message;
  const key = KEY_OF.get(message);
  if (!key) return localizeTemplated(message, locale) ?? message;
  const i18n = serverI18n();
  if (i18n.raw(DEFAULT_LOCALE, `errors:${key}`) === undefined) return message;
  return i18n.t(locale)(`errors:${key}`);
}

export function localizedErrorsPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors;
          if (!errors?.length) return;
          const locale = await callerLocale(contextValue);
          if (locale === DEFAULT_LOCALE) return;
          response.body.singleResult.errors = errors.map((error) => ({
            ...error,
            message: localizeMessage(error.message, locale),
          }));
        },
      };
    },
  };
}
