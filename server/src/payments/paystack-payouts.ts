// #37: Paystack's bank list (GET /bank), account resolve (GET /bank/resolve), subaccounts
// (POST /subaccount, PUT /subaccount/:code) and transaction list (GET /transaction, paged).
import { PaymentFailure } from './payment-provider.js';
import { paystackRequest, type PaystackHttpOptions } from './paystack-http.js';
import { readPaystackTransaction, type PaystackTransactionData } from './paystack-client.js';
import type { Bank, PayoutProvider, Subaccount, SubaccountRequest, TransactionPage } from './payout-provider.js';

interface PaystackBank {
  name?: string;
  code?: string;
  active?: boolean;
  is_deleted?: boolean;
}

interface PaystackSubaccount {
  subaccount_code?: string;
  is_verified?: boolean;
}

export class PaystackPayouts implements PayoutProvider {
  constructor(private readonly options: PaystackHttpOptions) {}

  async banks(): Promise<Bank[]> {
    const envelope = await paystackRequest<PaystackBank[]>(
      this.options,
      'GET',
      '/bank?country=nigeria&currency=NGN&perPage=100',
    );
    return (Array.isArray(envelope.data) ? envelope.data : [])
      .filter((b) => typeof b.name === 'string' && typeof b.code === 'string' && b.active !== false && !b.is_deleted)
      .map((b) => ({ name: b.name!, code: b.code! }));
  }

  async resolveAccount(bankCode: string, accountNumber: string): Promise<{ accountName: string }> {
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const envelope = await paystackRequest<{ account_name?: string }>(
      this.options,
      'GET',
      `/bank/resolve?${query.toString()}`,
    );
    const name = envelope.data?.account_name;
    if (typeof name !== 'string' || !name.trim())
      throw new PaymentFailure('rejected', 'Could not resolve account name');
    return { accountName: name.trim().slice(0, 200) };
  }

  async createSubaccount(request: SubaccountRequest): Promise<Subaccount> {
    return this.subaccount('POST', '/subaccount', request);
  }

  async updateSubaccount(code: string, request: SubaccountRequest): Promise<Subaccount> {
    return this.subaccount('PUT', `/subaccount/${encodeURIComponent(code)}`, request);
  }

  private async subaccount(method: 'POST' | 'PUT', path: string, request: SubaccountRequest): Promise<Subaccount> {
    const envelope = await paystackRequest<PaystackSubaccount>(this.options, method, path, {
      business_name: request.businessName,
      settlement_bank: request.bankCode,
      account_number: request.accountNumber,
      percentage_charge: request.platformPercent,
    });
    const code = envelope.data?.subaccount_code;
    if (typeof code !== 'string' || !code)
      throw new PaymentFailure('upstream', 'Paystack subaccount answered without a code');
    return { code, verified: envelope.data?.is_verified === true };
  }

  async listTransactions(from: Date, to: Date, page: number, perPage: number): Promise<TransactionPage> {
    const query = new URLSearchParams({
      from: from.toISOString(),
      to: to.toISOString(),
      page: String(page),
      perPage: String(perPage),
    });
    const envelope = await paystackRequest<PaystackTransactionData[]>(
      this.options,
      'GET',
      `/transaction?${query.toString()}`,
    );
    const rows = Array.isArray(envelope.data) ? envelope.data : [];
    const transactions = rows.map((row) => readPaystackTransaction(row)).filter((t) => t !== null);
    const pageCount = Number(envelope.meta?.pageCount ?? 1);
    return { transactions, pageCount: Number.isSafeInteger(pageCount) && pageCount > 0 ? pageCount : 1 };
  }
}
