// The development SMS outbox (#36): outside production, with SMS_PROVIDER=dev-outbox, the texts the
// app "sent" are listed at /dev/sms, newest first, so that a newcomer on `npm start` (and the
// browser tests) can read a verification code. The same page as /dev/mail (its helpers); never
// mounted in production; to this machine only (loopbackOnly); no-store, no-referrer.
import { Router } from 'express';
import { escapeHtml, page, send } from '../mail/dev-mail.routes.js';
import type { SmsService } from './sms.service.js';

export const DEV_SMS_PATH = '/dev/sms';

export function devSmsRoutes(sms: SmsService): Router {
  const router = Router();
  router.get(DEV_SMS_PATH, async (_req, res, next) => {
    try {
      const messages = await sms.outbox();
      const rows = messages
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</td><td>${escapeHtml(m.to)}</td>` +
            `<td>${escapeHtml(m.kind)}</td><td>${escapeHtml(m.text ?? '(not kept)')}</td><td>${escapeHtml(m.status)}</td></tr>`,
        )
        .join('');
      send(
        res,
        200,
        page(
          'SMS outbox',
          `<h1>SMS outbox</h1><p class="note">Development only: SMS_PROVIDER is dev-outbox, so MindCheck keeps the texts it would send here, newest first. It does not exist in production.</p>` +
            (rows
              ? `<table><caption class="note" style="text-align:left">${messages.length} message${messages.length === 1 ? '' : 's'}</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Kind</th><th scope="col">Text</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>`
              : '<p>No text messages yet.</p>'),
        ),
      );
    } catch (error) {
      next(error);
    }
  });
  return router;
}
