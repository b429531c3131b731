// #37: the contract's PaymentSplit (Booking.split).
import { Field, Int, ObjectType } from 'type-graphql';
import type { SplitRecord } from './booking.model.js';

@ObjectType({ simpleResolvers: true, description: 'wave 3 (expert payouts)' })
export class PaymentSplit {
  @Field(() => Int)
  expertAmount: number;

  @Field(() => Int)
  platformAmount: number;

  @Field(() => Int, { nullable: true, description: "The payment provider's fee, when known." })
  fees?: number | null;
}

export function toPaymentSplit(split: SplitRecord | undefined | null): PaymentSplit | null {
  if (!split) return null;
  return Object.assign(new PaymentSplit(), {
    expertAmount: split.expertAmount,
    platformAmount: split.platformAmount,
    fees: split.fees ?? null,
  });
}
