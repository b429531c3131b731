import type { Config } from '../config.js';
import type { PaymentProvider } from './payment-provider.js';
import { PaystackClient } from './paystack-client.js';
import { SimulatedPaymentProvider } from './simulated-provider.js';
import { PaystackPayouts } from './paystack-payouts.js';
import type { PayoutProvider } from './payout-provider.js';
import { trimTrailing } from '../text.js';
import { PaystackSignatureVerifier, RefuseAllVerifier, type WebhookVerifier } from './webhook-verifier.js';

export * from './payment-provider.js';
export * from './webhook-verifier.js';
export * from './paystack-webhook.js';
export * from './payout-provider.js';

/** How long one call to the payment service may take. */
export const PAYMENT_TIMEOUT_MS = 10_000;

/** Paystack when PAYSTACK_SECRET_KEY is set; else the simulated checkout (config refuses production without a key). */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.paystack.secretKey) {
    return new PaystackClient({
      secretKey: config.paystack.secretKey,
      publicKey: config.paystack.publicKey,
      baseUrl: config.paystack.baseUrl,
      timeoutMs: PAYMENT_TIMEOUT_MS,
      retryDelayMs: config.env === 'test' ? 20 : 300,
    });
  }
  if (config.isProduction) throw new Error('simulated payments are not allowed in production');
  return new SimulatedPaymentProvider();
}

export function createWebhookVerifier(config: Config): WebhookVerifier {
  return config.paystack.secretKey ? new PaystackSignatureVerifier(config.paystack.secretKey) : new RefuseAllVerifier();
}

/** #37: Paystack's payout APIs beside its payments; the simulated provider does both itself. */
export function createPayoutProvider(config: Config, payments: PaymentProvider): PayoutProvider {
  if (payments instanceof SimulatedPaymentProvider) return payments;
  return new PaystackPayouts({
    secretKey: config.paystack.secretKey ?? '',
    baseUrl: trimTrailing(config.paystack.baseUrl, '/'),
    timeoutMs: PAYMENT_TIMEOUT_MS,
  });
}
