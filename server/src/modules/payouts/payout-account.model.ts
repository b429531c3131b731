// payoutAccounts (#37): where an expert is paid, one per expert. Only the masked account number
// is kept: the full number goes to the provider's subaccount and is never stored here.
import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';

export interface PayoutAccountRecord {
  expertId: string;
  bankCode: string;
  bankName: string;
  /** e.g. ******7890 */
  accountNumberMasked: string;
  /** As the provider's account-resolve API named the holder. */
  accountName: string;
  /** The provider's subaccount (ACCT_...). */
  subaccountCode: string;
  /** The expert's share of each payment, in percent, when the subaccount was last written. */
  sharePercent: number;
  /** The account resolved at the provider and its subaccount exists: payments split to it. */
  verified: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type PayoutAccountDocument = HydratedDocument<PayoutAccountRecord>;
export type PayoutAccountModel = Model<PayoutAccountRecord>;

const schema = new Schema<PayoutAccountRecord>(
  {
    expertId: { type: String, required: true, unique: true },
    bankCode: { type: String, required: true },
    bankName: { type: String, required: true },
    accountNumberMasked: { type: String, required: true },
    accountName: { type: String, required: true },
    subaccountCode: { type: String, required: true },
    sharePercent: { type: Number, required: true },
    verified: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'payoutAccounts', versionKey: false },
);

export function payoutAccountModel(connection: Connection): PayoutAccountModel {
  return (
    (connection.models.PayoutAccount as PayoutAccountModel | undefined) ??
    connection.model<PayoutAccountRecord>('PayoutAccount', schema)
  );
}

/** All but the last four digits hidden. */
export function maskAccountNumber(accountNumber: string): string {
  return `${'*'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;
}
