import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@Resolver()
export class CredentialsResolver {
  @Mutation(() => Boolean, {
    description:
      'next (accounts): sends a reset link when the email belongs to a password account; the same answer either way.',
  })
  async requestPasswordReset(@Arg('email', () => String) email: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.credentials.requestPasswordReset(email, ctx.ip);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      "next (accounts): sets a new password from a reset link's token (single use, expires) and ends every session of that member.",
  })
  async resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.credentials.resetPassword(token, newPassword);
    // Every session ended, this browser's too if it had one: it signs in with the new password.
    if (ctx.userId) await ctx.session?.destroy();
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "next (accounts): ends the member's other sessions." })
  async changePassword(
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.credentials.changePassword(
      ctx.userId!,
      ctx.session?.id() ?? null,
      currentPassword,
      newPassword,
      ctx.ip,
    );
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "next (accounts): sends a verification link to the member's email." })
  async requestEmailVerification(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.credentials.requestEmailVerification(ctx.userId!);
    return true;
  }

  @Mutation(() => Boolean, {
    description: "next (accounts): a verification link's token; also completes a change of email.",
  })
  async verifyEmail(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.credentials.verifyEmail(token);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'next (accounts): sends a verification link to the new address; the email changes when it is followed. Password required for password accounts.',
  })
  async requestEmailChange(
    @Arg('newEmail', () => String) newEmail: string,
    @Arg('password', () => String, { nullable: true }) password: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.credentials.requestEmailChange(ctx.userId!, newEmail, password, ctx.ip);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'The "This wasn\'t me — cancel" link in the notice of a change of email: the change is void, every account link dies and every session of the account ends.',
  })
  async cancelEmailChange(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.credentials.cancelEmailChange(token, ctx.ip);
    // Every session ended, this browser's too if it had one.
    if (ctx.userId) await ctx.session?.destroy();
    return true;
  }
}
