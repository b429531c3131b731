// The chat module's factory: the conversations, their per-member limit and the crisis check.
import type { Kernel } from '../../kernel.js';
import type { AiProvider } from '../../ai/index.js';
import { CRISIS_CHECK_TIMEOUT_MS } from '../../ai/crisis-check.js';
import type { CrisisDirectory } from '../../content/crisis-resources.js';
import type { ConsentService } from '../consent/consent.service.js';
import { chatModel } from './chat.model.js';
import { ChatService } from './chat.service.js';

export function createChatModule(
  k: Kernel,
  deps: { ai: AiProvider; crisis: Pick<CrisisDirectory, 'forCountry'>; consent: ConsentService },
): ChatService {
  return new ChatService({
    chats: chatModel(k.connection),
    ai: deps.ai,
    pubSub: k.pubSub,
    limiter: k.rateLimits.create({ name: 'chat', points: k.config.chat.messagesPerMinute, durationSeconds: 60 }),
    crisis: deps.crisis,
    consent: deps.consent,
    logger: k.logger,
    // The semantic check never waits longer than a whole reply would.
    crisisCheckTimeoutMs: Math.min(CRISIS_CHECK_TIMEOUT_MS, k.config.ai.timeoutMs),
  });
}
