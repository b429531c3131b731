import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ConditionEnum, type Condition } from '../../graphql/condition.enum.js';
import { Expert, toExpert, toExperts } from './expert.types.js';

@Resolver(() => Expert)
export class ExpertResolver {
  @Authorized()
  @Query(() => [Expert], { description: 'The six experts of one field.' })
  experts(@Arg('field', () => ConditionEnum) field: Condition, @Ctx() ctx: GraphQLContext): readonly Expert[] {
    return toExperts(ctx.services.experts.byField(field));
  }

  @Authorized()
  @Query(() => Expert, { nullable: true, description: 'One expert, or null when the id is unknown.' })
  expert(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Expert | null {
    const expert = ctx.services.experts.byId(id);
    return expert ? toExpert(expert) : null;
  }
}
