// The chat operations as the client sends them, and a member with an open chatReply subscription:
// shared by the chat tests and the chat benchmark.
import type { AppPubSub } from '../../src/pubsub/index.js';
import { chatReplyTopic } from '../../src/modules/chat/chat.events.js';
import type { GraphQLClient } from './graphql-client.js';
import { WsTestClient, waitForSubscribers, type SubscriptionRecorder, type WsOptions } from './ws-client.js';

const MESSAGE_FIELDS = 'id text type createdAt needsCrisisSupport crisisKind crisisResources { name contact url }';
export const SEND_CHAT = `mutation Send($prompt: String!) { sendChatMessage(prompt: $prompt) { ${MESSAGE_FIELDS} } }`;
export const CHAT_MESSAGES = `query Messages { chatMessages { ${MESSAGE_FIELDS} } }`;
export const CHAT_REPLY = `subscription Reply { chatReply { messageId delta done message { ${MESSAGE_FIELDS} } } }`;

export interface ChatMessageShape {
  id: string;
  text: string;
  type: 'USER' | 'AI';
  createdAt: string;
  needsCrisisSupport: boolean;
  crisisKind: 'SELF_HARM' | 'HARM_TO_OTHERS' | 'IN_DANGER' | 'SOMEONE_ELSE' | null;
  crisisResources: { name: string; contact: string; url: string | null }[];
}

export interface ChatReplyChunkShape {
  messageId: string;
  delta: string;
  done: boolean;
  message: ChatMessageShape | null;
}

export interface ReplyListener {
  ws: WsTestClient;
  replies: SubscriptionRecorder<{ chatReply: ChatReplyChunkShape }>;
  /** The chunks received so far, in arrival order. */
  chunks(): ChatReplyChunkShape[];
  /** Resolves with the chunks of one reply once its final chunk arrived. */
  untilDone(messageId?: string, timeoutMs?: number): Promise<ChatReplyChunkShape[]>;
  close(): Promise<void>;
}

/**
 * Opens a WebSocket for the member signed in on `gql`, subscribes to chatReply and waits until the
 * subscription is live on `pubSub` (the instance the socket is connected to).
 */
export async function listenForReplies(
  gql: GraphQLClient,
  pubSub: AppPubSub,
  options: Omit<WsOptions, 'cookie'> & { userId?: string } = {},
): Promise<ReplyListener> {
  const userId = options.userId ?? gql.member?.id;
  if (!userId) throw new Error('listenForReplies needs a signed-in member');
  const ws = WsTestClient.forMember(gql, options);
  const before = pubSub.subscriberCount(chatReplyTopic(userId));
  const replies = ws.subscribe<{ chatReply: ChatReplyChunkShape }>(CHAT_REPLY);
  await waitForSubscribers(pubSub, chatReplyTopic(userId), before + 1);
  const chunks = () => replies.data.map((d) => d.chatReply);
  return {
    ws,
    replies,
    chunks,
    async untilDone(messageId, timeoutMs = 5000) {
      await replies.until(() => chunks().some((c) => c.done && (!messageId || c.messageId === messageId)), timeoutMs);
      const done = chunks().find((c) => c.done && (!messageId || c.messageId === messageId))!;
      return chunks().filter((c) => c.messageId === done.messageId);
    },
    close: () => ws.close(),
  };
}
