// The chats collection: one document per member, keyed chat_{userId} (spec section 3), holding only
// the latest 50 messages (spec section 9; trimmed atomically on every push).
import { CRISIS_KINDS, type CrisisKind } from '@mindcheck/common';
import { Schema, type Connection, type Model } from 'mongoose';

export const CHAT_MESSAGE_LIMIT = 50;

/** Where a stored message came from; kept for context building, not shown in the API. */
export type ChatMessageSource = 'member' | 'ai' | 'offline' | 'fallback' | 'crisis';

export interface ChatMessageRecord {
  id: string;
  text: string;
  type: 'user' | 'ai';
  createdAt: Date;
  source: ChatMessageSource;
  /** An AI message that carries crisis help (the crisis card is shown with it). */
  needsCrisisSupport?: boolean;
  /** What that crisis help answers; null when none or unknown. */
  crisisKind?: CrisisKind | null;
  /** An AI message that asked the ask-when-unsure question: the member's next message answers it. */
  crisisQuestion?: boolean;
}

export interface ChatRecord {
  _id: string;
  userId: string;
  messages: ChatMessageRecord[];
  updatedAt: Date;
}

export type ChatModel = Model<ChatRecord>;

const messageSchema = new Schema<ChatMessageRecord>(
  {
    id: { type: String, required: true },
    text: { type: String, required: true },
    type: { type: String, enum: ['user', 'ai'], required: true },
    createdAt: { type: Date, required: true },
    source: { type: String, enum: ['member', 'ai', 'offline', 'fallback', 'crisis'], required: true },
    needsCrisisSupport: { type: Boolean },
    crisisKind: { type: String, enum: [...CRISIS_KINDS, null] },
    crisisQuestion: { type: Boolean },
  },
  { _id: false },
);

const chatSchema = new Schema<ChatRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    messages: { type: [messageSchema], default: [] },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'chats', versionKey: false },
);

export function chatKey(userId: string): string {
  return `chat_${userId}`;
}

export function chatModel(connection: Connection): ChatModel {
  return (connection.models.Chat as ChatModel | undefined) ?? connection.model<ChatRecord>('Chat', chatSchema);
}
