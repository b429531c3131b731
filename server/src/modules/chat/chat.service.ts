// Chat with the AI assistant (spec sections 2, 4, 5, 7, 8, 9; SECURITY.md 17-20). Stores the
// member's message, streams the reply to that member's chatReply subscriptions, stores the reply
// and returns it. No GraphQL or HTTP here.
import { randomUUID } from 'node:crypto';
import { chatPrompt } from '@mindcheck/common';
import type { AiProvider } from '../../ai/index.js';
import { OfflineProvider } from '../../ai/offline-provider.js';
import type { CrisisDirectory } from '../../content/crisis-resources.js';
import type { ConsentGate } from '../consent/consent.service.js';
import { AppError, ErrorCode, isAppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { messages } from '../../messages.js';
import { parseInput } from '../../validation.js';
import type { Limiter } from '../../rate-limit/index.js';
import type { AppPubSub } from '../../pubsub/index.js';
import { chatReplyTopic, type ChatReplyEvent } from './chat.events.js';
import {
  CHAT_MESSAGE_LIMIT,
  chatKey,
  type ChatMessageRecord,
  type ChatMessageSource,
  type ChatModel,
} from './chat.model.js';
import { buildChatPrompt, CONTEXT_MESSAGES, StreamingReplyShaper } from './chat.prompt.js';
import { containsCrisisLanguage, crisisReply } from './crisis-language.js';

export interface ChatServiceDeps {
  chats: ChatModel;
  ai: AiProvider;
  pubSub: AppPubSub;
  /** Per-member limit on messages sent. */
  limiter: Limiter;
  /** Replies for members who said no to the AI service. */
  offlineAi?: AiProvider;
  /** Shown with the fixed reply to crisis language: the resources of the member's country. */
  crisis: Pick<CrisisDirectory, 'forCountry'>;
  /** Nothing is stored before the member consented (FORBIDDEN). */
  consent: ConsentGate;
  logger: Logger;
}

export class ChatService {
  private readonly offlineAi: AiProvider;

  constructor(private readonly deps: ChatServiceDeps) {
    this.offlineAi = deps.offlineAi ?? new OfflineProvider();
  }

  /** The member's chat, oldest first (at most the latest 50 messages are ever kept). */
  async messages(userId: string): Promise<ChatMessageRecord[]> {
    const chat = await this.deps.chats.findById(chatKey(userId), { messages: 1 }).lean();
    return chat?.messages ?? [];
  }

  /**
   * Stores the prompt, answers it (streaming the reply to the member's subscriptions) and returns
   * the stored reply. When the AI service fails, the reply is the spec's fallback text ('Sorry, we
   * couldn't process your request...'): stored, streamed and returned like any reply. The spec's
   * 'Failed to get response.' is for the call itself failing (the database, the network).
   */
  async send(userId: string, prompt: string): Promise<ChatMessageRecord> {
    const text = parseInput(chatPrompt, prompt, 'prompt');
    const consent = await this.deps.consent.require(userId);
    await this.consumeLimit(userId);
    try {
      return await this.answer(userId, text, consent);
    } catch (error) {
      // The database failing (storing the prompt or the reply) gets the spec's chat failure words.
      if (isAppError(error)) throw error;
      throw new AppError(ErrorCode.INTERNAL_SERVER_ERROR, messages.chatFailed, {}, { cause: error });
    }
  }

  private async answer(
    userId: string,
    text: string,
    consent: { aiProcessing: boolean; country: string | null },
  ): Promise<ChatMessageRecord> {
    const earlier = await this.append(
      userId,
      { id: randomUUID(), text, type: 'user', createdAt: new Date(), source: 'member' },
      CONTEXT_MESSAGES,
    );
    const messageId = randomUUID();

    if (containsCrisisLanguage(text)) {
      // Never left to the AI service: the resources go out at once, whatever it would have said.
      const reply = crisisReply(this.deps.crisis.forCountry(consent.country));
      this.publish(userId, { messageId, delta: reply, done: false });
      return this.finish(userId, messageId, reply, 'crisis');
    }

    // A member who said no to the AI service gets the offline assistant: nothing of theirs leaves.
    const ai = consent.aiProcessing ? this.deps.ai : this.offlineAi;
    const shaper = new StreamingReplyShaper();
    let reply: string;
    try {
      const context = earlier.filter((m) => m.source !== 'fallback').map((m) => ({ type: m.type, text: m.text }));
      const request = { prompt: buildChatPrompt(context, text), message: text };
      for await (const chunk of ai.chatStream(request)) {
        const delta = shaper.push(chunk);
        if (delta) this.publish(userId, { messageId, delta, done: false });
      }
      const rest = shaper.finish();
      if (!rest.text) throw new Error('the reply was empty once shaped');
      if (rest.delta) this.publish(userId, { messageId, delta: rest.delta, done: false });
      reply = rest.text;
    } catch (error) {
      // The reason only (timeout, rate_limited, ...): never the prompt or the reply.
      const reason = (error as { reason?: string }).reason ?? (error instanceof Error ? error.name : 'unknown');
      this.deps.logger.warn(
        { reason, receivedChars: shaper.received.length },
        'chat reply failed; fallback reply stored',
      );
      return this.finish(userId, messageId, messages.chatReplyUnavailable, 'fallback');
    }
    return this.finish(userId, messageId, reply, ai.kind === 'offline' ? 'offline' : 'ai');
  }

  private async consumeLimit(userId: string): Promise<void> {
    try {
      await this.deps.limiter.consume(userId);
    } catch (error) {
      if (isAppError(error) && error.code === ErrorCode.RATE_LIMITED) {
        throw AppError.rateLimited(messages.chatTooFast, error.details.retryAfterSeconds ?? 60);
      }
      throw error;
    }
  }

  /** Stores the AI message and publishes the final event that carries it. */
  private async finish(
    userId: string,
    messageId: string,
    text: string,
    source: ChatMessageSource,
  ): Promise<ChatMessageRecord> {
    const message: ChatMessageRecord = { id: messageId, text, type: 'ai', createdAt: new Date(), source };
    await this.append(userId, message, 0);
    this.publish(userId, {
      messageId,
      delta: '',
      done: true,
      message: { id: message.id, text: message.text, type: message.type, createdAt: message.createdAt.toISOString() },
    });
    return message;
  }

  /**
   * Appends one message and keeps the latest 50, in one atomic update; returns up to `previous`
   * messages that were there before it (the context for the AI).
   */
  private async append(userId: string, message: ChatMessageRecord, previous: number): Promise<ChatMessageRecord[]> {
    const update = {
      $setOnInsert: { userId },
      $set: { updatedAt: message.createdAt },
      $push: { messages: { $each: [message], $slice: -CHAT_MESSAGE_LIMIT } },
    };
    if (previous === 0) {
      await this.deps.chats.updateOne({ _id: chatKey(userId) }, update, { upsert: true });
      return [];
    }
    const before = await this.deps.chats
      .findOneAndUpdate({ _id: chatKey(userId) }, update, {
        upsert: true,
        returnDocument: 'before',
        projection: { messages: { $slice: -previous } },
      })
      .lean();
    return before?.messages ?? [];
  }

  private publish(userId: string, event: Omit<ChatReplyEvent, 'userId'>): void {
    this.deps.pubSub.publish(chatReplyTopic(userId), { userId, ...event } satisfies ChatReplyEvent);
  }
}
