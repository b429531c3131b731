// The fake Paystack's payout side (#37), as Paystack answers it: GET /bank, GET /bank/resolve,
// POST /subaccount, PUT /subaccount/:code and GET /transaction (from/to, page/perPage, meta), and
// the split of a paid transaction with a subaccount (`fees_split`, `subaccount`, `fees`).
export interface FakeSubaccount {
  id: number;
  code: string;
  businessName: string;
  bankCode: string;
  accountNumber: string;
  percentageCharge: number;
  isVerified: boolean;
}

/** Paystack's test banks (codes as in its list). */
export const FAKE_BANKS = [
  { id: 1, name: 'Access Bank', slug: 'access-bank', code: '044', longcode: '044150149' },
  { id: 9, name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058', longcode: '058152036' },
  { id: 21, name: 'United Bank For Africa', slug: 'united-bank-for-africa', code: '033', longcode: '033153513' },
];

/** Paystack's fee on a local card payment: 1.5% + NGN 100 (waived under NGN 2,500), capped at NGN 2,000. */
export function paystackFee(amount: number): number {
  const fee = Math.round(amount * 0.015) + (amount >= 250000 ? 10000 : 0);
  return Math.min(fee, 200000);
}

export interface SplitSource {
  amount: number;
  status: string;
  subaccount?: string | null;
  bearer?: string | null;
}

/** The split fields of a transaction as verify, webhooks and the list show them. */
export function splitFields(t: SplitSource, subaccounts: Map<string, FakeSubaccount>) {
  const fees = t.status === 'success' || t.status === 'reversed' ? paystackFee(t.amount) : 0;
  const sub = t.subaccount ? subaccounts.get(t.subaccount) : undefined;
  if (!sub) return { fees, fees_split: null, subaccount: {}, split: {} };
  const platformShare = Math.floor((t.amount * sub.percentageCharge) / 100);
  const subaccountBears = t.bearer === 'subaccount';
  const integration = subaccountBears ? platformShare : platformShare - fees;
  const subaccountAmount = t.amount - fees - integration;
  return {
    fees,
    fees_split: {
      paystack: fees,
      integration,
      subaccount: subaccountAmount,
      params: {
        bearer: t.bearer ?? 'account',
        transaction_charge: '',
        percentage_charge: String(sub.percentageCharge),
      },
    },
    subaccount: {
      id: sub.id,
      subaccount_code: sub.code,
      business_name: sub.businessName,
      description: null,
      primary_contact_name: null,
      primary_contact_email: null,
      primary_contact_phone: null,
      metadata: null,
      percentage_charge: sub.percentageCharge,
      settlement_bank: FAKE_BANKS.find((b) => b.code === sub.bankCode)?.name ?? sub.bankCode,
      account_number: sub.accountNumber,
    },
    split: {},
  };
}

export interface PayoutRouteState {
  subaccounts: Map<string, FakeSubaccount>;
  /** `bankCode:accountNumber` -> the holder's name; anything else does not resolve. */
  accountNames: Map<string, string>;
  nextId(): number;
  /** Transactions (already in Paystack's shape) created in [from, to], newest first. */
  listTransactions(from: Date, to: Date): Record<string, unknown>[];
}

type Answer = { status: number; payload: unknown } | null;

function subaccountData(s: FakeSubaccount) {
  return {
    integration: 1,
    domain: 'test',
    subaccount_code: s.code,
    business_name: s.businessName,
    description: null,
    primary_contact_name: null,
    primary_contact_email: null,
    primary_contact_phone: null,
    metadata: null,
    percentage_charge: s.percentageCharge,
    is_verified: s.isVerified,
    settlement_bank: FAKE_BANKS.find((b) => b.code === s.bankCode)?.name ?? s.bankCode,
    account_number: s.accountNumber,
    settlement_schedule: 'AUTO',
    active: true,
    migrate: false,
    id: s.id,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
}

function writeSubaccount(
  state: PayoutRouteState,
  body: Record<string, unknown> | null,
  existing?: FakeSubaccount,
): Answer {
  const bankCode = String(body?.settlement_bank ?? body?.bank_code ?? existing?.bankCode ?? '');
  const accountNumber = String(body?.account_number ?? existing?.accountNumber ?? '');
  const percentage = Number(body?.percentage_charge ?? existing?.percentageCharge);
  const businessName = String(body?.business_name ?? existing?.businessName ?? '');
  if (!businessName) return { status: 400, payload: { status: false, message: 'Business name is required' } };
  if (!FAKE_BANKS.some((b) => b.code === bankCode) || !state.accountNames.has(`${bankCode}:${accountNumber}`))
    return { status: 400, payload: { status: false, message: 'Account details are invalid' } };
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100)
    return { status: 400, payload: { status: false, message: 'Percentage charge is invalid' } };
  const s: FakeSubaccount = existing ?? {
    id: state.nextId(),
    code: `ACCT_${state.nextId().toString(36)}`,
    businessName,
    bankCode,
    accountNumber,
    percentageCharge: percentage,
    isVerified: false,
  };
  Object.assign(s, { businessName, bankCode, accountNumber, percentageCharge: percentage });
  state.subaccounts.set(s.code, s);
  return {
    status: existing ? 200 : 201,
    payload: { status: true, message: existing ? 'Subaccount updated' : 'Subaccount created', data: subaccountData(s) },
  };
}

/** The answer to a payout route, or null when the request is not one. */
export function payoutRoute(
  state: PayoutRouteState,
  method: string,
  path: string,
  query: URLSearchParams,
  body: Record<string, unknown> | null,
): Answer {
  if (method === 'GET' && path === '/bank') {
    return {
      status: 200,
      payload: {
        status: true,
        message: 'Banks retrieved',
        data: FAKE_BANKS.map((b) => ({
          ...b,
          gateway: 'emandate',
          pay_with_bank: false,
          active: true,
          country: 'Nigeria',
          currency: 'NGN',
          type: 'nuban',
          is_deleted: false,
        })),
        meta: { next: null, previous: null, perPage: Number(query.get('perPage') ?? 50) },
      },
    };
  }
  if (method === 'GET' && path === '/bank/resolve') {
    const key = `${query.get('bank_code') ?? ''}:${query.get('account_number') ?? ''}`;
    const name = state.accountNames.get(key);
    if (!name)
      return {
        status: 422,
        payload: { status: false, message: 'Could not resolve account name. Check parameters or try again.' },
      };
    return {
      status: 200,
      payload: {
        status: true,
        message: 'Account number resolved',
        data: { account_number: query.get('account_number'), account_name: name, bank_id: 9 },
      },
    };
  }
  if (method === 'POST' && path === '/subaccount') return writeSubaccount(state, body);
  const update = /^\/subaccount\/([^/]+)$/.exec(path);
  if (method === 'PUT' && update) {
    const existing = state.subaccounts.get(decodeURIComponent(update[1]));
    if (!existing) return { status: 404, payload: { status: false, message: 'Subaccount not found' } };
    return writeSubaccount(state, body, existing);
  }
  if (method === 'GET' && path === '/transaction') {
    const from = new Date(query.get('from') ?? 0);
    const to = new Date(query.get('to') ?? Date.now());
    const perPage = Math.min(Math.max(Number(query.get('perPage') ?? 50), 1), 1000);
    const page = Math.max(Number(query.get('page') ?? 1), 1);
    const all = state.listTransactions(from, to);
    return {
      status: 200,
      payload: {
        status: true,
        message: 'Transactions retrieved',
        data: all.slice((page - 1) * perPage, page * perPage),
        meta: {
          total: all.length,
          total_volume: all.reduce((sum, t) => sum + Number(t.amount), 0),
          skipped: (page - 1) * perPage,
          perPage,
          page,
          pageCount: Math.max(1, Math.ceil(all.length / perPage)),
        },
      },
    };
  }
  return null;
}
