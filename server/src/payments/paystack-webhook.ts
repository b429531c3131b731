// Paystack's webhook events, read from the raw body once its signature has been checked.
// Only `charge.success` moves money state; every other event is acknowledged and ignored.
import type { VerifiedTransaction } from './payment-provider.js';
import { readPaystackTransaction, type PaystackTransactionData } from './paystack-client.js';

export interface PaymentEvent {
  /** The provider's event name, e.g. charge.success. */
  type: string;
  /** The transaction the event is about, when it carries a readable one. */
  transaction: VerifiedTransaction | null;
}

export const CHARGE_SUCCESS = 'charge.success';

/** The event in a (signature-checked) body; null when the body is not a Paystack event at all. */
export function parsePaystackEvent(rawBody: Buffer): PaymentEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || typeof (value as { event?: unknown }).event !== 'string') return null;
  const event = value as { event: string; data?: PaystackTransactionData };
  return { type: event.event, transaction: readPaystackTransaction(event.data) };
}
