// Chat with the AI assistant (spec sections 2, 4, 5, 7, 8, 9; SECURITY.md 17-20). Stores the
// member's message, decides what it calls for (chat.crisis.ts: a fixed crisis reply, the
// ask-when-unsure question, or the AI's reply), streams the reply to that member's chatReply
// subscriptions sentence by sentence once each passed the reply guard, stores it and returns it.
// No GraphQL or HTTP here.
import { aiFallbacks, crisisReplies } from '../../metrics/metrics.js';
import { randomUUID } from 'node:crypto';
import { chatPrompt, crisisReplyText, withHelpLines, type CrisisKind } from '@mindcheck/common';
import { AiFailure, type AiProvider } from '../../ai/index.js';
import { translator, type Translate } from '../../i18n/index.js';
import { CRISIS_CHECK_TIMEOUT_MS } from '../../ai/crisis-check.js';
import { ReplyGuard } from '../../ai/reply-guard.js';
import { chatSystemInstruction } from '../../ai/system-instructions.js';
import { OfflineProvider } from '../../ai/offline-provider.js';
import type { CrisisDirectory, CrisisResource } from '../../content/crisis-resources.js';
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
import { decideCrisis, recentCrisis, type CrisisRules, type SemanticCheck } from './chat.crisis.js';
import { buildChatPrompt, CONTEXT_MESSAGES, StreamingReplyShaper } from './chat.prompt.js';
import { SentenceGate } from './chat.reply-gate.js';

/** A stored message with the help lines its card shows (empty unless it needs crisis support). */
export type ChatMessageView = ChatMessageRecord & { crisisResources: readonly CrisisResource[] };

/** How the AI's reply ended: its text, or the crisis reply it was replaced with. */
type AiOutcome = { text: string } | { replacedBy: CrisisKind };

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
  /** The crisis rules; the safety module's detector unless a test of this flow replaces it. */
  rules?: CrisisRules;
  /** The semantic crisis check's deadline (at most CRISIS_CHECK_TIMEOUT_MS). */
  crisisCheckTimeoutMs?: number;
}

export class ChatService {
  private readonly offlineAi: AiProvider;

  constructor(private readonly deps: ChatServiceDeps) {
    this.offlineAi = deps.offlineAi ?? new OfflineProvider();
  }

  /** The member's chat, oldest first (at most the latest 50 messages are ever kept). */
  async messages(userId: string, fallbackCountry: string | null = null): Promise<ChatMessageView[]> {
    const chat = await this.deps.chats.findById(chatKey(userId), { messages: 1 }).lean();
    const stored = chat?.messages ?? [];
    // The help lines are read now, from the member's country: a directory update reaches old replies too.
    const lines = stored.some((m) => m.needsCrisisSupport) ? await this.linesOf(userId, fallbackCountry) : [];
    return stored.map((m) => ({ ...m, crisisResources: m.needsCrisisSupport ? lines : [] }));
  }

  /**
   * Stores the prompt, answers it (streaming the reply to the member's subscriptions) and returns
   * the stored reply. When the AI service fails, the reply is the spec's fallback text ('Sorry, we
   * couldn't process your request...'): stored, streamed and returned like any reply. The spec's
   * 'Failed to get response.' is for the call itself failing (the database, the network).
   */
  async send(userId: string, prompt: string, fallbackCountry: string | null = null): Promise<ChatMessageView> {
    const text = parseInput(chatPrompt, prompt, 'prompt');
    const given = await this.deps.consent.require(userId);
    // The help lines' country: the member's profile, else the request's (Accept-Language), else the default.
    const consent = { ...given, country: given.country ?? fallbackCountry };
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
    consent: { aiProcessing: boolean; country: string | null; locale?: string },
  ): Promise<ChatMessageView> {
    // The fixed replies in the member's language (a text awaiting review there reads in English).
    const t = translator(consent.locale);
    const earlier = await this.append(
      userId,
      { id: randomUUID(), text, type: 'user', createdAt: new Date(), source: 'member' },
      CONTEXT_MESSAGES,
    );
    const messageId = randomUUID();
    const lines = this.deps.crisis.forCountry(consent.country);
    // A member who said no to the AI service gets the offline assistant: nothing of theirs leaves.
    const ai = consent.aiProcessing ? this.deps.ai : this.offlineAi;
    const decision = await decideCrisis(text, earlier, this.semanticCheck(ai), this.deps.rules);

    // Never left to the AI service: the fixed reply and the help lines go out at once.
    if (decision.action === 'crisis') return this.crisisReply(userId, messageId, decision.kind, lines, t);
    if (decision.action === 'question') {
      // Round 8 of #32: about someone else, the member is asked whether they are in danger now.
      const question = t(decision.kind === 'SOMEONE_ELSE' ? 'crisis:questionSomeoneElse' : 'crisis:question');
      this.publish(userId, { messageId, delta: question, done: false });
      return this.finish(userId, messageId, question, 'crisis', lines, {
        needsCrisisSupport: true,
        crisisKind: decision.kind,
        crisisQuestion: true,
      });
    }

    const recent = recentCrisis(earlier);
    const prefix = decision.answeredNo ? `${t('crisis:questionNoReply')}\n\n` : '';
    if (prefix) this.publish(userId, { messageId, delta: prefix, done: false });
    const shaper = new StreamingReplyShaper();
    let outcome: AiOutcome;
    try {
      // A "no" to the question is the member telling us they are safe: the reply need not go back to it.
      const memberInCrisis = recent !== undefined && !decision.answeredNo;
      outcome = await this.streamAiReply(
        userId,
        messageId,
        ai,
        earlier,
        text,
        lines,
        memberInCrisis,
        shaper,
        consent.locale,
      );
    } catch (error) {
      // The reason only (timeout, rate_limited, ...): never the prompt or the reply.
      const reason = (error as { reason?: string }).reason ?? (error instanceof Error ? error.name : 'unknown');
      this.deps.logger.warn(
        { reason, receivedChars: shaper.received.length },
        'chat reply failed; fallback reply stored',
      );
      // A blocked answer is the model refusing something dangerous: the crisis reply, never silence.
      if (error instanceof AiFailure && error.reason === 'blocked')
        return this.crisisReply(userId, messageId, recent?.kind ?? 'SELF_HARM', lines, t, true);
      const unavailable = t('errors:chatReplyUnavailable');
      if (recent)
        return this.finish(userId, messageId, withHelpLines(unavailable, lines, t), 'fallback', lines, {
          needsCrisisSupport: true,
          crisisKind: recent.kind,
        });
      return this.finish(userId, messageId, unavailable, 'fallback', lines);
    }
    // A guarded reply after a flagged message answers that message's kind.
    if ('replacedBy' in outcome)
      return this.crisisReply(userId, messageId, recent?.kind ?? outcome.replacedBy, lines, t, true);
    return this.finish(userId, messageId, prefix + outcome.text, ai.kind === 'offline' ? 'offline' : 'ai', lines);
  }

  /**
   * Streams the AI's reply, each sentence held back until the guard passed it. When the guard trips,
   * the stream is stopped and the caller replaces the message with the crisis reply. (The offline
   * assistant's fixed text streams as it comes.)
   */
  private async streamAiReply(
    userId: string,
    messageId: string,
    ai: AiProvider,
    earlier: readonly ChatMessageRecord[],
    text: string,
    lines: readonly CrisisResource[],
    memberInCrisis: boolean,
    shaper: StreamingReplyShaper,
    /** The member's language, for the offline assistant's words (#36). */
    locale?: string,
  ): Promise<AiOutcome> {
    const guard = new ReplyGuard({ allowedContacts: lines.map((l) => l.contact), memberInCrisis });
    const gate = new SentenceGate(guard);
    const context = earlier.filter((m) => m.source !== 'fallback').map((m) => ({ type: m.type, text: m.text }));
    const request = {
      systemInstruction: chatSystemInstruction(lines, memberInCrisis),
      prompt: buildChatPrompt(context, text),
      message: text,
      locale,
    };
    const stop = new AbortController();
    try {
      for await (const chunk of ai.chatStream(request, stop.signal)) {
        const delta = shaper.push(chunk);
        if (!delta) continue;
        // The offline assistant's words are our own fixed text: shown as they come, word by word.
        if (ai.kind === 'offline') {
          this.publish(userId, { messageId, delta, done: false });
          continue;
        }
        const gated = gate.push(delta);
        if (gated.trip) return this.tripped(gated.trip, memberInCrisis);
        if (gated.release) this.publish(userId, { messageId, delta: gated.release, done: false });
      }
    } finally {
      stop.abort();
    }
    const rest = shaper.finish();
    if (!rest.text) throw new Error('the reply was empty once shaped');
    if (ai.kind === 'offline') {
      if (rest.delta) this.publish(userId, { messageId, delta: rest.delta, done: false });
      return { text: rest.text };
    }
    const gated = gate.finish(rest.delta, rest.text);
    if (gated.trip) return this.tripped(gated.trip, memberInCrisis);
    if (gated.release) this.publish(userId, { messageId, delta: gated.release, done: false });
    return { text: rest.text };
  }

  private tripped(trip: string, memberInCrisis: boolean): AiOutcome {
    // The reason only: never the text that tripped it.
    this.deps.logger.warn({ trip, memberInCrisis }, 'chat reply stopped by the reply guard; crisis reply stored');
    return { replacedBy: 'SELF_HARM' };
  }

  /** The semantic check, when the AI service may read the message and can classify; else null. */
  private semanticCheck(ai: AiProvider): SemanticCheck | null {
    if (ai !== this.deps.ai || !ai.classifyCrisis) return null;
    const classify = ai.classifyCrisis.bind(ai);
    const timeoutMs = Math.min(this.deps.crisisCheckTimeoutMs ?? CRISIS_CHECK_TIMEOUT_MS, CRISIS_CHECK_TIMEOUT_MS);
    return async (text) => {
      const started = Date.now();
      try {
        return await withDeadline((signal) => classify(text, signal), timeoutMs);
      } catch (error) {
        // The rules alone decide when the check fails or is slow; only the reason is logged.
        const reason = (error as { reason?: string }).reason ?? (error instanceof Error ? error.name : 'unknown');
        this.deps.logger.warn({ reason, ms: Date.now() - started }, 'semantic crisis check skipped');
        return null;
      }
    };
  }

  /**
   * The fixed reply of `kind`. `replacing`: text was streamed already; the final event alone
   * carries the crisis reply, which replaces it (a delta would be appended to it).
   */
  private crisisReply(
    userId: string,
    messageId: string,
    kind: CrisisKind,
    lines: readonly CrisisResource[],
    t: Translate,
    replacing = false,
  ): Promise<ChatMessageView> {
    const reply = crisisReplyText(kind, lines, t);
    if (!replacing) this.publish(userId, { messageId, delta: reply, done: false });
    return this.finish(userId, messageId, reply, 'crisis', lines, { needsCrisisSupport: true, crisisKind: kind });
  }

  private async linesOf(userId: string, fallbackCountry: string | null): Promise<readonly CrisisResource[]> {
    const country = await this.deps.consent.require(userId).then(
      (c) => c.country,
      () => null,
    );
    return this.deps.crisis.forCountry(country ?? fallbackCountry);
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

  /**
   * Stores the AI message and publishes the final event that carries it (it replaces whatever was
   * streamed before: a guarded reply becomes the crisis reply there).
   */
  private async finish(
    userId: string,
    messageId: string,
    text: string,
    source: ChatMessageSource,
    lines: readonly CrisisResource[],
    crisis: Pick<ChatMessageRecord, 'needsCrisisSupport' | 'crisisKind' | 'crisisQuestion'> = {},
  ): Promise<ChatMessageView> {
    const message: ChatMessageRecord = { id: messageId, text, type: 'ai', createdAt: new Date(), source, ...crisis };
    if (source === 'fallback') aiFallbacks.inc({ feature: 'chat' });
    if (source === 'crisis') crisisReplies.inc({ kind: crisis.crisisKind ?? 'question' });
    await this.append(userId, message, 0);
    const crisisResources = message.needsCrisisSupport ? lines : [];
    this.publish(userId, {
      messageId,
      delta: '',
      done: true,
      message: {
        id: message.id,
        text: message.text,
        type: message.type,
        createdAt: message.createdAt.toISOString(),
        needsCrisisSupport: message.needsCrisisSupport === true,
        crisisKind: message.crisisKind ?? null,
        crisisResources: [...crisisResources],
      },
    });
    return { ...message, crisisResources };
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

/** Runs `call` with an abort signal that fires at the deadline, and rejects then whatever it does. */
async function withDeadline<T>(call: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new AiFailure('timeout', 'the semantic crisis check did not answer in time'));
    }, ms);
  });
  try {
    return await Promise.race([call(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
