// Paystack's webhook events, read from the raw body once its signature has been checked.
// `charge.success` may mark a booking paid; `refund.processed` and `refund.failed` settle a refund;
// every other event is acknowledged and ignored.
import type { VerifiedTransaction } from './payment-provider.js';
import { readPaystackTransaction, type PaystackTransactionData } from './paystack-client.js';

export interface PaymentEvent {
  /** The provider's event name, e.g. charge.success. */
  type: string;
  /** The transaction the event is about, when it carries a readable one. */
  transaction: VerifiedTransaction | null;
  /** For refund.* events: the refund the event is about, when it carries a readable one. */
  refund: RefundEventData | null;
}

export interface RefundEventData {
  /** The reference of the refunded transaction (ours). */
  transactionReference: string;
  /** Paystack's refund id ('' when absent). */
  id: string;
  status: string;
  /** Minor units, when given. */
  amount: number | null;
  /** ISO currency, when given. */
  currency: string | null;
}

export const CHARGE_SUCCESS = 'charge.success';
export const REFUND_PROCESSED = 'refund.processed';
export const REFUND_FAILED = 'refund.failed';

/** Paystack's refund event data: the transaction's reference is `transaction_reference`. */
interface PaystackRefundEventData {
  id?: number | string;
  status?: string;
  amount?: number | string;
  currency?: string;
  transaction_reference?: string;
  transaction?: { reference?: string } | null;
}

function readRefund(data: PaystackRefundEventData | undefined): RefundEventData | null {
  if (!data || typeof data !== 'object') return null;
  const reference =
    typeof data.transaction_reference === 'string'
      ? data.transaction_reference
      : typeof data.transaction?.reference === 'string'
        ? data.transaction.reference
        : null;
  if (!reference || typeof data.status !== 'string') return null;
  const amount = typeof data.amount === 'number' || typeof data.amount === 'string' ? Number(data.amount) : NaN;
  return {
    transactionReference: reference,
    id: data.id === undefined || data.id === null ? '' : String(data.id),
    status: data.status,
    amount: Number.isSafeInteger(amount) ? amount : null,
    currency: typeof data.currency === 'string' ? data.currency : null,
  };
}

/** The event in a (signature-checked) body; null when the body is not a Paystack event at all. */
export function parsePaystackEvent(rawBody: Buffer): PaymentEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || typeof (value as { event?: unknown }).event !== 'string') return null;
  const event = value as { event: string; data?: PaystackTransactionData & PaystackRefundEventData };
  const isRefund = event.event.startsWith('refund.');
  return {
    type: event.event,
    transaction: isRefund ? null : readPaystackTransaction(event.data),
    refund: isRefund ? readRefund(event.data) : null,
  };
}
