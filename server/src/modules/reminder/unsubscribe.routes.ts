// /account/unsubscribe: the reminder mail's link, working without signing in. GET shows a button
// (mail scanners open links; only a person's POST uses the one-time token); POST turns reminders off.
// The token is in the query string, which the access log never writes; no referrer leaves the page.
// The page speaks the language of the member the token is for (#36), else the browser's.
import express, { Router, type Response } from 'express';
import { DEFAULT_LOCALE, type Locale } from '@mindcheck/common';
import { serverI18n, type Translate } from '../../i18n/index.js';
import { escapeHtml } from '../auth/popup-helpers.js';
import { visitorLocale } from '../locale/locale.request.js';
import type { ReminderService } from './reminder.service.js';

const MAX_TOKEN_LENGTH = 100;

/** The page's words, in one language: the member's, or English while any of them awaits review there. */
const PAGE_KEYS = ['title', 'heading', 'question', 'stop', 'home'].map((key) => `mail:unsubscribePage.${key}`);

function pageLocale(locale: Locale): Locale {
  const i18n = serverI18n();
  return PAGE_KEYS.some((key) => i18n.awaitingReview(locale, key)) ? DEFAULT_LOCALE : locale;
}

function page(res: Response, status: number, locale: Locale, body: (t: Translate) => string) {
  const lang = pageLocale(locale);
  const t: Translate = (key, values) => escapeHtml(serverI18n().t(lang)(key, values));
  res.status(status);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.send(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('mail:unsubscribePage.title')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}
button{font:inherit;padding:.6rem 1rem;border-radius:.5rem;border:0;background:#2a4bc0;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #0f172a;outline-offset:2px}a{color:#1d3a9e}</style></head>
<body><main><h1>${t('mail:unsubscribePage.heading')}</h1>${body(t)}<p><a href="/">${t('mail:unsubscribePage.home')}</a></p></main></body></html>`);
}

const escapeAttr = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '');

export function unsubscribeRoutes(reminders: ReminderService): Router {
  const router = Router();
  router.get('/account/unsubscribe', (req, res, next) => {
    const token = typeof req.query.token === 'string' ? req.query.token.slice(0, MAX_TOKEN_LENGTH) : '';
    reminders
      .tokenLocale(token)
      .then((locale) =>
        page(
          res,
          200,
          locale ?? visitorLocale(req),
          (t) => `<p>${t('mail:unsubscribePage.question')}</p>
<form method="post" action="/account/unsubscribe"><input type="hidden" name="token" value="${escapeAttr(token)}">
<button type="submit">${t('mail:unsubscribePage.stop')}</button></form>`,
        ),
      )
      .catch(next);
  });
  router.post(
    '/account/unsubscribe',
    express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }),
    async (req, res, next) => {
      const raw = (req.body as Record<string, unknown> | undefined)?.token ?? req.query.token;
      const token = typeof raw === 'string' ? raw.slice(0, MAX_TOKEN_LENGTH) : '';
      try {
        // The member's language, read before the token is used up.
        const locale = (await reminders.tokenLocale(token)) ?? visitorLocale(req);
        const done = await reminders.unsubscribe(token);
        page(
          res,
          done ? 200 : 400,
          locale,
          (t) => `<p role="status">${t(done ? 'errors:unsubscribed' : 'errors:unsubscribeInvalid')}</p>`,
        );
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
