// Counts the AI provider's calls by outcome (#37 metrics): the provider wrapped, its behaviour unchanged.
import type { AiProvider } from '../ai/index.js';
import { aiCalls, outcomeOf } from './metrics.js';

async function counted<T>(call: string, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    aiCalls.inc({ call, outcome: 'ok' });
    return result;
  } catch (error) {
    aiCalls.inc({ call, outcome: outcomeOf(error) });
    throw error;
  }
}

export function countAiCalls(provider: AiProvider): AiProvider {
  const classify = provider.classifyCrisis?.bind(provider);
  const checkModel = provider.checkModel?.bind(provider);
  return {
    kind: provider.kind,
    evaluate: (request, signal) => counted('evaluate', () => provider.evaluate(request, signal)),
    chatStream: (request, signal) => ({
      async *[Symbol.asyncIterator]() {
        try {
          yield* provider.chatStream(request, signal);
          aiCalls.inc({ call: 'chat', outcome: 'ok' });
        } catch (error) {
          aiCalls.inc({ call: 'chat', outcome: outcomeOf(error) });
          throw error;
        }
      },
    }),
    ...(classify
      ? { classifyCrisis: (message, signal) => counted('crisis_check', () => classify(message, signal)) }
      : {}),
    ...(checkModel ? { checkModel } : {}),
  };
}
