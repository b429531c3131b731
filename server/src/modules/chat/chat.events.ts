// What travels over pub/sub for one member's chatReply subscriptions. Plain JSON (it crosses Redis),
// addressed by topic per member; the userId inside is checked again on delivery.

export interface ChatReplyEvent {
  userId: string;
  messageId: string;
  delta: string;
  done: boolean;
  /** The stored message, on the final event only. */
  message?: { id: string; text: string; type: 'user' | 'ai'; createdAt: string };
}

/** One topic per member: a reply is only ever published to the member who asked. */
export function chatReplyTopic(userId: string): string {
  return `chat.reply.${userId}`;
}
