// The language of Google sign-in's popup (#36): the page that opened it says which (`?lang=`, its
// <html lang>), since the browser's own Accept-Language names no Nigerian language on most phones.
// Kept for the callback in a flow cookie (Sessions.stash), it gives an account this sign-in creates
// its language and says a refusal in it; without it, the browser's (Accept-Language).
import type { Request, RequestHandler } from 'express';
import { isLocale, type Locale } from '@mindcheck/common';
import type { Sessions } from '../../http/session.js';
import { visitorLocale } from '../locale/locale.request.js';

const KEY = 'googleLanguage';
const read = new WeakMap<Request, Locale>();

const asked = (req: Request): Locale | null => {
  const lang = req.query.lang;
  return typeof lang === 'string' && isLocale(lang) ? lang : null;
};

/** On /auth/google: keeps the opener's language for the callback. */
export function keepPopupLanguage(sessions: Pick<Sessions, 'stash'>): RequestHandler {
  return (req, _res, next) => {
    const lang = asked(req);
    if (!lang) return next();
    read.set(req, lang);
    sessions.stash(req, KEY, lang).then(() => next(), next);
  };
}

/** On the callback: takes the kept language back (once) for this request. */
export function takePopupLanguage(sessions: Pick<Sessions, 'takeStashed'>): RequestHandler {
  return (req, _res, next) => {
    sessions.takeStashed(req, KEY).then((kept) => {
      if (isLocale(kept)) read.set(req, kept);
      next();
    }, next);
  };
}

/** Keeps this request's language for the next one of the flow (the stand-in's form shown again). */
export async function keepPopupLanguageAgain(sessions: Pick<Sessions, 'stash'>, req: Request): Promise<void> {
  const lang = read.get(req);
  if (lang) await sessions.stash(req, KEY, lang);
}

/** The popup's language: the opener page's, else the browser's. */
export function popupLanguage(req: Request): Locale {
  return read.get(req) ?? asked(req) ?? visitorLocale(req);
}
