// Who may tell us a payment happened. Paystack signs each webhook delivery with an HMAC-SHA512 of
// the raw request body, keyed with the secret key, in `x-paystack-signature` (hex). The check
// runs over the exact bytes received: parsing and re-serializing the JSON would change them.
// Behind an interface, so that a future scheme (e.g. a timestamped signature against replays)
// replaces this class without touching the route or the booking rules.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface WebhookVerifier {
  /** True only when the body is proven to come from the payment provider unchanged. */
  verify(rawBody: Buffer, headers: WebhookHeaders): boolean;
}

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

export class PaystackSignatureVerifier implements WebhookVerifier {
  constructor(private readonly secretKey: string) {}

  verify(rawBody: Buffer, headers: WebhookHeaders): boolean {
    const header = headers[PAYSTACK_SIGNATURE_HEADER];
    const signature = Array.isArray(header) ? undefined : header?.trim();
    // A hex SHA-512 digest is 128 characters; anything else cannot match.
    if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
    const expected = createHmac('sha512', this.secretKey).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }
}

/** With no secret key there is nothing to check a signature against: every delivery is refused. */
export class RefuseAllVerifier implements WebhookVerifier {
  verify(): boolean {
    return false;
  }
}

/** Signs a body as Paystack does: for the local fake and the tests. */
export function signPaystackBody(secretKey: string, rawBody: string | Buffer): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}
