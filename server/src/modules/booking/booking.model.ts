// bookings: one paid appointment request per document. The reference is ours, unguessable and
// unique (the unique index decides races); status moves only by conditional updates, so that
// concurrent confirmations and webhook deliveries make one transition.
import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';

export const BOOKING_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

export interface BookingRecord {
  userId: string;
  expertId: string;
  /** Minor currency units (kobo), from config at creation: never from a client. */
  amount: number;
  currency: string;
  reference: string;
  status: BookingStatusValue;
  /** Which provider initialized it: a simulated booking is never confirmed by a real provider. */
  provider: 'paystack' | 'simulated';
  providerTransactionId?: string;
  channel?: string;
  paidAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type BookingDocument = HydratedDocument<BookingRecord>;
export type BookingModel = Model<BookingRecord>;

const bookingSchema = new Schema<BookingRecord>(
  {
    userId: { type: String, required: true },
    expertId: { type: String, required: true },
    amount: { type: Number, required: true },
    currency: { type: String, required: true },
    // Sparse: every booking has one (required); documents without one never collide on null.
    reference: { type: String, required: true, unique: true, sparse: true },
    status: { type: String, enum: BOOKING_STATUSES, required: true },
    provider: { type: String, enum: ['paystack', 'simulated'], required: true },
    providerTransactionId: String,
    channel: String,
    paidAt: Date,
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'bookings', versionKey: false },
);
bookingSchema.index({ userId: 1, createdAt: -1 });

export function bookingModel(connection: Connection): BookingModel {
  return (
    (connection.models.Booking as BookingModel | undefined) ?? connection.model<BookingRecord>('Booking', bookingSchema)
  );
}
