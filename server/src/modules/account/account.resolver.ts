import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@Resolver()
export class AccountResolver {
  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Erases the member and every record that belongs to them. Password required for password accounts.',
  })
  async deleteAccount(
    @Arg('password', () => String, { nullable: true }) password: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.account.deleteAccount(ctx.userId!, password, ctx.ip);
    await ctx.session?.destroy();
    return true;
  }
}
