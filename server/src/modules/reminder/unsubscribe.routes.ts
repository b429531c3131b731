// /account/unsubscribe: the reminder mail's link, working without signing in. GET shows a button
// (mail scanners open links; only a person's POST uses the one-time token); POST turns reminders off.
// The token is in the query string, which the access log never writes; no referrer leaves the page.
import express, { Router, type Response } from 'express';
import { messages } from '../../messages.js';
import type { ReminderService } from './reminder.service.js';

const MAX_TOKEN_LENGTH = 100;

function page(res: Response, status: number, body: string) {
  res.status(status);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reminder emails - MindCheck</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}
button{font:inherit;padding:.6rem 1rem;border-radius:.5rem;border:0;background:#2a4bc0;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #0f172a;outline-offset:2px}a{color:#1d3a9e}</style></head>
<body><main><h1>Reminder emails</h1>${body}<p><a href="/">Go to MindCheck</a></p></main></body></html>`);
}

const escapeAttr = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '');

export function unsubscribeRoutes(reminders: ReminderService): Router {
  const router = Router();
  router.get('/account/unsubscribe', (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token.slice(0, MAX_TOKEN_LENGTH) : '';
    page(
      res,
      200,
      `<p>Stop getting emails when a MindCheck test can be taken again?</p>
<form method="post" action="/account/unsubscribe"><input type="hidden" name="token" value="${escapeAttr(token)}">
<button type="submit">Stop reminder emails</button></form>`,
    );
  });
  router.post(
    '/account/unsubscribe',
    express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }),
    async (req, res, next) => {
      const raw = (req.body as Record<string, unknown> | undefined)?.token ?? req.query.token;
      const token = typeof raw === 'string' ? raw.slice(0, MAX_TOKEN_LENGTH) : '';
      try {
        const done = await reminders.unsubscribe(token);
        page(
          res,
          done ? 200 : 400,
          `<p role="status">${done ? messages.unsubscribed : messages.unsubscribeInvalid}</p>`,
        );
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
