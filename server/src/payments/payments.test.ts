// The payments layer on its own: the Paystack client's deadlines and error mapping against the
// local fake, the signature verifier, and the factory's refusal to simulate in production.
import { PaystackClient } from './paystack-client.js';
import { PaymentFailure } from './payment-provider.js';
import { PaystackSignatureVerifier, signPaystackBody } from './webhook-verifier.js';
import { createPaymentProvider } from './index.js';
import { SimulatedPaymentProvider } from './simulated-provider.js';
import { loadConfig } from '../config.js';
import { startFakePaystack, PAYSTACK_TEST_SECRET, type FakePaystack } from '../../test/fakes/paystack.js';

let paystack: FakePaystack;
beforeAll(async () => {
  paystack = await startFakePaystack();
});
afterAll(async () => {
  await paystack.close();
});
beforeEach(() => paystack.reset());

const client = (overrides: Partial<ConstructorParameters<typeof PaystackClient>[0]> = {}) =>
  new PaystackClient({
    secretKey: PAYSTACK_TEST_SECRET,
    baseUrl: paystack.baseUrl,
    timeoutMs: 300,
    retryDelayMs: 5,
    ...overrides,
  });

async function failureOf(promise: Promise<unknown>): Promise<PaymentFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentFailure) return error;
    throw error;
  }
  throw new Error('expected a PaymentFailure');
}

describe('PaystackClient', () => {
  const request = { reference: 'mc-unit-1', email: 'unit@example.com', amount: 500000, currency: 'NGN' };

  it('initializes and verifies a transaction', async () => {
    const started = await client().initialize(request);
    expect(started.accessCode).toMatch(/^ac_/);
    expect(started.authorizationUrl).toContain(started.accessCode);
    paystack.pay('mc-unit-1');
    const verified = await client().verify('mc-unit-1');
    expect(verified).toMatchObject({
      status: 'success',
      amount: 500000,
      currency: 'NGN',
      reference: 'mc-unit-1',
      channel: 'card',
    });
    expect(verified.paidAt).toBeInstanceOf(Date);
    expect(verified.id).toMatch(/^\d+$/);
  });

  it('gives up on a hanging Paystack within its deadline (timeout), retrying verify once', async () => {
    await client().initialize(request);
    paystack.failures.push({ kind: 'hang' });
    let started = Date.now();
    expect((await failureOf(client().initialize({ ...request, reference: 'mc-unit-2' }))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);

    paystack.failures.push({ kind: 'hang' }, { kind: 'hang' });
    started = Date.now();
    expect((await failureOf(client().verify('mc-unit-1'))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(paystack.verifyRequests()).toHaveLength(2);
  });

  it('maps a bad key to unauthorized, an unknown reference to not_found, a 5xx to upstream', async () => {
    expect((await failureOf(client({ secretKey: 'sk_wrong' }).initialize(request))).reason).toBe('unauthorized');
    expect((await failureOf(client().verify('mc-nobody'))).reason).toBe('not_found');
    paystack.failures.push({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    expect((await failureOf(client().verify('mc-nobody'))).reason).toBe('upstream');
  });

  it('does not retry initialize (a second initialize could start a second transaction)', async () => {
    paystack.failures.push({ kind: 'status', status: 503 });
    expect((await failureOf(client().initialize(request))).reason).toBe('upstream');
    expect(paystack.initializeRequests()).toHaveLength(1);
  });

  it('refuses an unreachable Paystack as upstream', async () => {
    expect((await failureOf(client({ baseUrl: 'http://127.0.0.1:1' }).initialize(request))).reason).toBe('upstream');
  });
});

describe('PaystackSignatureVerifier', () => {
  const verifier = new PaystackSignatureVerifier('sk_test_key');
  const body = Buffer.from('{"event":"charge.success","data":{"reference":"r"}}');

  it('accepts the HMAC-SHA512 of the exact bytes, in either hex case', () => {
    const signature = signPaystackBody('sk_test_key', body);
    expect(verifier.verify(body, { 'x-paystack-signature': signature })).toBe(true);
    expect(verifier.verify(body, { 'x-paystack-signature': signature.toUpperCase() })).toBe(true);
  });

  it('refuses other bytes, another key, a missing, repeated or malformed header', () => {
    const signature = signPaystackBody('sk_test_key', body);
    expect(verifier.verify(Buffer.from(`${body.toString()} `), { 'x-paystack-signature': signature })).toBe(false);
    expect(verifier.verify(body, { 'x-paystack-signature': signPaystackBody('sk_other', body) })).toBe(false);
    expect(verifier.verify(body, {})).toBe(false);
    expect(verifier.verify(body, { 'x-paystack-signature': [signature, signature] })).toBe(false);
    expect(verifier.verify(body, { 'x-paystack-signature': signature.slice(2) })).toBe(false);
  });
});

describe('createPaymentProvider', () => {
  it('simulates only without a key and outside production', () => {
    expect(createPaymentProvider(loadConfig({}))).toBeInstanceOf(SimulatedPaymentProvider);
    expect(
      createPaymentProvider(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_PUBLIC_KEY: 'pk_test_x' })),
    ).toBeInstanceOf(PaystackClient);
    const production = {
      ...loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_x', PAYSTACK_PUBLIC_KEY: 'pk_live_x' }),
      isProduction: true,
      paystack: { baseUrl: 'https://api.paystack.co' },
    };
    expect(() => createPaymentProvider(production)).toThrow(/not allowed in production/);
  });
});
