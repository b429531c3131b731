// The built-in stand-in for Paystack when no secret key is set (development and tests; config
// refuses to start production without a key). It behaves like Paystack where it matters: a new
// transaction verifies as `abandoned` until paid, and only the server-side test checkout
// (`completeTestPayment`, reached through the member's own booking) can mark it paid, with
// exactly the amount and currency it was initialized with. Transactions live in memory: a
// restart forgets them, as befits a development tool.
import { randomInt } from 'node:crypto';
import {
  PaymentFailure,
  type InitializeRequest,
  type InitializedTransaction,
  type PaymentProvider,
  type VerifiedTransaction,
} from './payment-provider.js';

interface SimulatedTransaction {
  id: string;
  amount: number;
  currency: string;
  status: 'abandoned' | 'success';
  paidAt: Date | null;
}

export class SimulatedPaymentProvider implements PaymentProvider {
  readonly kind = 'simulated' as const;
  readonly simulated = true;
  readonly publicKey = 'pk_simulated';
  private readonly transactions = new Map<string, SimulatedTransaction>();

  async initialize(request: InitializeRequest): Promise<InitializedTransaction> {
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

  async verify(reference: string): Promise<VerifiedTransaction> {
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

  async completeTestPayment(reference: string): Promise<void> {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new PaymentFailure('not_found', 'Transaction reference not found');
    if (transaction.status !== 'success') {
      transaction.status = 'success';
      transaction.paidAt = new Date();
    }
  }
}
