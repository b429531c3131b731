// The generative AI behind evaluations and chat. Two implementations: Gemini (when a key is set)
// and the offline provider (no account, no network). Callers (assessment and chat services) own
// their prompts and their fallback texts; a provider only generates or fails with AiFailure.
import type { CrisisKind } from '@mindcheck/common';
import { ServiceFailure } from '../errors.js';

export interface EvaluationRequest {
  /** The context and safety rules (system-instructions.ts): sent apart from the prompt. */
  systemInstruction?: string;
  /** The facts and the task for a generative model (no name, email or phone of the member in it). */
  prompt: string;
  /** The same facts, structured, for the offline provider. */
  facts: {
    conditionTitle: string;
    score: number;
    maxScore: number;
    /** Human wording of the band, e.g. "moderate", or "Some symptoms reported" for a neutral scale. */
    severityLabel: string;
    /**
     * The scale is the spec's own, not a validated instrument (schizophrenia, dementia): its band is
     * named by what was reported, never as a clinical grade (docs/clinical-safety.md H11).
     */
    neutralBands?: boolean;
    tips: string[];
    /** An answer or the total calls for the crisis resources (they are shown beside the text). */
    needsCrisisSupport?: boolean;
    /**
     * For the offline evaluator's words in the member's language (#36): their language, the test
     * (Condition) and the band's key in the `app` catalogue (`ui.band.<key>`) that the screens show.
     */
    locale?: string;
    condition?: string;
    bandKey?: string;
  };
}

export interface ChatRequest {
  /** The context and safety rules (system-instructions.ts): sent apart from the member's words. */
  systemInstruction?: string;
  /** A little of the member's own recent chat, and the new message. */
  prompt: string;
  /** The member's new message alone, for the offline provider. */
  message: string;
  /** The member's language, for the offline assistant's words (#36). */
  locale?: string;
}

/** The semantic crisis check's answer (crisis-check.ts). */
export interface CrisisClassification {
  crisis: boolean;
  kind: CrisisKind | null;
}

export interface AiProvider {
  readonly kind: 'gemini' | 'offline';
  /** A complete evaluation text. Rejects with AiFailure. */
  evaluate(request: EvaluationRequest, signal?: AbortSignal): Promise<string>;
  /** The reply, chunk by chunk, as the model writes it. Throws AiFailure while iterating. */
  chatStream(request: ChatRequest, signal?: AbortSignal): AsyncIterable<string>;
  /**
   * The semantic crisis check of one member message (a short classification call). Absent on
   * providers that cannot read meaning (offline). Rejects with AiFailure.
   */
  classifyCrisis?(message: string, signal: AbortSignal): Promise<CrisisClassification>;
  /** At start-up: 'missing' when the configured model does not exist (a 404), else 'ok'. */
  checkModel?(): Promise<'ok' | 'missing' | 'unknown'>;
}

export type AiFailureReason = 'timeout' | 'rate_limited' | 'upstream' | 'blocked' | 'empty';

export class AiFailure extends ServiceFailure<AiFailureReason> {}
