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
    // Every session of the erased member, on every instance, and their sockets (SECURITY.md 28).
    await ctx.session?.destroyAll();
    return true;
  }
}
