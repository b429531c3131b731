import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from '../auth/user.type.js';
import { toUser } from '../auth/user.mapper.js';

@Resolver()
export class ConsentResolver {
  @Authorized()
  @Mutation(() => User, {
    description:
      "next (safety and consent): records the member's consent; aiProcessing false keeps their answers and messages away from the AI service.",
  })
  async giveConsent(
    @Arg('aiProcessing', () => Boolean) aiProcessing: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return toUser(await ctx.services.consent.give(ctx.userId!, aiProcessing));
  }
}
