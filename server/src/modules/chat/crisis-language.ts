// Crisis language in a chat message (docs/security.md 20): a thin shim over the safety net's
// classifier (../safety/crisis/detector.ts), kept so that existing callers compile; the fixed
// replies per kind live in common/src/crisis-replies.ts. Anything the classifier flags (CRISIS or UNSURE) counts.
import { assessCrisis } from '../safety/crisis/detector.js';

export { CRISIS_CHECK_MAX_CHARS, normalizeForCrisisCheck } from '../safety/crisis/normalize.js';

export const containsCrisisLanguage = (text: string): boolean => assessCrisis(text).level !== 'NONE';
