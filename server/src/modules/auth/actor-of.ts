// The signed-in member as an audited operation names them (identity from the session only): for
// resolvers, apart from actor.ts so that the services never import the GraphQL context.
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { Actor } from './actor.js';

export async function actorOf(ctx: GraphQLContext): Promise<Actor> {
  const user = ctx.currentUser ? await ctx.currentUser() : await ctx.services.auth.findActiveUser(ctx.userId!);
  if (!user) throw AppError.unauthenticated(messages.signInRequired);
  return { id: user._id.toString(), email: user.email };
}
