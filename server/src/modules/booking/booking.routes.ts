// POST /webhooks/paystack: Paystack tells us a charge succeeded or a refund was processed or failed. The body is read raw (the
// signature covers its exact bytes), checked by the webhook verifier, and only then parsed.
// A bad or missing signature is 401 and changes nothing; a valid event that concerns no booking
// of ours is acknowledged with 200 so that Paystack stops retrying it; a failure on our side is
// 500 so that Paystack retries later.
import express, { Router } from 'express';
import type { Logger } from '../../logger.js';
import { parsePaystackEvent, type WebhookVerifier } from '../../payments/index.js';
import type { BookingPayments } from './booking.payments.js';
import type { RefundService } from './refund.service.js';

export const PAYSTACK_WEBHOOK_PATH = '/webhooks/paystack';
// Paystack's events are a few KB.
const WEBHOOK_BODY_LIMIT = '100kb';

export interface WebhookRouteDeps {
  payments: Pick<BookingPayments, 'handlePaymentEvent'>;
  refunds: RefundService;
  verifier: WebhookVerifier;
  logger: Logger;
}

export function paystackWebhookRoutes({ payments, refunds, verifier, logger }: WebhookRouteDeps): Router {
  const router = Router();
  router.post(PAYSTACK_WEBHOOK_PATH, express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!verifier.verify(body, req.headers)) {
      logger.warn({ webhook: 'paystack' }, 'webhook refused: bad or missing signature');
      res.status(401).json({ error: 'Unauthorized' });
      return;
    }
    const event = parsePaystackEvent(body);
    if (!event) {
      res.status(400).json({ error: 'Bad Request' });
      return;
    }
    try {
      const outcome = event.type.startsWith('refund.')
        ? await refunds.handleRefundEvent(event)
        : await payments.handlePaymentEvent(event);
      logger.info({ webhook: 'paystack', event: event.type, outcome }, 'webhook handled');
      res.status(200).json({ received: true });
    } catch (error) {
      logger.error(
        {
          webhook: 'paystack',
          event: event.type,
          err: error instanceof Error ? { name: error.name, message: error.message } : String(error),
        },
        'webhook failed',
      );
      res.status(500).json({ error: 'Internal Server Error' });
    }
  });
  return router;
}
