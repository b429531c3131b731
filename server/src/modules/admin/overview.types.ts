// #37: the operators' overview (our own type beside the contract).
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description: 'wave 3 (expert payouts): the service over the last `days` days; amounts in minor units.',
})
export class OverviewPeriod {
  @Field(() => Int)
  days: number;

  @Field(() => Int)
  newMembers: number;

  @Field(() => Int, { description: 'Self-assessments taken.' })
  tests: number;

  @Field(() => Int, { description: 'Bookings paid.' })
  bookings: number;

  @Field(() => Int, { description: 'Appointments the member did not attend.' })
  noShows: number;

  @Field(() => Int)
  refunds: number;

  @Field(() => Int, { description: 'What members paid.' })
  revenue: number;

  @Field(() => Int, { description: "The platform's share of it." })
  platformRevenue: number;

  @Field(() => Int, { description: 'What refunds gave back.' })
  refunded: number;

  @Field(() => Int, { description: 'Payments whose expert had no verified payout account: their share is owed.' })
  payoutsPending: number;
}
