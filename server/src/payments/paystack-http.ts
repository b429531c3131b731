// One call to Paystack's REST API over fetch: the secret key as a Bearer token, a deadline on
// every call, and Paystack's envelope ({ status, message, data, meta }) read into a PaymentFailure
// when it says no. Shared by the payment client and the payout client.
import { PaymentFailure } from './payment-provider.js';

export interface PaystackHttpOptions {
  secretKey: string;
  /** https://api.paystack.co (no trailing slash), or a local fake in tests. */
  baseUrl: string;
  timeoutMs: number;
}

/** Paystack's envelope: `status` false carries a `message` explaining why; lists carry `meta`. */
export interface PaystackEnvelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
  meta?: { total?: number; page?: number | string; pageCount?: number; perPage?: number | string };
}

export type PaystackMethod = 'GET' | 'POST' | 'PUT';

/** The API path without identifiers (a reference or a subaccount code): logs need no per-record detail. */
export function pathName(path: string): string {
  const bare = path.split('?')[0];
  if (bare.startsWith('/transaction/verify/')) return '/transaction/verify/:reference';
  if (bare.startsWith('/subaccount/')) return '/subaccount/:code';
  return bare;
}

export async function paystackRequest<T>(
  options: PaystackHttpOptions,
  method: PaystackMethod,
  path: string,
  body?: unknown,
): Promise<PaystackEnvelope<T>> {
  let response: Response;
  try {
    response = await fetch(options.baseUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    // By name, not instanceof: the DOMException may come from another realm (jest's sandbox).
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw new PaymentFailure(
      timedOut ? 'timeout' : 'upstream',
      timedOut ? `Paystack ${method} ${pathName(path)} timed out` : `Paystack ${method} ${pathName(path)} unreachable`,
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
  return envelope;
}
