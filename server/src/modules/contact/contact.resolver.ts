import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ContactInput } from './contact.inputs.js';

@Resolver()
export class ContactResolver {
  // Open to visitors: /contact is a public page.
  @Mutation(() => Boolean)
  async sendContactMessage(
    @Arg('input', () => ContactInput) input: ContactInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.contact.send(input, { userId: ctx.userId, ip: ctx.ip });
    return true;
  }
}
