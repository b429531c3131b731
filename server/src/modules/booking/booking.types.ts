// The contract's Booking, BookingStatus and PaymentCheckout, and the mapping from a stored booking.
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { DirectoryExpert } from '../expert/expert.directory.js';
import { Expert, toExpert } from '../expert/expert.types.js';
import type { BookingDocument } from './booking.model.js';
import type { Checkout } from './booking.service.js';
import { PaymentSplit, toPaymentSplit } from './payment-split.types.js';
import { messages } from '../../messages.js';
import { Attendance, toAttendance } from '../room/room.types.js';

export enum BookingStatus {
  PENDING = 'PENDING',
  PAID = 'PAID',
  FAILED = 'FAILED',
  CANCELLED = 'CANCELLED',
  DECLINED = 'DECLINED',
  COMPLETED = 'COMPLETED',
  NO_SHOW = 'NO_SHOW',
}
registerEnumType(BookingStatus, {
  name: 'BookingStatus',
  valuesConfig: {
    PENDING: { description: 'The slot is held while the member pays (the hold expires after a few minutes).' },
    PAID: { description: 'Paid and confirmed: the appointment will take place.' },
    DECLINED: { description: 'next (appointments): the expert declined or cancelled; the member is refunded in full.' },
    COMPLETED: { description: 'next (appointments): the appointment took place.' },
    NO_SHOW: { description: 'next (appointments): the member did not attend.' },
  },
});

export enum RefundStatus {
  PENDING = 'PENDING',
  PROCESSED = 'PROCESSED',
  FAILED = 'FAILED',
}
registerEnumType(RefundStatus, { name: 'RefundStatus', description: 'next (appointments)' });

@ObjectType({
  simpleResolvers: true,
  description: 'next (journeys): what one session costs and how long it is, shown before checkout.',
})
export class SessionFee {
  @Field(() => Int, { description: 'Minor currency units (kobo), as startBooking charges.' })
  amount!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => Int, { description: "The expert's session length in minutes." })
  minutes!: number;
}

@ObjectType({ simpleResolvers: true, description: 'next (appointments)' })
export class Refund {
  @Field(() => Int, { description: 'Minor currency units.' })
  amount: number;

  @Field(() => RefundStatus)
  status: RefundStatus;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType({
  simpleResolvers: true,
  description: 'next (appointments): what an expert sees of the member who booked.',
})
export class BookingMember {
  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String)
  email: string;
}

@ObjectType({ simpleResolvers: true })
export class Booking {
  @Field(() => ID)
  id: string;

  @Field(() => Expert)
  expert: Expert;

  @Field(() => Int, { description: 'Minor currency units (kobo): 500000 by default.' })
  amount: number;

  @Field(() => String)
  currency: string;

  @Field(() => BookingStatus)
  status: BookingStatus;

  @Field(() => String)
  reference: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  paidAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'next (appointments): when the appointment begins and ends.' })
  start?: Date | null;

  @Field(() => Date, { nullable: true })
  end?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'next (appointments): the video or meeting link the expert set.',
  })
  meetingUrl?: string | null;

  @Field(() => Date, { nullable: true })
  cancelledAt?: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'next (journeys): until when a PENDING booking holds its time while the member pays (null once it is not PENDING).',
  })
  holdExpiresAt?: Date | null;

  @Field(() => Refund, { nullable: true })
  refund?: Refund | null;

  @Field(() => String, {
    nullable: true,
    description:
      'next (journeys): why MindCheck cancelled and refunded it, as its member reads it (null unless an operator did).',
  })
  cancellationNote?: string | null;

  @Field(() => BookingMember, {
    nullable: true,
    description:
      "next (appointments): who booked, as the expert and the operators see it (null for the member's own view).",
  })
  member?: BookingMember | null;

  @Field(() => Boolean, {
    description:
      "wave 3 (validated measures): whether the member shares their measures and test results with this booking's expert.",
  })
  resultsShared: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'wave 3 (validated measures): when the member was asked to answer the PHQ-9 and GAD-7 before this appointment (72 hours before it, or when paid if later); results answered from then until it begins are marked "before this session".',
  })
  measuresRequestedAt?: Date | null;
  @Field(() => PaymentSplit, {
    nullable: true,
    description: "wave 3 (expert payouts): the expert's share and the platform's, in minor units, once paid.",
  })
  split?: PaymentSplit | null;
  @Field(() => Attendance, { description: 'wave 3 (session room): who joined the call, and when.' })
  attendance: Attendance;
}

@ObjectType({
  simpleResolvers: true,
  description: "What the client needs to open the card payment provider's inline checkout.",
})
export class PaymentCheckout {
  @Field(() => Booking)
  booking: Booking;

  @Field(() => String)
  publicKey: string;

  @Field(() => String)
  reference: string;

  @Field(() => String)
  email: string;

  @Field(() => Int)
  amount: number;

  @Field(() => String)
  currency: string;

  @Field(() => String, {
    nullable: true,
    description: "The provider's access code for resuming an initialized transaction, when the provider issued one.",
  })
  accessCode?: string | null;

  @Field(() => Boolean, {
    description:
      'True when no payment provider is configured and the built-in simulated checkout stands in (never in production).',
  })
  simulated: boolean;
}

/**
 * `findExpert` finds any directory expert, inactive ones too: a booking keeps naming its expert.
 * `member` only for the expert's and the operators' views.
 */
export function toBooking(
  doc: BookingDocument,
  findExpert: (id: string) => DirectoryExpert | undefined,
  member: BookingMember | null = null,
): Booking {
  const expert = findExpert(doc.expertId);
  // Experts are deactivated, never deleted; a booking can only be made for one that exists.
  if (!expert) throw new Error(`booking ${doc.id} names an unknown expert`);
  return Object.assign(new Booking(), {
    id: doc.id as string,
    expert: toExpert(expert),
    amount: doc.amount,
    currency: doc.currency,
    status: doc.status as BookingStatus,
    reference: doc.reference,
    createdAt: doc.createdAt,
    paidAt: doc.paidAt ?? null,
    start: doc.start ?? null,
    end: doc.end ?? null,
    meetingUrl: doc.meetingUrl ?? null,
    cancelledAt: doc.cancelledAt ?? null,
    holdExpiresAt: doc.status === 'PENDING' ? (doc.holdExpiresAt ?? null) : null,
    cancellationNote: doc.cancelledByOperator ? messages.cancelledByOperator(doc.operatorCancelReason) : null,
    refund: doc.refund
      ? Object.assign(new Refund(), {
          amount: doc.refund.amount,
          status: doc.refund.status as RefundStatus,
          createdAt: doc.refund.createdAt,
        })
      : null,
    member,
    resultsShared: doc.resultsShared ?? false,
    measuresRequestedAt: doc.measuresRequestedAt ?? null,
    split: toPaymentSplit(doc.split),
    attendance: toAttendance(doc.attendance),
  });
}

export function toPaymentCheckout(
  checkout: Checkout,
  findExpert: (id: string) => DirectoryExpert | undefined,
): PaymentCheckout {
  return Object.assign(new PaymentCheckout(), {
    booking: toBooking(checkout.booking, findExpert),
    publicKey: checkout.publicKey,
    reference: checkout.reference,
    email: checkout.email,
    amount: checkout.amount,
    currency: checkout.currency,
    accessCode: checkout.accessCode,
    simulated: checkout.simulated,
  });
}
