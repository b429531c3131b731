// The generative AI behind evaluations and chat. Two implementations: Gemini (when a key is set)
// and the offline provider (no account, no network). Callers (assessment and chat services) own
// their prompts and their fallback texts; a provider only generates or fails with AiFailure.
import { ServiceFailure } from '../errors.js';

export interface EvaluationRequest {
  /** The full prompt for a generative model (no name, email or phone of the member in it). */
  prompt: string;
  /** The same facts, structured, for the offline provider. */
  facts: {
    conditionTitle: string;
    score: number;
    maxScore: number;
    /** Human wording of the band, e.g. "moderate". */
    severityLabel: string;
    tips: string[];
    /** An answer or the total calls for the crisis resources (they are shown beside the text). */
    needsCrisisSupport?: boolean;
  };
}

export interface ChatRequest {
  /** The full prompt: instructions, a little of the member's own recent chat, the new message. */
  prompt: string;
  /** The member's new message alone, for the offline provider. */
  message: string;
}

export interface AiProvider {
  readonly kind: 'gemini' | 'offline';
  /** A complete evaluation text. Rejects with AiFailure. */
  evaluate(request: EvaluationRequest, signal?: AbortSignal): Promise<string>;
  /** The reply, chunk by chunk, as the model writes it. Throws AiFailure while iterating. */
  chatStream(request: ChatRequest, signal?: AbortSignal): AsyncIterable<string>;
}

export type AiFailureReason = 'timeout' | 'rate_limited' | 'upstream' | 'blocked' | 'empty';

export class AiFailure extends ServiceFailure<AiFailureReason> {}
