// A small token-window matcher for the crisis rules. A rule is a sequence of slots, each a lexicon
// (one or more phrases, a phrase one or more canonical tokens, a trailing `*` a prefix), with at
// most a few arbitrary tokens between two slots. Matching is linear: one index pass over the tokens
// (one map look-up per token and per prefix bucket), then each rule is tried only where its first
// slot matched, over a bounded window. No regular expression runs on the text here.
import { crisisTokens } from './normalize.js';

export interface Lexicon {
  readonly id: number;
  readonly name: string;
}

/** A trie over canonical tokens: the lexicons whose phrase ends at this node. */
interface Node {
  next: Map<string, Node>;
  lexes: number[];
  /** Phrases whose last token is a prefix ("self harm*"): the prefix and its lexicons. */
  prefixes: [prefix: string, lex: number][];
}

const newNode = (): Node => ({ next: new Map(), lexes: [], prefixes: [] });
const root = newNode();
/** Single-token prefixes ("suicid*"), bucketed by their first letters. */
const prefixBuckets = new Map<string, [prefix: string, lex: number][]>();
const lexicons: Lexicon[] = [];
const byName = new Map<string, Lexicon>();
const PREFIX_KEY = 3;

function add(tokens: readonly string[], star: boolean, lex: number): void {
  if (tokens.length === 0) return;
  const last = tokens.length - 1;
  if (star && last === 0 && (tokens[0]?.length ?? 0) >= PREFIX_KEY) {
    const prefix = tokens[0] ?? '';
    const key = prefix.slice(0, PREFIX_KEY);
    const bucket = prefixBuckets.get(key);
    if (bucket) bucket.push([prefix, lex]);
    else prefixBuckets.set(key, [[prefix, lex]]);
    return;
  }
  let node = root;
  for (let k = 0; k < (star ? last : tokens.length); k += 1) {
    const token = tokens[k] ?? '';
    let child = node.next.get(token);
    if (!child) {
      child = newNode();
      node.next.set(token, child);
    }
    node = child;
  }
  if (star) node.prefixes.push([tokens[last] ?? '', lex]);
  else if (!node.lexes.includes(lex)) node.lexes.push(lex);
}

/** Registers a lexicon from phrases (written naturally: accents, apostrophes and case are fine). */
export function lexicon(name: string, phrases: readonly string[]): Lexicon {
  const existing = byName.get(name);
  if (existing) return existing;
  const lex: Lexicon = { id: lexicons.length, name };
  lexicons.push(lex);
  byName.set(name, lex);
  for (const phrase of phrases) {
    const star = phrase.endsWith('*');
    add(crisisTokens(star ? phrase.slice(0, -1) : phrase), star, lex.id);
  }
  return lex;
}

export function lexiconNamed(name: string): Lexicon {
  const lex = byName.get(name);
  if (!lex) throw new Error(`crisis rules: no lexicon ${name}`);
  return lex;
}

const DIGITS = /^\d+$/;
const NONE: number[] = [];
/** Every number typed in digits ("5 kms", "20 tablets") is a `NUMBER`, one of 8 or more (a count
 * of tablets that is an overdose, not a dose) a `BIG_NUMBER` too. */
const NUMBER = lexicon('NUMBER', []).id;
const BIG_NUMBER = lexicon('BIG_NUMBER', []).id;
const BIG = 8;
/** The start and the end of a message, when the caller marks them (`EDGE` in the rules). */
export const EDGE_TOKEN = '\u0002';
const EDGE = lexicon('EDGE', []).id;
/** Longest phrase in tokens the index follows (the trie is never deeper in practice). */
const MAX_PHRASE = 8;

/** What a word matches on its own (in the order the index records it), and its node in the trie. */
interface FirstStep {
  lexes: number[];
  child: Node | undefined;
}

function firstStep(token: string): FirstStep {
  const lexes: number[] = [];
  if (token === EDGE_TOKEN) lexes.push(EDGE);
  if (DIGITS.test(token)) {
    lexes.push(NUMBER);
    if (token.length > 2 || Number(token) >= BIG) lexes.push(BIG_NUMBER);
  }
  if (token.length >= PREFIX_KEY) {
    for (const [prefix, lex] of prefixBuckets.get(token.slice(0, PREFIX_KEY)) ?? []) {
      if (token.startsWith(prefix)) lexes.push(lex);
    }
  }
  for (const [prefix, lex] of root.prefixes) if (token.startsWith(prefix)) lexes.push(lex);
  const child = root.next.get(token);
  if (child) lexes.push(...child.lexes);
  return { lexes, child };
}

/** Per-text index: for each position, the lexicons that match there and where each match ends. */
export class TokenIndex {
  readonly tokens: readonly string[];
  /** Every match as a pair lexId, end (exclusive), in order of start; those starting at i are at
   * [offsets[i], offsets[i + 1]) (one flat array: no array per token). */
  private readonly flat: number[] = [];
  private readonly offsets: Int32Array;
  private readonly blank: Uint8Array;
  /** starts[lex]: the positions where lexicon `lex` matches, ascending (an array by id: the index's hottest path). */
  readonly starts: (number[] | undefined)[] = new Array<number[] | undefined>(lexicons.length);

  constructor(tokens: readonly string[]) {
    this.tokens = tokens;
    this.offsets = new Int32Array(tokens.length + 1);
    this.blank = new Uint8Array(tokens.length);
    // A word's own matches (its first step into the trie) are looked up once per distinct word.
    const firstSteps = new Map<string, FirstStep>();
    for (let i = 0; i < tokens.length; i += 1) {
      this.indexAt(i, firstSteps);
      this.offsets[i + 1] = this.flat.length;
    }
  }

  private indexAt(i: number, firstSteps: Map<string, FirstStep>): void {
    const token = this.tokens[i] ?? '';
    let step = firstSteps.get(token);
    if (!step) {
      step = firstStep(token);
      firstSteps.set(token, step);
    }
    for (const lex of step.lexes) this.record(lex, i, i + 1);
    let node = step.child;
    for (let end = i + 1; node && end < this.tokens.length && end - i < MAX_PHRASE; end += 1) {
      const word = this.tokens[end] ?? '';
      for (const [prefix, lex] of node.prefixes) if (word.startsWith(prefix)) this.record(lex, i, end + 1);
      node = node.next.get(word);
      if (node) for (const lex of node.lexes) this.record(lex, i, end + 1);
    }
  }

  private record(lex: number, i: number, end: number): void {
    this.flat.push(lex, end);
    const starts = this.starts[lex];
    if (!starts) this.starts[lex] = [i];
    else if (starts[starts.length - 1] !== i) starts.push(i);
  }

  /** Ends of the matches of `lex` starting at `i` (none on a blanked token). */
  endsAt(lex: number, i: number): number[] {
    return this.endsAtAny([lex], i);
  }

  /** Ends of the matches of any of `lexes` starting at `i` (none on a blanked token). */
  endsAtAny(lexes: readonly number[], i: number): number[] {
    let ends: number[] | null = null;
    for (let k = this.nextHit(lexes, i, this.firstHit(i)); k >= 0; k = this.nextHit(lexes, i, k + 2))
      (ends ??= []).push(this.hitEnd(k));
    return ends ?? NONE;
  }

  /** Where the matches starting at `i` begin in the flat list (for nextHit). */
  firstHit(i: number): number {
    return this.offsets[i] ?? 0;
  }

  /** The end of the match at flat position `k`. */
  hitEnd(k: number): number {
    return this.flat[k + 1] ?? 0;
  }

  /**
   * The flat position, from `k` on, of the next match at `i` of any of `lexes` (none on a blanked
   * token, nor across one); -1 when there is none. Allocates nothing: the matcher's inner loop.
   */
  nextHit(lexes: readonly number[], i: number, k: number): number {
    if (this.blank[i]) return -1;
    const to = this.offsets[i + 1] ?? 0;
    for (let at = k; at < to; at += 2) {
      if (lexes.includes(this.flat[at] ?? -1) && !this.blankBetween(i + 1, this.flat[at + 1] ?? 0)) return at;
    }
    return -1;
  }

  private blankBetween(from: number, to: number): boolean {
    for (let j = from; j < to; j += 1) if (this.blank[j]) return true;
    return false;
  }

  has(lex: number, i: number): boolean {
    if (this.blank[i]) return false;
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
      const starts = this.starts[lex];
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

export interface Slot {
  /** The slot matches where any of these lexicons does. */
  lexes: readonly number[];
  optional: boolean;
  /** Arbitrary tokens allowed before this slot (0 for the first). */
  gap: number;
}

let anonymous = 0;
const literalLexicons = new Map<string, number>();

/**
 * Compiles a rule: alternatives joined by `|`, each `@NAME` (a registered lexicon) or a literal
 * phrase (`_` a space, `*` a prefix); a trailing `?` makes a slot optional; `~N` allows up to N
 * arbitrary tokens before the next slot.
 */
export function compileRule(source: string): Slot[] {
  const slots: Slot[] = [];
  let gap = 0;
  for (const part of source.split(' ').filter(Boolean)) {
    if (part.startsWith('~')) {
      gap = Number(part.slice(1));
      continue;
    }
    const optional = part.endsWith('?');
    const alternatives = (optional ? part.slice(0, -1) : part).split('|');
    const lexes = alternatives.filter((a) => a.startsWith('@')).map((a) => lexiconNamed(a.slice(1)).id);
    const literals = alternatives.filter((a) => !a.startsWith('@')).map((a) => a.replaceAll('_', ' '));
    if (literals.length > 0) {
      // One lexicon per distinct set of literals: fewer entries per token in the index.
      const key = literals.join('|');
      let id = literalLexicons.get(key);
      if (id === undefined) {
        id = lexicon(`#${(anonymous += 1)}`, literals).id;
        literalLexicons.set(key, id);
      }
      lexes.push(id);
    }
    slots.push({ lexes, optional, gap });
    gap = 0;
  }
  if (slots.length === 0 || slots[0]?.optional) throw new Error(`crisis rules: bad rule "${source}"`);
  return slots;
}

/** End of the first match of `slots` from `k` on, the previous slot having ended at `pos`; -1 if none. */
function matchFrom(index: TokenIndex, slots: readonly Slot[], k: number, pos: number): number {
  const slot = slots[k];
  if (!slot) return pos;
  if (!index.startsWithin(slot.lexes, pos, pos + slot.gap))
    return slot.optional ? matchFrom(index, slots, k + 1, pos) : -1;
  for (let at = pos; at <= pos + slot.gap && at < index.tokens.length; at += 1) {
    for (
      let hit = index.nextHit(slot.lexes, at, index.firstHit(at));
      hit >= 0;
      hit = index.nextHit(slot.lexes, at, hit + 2)
    ) {
      const done = matchFrom(index, slots, k + 1, index.hitEnd(hit));
      if (done >= 0) return done;
    }
  }
  if (slot.optional) return matchFrom(index, slots, k + 1, pos);
  return -1;
}

/** Every [start, end) where `slots` match (first slot at start), in order of start. */
export function findMatches(index: TokenIndex, slots: readonly Slot[]): [number, number][] {
  const found: [number, number][] = [];
  forEachMatch(index, slots, (start, end) => {
    found.push([start, end]);
    return false;
  });
  return found;
}

/**
 * Visits the matches of `slots` in order of start, at most up to `maxStart`, until `visit` returns
 * true (the caller has what it needs: the detector stops at a rule's first usable match, and never
 * looks past the match it already holds).
 */
export function forEachMatch(
  index: TokenIndex,
  slots: readonly Slot[],
  visit: (start: number, end: number) => boolean,
  maxStart = Number.POSITIVE_INFINITY,
): void {
  const first = slots[0];
  if (!first) return;
  // A rule whose required slot occurs nowhere in the text cannot match: most rules stop here.
  for (const slot of slots) if (!slot.optional && !slot.lexes.some((lex) => index.starts[lex] !== undefined)) return;
  const starts = mergedStarts(index, first);
  let last = -1;
  for (const start of starts) {
    if (start > maxStart) return;
    if (start === last) continue;
    last = start;
    for (
      let hit = index.nextHit(first.lexes, start, index.firstHit(start));
      hit >= 0;
      hit = index.nextHit(first.lexes, start, hit + 2)
    ) {
      const done = matchFrom(index, slots, 1, index.hitEnd(hit));
      if (done >= 0) {
        if (visit(start, done)) return;
        break;
      }
    }
  }
}

function mergedStarts(index: TokenIndex, slot: Slot): ArrayLike<number> & Iterable<number> {
  let only: number[] | undefined;
  let total = 0;
  let lists = 0;
  for (const lex of slot.lexes) {
    const starts = index.starts[lex];
    if (!starts) continue;
    only = starts;
    total += starts.length;
    lists += 1;
  }
  if (lists <= 1) return only ?? [];
  // Several lexicons: their positions merged in order (a typed array sorts numbers without a callback).
  const merged = new Int32Array(total);
  let at = 0;
  for (const lex of slot.lexes) {
    const starts = index.starts[lex];
    if (starts) for (const start of starts) merged[at++] = start;
  }
  return merged.sort();
}
