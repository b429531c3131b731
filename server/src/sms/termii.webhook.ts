// POST /webhooks/termii: Termii's events (https://developer.termii.com/events-and-reports): delivery
// reports of what we sent (type "outbound": message_id, status such as "DELIVERED", "DND Active on
// Phone Number", "Message Failed") and replies (type "inbound": sender, message). Termii signs
// each event as it documents: the X-Termii-Signature header is the HMAC-SHA512 (hex) of the raw
// body with the account's secret key (TERMII_SECRET_KEY). The body is read raw, checked in constant
// time, and only then parsed; a bad or missing signature (or no secret configured) is 401 and
// changes nothing. Nothing of the body is logged (a reply is the member's own words).
import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { Router } from 'express';
import type { Logger } from '../logger.js';
import type { SmsStatus } from './sms.model.js';
import type { SmsService } from './sms.service.js';

export const TERMII_WEBHOOK_PATH = '/webhooks/termii';
const BODY_LIMIT = '16kb';
const FIELD_MAX = 200;

export function termiiSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

function signedBy(rawBody: Buffer, header: unknown, secret: string | undefined): boolean {
  if (!secret || typeof header !== 'string' || header.length > 256) return false;
  const expected = Buffer.from(termiiSignature(rawBody, secret), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Termii's status words to ours: delivered, failed (refused, DND, expired, rejected), else sent. */
export function statusOf(providerStatus: string): SmsStatus {
  const s = providerStatus.slice(0, FIELD_MAX).toUpperCase();
  if (s.startsWith('DELIVERED')) return 'delivered';
  if (s.startsWith('DND') || s.includes('FAIL') || s.includes('REJECT') || s.includes('EXPIRED')) return 'failed';
  return 'sent';
}

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, FIELD_MAX) : null;

export function termiiWebhookRoutes(deps: { sms: SmsService; secret?: string; logger: Logger }): Router {
  const router = Router();
  router.post(TERMII_WEBHOOK_PATH, express.raw({ type: () => true, limit: BODY_LIMIT }), async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!signedBy(raw, req.get('x-termii-signature'), deps.secret)) {
      deps.logger.warn({ webhook: 'termii' }, 'webhook refused: bad or missing signature');
      res.status(401).json({ error: 'invalid signature' });
      return;
    }
    let event: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw.toString('utf8'));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      event = parsed as Record<string, unknown>;
    } catch {
      res.status(400).json({ error: 'invalid body' });
      return;
    }
    try {
      const type = text(event.type)?.toLowerCase();
      if (type === 'inbound') {
        const from = text(event.sender);
        const message = text(event.message);
        if (from && message !== null) await deps.sms.received(from, message);
        deps.logger.info({ webhook: 'termii', type }, 'sms reply received');
      } else {
        const id = text(event.message_id);
        const status = text(event.status);
        const known = id && status ? await deps.sms.report(id, statusOf(status), status) : false;
        deps.logger.info({ webhook: 'termii', type: type ?? 'unknown', known }, 'sms delivery report');
      }
      res.status(200).json({ received: true });
    } catch (error) {
      deps.logger.error(
        { err: { message: error instanceof Error ? error.message : 'unknown' } },
        'termii webhook failed',
      );
      // Termii tries again later.
      res.status(500).json({ error: 'not processed' });
    }
  });
  return router;
}
