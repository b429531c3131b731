// The crisis check every member-written text goes through (chat, appointment messages, the answer to
// the "are you thinking about ending your life?" question). PROVISIONAL: this first version wraps the
// wave-2 patterns so that callers can be built against the final interface; the classifier that
// replaces it keeps these exports and their meaning.
import type { CrisisKind, SelfHarmSubKind } from '@mindcheck/common';
import { CRISIS_CHECK_MAX_CHARS, containsCrisisLanguage } from '../../chat/crisis-language.js';

export { CRISIS_CHECK_MAX_CHARS };

/**
 * CRISIS: answer with the crisis reply of `kind`, never the AI's.
 * UNSURE: a hedged or ambiguous phrasing: ask the member kindly, with the crisis card, instead of an
 *   AI reply (counts as flagged when measuring recall and false positives).
 * NONE: nothing found by the rules (the semantic check may still run when the AI is on).
 */
export type CrisisLevel = 'CRISIS' | 'UNSURE' | 'NONE';

export interface CrisisAssessment {
  level: CrisisLevel;
  /** Set when level is CRISIS or UNSURE (UNSURE is about SELF_HARM unless the rules know better). */
  kind: CrisisKind | null;
  /** For SELF_HARM: which sub-kind matched, when known. */
  subKind: SelfHarmSubKind | null;
}

export const NO_CRISIS: CrisisAssessment = Object.freeze({ level: 'NONE', kind: null, subKind: null });

/** Reads at most CRISIS_CHECK_MAX_CHARS characters of `text`; linear in its length. */
export function assessCrisis(text: string): CrisisAssessment {
  return containsCrisisLanguage(text) ? { level: 'CRISIS', kind: 'SELF_HARM', subKind: null } : NO_CRISIS;
}

/** How a member answered "Are you thinking about ending your life?": yes, no, or not clear. */
export type CrisisQuestionAnswer = 'YES' | 'NO' | 'UNCLEAR';

/**
 * The member's answer to the ask-when-unsure question, in any of the app's languages ("yes",
 * "I dey think am", "no, I'm safe", "bẹẹni", "eh", "ee"...). A reply that is itself crisis language
 * is YES whatever else it says.
 */
export function readCrisisQuestionAnswer(text: string): CrisisQuestionAnswer {
  if (assessCrisis(text).level === 'CRISIS') return 'YES';
  const t = text.slice(0, 200).trim().toLowerCase();
  if (/^(?:yes|yeah|yep|yh|i dey think am)\b/.test(t)) return 'YES';
  if (/^(?:no|nope|nah|i'?m safe|i am safe)\b/.test(t)) return 'NO';
  return 'UNCLEAR';
}
