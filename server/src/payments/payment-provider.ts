// The card payment provider behind bookings. Two implementations: Paystack (a secret key is set)
// and the simulated provider (no key, never in production). The booking service owns the rules
// (what counts as paid); a provider only talks to the payment service or fails with PaymentFailure.
import { ServiceFailure } from '../errors.js';

export interface InitializeRequest {
  /** Our own unguessable reference; the provider keeps it on the transaction. */
  reference: string;
  /** The member's email: the provider's receipt goes there. */
  email: string;
  /** Minor currency units (kobo for NGN). Decided by the server's config, never by a client. */
  amount: number;
  currency: string;
  /** #37: the expert's payout subaccount: the provider settles the expert's share there. */
  subaccount?: string;
  /** #37: who bears the provider's fees on a split payment (PAYSTACK_FEES_BEARER). */
  bearer?: FeesBearer;
}

export type FeesBearer = 'account' | 'subaccount';

/** #37: how the provider divided a successful payment, in minor units (they add up to the amount). */
export interface TransactionSplit {
  /** Settled to the expert's subaccount; 0 when the payment had none (the payout is pending). */
  expertAmount: number;
  /** Settled to the platform's own account. */
  platformAmount: number;
  /** The provider's fee, when it said. */
  fees: number | null;
  /** The subaccount the provider settled to, when any. */
  subaccount: string | null;
}

export interface InitializedTransaction {
  /** For resuming the transaction in the inline checkout; null when the provider issued none. */
  accessCode: string | null;
  /** The provider's hosted checkout page; null when the provider has none. */
  authorizationUrl: string | null;
}

/**
 * Paystack's transaction statuses. Only `success` means money was taken; `failed`, `abandoned`
 * and `reversed` are final without payment; the others are still in progress.
 */
export type TransactionStatus =
  'success' | 'failed' | 'abandoned' | 'reversed' | 'pending' | 'ongoing' | 'processing' | 'queued';

export interface VerifiedTransaction {
  status: TransactionStatus | (string & {});
  /** Minor units, as the provider recorded them. */
  amount: number;
  currency: string;
  reference: string;
  /** The provider's own transaction id. */
  id: string;
  /** card, bank, ussd, ... when the provider says. */
  channel: string | null;
  paidAt: Date | null;
  /** #37: the provider's division of a successful payment (null when it said nothing readable). */
  split?: TransactionSplit | null;
}

export interface RefundRequest {
  /** The reference of the (paid) transaction to refund. */
  reference: string;
  /** Minor units; the full amount for a full refund. */
  amount: number;
}

/**
 * The provider's refund, as it answered the request: `processed` when the money is already on its
 * way back, `pending` while the provider works on it (a refund.processed or refund.failed webhook
 * tells the outcome later), `failed` when it gave up.
 */
export interface RefundResult {
  /** The provider's refund id ('' when it named none). */
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentProvider {
  readonly kind: 'paystack' | 'simulated';
  /** True for the built-in simulated checkout (no real money moves). */
  readonly simulated: boolean;
  /** What the browser's inline checkout needs; never the secret key. */
  readonly publicKey: string;
  /** Rejects with PaymentFailure. */
  initialize(request: InitializeRequest): Promise<InitializedTransaction>;
  /** What the provider knows of the transaction. Rejects with PaymentFailure. */
  verify(reference: string): Promise<VerifiedTransaction>;
  /**
   * Simulated provider only: the test checkout's Pay button. Records that the transaction with
   * this reference was paid in full, so that the next verify answers success. Absent on real
   * providers, where only the member's card can do that.
   */
  completeTestPayment?(reference: string): Promise<void>;
  /**
   * Asks the provider to refund (part of) a paid transaction. Rejects with PaymentFailure: reason
   * 'timeout' or 'upstream' may succeed on a retry, any other reason is final. Not retried here:
   * the caller (the refund job) retries with backoff.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** True for the failures worth trying again later (the provider was slow or broken, not unwilling). */
export function isRetryablePaymentFailure(error: unknown): boolean {
  return error instanceof PaymentFailure && (error.reason === 'timeout' || error.reason === 'upstream');
}

export type PaymentFailureReason = 'timeout' | 'unauthorized' | 'not_found' | 'rejected' | 'upstream';

export class PaymentFailure extends ServiceFailure<PaymentFailureReason> {}
