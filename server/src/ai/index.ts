import type { Config } from '../config.js';
import type { AiProvider } from './ai-provider.js';
import { GeminiProvider } from './gemini-provider.js';
import { OfflineProvider } from './offline-provider.js';

export * from './ai-provider.js';

/** Gemini when GEMINI_API_KEY is set, else the offline provider. */
export function createAiProvider(config: Config): AiProvider {
  if (config.ai.apiKey) {
    return new GeminiProvider({
      apiKey: config.ai.apiKey,
      model: config.ai.model,
      baseUrl: config.ai.baseUrl,
      timeoutMs: config.ai.timeoutMs,
      retryDelayMs: config.env === 'test' ? 50 : 500,
    });
  }
  return new OfflineProvider();
}
