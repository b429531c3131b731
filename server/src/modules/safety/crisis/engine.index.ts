// The per-message index of the crisis matcher: for each position, the lexicons that match there and
// where each match ends. A word's own matches (its first step into the lexicon trie: a common word
// such as "my" or "die" is in 40-60 lexicons) are looked up once per distinct word and shared by
// every position holding that word; only phrases of two or more tokens are recorded per position.
// The positions of a lexicon are gathered only when a rule asks for them.
import { type FirstStep, MAX_PHRASE, firstStep, lexiconCount, requiredMask, ruleMasks } from './engine.js';

const NONE: number[] = [];

/** A distinct word of the message: its own matches and where it stands, ascending. */
interface Word {
  step: FirstStep;
  positions: number[];
}

/** Per-text index: for each position, the lexicons that match there and where each match ends. */
export class TokenIndex {
  readonly tokens: readonly string[];
  /** The one-token matches at each position (shared by every position of the same word; end i + 1). */
  private readonly single: (readonly number[])[];
  /** Every match of two or more tokens as a pair lexId, end (exclusive), in order of start; those
   * starting at i are at [offsets[i], offsets[i + 1]) (one flat array: no array per token). */
  private readonly flat: number[] = [];
  private readonly offsets: Int32Array;
  private readonly blank: Uint8Array;
  /**
   * slotOf[lex]: 0 when lexicon `lex` matches nowhere in the text, else 1 + its number among the
   * lexicons present, which index lexWords, phraseStarts and startsCache (#32 round 10, speed: one
   * zeroed typed array per message instead of three arrays as long as the lexicons, ~3,300).
   */
  private readonly slotOf: Int32Array;
  /** The lexicons present, each once, in the order first met. */
  private readonly presentList: number[] = [];
  /** ruleMasks of the lexicons present (built at the first rule tried). */
  private masks: Uint32Array | null = null;
  /** The distinct words matching lexicon `lex` on their own. */
  /**
   * Each slot's distinct words, as a list linked through flat arrays (newest first; the order is
   * never read): wordHead[slot] the last link or -1, linkWord/linkNext per link (#32 round 10,
   * speed: a small array per lexicon present, grown by push, was a third of the message's garbage).
   */
  private readonly wordHead: number[] = [];
  private readonly linkWord: Word[] = [];
  private readonly linkNext: number[] = [];
  /** Where a phrase of two or more tokens of lexicon `lex` starts, ascending. */
  private readonly phraseStarts: (number[] | undefined)[] = [];
  private readonly startsCache: (readonly number[] | undefined)[] = [];

  constructor(tokens: readonly string[]) {
    this.tokens = tokens;
    const lexes = lexiconCount();
    this.slotOf = new Int32Array(lexes);
    this.single = new Array<readonly number[]>(tokens.length);
    this.offsets = new Int32Array(tokens.length + 1);
    this.blank = new Uint8Array(tokens.length);
    const words = new Map<string, Word>();
    for (let i = 0; i < tokens.length; i += 1) {
      this.indexAt(i, words);
      this.offsets[i + 1] = this.flat.length;
    }
  }

  private wordAt(token: string, words: Map<string, Word>): Word {
    let word = words.get(token);
    if (!word) {
      word = { step: firstStep(token), positions: [] };
      words.set(token, word);
      for (const lex of word.step.lexes) {
        const slot = this.markPresent(lex);
        const head = this.wordHead[slot] ?? -1;
        if (head >= 0 && this.linkWord[head] === word) continue;
        this.linkWord.push(word);
        this.linkNext.push(head);
        this.wordHead[slot] = this.linkWord.length - 1;
      }
    }
    return word;
  }

  private indexAt(i: number, words: Map<string, Word>): void {
    const word = this.wordAt(this.tokens[i] ?? '', words);
    word.positions.push(i);
    this.single[i] = word.step.lexes;
    let node = word.step.child;
    // Indexed loops, no destructuring: this runs at every position (#32 round 10, speed).
    const tokens = this.tokens;
    const last = Math.min(tokens.length, i + MAX_PHRASE);
    for (let end = i + 1; node && end < last; end += 1) {
      const next = tokens[end] ?? '';
      const prefixes = node.prefixes;
      for (let p = 0; p < prefixes.length; p += 1) {
        const entry = prefixes[p];
        if (entry && next.startsWith(entry[0])) this.record(entry[1], i, end + 1);
      }
      node = node.next.get(next);
      if (node) {
        const lexes = node.lexes;
        for (let l = 0; l < lexes.length; l += 1) this.record(lexes[l] ?? 0, i, end + 1);
      }
    }
  }

  private record(lex: number, i: number, end: number): void {
    this.flat.push(lex, end);
    const slot = this.markPresent(lex);
    const starts = this.phraseStarts[slot];
    if (!starts) this.phraseStarts[slot] = [i];
    else if (starts[starts.length - 1] !== i) starts.push(i);
  }

  /** Records lexicon `lex` as present; its slot. */
  private markPresent(lex: number): number {
    const held = this.slotOf[lex] ?? 0;
    if (held !== 0) return held - 1;
    this.presentList.push(lex);
    this.wordHead.push(-1);
    this.slotOf[lex] = this.presentList.length;
    return this.presentList.length - 1;
  }

  /** Whether every required slot of rule `rule` has a lexicon present in the text (blanked included). */
  viable(rule: number): boolean {
    this.masks ??= ruleMasks(this.presentList);
    return this.masks[rule] === requiredMask(rule);
  }

  /** Whether lexicon `lex` matches anywhere in the text (blanked tokens included). */
  occurs(lex: number): boolean {
    return this.slotOf[lex] !== 0;
  }

  /** The positions where lexicon `lex` matches, ascending (blanked tokens included); undefined if none. */
  startsOf(lex: number): readonly number[] | undefined {
    const slot = (this.slotOf[lex] ?? 0) - 1;
    if (slot < 0) return undefined;
    const held = this.startsCache[slot];
    if (held) return held;
    const words = this.wordsOf(slot);
    const phrases = this.phraseStarts[slot];
    let starts: readonly number[];
    if (words.length === 0) starts = phrases ?? NONE;
    else if (words.length === 1 && !phrases) starts = words[0]?.positions ?? NONE;
    else starts = merged(words, phrases);
    this.startsCache[slot] = starts;
    return starts;
  }

  /** The distinct words of a slot (gathered only when a rule asks for the lexicon's positions). */
  private wordsOf(slot: number): Word[] {
    const words: Word[] = [];
    for (let link = this.wordHead[slot] ?? -1; link >= 0; link = this.linkNext[link] ?? -1) {
      const word = this.linkWord[link];
      if (word) words.push(word);
    }
    return words;
  }

  /**
   * How many times lexicon `lex` starts a match, counted without gathering the positions (a word's
   * and a phrase's start at one position may count twice): enough to choose a rule's rarest slot
   * (#32 round 5, speed: a wide lexicon is merged only when a rule is anchored on it).
   */
  countOf(lex: number): number {
    const slot = (this.slotOf[lex] ?? 0) - 1;
    if (slot < 0) return 0;
    const held = this.startsCache[slot];
    if (held) return held.length;
    let count = this.phraseStarts[slot]?.length ?? 0;
    for (let link = this.wordHead[slot] ?? -1; link >= 0; link = this.linkNext[link] ?? -1)
      count += this.linkWord[link]?.positions.length ?? 0;
    return count;
  }

  /** Ends of the matches of `lex` starting at `i` (none on a blanked token). */
  endsAt(lex: number, i: number): number[] {
    return this.endsAtAny([lex], i);
  }

  /** Ends of the matches of any of `lexes` starting at `i` (none on a blanked token). */
  endsAtAny(lexes: readonly number[], i: number): number[] {
    let ends: number[] | null = null;
    for (let k = this.nextHit(lexes, i, 0); k >= 0; k = this.nextHit(lexes, i, k + 1))
      (ends ??= []).push(this.hitEnd(i, k));
    return ends ?? NONE;
  }

  /** The end of the `k`th match at `i` (the word's own matches first, then the longer phrases). */
  hitEnd(i: number, k: number): number {
    const single = this.single[i] ?? NONE;
    if (k < single.length) return i + 1;
    return this.flat[(this.offsets[i] ?? 0) + 2 * (k - single.length) + 1] ?? 0;
  }

  /**
   * The number, from `k` on, of the next match at `i` of any of `lexes` (none on a blanked token,
   * nor across one); -1 when there is none. Allocates nothing: the matcher's inner loop.
   */
  nextHit(lexes: readonly number[], i: number, k: number): number {
    if (this.blank[i]) return -1;
    const single = this.single[i] ?? NONE;
    for (let at = k; at < single.length; at += 1) if (lexes.includes(single[at] ?? -1)) return at;
    const base = this.offsets[i] ?? 0;
    const to = this.offsets[i + 1] ?? 0;
    for (let at = base + 2 * Math.max(0, k - single.length); at < to; at += 2) {
      if (lexes.includes(this.flat[at] ?? -1) && !this.blankBetween(i + 1, this.flat[at + 1] ?? 0))
        return single.length + (at - base) / 2;
    }
    return -1;
  }

  /** nextHit with the lexicons as a membership array (`member[lex] === 1`): one read per hit tried. */
  nextHitIn(member: Uint8Array, i: number, k: number): number {
    if (this.blank[i]) return -1;
    const single = this.single[i] ?? NONE;
    for (let at = k; at < single.length; at += 1) if (member[single[at] ?? 0] === 1) return at;
    const base = this.offsets[i] ?? 0;
    const to = this.offsets[i + 1] ?? 0;
    for (let at = base + 2 * Math.max(0, k - single.length); at < to; at += 2) {
      if (member[this.flat[at] ?? 0] === 1 && !this.blankBetween(i + 1, this.flat[at + 1] ?? 0))
        return single.length + (at - base) / 2;
    }
    return -1;
  }

  private blankBetween(from: number, to: number): boolean {
    for (let j = from; j < to; j += 1) if (this.blank[j]) return true;
    return false;
  }

  has(lex: number, i: number): boolean {
    if (this.blank[i]) return false;
    if ((this.single[i] ?? NONE).includes(lex)) return true;
    const to = this.offsets[i + 1] ?? 0;
    for (let at = this.offsets[i] ?? 0; at < to; at += 2) {
      if (this.flat[at] === lex && !this.blankBetween(i + 1, this.flat[at + 1] ?? 0)) return true;
    }
    return false;
  }

  /** Marks tokens as read already (a safe idiom): no rule slot matches on them afterwards. */
  blankOut(from: number, to: number): void {
    this.blank.fill(1, from, Math.min(to, this.tokens.length));
  }

  /** Whether any of `lexes` starts a match somewhere in [from, to] (binary search, no allocation). */
  startsWithin(lexes: readonly number[], from: number, to: number): boolean {
    for (const lex of lexes) {
      const starts = this.startsOf(lex);
      if (!starts) continue;
      let lo = 0;
      let hi = starts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((starts[mid] ?? 0) < from) lo = mid + 1;
        else hi = mid;
      }
      if (lo < starts.length && (starts[lo] ?? Infinity) <= to) return true;
    }
    return false;
  }

  isBlank(i: number): boolean {
    return this.blank[i] === 1;
  }
}

/** The positions of several words and phrases merged in order, each once. */
function merged(words: readonly Word[], phrases: readonly number[] | undefined): number[] {
  let total = phrases?.length ?? 0;
  for (const word of words) total += word.positions.length;
  const all = new Int32Array(total);
  let at = 0;
  for (const word of words) for (const position of word.positions) all[at++] = position;
  if (phrases) for (const position of phrases) all[at++] = position;
  all.sort();
  const out: number[] = [];
  for (const position of all) if (out[out.length - 1] !== position) out.push(position);
  return out;
}
