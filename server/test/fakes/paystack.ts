// A local stand-in for Paystack's REST API, speaking what the app's PaystackClient sends:
// POST /transaction/initialize and GET /transaction/verify/:reference with a Bearer secret key.
// Like Paystack, a new transaction verifies as `abandoned` until paid; tests "pay" it (or make
// it fail, or pay a smaller amount, or in another currency), queue HTTP failures, and read every
// request it received. POST /refund answers as Paystack does (a queued refund, status pending,
// or `refundOutcome` 'processed'); it also builds signed webhook deliveries (charge.success,
// refund.processed, refund.failed).
// #37: the payout side (paystack-payouts.ts): banks, account resolve, subaccounts, the split of a
// payment initialized with a `subaccount` (and `bearer`), and the transaction list.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import { signPaystackBody } from '../../src/payments/webhook-verifier.js';
import { payoutRoute, splitFields, type FakeSubaccount } from './paystack-payouts.js';

export const PAYSTACK_TEST_SECRET = 'sk_test_mindcheck_fake_secret_key';
export const PAYSTACK_TEST_PUBLIC = 'pk_test_mindcheck_fake_public_key';

export interface PaystackRequestRecord {
  method: string;
  path: string;
  /** The query string, without '?' ('' when none). */
  query: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

export interface FakeTransaction {
  id: number;
  reference: string;
  email: string;
  /** What initialize was asked for, in minor units. */
  amount: number;
  currency: string;
  accessCode: string;
  status: string;
  paidAt: string | null;
  channel: string | null;
  /** #37: the subaccount and fee bearer initialize was given. */
  subaccount?: string | null;
  bearer?: string | null;
  createdAt: string;
  /** What verify reports instead of the initialized values (a tampered or partial payment). */
  reported?: { amount?: number; currency?: string; reference?: string };
}

export interface FakeRefund {
  id: number;
  transactionReference: string;
  amount: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
}

export type PaystackFailure =
  { kind: 'status'; status: number; message?: string } | { kind: 'hang' } | { kind: 'garbage' };

export interface FakePaystack {
  baseUrl: string;
  /** The env that points the app at this fake. */
  env: Record<string, string>;
  requests: PaystackRequestRecord[];
  transactions: Map<string, FakeTransaction>;
  /** #37: subaccounts created with POST /subaccount, by code. */
  subaccounts: Map<string, FakeSubaccount>;
  /** #37: `bankCode:accountNumber` -> the holder's name GET /bank/resolve answers; others do not resolve. */
  accountNames: Map<string, string>;
  /** #37: a transaction Paystack has that no checkout of ours made (a planted mismatch). */
  plant(t: { reference: string; amount: number; status?: string; paidAt?: Date; currency?: string }): FakeTransaction;
  /** Failures used in order, one per request, before any normal answer. */
  failures: PaystackFailure[];
  /** Refunds accepted by POST /refund, by transaction reference. */
  refunds: Map<string, FakeRefund>;
  /** The status POST /refund answers with for a new refund: 'pending' (Paystack's usual) or 'processed'. */
  refundOutcome: 'pending' | 'processed';
  /** A signed refund.processed or refund.failed delivery for a refund the fake accepted. */
  refundDelivery(
    reference: string,
    event: 'refund.processed' | 'refund.failed',
    secret?: string,
  ): { body: string; signature: string };
  refundRequests(): PaystackRequestRecord[];
  /** The member pays: verify answers success (optionally with another amount or currency). */
  pay(reference: string, reported?: FakeTransaction['reported']): FakeTransaction;
  /** Sets the status verify answers (failed, abandoned, ongoing, ...). */
  setStatus(reference: string, status: string): void;
  /** A signed charge.success delivery for a paid transaction, as Paystack would POST it. */
  chargeSuccessDelivery(reference: string, secret?: string): { body: string; signature: string };
  /** The initialize requests received. */
  initializeRequests(): PaystackRequestRecord[];
  verifyRequests(): PaystackRequestRecord[];
  reset(): void;
  close(): Promise<void>;
}

export async function startFakePaystack(secretKey = PAYSTACK_TEST_SECRET): Promise<FakePaystack> {
  const sockets = new Set<Socket>();
  let nextId = 4_000_000_000;

  const transactionData = (t: FakeTransaction) => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reported?.reference ?? t.reference,
    amount: t.reported?.amount ?? t.amount,
    currency: t.reported?.currency ?? t.currency,
    message: null,
    gateway_response:
      t.status === 'success' ? 'Successful' : t.status === 'failed' ? 'Declined' : 'The transaction was not completed',
    paid_at: t.paidAt,
    paidAt: t.paidAt,
    created_at: t.createdAt,
    createdAt: t.createdAt,
    channel: t.channel,
    ip_address: '127.0.0.1',
    metadata: '',
    ...splitFields(t, fake.subaccounts),
    customer: { id: 1, email: t.email, customer_code: 'CUS_fake' },
    authorization:
      t.status === 'success'
        ? {
            authorization_code: 'AUTH_fake',
            bin: '408408',
            last4: '4081',
            channel: 'card',
            card_type: 'visa',
            reusable: true,
          }
        : {},
  });

  const fake: FakePaystack = {
    baseUrl: '',
    env: {},
    requests: [],
    transactions: new Map(),
    failures: [],
    refunds: new Map(),
    subaccounts: new Map(),
    accountNames: new Map(),
    plant({ reference, amount, status = 'success', paidAt = new Date(), currency = 'NGN' }) {
      const t: FakeTransaction = {
        id: nextId++,
        reference,
        email: 'planted@example.com',
        amount,
        currency,
        accessCode: `ac_${randomBytes(8).toString('hex')}`,
        status,
        paidAt: paidAt.toISOString(),
        channel: 'card',
        createdAt: paidAt.toISOString(),
      };
      fake.transactions.set(reference, t);
      return t;
    },
    refundOutcome: 'pending',
    refundDelivery(reference, event, secret = secretKey) {
      const r = fake.refunds.get(reference);
      if (!r) throw new Error(`fake Paystack: no refund of ${reference}`);
      r.status = event === 'refund.processed' ? 'processed' : 'failed';
      // Paystack's refund event: the refund, with the transaction's reference and the customer.
      const body = JSON.stringify({
        event,
        data: {
          status: r.status,
          transaction_reference: r.transactionReference,
          refund_reference: event === 'refund.processed' ? `RRN${r.id}` : null,
          amount: String(r.amount),
          currency: r.currency,
          processor: 'fake',
          customer: { first_name: null, last_name: null, email: fake.transactions.get(reference)?.email ?? '' },
          integration: 1,
          domain: 'test',
          id: String(r.id),
        },
      });
      return { body, signature: signPaystackBody(secret, body) };
    },
    refundRequests: () => fake.requests.filter((r) => r.path === '/refund'),
    pay(reference, reported) {
      const t = fake.transactions.get(reference);
      if (!t) throw new Error(`fake Paystack: no transaction ${reference}`);
      t.status = 'success';
      t.paidAt = new Date().toISOString();
      t.channel = 'card';
      t.reported = reported;
      return t;
    },
    setStatus(reference, status) {
      const t = fake.transactions.get(reference);
      if (!t) throw new Error(`fake Paystack: no transaction ${reference}`);
      t.status = status;
    },
    chargeSuccessDelivery(reference, secret = secretKey) {
      const t = fake.transactions.get(reference);
      if (!t) throw new Error(`fake Paystack: no transaction ${reference}`);
      const body = JSON.stringify({ event: 'charge.success', data: transactionData(t) });
      return { body, signature: signPaystackBody(secret, body) };
    },
    initializeRequests: () => fake.requests.filter((r) => r.path === '/transaction/initialize'),
    verifyRequests: () => fake.requests.filter((r) => r.path.startsWith('/transaction/verify/')),
    reset() {
      fake.requests.length = 0;
      fake.failures.length = 0;
      fake.transactions.clear();
      fake.refunds.clear();
      fake.subaccounts.clear();
      fake.accountNames.clear();
      fake.refundOutcome = 'pending';
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const json = (res: http.ServerResponse, status: number, payload: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString();
    let body: Record<string, unknown> | null = null;
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return json(res, 400, { status: false, message: 'Invalid JSON' });
      }
    }
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const path = url.pathname;
    fake.requests.push({
      method: req.method ?? '',
      path,
      query: url.search.slice(1),
      authorization: req.headers.authorization,
      body,
    });

    const failure = fake.failures.shift();
    if (failure?.kind === 'hang') return; // never answers: the client's deadline must fire
    if (failure?.kind === 'garbage') {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
      return;
    }
    if (failure?.kind === 'status')
      return json(res, failure.status, { status: false, message: failure.message ?? `fake error ${failure.status}` });

    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return json(res, 401, { status: false, message: 'Invalid key' });

    if (req.method === 'POST' && path === '/transaction/initialize') {
      const email = body?.email;
      const amount = Number(body?.amount);
      const reference = typeof body?.reference === 'string' ? body.reference : `T${randomBytes(6).toString('hex')}`;
      const currency = typeof body?.currency === 'string' ? body.currency : 'NGN';
      if (typeof email !== 'string' || !email.includes('@'))
        return json(res, 400, { status: false, message: 'Invalid Email Address Passed' });
      if (!Number.isInteger(amount) || amount <= 0)
        return json(res, 400, { status: false, message: 'Invalid Amount Sent' });
      if (!/^[A-Za-z0-9.=-]+$/.test(reference)) return json(res, 400, { status: false, message: 'Invalid reference' });
      if (fake.transactions.has(reference))
        return json(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const subaccount = typeof body?.subaccount === 'string' ? body.subaccount : null;
      if (subaccount && !fake.subaccounts.has(subaccount))
        return json(res, 400, { status: false, message: 'Invalid Subaccount code' });
      const accessCode = `ac_${randomBytes(8).toString('hex')}`;
      fake.transactions.set(reference, {
        subaccount,
        bearer: typeof body?.bearer === 'string' ? body.bearer : null,
        createdAt: new Date().toISOString(),
        id: nextId++,
        reference,
        email,
        amount,
        currency,
        accessCode,
        status: 'abandoned',
        paidAt: null,
        channel: null,
      });
      return json(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${fake.baseUrl}/checkout/${accessCode}`, access_code: accessCode, reference },
      });
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const t = fake.transactions.get(decodeURIComponent(verify[1]));
      if (!t)
        return json(res, 400, {
          status: false,
          message: 'Transaction reference not found',
          code: 'transaction_not_found',
        });
      return json(res, 200, { status: true, message: 'Verification successful', data: transactionData(t) });
    }

    if (req.method === 'POST' && path === '/refund') {
      const reference = typeof body?.transaction === 'string' ? body.transaction : '';
      const t = fake.transactions.get(reference);
      if (!t) return json(res, 404, { status: false, message: 'Transaction not found', code: 'transaction_not_found' });
      if (t.status === 'reversed' || fake.refunds.has(reference))
        return json(res, 400, { status: false, message: 'Transaction has been fully reversed' });
      if (t.status !== 'success')
        return json(res, 400, { status: false, message: 'Cannot refund a transaction that was not successful' });
      const amount = body?.amount === undefined ? t.amount : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > t.amount)
        return json(res, 400, { status: false, message: 'Refund amount cannot be greater than transaction amount' });
      const refund: FakeRefund = {
        id: nextId++,
        transactionReference: reference,
        amount,
        currency: t.currency,
        status: fake.refundOutcome,
      };
      fake.refunds.set(reference, refund);
      t.status = 'reversed';
      return json(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: {
            id: t.id,
            domain: 'test',
            reference,
            amount: t.amount,
            paid_at: t.paidAt,
            channel: t.channel,
            currency: t.currency,
          },
          integration: 1,
          deducted_amount: 0,
          channel: null,
          merchant_note: `Refund for transaction ${reference}`,
          customer_note: `Refund for transaction ${reference}`,
          status: refund.status,
          refunded_by: 'operator@example.com',
          expected_at: new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString(),
          currency: t.currency,
          domain: 'test',
          amount,
          fully_deducted: false,
          id: refund.id,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        },
      });
    }

    const payout = payoutRoute(
      {
        subaccounts: fake.subaccounts,
        accountNames: fake.accountNames,
        nextId: () => nextId++,
        listTransactions: (from, to) =>
          [...fake.transactions.values()]
            .filter((t) => new Date(t.createdAt) >= from && new Date(t.createdAt) <= to)
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .map(transactionData),
      },
      req.method ?? '',
      path,
      url.searchParams,
      body,
    );
    if (payout) return json(res, payout.status, payout.payload);

    return json(res, 404, { status: false, message: 'Not found' });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.env = {
    PAYSTACK_SECRET_KEY: secretKey,
    PAYSTACK_PUBLIC_KEY: PAYSTACK_TEST_PUBLIC,
    PAYSTACK_BASE_URL: fake.baseUrl,
  };
  return fake;
}
