import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ActiveSession } from './active-session.type.js';

@Resolver()
export class SessionsResolver {
  @Authorized()
  @Query(() => [ActiveSession], {
    description: "next (accounts): the member's signed-in browsers and devices, newest first.",
  })
  async mySessions(@Ctx() ctx: GraphQLContext): Promise<ActiveSession[]> {
    const sessions = await ctx.services.sessions.list(ctx.userId!, ctx.session?.id() ?? null);
    return sessions.map((s) => Object.assign(new ActiveSession(), s));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "next (accounts): ends one of the member's sessions." })
  async revokeSession(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    const { current } = await ctx.services.sessions.revoke(ctx.userId!, id, ctx.session?.id() ?? null);
    // Ending the session making the request is signing out here: its cookie goes too.
    if (current) await ctx.session?.destroy();
    return true;
  }

  @Authorized()
  @Mutation(() => Int, {
    description: 'next (accounts): ends every session of the member but this one; returns how many ended.',
  })
  signOutOtherSessions(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.sessions.signOutOthers(ctx.userId!, ctx.session?.id() ?? null);
  }
}
