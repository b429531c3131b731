// What a member's chat message calls for (docs/security.md 20): the crisis reply of a kind, the
// ask-when-unsure question, or the ordinary reply. The rules (assessCrisis) decide first; the
// member's answer to the question is read by readCrisisQuestionAnswer; the semantic check runs only
// on what the rules found nothing in, and only ever adds a crisis reply.
import type { CrisisKind } from '@mindcheck/common';
import type { CrisisClassification } from '../../ai/index.js';
import { assessCrisis } from '../safety/crisis/detector.js';
import { readCrisisQuestionAnswer } from '../safety/crisis/answer.js';
import type { ChatMessageRecord } from './chat.model.js';

export type ChatCrisisDecision =
  | { action: 'crisis'; kind: CrisisKind; by: 'rules' | 'answer' | 'semantic' }
  /** `kind`: whom the question is about (SOMEONE_ELSE: "are they in danger?"; else the self-harm question). */
  | { action: 'question'; kind: 'SELF_HARM' | 'SOMEONE_ELSE' }
  /** `answeredNo`: the member said no to the question (a kind acknowledgement comes first). */
  | { action: 'reply'; answeredNo: boolean };

/** The semantic check, when the AI service may read the message; null when it cannot answer. */
export type SemanticCheck = (text: string) => Promise<CrisisClassification | null>;

/** The rules (the safety module's detector; replaceable in tests of this flow). */
export interface CrisisRules {
  assessCrisis: typeof assessCrisis;
  readCrisisQuestionAnswer: typeof readCrisisQuestionAnswer;
}

export const CRISIS_RULES: CrisisRules = { assessCrisis, readCrisisQuestionAnswer };

export async function decideCrisis(
  text: string,
  earlier: readonly ChatMessageRecord[],
  semanticCheck: SemanticCheck | null,
  rulesOf: CrisisRules = CRISIS_RULES,
): Promise<ChatCrisisDecision> {
  const last = earlier.at(-1);
  const asked = last?.crisisQuestion === true;
  if (asked) {
    const answer = rulesOf.readCrisisQuestionAnswer(text);
    // Round 8 of #32: a "yes" to the question about someone else is their danger, not the member's.
    const askedAbout = last?.crisisKind === 'SOMEONE_ELSE' ? 'SOMEONE_ELSE' : 'SELF_HARM';
    if (answer === 'YES') return { action: 'crisis', kind: askedAbout, by: 'answer' };
    if (answer === 'NO') return { action: 'reply', answeredNo: true };
  }
  const rules = rulesOf.assessCrisis(text);
  if (rules.level === 'CRISIS') return { action: 'crisis', kind: rules.kind ?? 'SELF_HARM', by: 'rules' };
  // Unsure again right after asking: the crisis reply, not the same question twice.
  if (rules.level === 'UNSURE')
    return asked
      ? { action: 'crisis', kind: rules.kind ?? 'SELF_HARM', by: 'rules' }
      : { action: 'question', kind: rules.kind === 'SOMEONE_ELSE' ? 'SOMEONE_ELSE' : 'SELF_HARM' };
  const semantic = semanticCheck ? await semanticCheck(text) : null;
  if (semantic?.crisis) return { action: 'crisis', kind: semantic.kind ?? 'SELF_HARM', by: 'semantic' };
  return { action: 'reply', answeredNo: false };
}

/**
 * Whether one of the member's last three messages was flagged, and its kind. The message being
 * answered was not (else it would have the crisis reply): the two before it are read from their
 * replies, which carry the flag.
 */
export function recentCrisis(earlier: readonly ChatMessageRecord[]): { kind: CrisisKind | null } | undefined {
  const flagged = earlier
    .filter((m) => m.type === 'ai')
    .slice(-2)
    .filter((m) => m.needsCrisisSupport || m.crisisQuestion);
  return flagged.length ? { kind: flagged.at(-1)?.crisisKind ?? null } : undefined;
}
