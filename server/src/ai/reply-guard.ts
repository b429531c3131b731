// The reply guard (docs/security.md 20): the AI's text is checked before a member sees it. A reply
// that gives method, means, dose or lethality content, names a phone number that is not one of the
// member's configured help lines, or ignores a crisis the member expressed, is replaced by the fixed
// crisis reply. It errs on the side of the crisis reply: a false alarm costs one kind message.
// Every pattern is linear and runs on capped text.

/** Why the guard stopped a reply. */
export type GuardTrip = 'method_or_dose' | 'unknown_number' | 'ignored_crisis';

/** Longest text one check reads (a sentence, or the whole reply at the end). */
const GUARD_MAX_CHARS = 20_000;

const UNITS = '(?:mg|mcg|milligrams?|grams?|g|ml|millilitres?|milliliters?|tablets?|pills?|capsules?|caplets?|doses?)';
const METHOD_OR_DOSE: readonly RegExp[] = [
  // A quantity of a drug: "20 tablets", "500mg", "2.5 g".
  new RegExp(`\\b\\d{1,6}(?:[.,]\\d{1,3})? ?${UNITS}\\b`, 'i'),
  /\bhow (?:many|much) (?:pills|tablets|capsules|paracetamol|tramadol|sleeping pills|poison|bleach)\b/i,
  /\b(?:lethal|fatal|deadly|toxic) (?:dose|amount|quantity|level)\b/i,
  /\blethality\b/i,
  /\b(?:enough|too many) (?:pills|tablets) to\b/i,
  /\b(?:noose|ligature|carbon monoxide|asphyxiat\w*|exit bag)\b/i,
  /\b(?:hang|hanging|poison|poisoning|kill|killing) (?:yourself|oneself)\b/i,
  /\b(?:slit|slitting|cut|cutting) (?:your |the )?(?:wrists?|throat|veins?)\b/i,
  /\b(?:ways|way|methods?|how) to (?:kill|end your life|die|overdose|hurt yourself|harm yourself)\b/i,
  /\b(?:sniper|gammalin|otapiapia|rat poison|insecticide|pesticide|weed ?killer) (?:is|will|can|would|works?|kills?)\b/i,
  /\bjump(?:ing)? (?:off|from) (?:a |the )?(?:bridge|building|roof|cliff|height)\b/i,
];

// A phone number: six digits or more (spaces, dashes, dots, brackets between them), or a short
// number right after a word that offers it ("call 911", "dial 999", "text 741741").
const LONG_NUMBER = /\+?\d(?:[ \-.()]{0,2}\d){5,19}/g;
const SHORT_NUMBER =
  /\b(?:call|dial|ring|text|phone|number|hotline|line|on)(?: the number| number)?:? (\d{3,5})(?![ \-.]?\d)/gi;

const HELP_WORDS =
  /\b(?:emergency|crisis|help ?lines?|hotlines?|support lines?|professional|doctor|counsell?or|therapist|someone you trust|call|reach out|safe|safety)\b/i;

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

export interface ReplyGuardOptions {
  /** The contacts of the member's configured help lines: the only numbers the AI may name. */
  allowedContacts: readonly string[];
  /** One of the member's recent messages was a crisis: the reply must not ignore it. */
  memberInCrisis?: boolean;
}

export class ReplyGuard {
  private readonly allowed: string[];

  constructor(private readonly options: ReplyGuardOptions) {
    this.allowed = options.allowedContacts.map(digitsOf).filter((d) => d.length >= 3);
  }

  /** Checks a piece of the reply (a sentence or more): method or dose content, unknown numbers. */
  checkPiece(piece: string): GuardTrip | null {
    const text = piece.slice(0, GUARD_MAX_CHARS);
    if (METHOD_OR_DOSE.some((pattern) => pattern.test(text))) return 'method_or_dose';
    for (const match of text.matchAll(LONG_NUMBER)) if (!this.isAllowed(digitsOf(match[0]))) return 'unknown_number';
    for (const match of text.matchAll(SHORT_NUMBER)) if (!this.isAllowed(match[1])) return 'unknown_number';
    return null;
  }

  /** Checks the whole reply once it is complete: every piece check, and a crisis it ignores. */
  checkWhole(reply: string): GuardTrip | null {
    const trip = this.checkPiece(reply);
    if (trip) return trip;
    const text = reply.slice(0, GUARD_MAX_CHARS);
    if (this.options.memberInCrisis && !HELP_WORDS.test(text) && !this.namesAllowedNumber(text))
      return 'ignored_crisis';
    return null;
  }

  private isAllowed(digits: string): boolean {
    return this.allowed.some(
      (a) => a === digits || (digits.length >= 6 && a.endsWith(digits)) || (a.length >= 6 && digits.endsWith(a)),
    );
  }

  private namesAllowedNumber(text: string): boolean {
    const digits = digitsOf(text);
    return this.allowed.some((a) => digits.includes(a));
  }
}
