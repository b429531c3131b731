// reconciliations (#37): one document per day (Africa/Lagos): the outcome of comparing that day's
// paid bookings with the provider's transactions, and whether the operators were mailed about it.
import { Schema, type Connection, type Model } from 'mongoose';

export interface ReconciliationRecord {
  /** YYYY-MM-DD in Africa/Lagos. */
  day: string;
  payments: number;
  matched: number;
  /** Booking references that differ. */
  mismatches: string[];
  ranAt: Date;
  /** Set once, by the one run that mails the operators. */
  mailedAt?: Date;
}

export type ReconciliationModel = Model<ReconciliationRecord>;

const schema = new Schema<ReconciliationRecord>(
  {
    day: { type: String, required: true, unique: true },
    payments: { type: Number, required: true },
    matched: { type: Number, required: true },
    mismatches: { type: [String], default: [] },
    ranAt: { type: Date, required: true },
    mailedAt: Date,
  },
  { collection: 'reconciliations', versionKey: false },
);

export function reconciliationModel(connection: Connection): ReconciliationModel {
  return (
    (connection.models.Reconciliation as ReconciliationModel | undefined) ??
    connection.model<ReconciliationRecord>('Reconciliation', schema)
  );
}
