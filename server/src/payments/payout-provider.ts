// #37: what paying experts needs of the payment provider: its bank list, the account-resolve API
// (the account holder's name before anything is saved), subaccounts (the expert's share of each
// payment settles there) and the list of transactions (the nightly reconciliation). Paystack, or
// the simulated provider on the embedded defaults. Rejects with PaymentFailure, as payments do.
import type { VerifiedTransaction } from './payment-provider.js';

export interface Bank {
  name: string;
  /** Paystack's bank code (e.g. 058), sent back with the account number. */
  code: string;
}

export interface SubaccountRequest {
  /** Shown on Paystack's dashboard: the expert's name. */
  businessName: string;
  bankCode: string;
  accountNumber: string;
  /** The platform's share of each payment, in percent (Paystack's percentage_charge). */
  platformPercent: number;
}

export interface Subaccount {
  code: string;
  /** Whether the provider has verified the settlement account. */
  verified: boolean;
}

export interface TransactionPage {
  transactions: VerifiedTransaction[];
  pageCount: number;
}

export interface PayoutProvider {
  banks(): Promise<Bank[]>;
  /** The account holder's name; rejected ('rejected' or 'not_found') when the number is not an account of that bank. */
  resolveAccount(bankCode: string, accountNumber: string): Promise<{ accountName: string }>;
  createSubaccount(request: SubaccountRequest): Promise<Subaccount>;
  updateSubaccount(code: string, request: SubaccountRequest): Promise<Subaccount>;
  /** One page (from 1) of the transactions created in [from, to]. */
  listTransactions(from: Date, to: Date, page: number, perPage: number): Promise<TransactionPage>;
}
