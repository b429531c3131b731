import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from '../auth/user.type.js';
import { Expert, toExpert } from './expert.types.js';

/** User.expert: the directory entry an EXPERT account speaks for (active or not), from memory. */
@Resolver(() => User)
export class UserExpertResolver {
  @FieldResolver(() => Expert, {
    nullable: true,
    description: 'next (experts and operators): the Expert this account speaks for, when role is EXPERT.',
  })
  expert(@Root() user: User, @Ctx() ctx: GraphQLContext): Expert | null {
    if (!user.expertId) return null;
    const expert = ctx.services.experts.directory.find(user.expertId);
    return expert ? toExpert(expert) : null;
  }
}
