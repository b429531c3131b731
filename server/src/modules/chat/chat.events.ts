import type { CrisisKind } from '@mindcheck/common';

// What travels over pub/sub for one member's chatReply subscriptions. Plain JSON (it crosses Redis),
// addressed by topic per member; the userId inside is checked again on delivery.

export interface ChatReplyEvent {
  userId: string;
  messageId: string;
  delta: string;
  done: boolean;
  /** The stored message, on the final event only (it replaces the text streamed before it). */
  message?: {
    id: string;
    text: string;
    type: 'user' | 'ai';
    createdAt: string;
    needsCrisisSupport: boolean;
    crisisKind: CrisisKind | null;
    crisisResources: { name: string; contact: string; url: string | null; emergency?: boolean }[];
  };
}

/** One topic per member: a reply is only ever published to the member who asked. */
export function chatReplyTopic(userId: string): string {
  return `chat.reply.${userId}`;
}
