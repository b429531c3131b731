// phone_verifications: one per member. While a code is out: the number it was sent to, the code's
// HMAC (never the code), when it expires and the tries made. Once verified: the number (E.164),
// which an inbound STOP is matched against. Erased with the account.
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface PhoneVerificationDoc {
  _id: Types.ObjectId;
  userId: string;
  /** E.164 the current code was sent to. */
  phone: string;
  /** HMAC-SHA256 of the code (keyed by the server's secret, bound to member and number); unset once used or voided. */
  codeHash?: string;
  expiresAt?: Date;
  /** Tries at the current code (at most PHONE_CODE_TRIES, counted atomically). */
  attempts: number;
  /** E.164 of the number the member last verified. */
  verifiedPhone?: string;
  verifiedAt?: Date;
  createdAt: Date;
}

const schema = new Schema<PhoneVerificationDoc>(
  {
    userId: { type: String, required: true },
    phone: { type: String, required: true },
    codeHash: String,
    expiresAt: Date,
    attempts: { type: Number, required: true, default: 0 },
    verifiedPhone: String,
    verifiedAt: Date,
    createdAt: { type: Date, required: true },
  },
  { collection: 'phone_verifications', versionKey: false },
);
schema.index({ userId: 1 }, { unique: true, name: 'userId_unique' });
schema.index({ verifiedPhone: 1 }, { sparse: true, name: 'verifiedPhone' });

export type PhoneVerificationModel = Model<PhoneVerificationDoc>;

export function phoneVerificationModel(connection: Connection): PhoneVerificationModel {
  return (
    (connection.models.PhoneVerification as PhoneVerificationModel | undefined) ??
    connection.model<PhoneVerificationDoc>('PhoneVerification', schema)
  );
}
