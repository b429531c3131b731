import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { toUser } from '../auth/user.mapper.js';
import { User } from '../auth/user.type.js';

@Resolver()
export class PhoneResolver {
  @Authorized()
  @Mutation(() => Boolean, {
    description: "wave 3 (reach): sends a six-digit code by SMS to the profile's phone number.",
  })
  async requestPhoneVerification(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.phone.verification.request(ctx.userId!, ctx.ip);
  }

  @Authorized()
  @Mutation(() => User, { description: 'wave 3 (reach)' })
  async verifyPhone(@Arg('code', () => String) code: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    const user = await ctx.services.phone.verification.verify(ctx.userId!, code);
    return toUser(user, ctx.services.auth.roleOf(user));
  }
}
