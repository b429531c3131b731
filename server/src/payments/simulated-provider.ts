// The built-in stand-in for Paystack when no secret key is set (development and tests; config
// refuses to start production without a key). It behaves like Paystack where it matters: a new
// transaction verifies as `abandoned` until paid, and only the server-side test checkout
// (`completeTestPayment`, reached through the member's own booking) can mark it paid, with
// exactly the amount and currency it was initialized with. Transactions live in memory: a
// restart forgets them, as befits a development tool.
import { randomInt } from 'node:crypto';
import { PaymentFailure, type PaymentProvider } from './payment-provider.js';
import type * as Payment from './payment-provider.js';

interface SimulatedTransaction {
  id: string;
  amount: number;
  currency: string;
  status: 'abandoned' | 'success' | 'reversed';
  paidAt: Date | null;
}

export class SimulatedPaymentProvider implements PaymentProvider {
  readonly kind = 'simulated' as const;
  readonly simulated = true;
  readonly publicKey = 'pk_simulated';
  private readonly transactions = new Map<string, SimulatedTransaction>();

  async initialize(request: Payment.InitializeRequest): Promise<Payment.InitializedTransaction> {
    if (this.transactions.has(request.reference))
      throw new PaymentFailure('rejected', 'Duplicate transaction reference');
    this.transactions.set(request.reference, {
      id: String(randomInt(1_000_000_000, 2_000_000_000)),
      amount: request.amount,
      currency: request.currency,
      status: 'abandoned',
      paidAt: null,
    });
    return { accessCode: null, authorizationUrl: null };
  }

  async verify(reference: string): Promise<Payment.VerifiedTransaction> {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new PaymentFailure('not_found', 'Transaction reference not found');
    return {
      status: transaction.status,
      amount: transaction.amount,
      currency: transaction.currency,
      reference,
      id: transaction.id,
      channel: transaction.status === 'success' ? 'test_checkout' : null,
      paidAt: transaction.paidAt,
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
