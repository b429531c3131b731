// Crisis language in a chat message (SECURITY.md 20): words about suicide or self-harm bring a
// fixed, kind reply with the crisis resources at once, without asking the AI service. The list
// errs on the side of answering with resources: a false alarm costs a member one kind message; a
// missed one could cost far more. Maintained here, tested in crisis-language.test.ts: add a phrase
// together with a test case.

/** Lower-cased, apostrophes unified, punctuation and repeated spaces reduced to one space. */
export function normalizeForCrisisCheck(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Matched against the normalized text, on word boundaries. `I( a)?m`-style spellings are spelled
// out so that each entry reads as the phrase a member would type.
const ME = '(?:myself|my self|meself)';
export const CRISIS_PATTERNS: readonly RegExp[] = [
  // Suicide, named.
  /\bsuicid\w*/,
  /\bkill(?:ing|ed)? ?(?:myself|my self|meself)\b/,
  /\bunalive\w*/,
  /\bend(?:ing)? (?:my|it) (?:own )?life\b/,
  /\bend(?:ing)? it all\b/,
  /\btak(?:e|ing) my (?:own )?life\b/,
  /\b(?:want|wanna|wanted|planning|plan|ready|wish|wishing) (?:to )?die\b/,
  /\bwant(?:ed)? to be dead\b/,
  /\bwish (?:i was|i were|i had|i'd|i'd have) (?:dead|never been born)\b/,
  /\bbetter off dead\b/,
  /\bbetter off without me\b/,
  /\b(?:no|not any|nothing) (?:reason|point) (?:to|in|of) (?:live|living|life|go on|going on)\b/,
  /\b(?:don'?t|do not) want to (?:live|be alive|exist|wake up)\b/,
  /\b(?:can'?t|cannot) (?:go on|keep going|do this anymore|take it anymore)\b/,
  /\bhang(?:ing)? (?:myself|my self)\b/,
  /\bjump(?:ing)? (?:off|from) (?:a |the |my )?(?:bridge|building|roof|cliff|balcony)\b/,
  /\b(?:jump|jumping|step|stepping|throw myself) in front of (?:a |the )?(?:train|car|bus|truck|lorry)\b/,
  /\boverdos(?:e|ed|ing)\b/,
  /\btake all (?:my|the|of my) (?:pills|tablets|meds|medication)\b/,
  /\bslit(?:ting)? my (?:wrists?|throat)\b/,
  /\bgoodbye note\b/,
  /\bsuicide note\b/,
  // Self-harm.
  /\bself ?harm\w*/,
  /\bself ?injur\w*/,
  new RegExp(`\\b(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|injure|injuring|punish|punishing) ${ME}\\b`),
  new RegExp(`\\b(?:starve|starving) ${ME}\\b`),
];

export function containsCrisisLanguage(text: string): boolean {
  const normalized = normalizeForCrisisCheck(text);
  return CRISIS_PATTERNS.some((pattern) => pattern.test(normalized));
}

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
