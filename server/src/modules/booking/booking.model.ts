// bookings: one paid appointment request per document. The reference is ours, unguessable and
// unique (the unique index decides races); status moves only by conditional updates, so that
// concurrent confirmations and webhook deliveries make one transition.
import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';

export const BOOKING_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'DECLINED', 'COMPLETED', 'NO_SHOW'] as const;
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
  /** #37: what the refund takes back of each share of the split, in proportion to the amount. */
  reversed?: { expertAmount: number; platformAmount: number };
  createdAt: Date;
  updatedAt: Date;
}

/** #37: how the provider divided the payment, in minor units. */
export interface SplitRecord {
  expertAmount: number;
  platformAmount: number;
  fees?: number;
  /** The expert's subaccount the provider settled to, when any. */
  subaccount?: string;
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
  /** #37: both shares of the payment, from the provider's verified transaction (set with PAID). */
  split?: SplitRecord;
  /** #37: true while the expert had no verified payout account: the platform kept it all and owes them. */
  payoutPending?: boolean;
  createdAt: Date;
  updatedAt: Date;
  // Appointments (#23). First-wave bookings have no start.
  /** When the appointment begins and ends. */
  start?: Date;
  end?: Date;
  /**
   * `expertId|startISO` while the booking holds its slot (PENDING with a hold, or PAID); unset when
   * the hold ends. Unique and sparse: two live bookings of one expert can never share a start.
   */
  slotKey?: string;
  /** A PENDING booking's hold on its slot lasts until then. */
  holdExpiresAt?: Date;
  /**
   * `userId|0` or `userId|1` while the booking is one of the member's (at most two) holds, and
   * `userId|expertId` beside it: unique and sparse, so no member ever holds more than two slots, nor
   * two of one expert, however many starts race (#33). Unset when the booking leaves PENDING.
   */
  memberHold?: string;
  memberExpertHold?: string;
  /** How many times the member moved this appointment (at most RESCHEDULES_PER_BOOKING). */
  moves?: number;
  meetingUrl?: string;
  /** The expert's reason for DECLINED (mailed to the member). */
  declineReason?: string;
  /** An operator's refund (#39): their reason, told to the member and the expert. */
  operatorCancelReason?: string;
  /** True when an operator cancelled and refunded it (#39). */
  cancelledByOperator?: boolean;
  /** Reminders already sent, as `<hours>h@<startISO>` (a rescheduled appointment gets its own). */
  remindersSent?: string[];
  /** #34: the member shares their measures and test results with this booking's expert (default false). */
  resultsShared?: boolean;
  /** #34: when the member was asked for the PHQ-9 and GAD-7 before this appointment (claimed once). */
  measuresRequestedAt?: Date;
  /** The session room (#35): each side's first join, and when the outcome was decided from it. */
  attendance?: { memberJoinedAt?: Date; expertJoinedAt?: Date; settledAt?: Date };
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
          reversed: {
            type: new Schema({ expertAmount: Number, platformAmount: Number }, { _id: false }),
            default: undefined,
          },
          createdAt: { type: Date, required: true },
          updatedAt: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: undefined,
    },
    split: {
      type: new Schema<SplitRecord>(
        { expertAmount: Number, platformAmount: Number, fees: Number, subaccount: String },
        { _id: false },
      ),
      default: undefined,
    },
    payoutPending: Boolean,
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    start: Date,
    end: Date,
    slotKey: String,
    holdExpiresAt: Date,
    memberHold: String,
    memberExpertHold: String,
    moves: Number,
    meetingUrl: String,
    declineReason: String,
    operatorCancelReason: String,
    cancelledByOperator: Boolean,
    remindersSent: { type: [String], default: undefined },
    resultsShared: Boolean,
    measuresRequestedAt: Date,
    attendance: {
      type: new Schema({ memberJoinedAt: Date, expertJoinedAt: Date, settledAt: Date }, { _id: false }),
      default: undefined,
    },
  },
  { collection: 'bookings', versionKey: false },
);
bookingSchema.index({ userId: 1, createdAt: -1 });
// The database decides slot races: one live booking per expert and start (see slotKey).
bookingSchema.index({ slotKey: 1 }, { unique: true, sparse: true, name: 'slotKey_unique' });
// The database decides a member's holds too: two places per member, one hold per member and expert.
bookingSchema.index({ memberHold: 1 }, { unique: true, sparse: true, name: 'memberHold_unique' });
bookingSchema.index({ memberExpertHold: 1 }, { unique: true, sparse: true, name: 'memberExpertHold_unique' });
// #37: the nightly reconciliation reads a day's payments; an expert's earnings by expert.
bookingSchema.index({ paidAt: 1 }, { sparse: true });
// Taken slots and an expert's appointments, by start.
bookingSchema.index({ expertId: 1, start: 1 });
// #34: the measure-request sweep's paid appointments starting soon.
bookingSchema.index({ status: 1, start: 1 });
// The session room's attendance job (#35): paid appointments past their end.
bookingSchema.index({ status: 1, end: 1 });

export function bookingModel(connection: Connection): BookingModel {
  return (
    (connection.models.Booking as BookingModel | undefined) ?? connection.model<BookingRecord>('Booking', bookingSchema)
  );
}
