import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from '../auth/user.type.js';
import { toUser } from '../auth/user.mapper.js';
import { UpdateProfileInput } from './profile.inputs.js';

@Resolver()
export class ProfileResolver {
  @Authorized()
  @Mutation(() => User, {
    description: "Changes the signed-in member's own profile; fields left out keep their value.",
  })
  async updateProfile(
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    const user = await ctx.services.profile.update(ctx.userId!, input);
    return toUser(user, ctx.services.auth.roleOf(user));
  }
}
