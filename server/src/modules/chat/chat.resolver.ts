import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import { chatReplyTopic, type ChatReplyEvent } from './chat.events.js';
import { toCrisisResource } from '../assessment/assessment.types.js';
import type { ChatMessageView } from './chat.service.js';
import { requestCountry } from '../safety/country.js';
import { ChatMessage, ChatReplyChunk, ChatRole, CrisisKindEnum } from './chat.types.js';

@Resolver(() => ChatMessage)
export class ChatResolver {
  @Authorized()
  @Query(() => [ChatMessage], {
    description: "The signed-in member's chat, oldest first, at most the latest 50 messages.",
  })
  async chatMessages(@Ctx() ctx: GraphQLContext): Promise<ChatMessage[]> {
    const stored = await ctx.services.chat.messages(memberOf(ctx), requestCountry(ctx));
    return stored.map(toChatMessage);
  }

  @Authorized()
  @Mutation(() => ChatMessage, {
    description: 'Stores the prompt, asks the AI, stores and returns the reply; the reply also streams on chatReply.',
  })
  async sendChatMessage(@Arg('prompt', () => String) prompt: string, @Ctx() ctx: GraphQLContext): Promise<ChatMessage> {
    return toChatMessage(await ctx.services.chat.send(memberOf(ctx), prompt, requestCountry(ctx)));
  }

  @Authorized()
  @Subscription(() => ChatReplyChunk, {
    description: "The signed-in member's AI replies, chunk by chunk.",
    // One topic per member; the filter re-checks the owner, so a chunk can only reach its member.
    topics: ({ context }) => chatReplyTopic(memberOf(context as GraphQLContext)),
    filter: ({ payload, context }) => (payload as ChatReplyEvent).userId === (context as GraphQLContext).userId,
  })
  chatReply(@Root() event: ChatReplyEvent): ChatReplyChunk {
    return Object.assign(new ChatReplyChunk(), {
      messageId: event.messageId,
      delta: event.delta,
      done: event.done,
      message: event.message ? toChatMessage({ ...event.message, createdAt: new Date(event.message.createdAt) }) : null,
    });
  }
}

function memberOf(ctx: GraphQLContext): string {
  if (!ctx.userId) throw AppError.unauthenticated(messages.signInRequired);
  return ctx.userId;
}

type ChatMessageShape = Pick<ChatMessageView, 'id' | 'text' | 'type' | 'createdAt' | 'crisisKind'> & {
  needsCrisisSupport?: boolean;
  crisisResources: readonly { name: string; contact: string; url: string | null }[];
};

function toChatMessage(m: ChatMessageShape): ChatMessage {
  return Object.assign(new ChatMessage(), {
    id: m.id,
    text: m.text,
    type: m.type === 'user' ? ChatRole.USER : ChatRole.AI,
    createdAt: m.createdAt,
    needsCrisisSupport: m.needsCrisisSupport === true,
    crisisResources: m.crisisResources.map(toCrisisResource),
    crisisKind: m.crisisKind ? CrisisKindEnum[m.crisisKind] : null,
  });
}
