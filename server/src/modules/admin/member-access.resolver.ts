import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../auth/user.type.js';
import { actorOf } from '../auth/actor-of.js';
import type { MemberAccessView } from './member-access.service.js';

@ObjectType({
  simpleResolvers: true,
  description: 'A member as the operator console shows them (#33): no health data.',
})
export class AdminMember {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => Role)
  role!: Role;

  @Field(() => Boolean)
  emailVerified!: boolean;

  @Field(() => Boolean)
  disabled!: boolean;

  @Field(() => String, { nullable: true, description: "The operator's reason, if they gave one." })
  disabledReason!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

const toAdminMember = (view: MemberAccessView) => Object.assign(new AdminMember(), view);

@Resolver()
export class MemberAccessResolver {
  @Authorized('ADMIN')
  @Query(() => AdminMember, { nullable: true, description: 'The member with this email, if any (ADMIN).' })
  async adminMember(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminMember | null> {
    const view = await ctx.services.memberAccess.findByEmail(email);
    return view ? toAdminMember(view) : null;
  }

  @Authorized('ADMIN')
  @Mutation(() => AdminMember, {
    description:
      'Disables (or enables again) a member account (ADMIN, audited): a disabled account cannot sign in, and its sessions, sockets and one-time links end at once. An operator cannot disable themselves.',
  })
  async setAccountDisabled(
    @Arg('userId', () => ID) userId: string,
    @Arg('disabled', () => Boolean) disabled: boolean,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminMember> {
    return toAdminMember(await ctx.services.memberAccess.setDisabled(await actorOf(ctx), userId, disabled, reason));
  }
}
