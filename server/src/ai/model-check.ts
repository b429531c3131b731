// At start-up with a key: one models.get, so that a retired or misspelt GEMINI_MODEL is one clear
// log line, not a silent fallback reply on every request.
import type { Logger } from '../logger.js';
import type { AiProvider } from './ai-provider.js';

export async function checkAiModel(ai: AiProvider, model: string, logger: Logger): Promise<void> {
  if (!ai.checkModel) return;
  const result = await ai.checkModel();
  if (result === 'missing')
    logger.error(
      { model },
      `AI model not found: GEMINI_MODEL=${model} answers 404; chat and evaluations will use their fallback texts until it is set to a served model (e.g. gemini-2.5-flash)`,
    );
  else if (result === 'unknown')
    logger.warn({ model }, 'AI model check did not answer; the model is used as configured');
}
