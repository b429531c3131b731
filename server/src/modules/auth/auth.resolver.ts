import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { visitorLocale } from '../locale/locale.request.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import { SignUpInput } from './auth.inputs.js';
import { AuthProviders } from './auth-providers.type.js';
import { User } from './user.type.js';
import { toUser } from './user.mapper.js';

@Resolver(() => User)
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in member, or null for a visitor.' })
  async me(@Ctx() ctx: GraphQLContext): Promise<User | null> {
    if (!ctx.userId) return null;
    const user = ctx.currentUser ? await ctx.currentUser() : await ctx.services.auth.findActiveUser(ctx.userId);
    return user ? toUser(user, ctx.services.auth.roleOf(user)) : null;
  }

  @Query(() => AuthProviders, { description: 'The sign-in methods on offer; answered for visitors too.' })
  authProviders(@Ctx() ctx: GraphQLContext): AuthProviders {
    const { googleEnabled, googleSimulated } = ctx.services.auth;
    return Object.assign(new AuthProviders(), { google: googleEnabled, googleSimulated });
  }

  @Mutation(() => User)
  async signUp(@Arg('input', () => SignUpInput) input: SignUpInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    const session = requireHttpSession(ctx);
    const user = await ctx.services.auth.signUp({ ...input, locale: input.locale ?? visitorLocale(ctx.req) }, ctx.ip);
    await session.establish(user._id.toString());
    // The verification link goes out in the background: sign-up never waits for mail.
    ctx.services.credentials.sendVerificationAfterSignUp(user);
    return toUser(user, ctx.services.auth.roleOf(user));
  }

  @Mutation(() => User)
  async signIn(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    const session = requireHttpSession(ctx);
    const user = await ctx.services.auth.verifyCredentials(email, password, ctx.ip);
    await session.establish(user._id.toString());
    return toUser(user, ctx.services.auth.roleOf(user));
  }

  @Mutation(() => Boolean)
  async signOut(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.session?.destroy();
    return true;
  }
}

export function requireHttpSession(ctx: GraphQLContext) {
  if (!ctx.session) throw AppError.badInput(messages.authError('sign-in needs an HTTP request'));
  return ctx.session;
}
