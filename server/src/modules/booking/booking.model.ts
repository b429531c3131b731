// bookings: one paid appointment request per document. The reference is ours, unguessable and
// unique (the unique index decides races); status moves only by conditional updates, so that
// concurrent confirmations and webhook deliveries make one transition.
import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';

export const BOOKING_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

export const REFUND_STATUSES = ['PENDING', 'PROCESSED', 'FAILED'] as const;
export type RefundStatusValue = (typeof REFUND_STATUSES)[number];

/** A booking's refund: set once (a conditional update), then settled by the refund job and webhooks. */
export interface RefundRecord {
  /** Minor units: the booking's amount (refunds are in full). */
  amount: number;
  status: RefundStatusValue;
  /** Why it was asked for, e.g. operator, member-cancelled, expert-declined, late-payment. */
  reason: string;
  /** The provider's refund id, once it accepted the request. */
  providerRefundId?: string;
  /** The provider's last refusal, for an operator looking at a FAILED refund (no personal data). */
  lastError?: string;
  createdAt: Date;
  updatedAt: Date;
}

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
  /** When it was cancelled after payment (by an operator's refund, or later by the member or expert). */
  cancelledAt?: Date;
  refund?: RefundRecord;
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
    cancelledAt: Date,
    refund: {
      type: new Schema<RefundRecord>(
        {
          amount: { type: Number, required: true },
          status: { type: String, enum: REFUND_STATUSES, required: true },
          reason: { type: String, required: true },
          providerRefundId: String,
          lastError: String,
          createdAt: { type: Date, required: true },
          updatedAt: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: undefined,
    },
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
