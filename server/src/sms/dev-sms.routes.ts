// The development SMS outbox (#36): outside production, with SMS_PROVIDER=dev-outbox, the texts the
// app "sent" are listed at /dev/sms, newest first, so that a newcomer on `npm start` (and the
// browser tests) can read a verification code. The same page as /dev/mail (its helpers); never
// mounted in production; to this machine only (loopbackOnly); no-store, no-referrer.
import { Router } from 'express';
import { escapeHtml, outboxPage } from '../mail/dev-mail.routes.js';
import type { SmsService } from './sms.service.js';

export const DEV_SMS_PATH = '/dev/sms';

export function devSmsRoutes(sms: SmsService): Router {
  const router = Router();
  router.get(
    DEV_SMS_PATH,
    outboxPage(async () => {
      const messages = await sms.outbox();
      return {
        title: 'SMS outbox',
        note: 'Development only: SMS_PROVIDER is dev-outbox, so MindCheck keeps the texts it would send here, newest first. It does not exist in production.',
        empty: 'No text messages yet.',
        columns: ['Kind', 'Text', 'Status'],
        messages: messages.map((m) => ({
          createdAt: m.createdAt,
          to: m.to,
          cells: [escapeHtml(m.kind), escapeHtml(m.text ?? '(not kept)'), escapeHtml(m.status)],
        })),
      };
    }),
  );
  return router;
}
