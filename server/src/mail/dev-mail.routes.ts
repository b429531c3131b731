// The development outbox: outside production, without SMTP_URL, the mail the app "sent" is listed at
// /dev/mail, each message readable as text (links clickable) and as HTML, so that a newcomer on
// `npm start` can follow a reset or verification link. Never mounted in production. Served with
// no-store and no-referrer: the messages carry one-time links.
import { Router, type RequestHandler, type Response } from 'express';
import { isValidObjectId } from 'mongoose';
import type { MailService } from './mail.service.js';

export const DEV_MAIL_PATH = '/dev/mail';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The text part, escaped, with its http(s) links made clickable. */
function linkify(text: string): string {
  // Linear: a run of non-space characters after the scheme.
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)} · MindCheck outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a;line-height:1.5}
main{max-width:56rem;margin:0 auto;padding:1.5rem}
a{color:#2b4bc7}a:focus-visible{outline:3px solid #2b4bc7;outline-offset:2px}
table{border-collapse:collapse;width:100%;table-layout:fixed;background:#fff}th,td{text-align:left;padding:.5rem .75rem;border-bottom:1px solid #e2e8f0;vertical-align:top;overflow-wrap:anywhere}dd{overflow-wrap:anywhere}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid #e2e8f0;border-radius:.5rem;padding:1rem}
.note{color:#475569}
</style></head><body><main>${body}</main></body></html>`;
}

export function send(res: Response, status: number, html: string): void {
  res.status(status);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.type('html').send(html);
}

/**
 * An outbox's list (mail or SMS), newest first: when each message was sent and to whom, then the
 * kind's own cells (`cells`, HTML already escaped).
 */
export interface Outbox {
  title: string;
  note: string;
  /** The words when the outbox is empty. */
  empty: string;
  columns: string[];
  messages: { createdAt: Date; to: string; cells: string[] }[];
}

/** The handler of an outbox's list page: `load` reads the outbox. */
export function outboxPage(load: () => Promise<Outbox>): RequestHandler {
  return async (_req, res, next) => {
    try {
      send(res, 200, outboxList(await load()));
    } catch (error) {
      next(error);
    }
  };
}

function outboxList(outbox: Outbox): string {
  const { title, messages } = outbox;
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</td><td>${escapeHtml(m.to)}</td>` +
        `${m.cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`,
    )
    .join('');
  const head = ['Sent', 'To', ...outbox.columns].map((column) => `<th scope="col">${column}</th>`).join('');
  return page(
    title,
    `<h1>${title}</h1><p class="note">${outbox.note}</p>` +
      (rows
        ? `<table><caption class="note" style="text-align:left">${messages.length} message${messages.length === 1 ? '' : 's'}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`
        : `<p>${outbox.empty}</p>`),
  );
}

export function devMailRoutes(mail: MailService): Router {
  const router = Router();

  router.get(
    DEV_MAIL_PATH,
    outboxPage(async () => {
      const messages = await mail.outbox();
      return {
        title: 'Outbox',
        note: 'Development only: no SMTP_URL is set, so MindCheck keeps the mail it would send here, newest first. It does not exist in production.',
        empty: 'No mail yet.',
        columns: ['Subject', 'Status'],
        messages: messages.map((m) => ({
          createdAt: m.createdAt,
          to: m.to,
          cells: [`<a href="${DEV_MAIL_PATH}/${String(m._id)}">${escapeHtml(m.subject)}</a>`, escapeHtml(m.status)],
        })),
      };
    }),
  );

  router.get(`${DEV_MAIL_PATH}/:id`, async (req, res, next) => {
    try {
      const message = isValidObjectId(req.params.id) ? await mail.findMessage(req.params.id) : null;
      if (!message)
        return send(
          res,
          404,
          page('Not found', `<h1>Not found</h1><p><a href="${DEV_MAIL_PATH}">Back to the outbox</a></p>`),
        );
      send(
        res,
        200,
        page(
          message.subject,
          `<p><a href="${DEV_MAIL_PATH}">Back to the outbox</a></p><h1>${escapeHtml(message.subject)}</h1>` +
            `<dl><dt>To</dt><dd>${escapeHtml(message.to)}</dd><dt>Status</dt><dd>${escapeHtml(message.status)}</dd></dl>` +
            (message.html ? `<p><a href="${DEV_MAIL_PATH}/${String(message._id)}/html">View as HTML</a></p>` : '') +
            `<h2>Text</h2><pre>${message.text ? linkify(message.text) : '(not kept)'}</pre>`,
        ),
      );
    } catch (error) {
      next(error);
    }
  });

  // The HTML part as the mail client would show it (our own template, every value escaped).
  router.get(`${DEV_MAIL_PATH}/:id/html`, async (req, res, next) => {
    try {
      const message = isValidObjectId(req.params.id) ? await mail.findMessage(req.params.id) : null;
      if (!message?.html)
        return send(
          res,
          404,
          page('Not found', `<h1>Not found</h1><p><a href="${DEV_MAIL_PATH}">Back to the outbox</a></p>`),
        );
      send(res, 200, message.html);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
