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
  type VerifiedTransaction,
} from './payment-provider.js';
import { trimTrailing } from '../text.js';

export interface PaystackOptions {
  secretKey: string;
  publicKey?: string;
  /** https://api.paystack.co, or a local fake in tests. */
  baseUrl: string;
  timeoutMs: number;
  /** Pause before verify's single retry; short in tests. */
  retryDelayMs?: number;
}

/** Paystack's envelope: `status` false carries a `message` explaining why. */
interface PaystackEnvelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
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
    let response: Response;
    try {
      response = await fetch(this.baseUrl + path, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      // By name, not instanceof: the DOMException may come from another realm (jest's sandbox).
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      throw new PaymentFailure(
        timedOut ? 'timeout' : 'upstream',
        timedOut
          ? `Paystack ${method} ${pathName(path)} timed out`
          : `Paystack ${method} ${pathName(path)} unreachable`,
        { cause: error },
      );
    }
    let envelope: PaystackEnvelope<T> = {};
    try {
      envelope = (await response.json()) as PaystackEnvelope<T>;
    } catch {
      // A proxy's HTML error page, or nothing: judged by the status alone below.
    }
    if (!response.ok || envelope.status === false) {
      const reason =
        response.status === 401
          ? 'unauthorized'
          : response.status === 404 || /not found/i.test(envelope.message ?? '')
            ? 'not_found'
            : response.status >= 500
              ? 'upstream'
              : 'rejected';
      throw new PaymentFailure(
        reason,
        `Paystack ${method} ${pathName(path)} answered ${response.status}: ${(envelope.message ?? '').slice(0, 200)}`,
      );
    }
    return envelope.data;
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

/** The API path without the reference (it is not secret, but logs need no per-booking detail). */
function pathName(path: string): string {
  return path.startsWith('/transaction/verify/') ? '/transaction/verify/:reference' : path;
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
  };
}
