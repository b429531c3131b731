// Crisis language in a chat message (SECURITY.md 20): words about suicide or self-harm bring a
// fixed, kind reply (common/src/crisis-replies.ts) with the crisis resources at once, without asking the AI service. The list
// errs on the side of answering with resources: a false alarm costs a member one kind message; a
// missed one could cost far more. Maintained here, tested against the table in
// crisis-language.test.ts (crisis and not, English, Nigerian English and Pidgin): add a phrase
// together with rows of the table.

/** Longest text the check reads: chat prompts are capped below this before it runs. */
export const CRISIS_CHECK_MAX_CHARS = 4000;

// Digits and signs typed for letters ("k1ll mys3lf", "$uicide"), read as letters inside words only.
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
const HAS_LETTER = /\p{L}/u;
const HAS_LEET = /[013457@$]/;

/**
 * Lower-cased, apostrophes unified, digits typed for letters read as letters, punctuation and
 * repeated spaces reduced to one space, a letter typed three or more times read once, and letters
 * spaced out one by one ("s u i c i d e", "k.i.l.l") joined into a word. Every step is linear.
 */
export function normalizeForCrisisCheck(text: string): string {
  const words = text
    .slice(0, CRISIS_CHECK_MAX_CHARS)
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .split(/\s+/)
    .map((word) => (HAS_LETTER.test(word) && HAS_LEET.test(word) ? word.replace(/[013457@$]/g, (c) => LEET[c]) : word))
    .join(' ')
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .split(' ')
    .filter(Boolean);
  // Join runs of three or more one-letter words ("i" and "a" alone stay words).
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) out.push(run.join(''));
    else out.push(...run);
    run = [];
  };
  for (const word of words) {
    if ([...word].length === 1 && /\p{L}/u.test(word)) run.push(word);
    else {
      flush();
      out.push(word);
    }
  }
  flush();
  return out.join(' ');
}

// Matched against the normalized text, on word boundaries. `I( a)?m`-style spellings are spelled
// out so that each entry reads as the phrase a member would type. Every pattern is linear: no
// nested or adjacent unbounded repeats of the same characters.
const ME = '(?:myself|my self|meself|mysef|myslef|mself)';
const KILL = '(?:kil+|kil+ing|kil+ed|kpai|kpeh)';
export const CRISIS_PATTERNS: readonly RegExp[] = [
  // Suicide, named, with its common misspellings (sucide, suicde, suiside, sui cide).
  /\bsu+i? ?[cs]+i?[cs]?i?d/,
  /\bsuicied/,
  /(?<![0-9] )\bkms\b/,
  new RegExp(`\\b${KILL} ?${ME}\\b`),
  /\bunalive\w*/,
  /\bend(?:ing)? (?:my|it) (?:own )?life\b/,
  /\bend(?:ing)? it all\b/,
  /\b(?:think|thinking|thought) (?:about|of) ending it\b/,
  /\btak(?:e|ing) my (?:own )?life\b/,
  /\b(?:want|wanna|wan|wanted|planning|plan|ready|wish|wishing|go|fit) (?:to )?(?:just )?die\b/,
  /\bwant(?:ed)? to be dead\b/,
  /\bwish (?:i was|i were|i had|i'd|i'd have|i would|i could) (?:just )?(?:dead|die|never been born|not wake up)\b/,
  /\blet me (?:just )?die\b/,
  /\bmake i (?:just )?die\b/,
  /\bbetter off dead\b/,
  /\bbetter off without me\b/,
  /\bnobody (?:go|will|would|wud) (?:even )?miss me\b/,
  /\b(?:no|not any|nothing) (?:reason|point) (?:to|in|of|for) (?:live|living|life|go on|going on|continue|continuing)\b/,
  /\b(?:don'?t|do not|dont|no) (?:want|wan|wanna) (?:to )?(?:live|be alive|exist|wake up|dey live|continue this life)\b/,
  /\bnever wake up\b/,
  /\b(?:can'?t|cannot|cant|no fit) (?:go on|keep going|do this anymore|take it anymore|continue again|cope again|carry on again)\b/,
  /\btired (?:of|for) (?:this |my )?(?:life|living)\b/,
  /\btire for (?:this |my )?life\b/,
  /\b(?:leave|commot|comot) (?:for |from )?this world\b/,
  new RegExp(`\\bhang(?:ing)? ${ME}\\b`),
  /\bjump(?:ing)? (?:off|from) (?:a |the |my )?(?:bridge|building|roof|cliff|balcony)\b/,
  /\b(?:jump|jumping|step|stepping|throw myself) in front of (?:a |the )?(?:train|car|bus|truck|lorry|danfo|trailer)\b/,
  /\boverdos(?:e|ed|ing)\b/,
  /\btake all (?:my|the|of my) (?:pills|tablets|meds|medication)\b/,
  // Sniper (an insecticide) and rat poison are common means in Nigeria.
  /\b(?:drink|drinking|drank|take|taking|took|swallow|swallowing|buy|buying|bought) (?:the |some |a bottle of )?(?:sniper|otapiapia|rat poison|poison|bleach|gammalin|snipper)\b/,
  /\bslit(?:ting)? my (?:wrists?|throat)\b/,
  /\b(?:goodbye|suicide) note\b/,
  // Self-harm.
  /\bself ?harm\w*/,
  /\bself ?injur\w*/,
  new RegExp(`\\b(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|injure|injuring|punish|punishing) ${ME}\\b`),
  new RegExp(`\\b(?:starve|starving) ${ME}\\b`),
];

// Negation only where it is safe: phrases that use a crisis word for something else entirely
// (a film, a car door, a sprint drill) are removed before the check, so any other crisis phrase in
// the same message still counts. "Not suicidal" and "I would never kill myself" are NOT exempt:
// a missed crisis costs far more than one kind message too many.
const SAFE_PHRASES =
  /\bsuicide (?:squad|doors?|sprints?|drills?|runs?)\b|\b(?:ran|run|running|do|did|doing) suicides\b/g;

export function containsCrisisLanguage(text: string): boolean {
  const normalized = normalizeForCrisisCheck(text).replace(SAFE_PHRASES, ' ');
  return CRISIS_PATTERNS.some((pattern) => pattern.test(normalized));
}
