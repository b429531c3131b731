// Which country's help lines a request sees: the one asked for, else the member's profile, else the
// region of the request's Accept-Language (en-NG -> NG), else null (the configured default).
import type { Request } from 'express';

/** ISO 3166 alpha-2 region of a BCP 47 tag (en-NG, yo-NG, zh-Hant-TW), or null. Linear, no pattern. */
export function regionOf(tag: string): string | null {
  const parts = tag.slice(0, 35).split('-');
  for (let i = 1; i < parts.length; i += 1) {
    const part = parts[i];
    if (part.length === 2 && isAsciiLetters(part)) return part.toUpperCase();
  }
  return null;
}

function isAsciiLetters(text: string): boolean {
  for (const ch of text.toLowerCase()) if (ch < 'a' || ch > 'z') return false;
  return true;
}

/**
 * The browser default of most phones and computers, whatever country they are in: not evidence of
 * the country (a member in Lagos on a default browser would be shown 911 and 988; H8).
 */
const DEFAULT_TAG = 'en-us';

/**
 * The first region among the request's preferred languages (Express's `acceptsLanguages`, which
 * orders them by quality with `negotiator`) that `known` accepts, or null. `en-US` is skipped.
 */
/**
 * The help lines' country when the member's profile has none, for the chat and the assessment
 * result (#32 item 5): the request's Accept-Language region the directory knows, else null (the
 * configured default). Not for "Get help now", which never guesses from the browser (H8).
 */
export function requestCountry(ctx: {
  req?: Request;
  services: { crisis: { knows(code: string): boolean } };
}): string | null {
  return countryFromAcceptLanguage(ctx.req, (code) => ctx.services.crisis.knows(code));
}

export function countryFromAcceptLanguage(req: Request | undefined, known: (code: string) => boolean): string | null {
  if (!req || typeof req.acceptsLanguages !== 'function') return null;
  const header = req.headers['accept-language'];
  if (!header || header.length > 1000) return null;
  for (const tag of req.acceptsLanguages().slice(0, 20)) {
    if (tag.toLowerCase() === DEFAULT_TAG) continue;
    const region = regionOf(tag);
    if (region && known(region)) return region;
  }
  return null;
}
