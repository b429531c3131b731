import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from '../auth/user.type.js';
import { toUser } from '../auth/user.mapper.js';
import { actorOf } from '../auth/actor-of.js';
import { Expert, ExpertSelfInput, toExpert } from './expert.types.js';

@Resolver()
export class ExpertAccountResolver {
  @Authorized('ADMIN')
  @Mutation(() => Boolean, {
    description: "next (experts and operators, ADMIN): emails an invitation to run this expert's account.",
  })
  async inviteExpert(
    @Arg('expertId', () => ID) expertId: string,
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.expertAccounts.invite(await actorOf(ctx), expertId, email);
    return true;
  }

  @Authorized()
  @Mutation(() => User, {
    description:
      "next (experts and operators): the signed-in member whose verified email the invitation was sent to becomes that expert's account (role EXPERT).",
  })
  async acceptExpertInvitation(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    const user = await ctx.services.expertAccounts.accept(ctx.userId!, token);
    return toUser(user, ctx.services.auth.roleOf(user));
  }

  @Authorized('EXPERT')
  @Mutation(() => Expert, {
    description: "The signed-in expert's own listing: expertise, location and contact (EXPERT).",
  })
  async updateMyExpertProfile(
    @Arg('input', () => ExpertSelfInput) input: ExpertSelfInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Expert> {
    return toExpert(await ctx.services.expertAccounts.updateOwnProfile(await actorOf(ctx), { ...input }));
  }
}
