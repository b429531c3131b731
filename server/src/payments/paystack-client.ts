// Paystack's REST API over fetch: POST /transaction/initialize and GET /transaction/verify/:reference,
// authorized with the secret key as a Bearer token. Every call has a deadline; verify (a read) is
// retried once after a network error, a timeout or a 5xx, since a member who has just paid should
// not be told it failed because of one dropped connection.
import {
  PaymentFailure,
  type InitializeRequest,
  type InitializedTransaction,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type TransactionSplit,
  type VerifiedTransaction,
} from './payment-provider.js';
import { trimTrailing } from '../text.js';
import { paystackRequest } from './paystack-http.js';

export interface PaystackOptions {
  secretKey: string;
  publicKey?: string;
  /** https://api.paystack.co, or a local fake in tests. */
  baseUrl: string;
  timeoutMs: number;
  /** Pause before verify's single retry; short in tests. */
  retryDelayMs?: number;
}

interface PaystackInitializeData {
  authorization_url?: string;
  access_code?: string;
  reference?: string;
}

/** A transaction as Paystack describes it, in verify replies and in webhook events alike. */
export interface PaystackTransactionData {
  id?: number | string;
  status?: string;
  reference?: string;
  amount?: number | string;
  currency?: string;
  channel?: string | null;
  paid_at?: string | null;
  paidAt?: string | null;
  /** The provider's fee, in minor units. */
  fees?: number | string | null;
  /** #37: how a payment with a subaccount was divided. */
  fees_split?: { paystack?: number | string; integration?: number | string; subaccount?: number | string } | null;
  subaccount?: { subaccount_code?: string } | Record<string, never> | null;
}

export class PaystackClient implements PaymentProvider {
  readonly kind = 'paystack' as const;
  readonly simulated = false;
  readonly publicKey: string;
  private readonly baseUrl: string;

  constructor(private readonly options: PaystackOptions) {
    this.publicKey = options.publicKey ?? '';
    this.baseUrl = trimTrailing(options.baseUrl, '/');
  }

  async initialize(request: InitializeRequest): Promise<InitializedTransaction> {
    const data = await this.call<PaystackInitializeData>('POST', '/transaction/initialize', {
      email: request.email,
      // Paystack documents amount as a string of minor units.
      amount: String(request.amount),
      currency: request.currency,
      reference: request.reference,
      // #37: the expert's share settles to their subaccount; the platform keeps its percentage_charge.
      ...(request.subaccount ? { subaccount: request.subaccount, bearer: request.bearer ?? 'account' } : {}),
    });
    if (!data?.access_code && !data?.authorization_url)
      throw new PaymentFailure('upstream', 'Paystack initialize answered without an access code');
    return { accessCode: data.access_code ?? null, authorizationUrl: data.authorization_url ?? null };
  }

  async verify(reference: string): Promise<VerifiedTransaction> {
    const path = `/transaction/verify/${encodeURIComponent(reference)}`;
    let data: PaystackTransactionData | undefined;
    try {
      data = await this.call<PaystackTransactionData>('GET', path);
    } catch (error) {
      if (!(error instanceof PaymentFailure) || (error.reason !== 'timeout' && error.reason !== 'upstream'))
        throw error;
      await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? 300));
      data = await this.call<PaystackTransactionData>('GET', path);
    }
    const transaction = readPaystackTransaction(data);
    if (!transaction) throw new PaymentFailure('upstream', 'Paystack verify answered without a transaction');
    return transaction;
  }

  /**
   * POST /refund with the transaction's reference and the amount. Paystack answers with the refund
   * it queued (status pending or processing, sometimes processed at once). A refund Paystack says
   * was already made in full ("Transaction has been fully reversed": an earlier attempt reached it
   * though its answer was lost) counts as processed, so that a retry does not turn into a failure.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    let data: PaystackRefundData | undefined;
    try {
      data = await this.call<PaystackRefundData>('POST', '/refund', {
        transaction: request.reference,
        amount: request.amount,
      });
    } catch (error) {
      if (error instanceof PaymentFailure && error.reason === 'rejected' && /fully reversed/i.test(error.message))
        return { id: '', status: 'processed' };
      throw error;
    }
    if (!data || typeof data !== 'object')
      throw new PaymentFailure('upstream', 'Paystack refund answered without a refund');
    return { id: data.id === undefined || data.id === null ? '' : String(data.id), status: refundStatus(data.status) };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | undefined> {
    const options = { secretKey: this.options.secretKey, baseUrl: this.baseUrl, timeoutMs: this.options.timeoutMs };
    return (await paystackRequest<T>(options, method, path, body)).data;
  }
}

interface PaystackRefundData {
  id?: number | string;
  status?: string;
  amount?: number | string;
  currency?: string;
}

/** Paystack's refund statuses: pending, processing, needs-attention, processed, failed. */
export function refundStatus(status: unknown): RefundResult['status'] {
  if (status === 'processed') return 'processed';
  if (status === 'failed') return 'failed';
  return 'pending';
}

/** Reads Paystack's transaction object; null when it lacks what a payment decision needs. */
export function readPaystackTransaction(data: PaystackTransactionData | undefined | null): VerifiedTransaction | null {
  if (!data || typeof data !== 'object') return null;
  const amount = typeof data.amount === 'number' || typeof data.amount === 'string' ? Number(data.amount) : NaN;
  if (
    typeof data.status !== 'string' ||
    typeof data.reference !== 'string' ||
    !Number.isSafeInteger(amount) ||
    typeof data.currency !== 'string'
  ) {
    return null;
  }
  const paidAt = data.paid_at ?? data.paidAt ?? null;
  return {
    status: data.status,
    amount,
    currency: data.currency,
    reference: data.reference,
    id: data.id === undefined || data.id === null ? '' : String(data.id),
    channel: typeof data.channel === 'string' ? data.channel : null,
    paidAt: typeof paidAt === 'string' && !Number.isNaN(Date.parse(paidAt)) ? new Date(paidAt) : null,
    split: data.status === 'success' ? readSplit(data, amount) : null,
  };
}

function minorUnits(value: unknown): number | null {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/**
 * The division Paystack reports for a successful payment: `fees_split` (paystack, integration,
 * subaccount) when it had a subaccount; else all of it, less the fee, is the platform's. Null when
 * the figures do not add up to the amount (never guessed).
 */
export function readSplit(data: PaystackTransactionData, amount: number): TransactionSplit | null {
  const fees = minorUnits(data.fees);
  const split = data.fees_split;
  const code =
    data.subaccount && typeof (data.subaccount as { subaccount_code?: unknown }).subaccount_code === 'string'
      ? (data.subaccount as { subaccount_code: string }).subaccount_code
      : null;
  if (split && typeof split === 'object') {
    const expertAmount = minorUnits(split.subaccount);
    const platformAmount = minorUnits(split.integration);
    const fee = minorUnits(split.paystack) ?? fees;
    if (expertAmount === null || platformAmount === null || expertAmount + platformAmount + (fee ?? 0) !== amount)
      return null;
    return { expertAmount, platformAmount, fees: fee, subaccount: code };
  }
  if (fees !== null && fees > amount) return null;
  return { expertAmount: 0, platformAmount: amount - (fees ?? 0), fees, subaccount: null };
}
