import type { Locale } from '@mindcheck/common';
import { SaveLocaleDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../graphql-request';

/**
 * Keeps a signed-in member's language choice on their account (updateProfile({ locale })), so that
 * mails, SMS and their other devices use it too. A failure (offline) leaves the choice on this
 * device: the next choice, or the next visit's, tries again.
 */
export function saveAccountLocale(locale: Locale): void {
  graphqlRequest(SaveLocaleDocument, { locale }).catch(() => undefined);
}
