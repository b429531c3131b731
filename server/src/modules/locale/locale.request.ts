// A visitor's language (issue #36): the request's Accept-Language among the languages we speak,
// then English. A member's language is `User.locale` (see localeOf in auth/user.mapper.ts).
import type { Request } from 'express';
import { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES, type Locale } from '@mindcheck/common';
import { localeOf } from './member-locale.js';

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

/** The caller of an operation: the signed-in member's language, else the visitor's (Accept-Language). */
export async function callerLocale(
  ctx:
    | {
        currentUser?: () => Promise<{ locale?: string | null } | null>;
        req?: Pick<Request, 'headers' | 'acceptsLanguages'>;
      }
    | undefined,
): Promise<Locale> {
  const member = await ctx?.currentUser?.().catch(() => null);
  return member ? localeOf(member) : visitorLocale(ctx?.req);
}
