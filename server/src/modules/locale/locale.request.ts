// A visitor's language (issue #36): the request's Accept-Language among the languages we speak,
// then English. A member's language is `User.locale` (see localeOf in auth/user.mapper.ts).
import type { Request } from 'express';
import { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES, type Locale } from '@mindcheck/common';

/** Longer than any honest Accept-Language (a browser sends well under 100 characters). */
const MAX_ACCEPT_LANGUAGE = 256;

export function visitorLocale(req: Pick<Request, 'headers' | 'acceptsLanguages'> | undefined): Locale {
  const header = req?.headers['accept-language'];
  if (!req || typeof header !== 'string' || header.trim() === '') return DEFAULT_LOCALE;
  // Capped before the negotiator parses it: a long header cannot hold the event loop.
  if (header.length > MAX_ACCEPT_LANGUAGE) req.headers['accept-language'] = header.slice(0, MAX_ACCEPT_LANGUAGE);
  const match = req.acceptsLanguages(...SUPPORTED_LOCALES);
  return isLocale(match) ? match : DEFAULT_LOCALE;
}
