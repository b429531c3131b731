// The built-in stand-in for Paystack when no secret key is set (development and tests; config
// refuses to start production without a key). It behaves like Paystack where it matters: a new
// transaction verifies as `abandoned` until paid, and only the server-side test checkout
// (`completeTestPayment`, reached through the member's own booking) can mark it paid, with
// exactly the amount and currency it was initialized with. Transactions live in memory: a
// restart forgets them, as befits a development tool.
//
// #37: payouts too, clearly labelled as simulated: a short bank list, any 10-digit account number
// resolves to a test name, subaccounts, each paid transaction split by its subaccount's
// percentage (fees 0: no real money moves), refunds and the list of transactions.
import { randomInt } from 'node:crypto';
import { PaymentFailure, type PaymentProvider } from './payment-provider.js';
import type * as Payment from './payment-provider.js';
import type { Bank, PayoutProvider, Subaccount, SubaccountRequest, TransactionPage } from './payout-provider.js';

interface SimulatedTransaction {
  id: string;
  reference: string;
  amount: number;
  currency: string;
  status: 'abandoned' | 'success' | 'reversed';
  paidAt: Date | null;
  createdAt: Date;
  subaccount: string | null;
}

/** The simulated provider's banks: a few real Nigerian bank codes, named as test banks. */
export const SIMULATED_BANKS: readonly Bank[] = [
  { name: 'Test Bank A (simulated)', code: '044' },
  { name: 'Test Bank B (simulated)', code: '058' },
  { name: 'Test Bank C (simulated)', code: '033' },
];
/** Every 10-digit account number of a simulated bank resolves to this name. */
export const SIMULATED_ACCOUNT_NAME = 'TEST ACCOUNT (SIMULATED)';

export class SimulatedPaymentProvider implements PaymentProvider, PayoutProvider {
  readonly kind = 'simulated' as const;
  readonly simulated = true;
  readonly publicKey = 'pk_simulated';
  private readonly transactions = new Map<string, SimulatedTransaction>();
  /** Subaccount code -> the platform's percentage. */
  private readonly subaccounts = new Map<string, number>();

  async initialize(request: Payment.InitializeRequest): Promise<Payment.InitializedTransaction> {
    if (this.transactions.has(request.reference))
      throw new PaymentFailure('rejected', 'Duplicate transaction reference');
    this.transactions.set(request.reference, {
      id: String(randomInt(1_000_000_000, 2_000_000_000)),
      reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      status: 'abandoned',
      paidAt: null,
      createdAt: new Date(),
      subaccount: request.subaccount && this.subaccounts.has(request.subaccount) ? request.subaccount : null,
    });
    return { accessCode: null, authorizationUrl: null };
  }

  async verify(reference: string): Promise<Payment.VerifiedTransaction> {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new PaymentFailure('not_found', 'Transaction reference not found');
    return this.view(transaction);
  }

  private view(transaction: SimulatedTransaction): Payment.VerifiedTransaction {
    return {
      status: transaction.status,
      amount: transaction.amount,
      currency: transaction.currency,
      reference: transaction.reference,
      id: transaction.id,
      channel: transaction.status === 'abandoned' ? null : 'test_checkout',
      paidAt: transaction.paidAt,
      split: transaction.status === 'success' ? this.splitOf(transaction) : null,
    };
  }

  /** Paystack's rule with no fee: the platform keeps its percentage (rounded down), the subaccount the rest. */
  private splitOf(transaction: SimulatedTransaction): Payment.TransactionSplit {
    const percent = transaction.subaccount ? this.subaccounts.get(transaction.subaccount) : undefined;
    if (percent === undefined)
      return { expertAmount: 0, platformAmount: transaction.amount, fees: 0, subaccount: null };
    const platformAmount = Math.floor((transaction.amount * percent) / 100);
    return {
      expertAmount: transaction.amount - platformAmount,
      platformAmount,
      fees: 0,
      subaccount: transaction.subaccount,
    };
  }

  async banks(): Promise<Bank[]> {
    return SIMULATED_BANKS.map((b) => ({ ...b }));
  }

  async resolveAccount(bankCode: string, accountNumber: string): Promise<{ accountName: string }> {
    if (!SIMULATED_BANKS.some((b) => b.code === bankCode) || !/^\d{10}$/.test(accountNumber))
      throw new PaymentFailure('rejected', 'Could not resolve account name');
    return { accountName: SIMULATED_ACCOUNT_NAME };
  }

  async createSubaccount(request: SubaccountRequest): Promise<Subaccount> {
    await this.resolveAccount(request.bankCode, request.accountNumber);
    const code = `ACCT_sim${randomInt(100_000_000, 999_999_999)}`;
    this.subaccounts.set(code, request.platformPercent);
    return { code, verified: true };
  }

  async updateSubaccount(code: string, request: SubaccountRequest): Promise<Subaccount> {
    await this.resolveAccount(request.bankCode, request.accountNumber);
    // A code from before a restart is taken up again: the development tool's memory is short.
    this.subaccounts.set(code, request.platformPercent);
    return { code, verified: true };
  }

  async listTransactions(from: Date, to: Date, page: number, perPage: number): Promise<TransactionPage> {
    const all = [...this.transactions.values()]
      .filter((t) => t.createdAt >= from && t.createdAt <= to)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return {
      transactions: all.slice((page - 1) * perPage, page * perPage).map((t) => this.view(t)),
      pageCount: Math.max(1, Math.ceil(all.length / perPage)),
    };
  }

  /**
   * Refunds offline: processed at once. A transaction this process never saw (it was paid before a
   * restart, or on another instance) is refunded too: no real money moved, and an operator's
   * refund should not fail for a development tool's memory.
   */
  async refund(request: Payment.RefundRequest): Promise<Payment.RefundResult> {
    const transaction = this.transactions.get(request.reference);
    if (transaction && transaction.status === 'abandoned')
      throw new PaymentFailure('rejected', 'Transaction was not paid');
    if (transaction && request.amount > transaction.amount)
      throw new PaymentFailure('rejected', 'Refund amount exceeds the transaction amount');
    if (transaction) transaction.status = 'reversed';
    return { id: `sim-refund-${randomInt(1_000_000_000, 2_000_000_000)}`, status: 'processed' };
  }

  async completeTestPayment(reference: string): Promise<void> {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new PaymentFailure('not_found', 'Transaction reference not found');
    if (transaction.status === 'abandoned') {
      transaction.status = 'success';
      transaction.paidAt = new Date();
    }
  }
}
