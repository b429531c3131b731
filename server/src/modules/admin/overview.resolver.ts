// #37: the operators' overview (ADMIN).
import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { OverviewPeriod } from './overview.types.js';

@Resolver()
export class OverviewResolver {
  @Authorized('ADMIN')
  @Query(() => [OverviewPeriod], {
    description: 'wave 3 (expert payouts): the service over the last 7 and the last 30 days (ADMIN).',
  })
  async adminOverview(@Ctx() ctx: GraphQLContext): Promise<OverviewPeriod[]> {
    const { overview } = ctx.services.payouts;
    const periods = await Promise.all([overview.period(7), overview.period(30)]);
    return periods.map((p) => Object.assign(new OverviewPeriod(), p));
  }
}
