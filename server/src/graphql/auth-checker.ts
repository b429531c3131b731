import type { AuthChecker } from 'type-graphql';
import { AppError } from '../errors.js';
import { messages } from '../messages.js';
import type { GraphQLContext } from './context.js';

/** `@Authorized()` means: a signed-in member. There are no other roles (spec section 6). */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }) => {
  if (!context.userId) throw AppError.unauthenticated(messages.signInRequired);
  return true;
};
