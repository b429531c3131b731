// Gemini through Google's @google/genai SDK. Every call has a deadline; a 429 or 5xx is retried
// once after a short backoff; a blocked or empty answer counts as a failure.
import {
  ApiError,
  GoogleGenAI,
  HarmBlockThreshold,
  HarmCategory,
  type GenerateContentResponse,
  type SafetySetting,
} from '@google/genai';
import {
  AiFailure,
  type AiProvider,
  type ChatRequest,
  type CrisisClassification,
  type EvaluationRequest,
} from './ai-provider.js';
import { CRISIS_CHECK_CONFIG, readCrisisCheckAnswer } from './crisis-check.js';

/** Dangerous content is blocked at the lowest threshold; the other categories at medium. */
export const SAFETY_SETTINGS: SafetySetting[] = [
  { category: HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT, threshold: HarmBlockThreshold.BLOCK_LOW_AND_ABOVE },
  { category: HarmCategory.HARM_CATEGORY_HARASSMENT, threshold: HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE },
  { category: HarmCategory.HARM_CATEGORY_HATE_SPEECH, threshold: HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE },
  { category: HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT, threshold: HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE },
];

export interface GeminiOptions {
  apiKey: string;
  model: string;
  baseUrl?: string;
  timeoutMs: number;
  /** Pause before the single retry; short in tests. */
  retryDelayMs?: number;
}

export class GeminiProvider implements AiProvider {
  readonly kind = 'gemini' as const;
  private readonly client: GoogleGenAI;

  constructor(private readonly options: GeminiOptions) {
    this.client = new GoogleGenAI({
      apiKey: options.apiKey,
      // Our own retry and deadline below; the SDK's are off so that they do not stack.
      // fetch is looked up at call time: the SDK's own captured fetch rejects an AbortSignal from
      // another realm (jest's sandbox), while the global one accepts it everywhere.
      httpOptions: {
        baseUrl: options.baseUrl,
        retryOptions: { attempts: 1 },
        fetch: (input, init) => fetch(input, init),
      },
    });
  }

  /** One call's parameters: the model, the prompt and its instruction, the safety settings, the attempt's signal. */
  private params(request: { prompt: string; systemInstruction?: string }, abortSignal: AbortSignal) {
    return {
      model: this.options.model,
      contents: request.prompt,
      config: { abortSignal, systemInstruction: request.systemInstruction, safetySettings: SAFETY_SETTINGS },
    };
  }

  async evaluate(request: EvaluationRequest, signal?: AbortSignal): Promise<string> {
    return this.withRetry(async (attemptSignal) => {
      const response = await this.client.models.generateContent(this.params(request, attemptSignal));
      return textOf(response);
    }, signal);
  }

  async *chatStream(request: ChatRequest, signal?: AbortSignal): AsyncIterable<string> {
    const deadline = this.deadline(signal);
    // Retrying is only safe before the first chunk: after that the member has seen text.
    const stream = await this.withRetry(
      (attemptSignal) => this.client.models.generateContentStream(this.params(request, attemptSignal)),
      deadline,
    );
    let produced = false;
    try {
      for await (const chunk of stream) {
        const text = chunkText(chunk);
        if (text) {
          produced = true;
          yield text;
        }
      }
    } catch (error) {
      throw toFailure(error, deadline);
    }
    if (!produced) throw new AiFailure('empty', 'the AI service returned no text');
  }

  /** One short call, no retry: the caller's signal carries the check's own deadline. */
  async classifyCrisis(message: string, signal: AbortSignal): Promise<CrisisClassification> {
    try {
      const response = await this.client.models.generateContent({
        model: this.options.model,
        contents: message,
        config: { ...CRISIS_CHECK_CONFIG, abortSignal: signal, safetySettings: SAFETY_SETTINGS },
      });
      // A blocked check fails like any error (the ordinary reply, itself guarded, goes ahead).
      return readCrisisCheckAnswer(textOf(response));
    } catch (error) {
      throw toFailure(error, signal);
    }
  }

  /** models.get once at start-up: a retired or misspelt model answers 404. */
  async checkModel(): Promise<'ok' | 'missing' | 'unknown'> {
    try {
      await this.client.models.get({ model: this.options.model, config: { abortSignal: this.deadline() } });
      return 'ok';
    } catch (error) {
      return error instanceof ApiError && error.status === 404 ? 'missing' : 'unknown';
    }
  }

  private deadline(signal?: AbortSignal): AbortSignal {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
  }

  private async withRetry<T>(call: (signal: AbortSignal) => Promise<T>, outer?: AbortSignal): Promise<T> {
    const signal = outer ?? this.deadline();
    for (let attempt = 1; ; attempt++) {
      try {
        return await call(signal);
      } catch (error) {
        const failure = toFailure(error, signal);
        const retryable = failure.reason === 'rate_limited' || (failure.reason === 'upstream' && isServerError(error));
        if (attempt >= 2 || !retryable || signal.aborted) throw failure;
        await sleep(this.options.retryDelayMs ?? 500, signal).catch(() => {
          throw new AiFailure('timeout', 'the AI service did not answer in time');
        });
      }
    }
  }
}

function textOf(response: GenerateContentResponse): string {
  if (response.promptFeedback?.blockReason) throw new AiFailure('blocked', 'the AI service blocked the prompt');
  const candidate = response.candidates?.[0];
  if (
    candidate?.finishReason &&
    ['SAFETY', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII', 'RECITATION'].includes(candidate.finishReason)
  )
    throw new AiFailure('blocked', 'the AI service blocked the answer');
  const text = (candidate?.content?.parts ?? [])
    .map((p) => p.text ?? '')
    .join('')
    .trim();
  if (!text) throw new AiFailure('empty', 'the AI service returned no text');
  return text;
}

function chunkText(response: GenerateContentResponse): string {
  if (response.promptFeedback?.blockReason) throw new AiFailure('blocked', 'the AI service blocked the prompt');
  const candidate = response.candidates?.[0];
  if (candidate?.finishReason && ['SAFETY', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII'].includes(candidate.finishReason))
    throw new AiFailure('blocked', 'the AI service blocked the answer');
  return (candidate?.content?.parts ?? []).map((p) => p.text ?? '').join('');
}

function isServerError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500;
}

function toFailure(error: unknown, signal: AbortSignal): AiFailure {
  if (error instanceof AiFailure) return error;
  if (signal.aborted) return new AiFailure('timeout', 'the AI service did not answer in time', { cause: error });
  if (error instanceof ApiError) {
    if (error.status === 429)
      return new AiFailure('rate_limited', 'the AI service is rate-limiting us', { cause: error });
    return new AiFailure('upstream', `the AI service answered ${error.status}`, { cause: error });
  }
  return new AiFailure('upstream', 'the AI service could not be reached', { cause: error });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      },
      { once: true },
    );
  });
}
