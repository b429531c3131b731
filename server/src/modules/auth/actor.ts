// Who acts in an audited operation: the signed-in operator (or expert), from the session.
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';

export interface Actor {
  id: string;
  email: string;
}

/** The signed-in member as the audit log names them (identity from the session only). */
export async function actorOf(ctx: GraphQLContext): Promise<Actor> {
  const user = ctx.currentUser ? await ctx.currentUser() : await ctx.services.auth.findActiveUser(ctx.userId!);
  if (!user) throw AppError.unauthenticated(messages.signInRequired);
  return { id: user._id.toString(), email: user.email };
}
