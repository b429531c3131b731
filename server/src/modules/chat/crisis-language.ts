// Crisis language in a chat message (docs/security.md 20): a thin shim over the safety net's
// classifier (../safety/crisis/detector.ts), kept so that existing callers compile; the fixed
// self-harm reply stays here. Anything the classifier flags (CRISIS or UNSURE) counts.
import { assessCrisis } from '../safety/crisis/detector.js';

export { CRISIS_CHECK_MAX_CHARS, normalizeForCrisisCheck } from '../safety/crisis/normalize.js';

export const containsCrisisLanguage = (text: string): boolean => assessCrisis(text).level !== 'NONE';

export interface CrisisContact {
  name: string;
  contact: string;
  url?: string | null;
}

/** The fixed reply: kind, direct, with every crisis resource on a numbered line of its own. */
export function crisisReply(resources: readonly CrisisContact[]): string {
  const lines = resources.map((r, i) => `${i + 1}. ${r.name}: ${r.contact}${r.url ? ` (${r.url})` : ''}`);
  return [
    "I'm really sorry you're feeling this way. Thank you for telling me. You deserve support right now, and you don't have to face this alone.",
    'If you might act on these thoughts or you are in danger, please contact your local emergency number now, or reach out to one of these:',
    ...lines,
    "If you can, tell someone you trust how you are feeling and stay with them or somewhere safe. I'm still here, and you can keep talking to me.",
  ].join('\n');
}
