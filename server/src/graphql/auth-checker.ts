import type { AuthChecker } from 'type-graphql';
import { AppError } from '../errors.js';
import { messages } from '../messages.js';
import type { GraphQLContext } from './context.js';

/**
 * `@Authorized()` means: a signed-in member. `@Authorized('ADMIN')` (or another Role): a signed-in
 * member with that role (ADMIN comes from a verified email listed in ADMIN_EMAILS).
 */
export const authChecker: AuthChecker<GraphQLContext> = async ({ context }, roles) => {
  if (!context.userId) throw AppError.unauthenticated(messages.signInRequired);
  if (!roles.length) return true;
  const user = context.currentUser
    ? await context.currentUser()
    : await context.services.auth.findActiveUser(context.userId);
  if (!user) throw AppError.unauthenticated(messages.signInRequired);
  if (!roles.includes(context.services.auth.roleOf(user))) throw AppError.forbidden(messages.notAllowed);
  return true;
};
