// #37: the expert's earnings (our own types beside the contract).
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description: 'wave 3 (expert payouts): one month (Africa/Lagos) of an expert’s earnings, in minor units.',
})
export class EarningsMonth {
  @Field(() => String, { description: 'YYYY-MM' })
  month: string;

  @Field(() => Int)
  payments: number;

  @Field(() => Int, { description: "The expert's share settled to their payout account." })
  paid: number;

  @Field(() => Int, { description: 'What refunds took back of it.' })
  refunded: number;

  @Field(() => Int, {
    description: "The expert's share the platform holds: paid while they had no verified payout account.",
  })
  pending: number;
}

@ObjectType({ simpleResolvers: true, description: "wave 3 (expert payouts): the signed-in expert's earnings." })
export class ExpertEarnings {
  @Field(() => String)
  currency: string;

  @Field(() => Int)
  paid: number;

  @Field(() => Int)
  refunded: number;

  @Field(() => Int)
  pending: number;

  @Field(() => [EarningsMonth], { description: 'Newest first.' })
  months: EarningsMonth[];

  @Field(() => Boolean, { description: 'True on the simulated payment provider: no real money moves.' })
  simulated: boolean;
}
