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

interface Entry {
  lex: number;
  /** Tokens after the first (exact match), may be empty. */
  rest: readonly string[];
  /** Prefix of the first token when the entry ends in `*` on a single token. */
  prefix?: string;
  /** The last of `rest` is a prefix (a phrase ending in `*`: "self harm*"). */
  lastIsPrefix?: boolean;
}

const exact = new Map<string, Entry[]>();
const prefixBuckets = new Map<string, Entry[]>();
const lexicons: Lexicon[] = [];
const byName = new Map<string, Lexicon>();
const PREFIX_KEY = 3;

function push(map: Map<string, Entry[]>, key: string, entry: Entry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
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
    const tokens = crisisTokens(star ? phrase.slice(0, -1) : phrase);
    const [first, ...rest] = tokens;
    if (first === undefined) continue;
    if (star && rest.length === 0 && first.length >= PREFIX_KEY) {
      push(prefixBuckets, first.slice(0, PREFIX_KEY), { lex: lex.id, rest, prefix: first });
    } else push(exact, first, { lex: lex.id, rest, lastIsPrefix: star && rest.length > 0 });
  }
  return lex;
}

export function lexiconNamed(name: string): Lexicon {
  const lex = byName.get(name);
  if (!lex) throw new Error(`crisis rules: no lexicon ${name}`);
  return lex;
}

const DIGITS = /^\d+$/;
/** Every number typed in digits ("5 kms", "20 tablets") is a `NUMBER`. */
const NUMBER_ENTRY: Entry = { lex: lexicon('NUMBER', []).id, rest: [] };
/** And one of 8 or more a `BIG_NUMBER` (a count of tablets that is an overdose, not a dose). */
const BIG_NUMBER_ENTRY: Entry = { lex: lexicon('BIG_NUMBER', []).id, rest: [] };
const BIG = 8;

/** Per-text index: for each position, the lexicons that match there and where each match ends. */
export class TokenIndex {
  readonly tokens: readonly string[];
  /** hits[i]: pairs [lexId, end) flattened. */
  private readonly hits: number[][];
  private readonly blank: Uint8Array;
  readonly starts = new Map<number, number[]>();

  constructor(tokens: readonly string[]) {
    this.tokens = tokens;
    this.hits = tokens.map(() => []);
    this.blank = new Uint8Array(tokens.length);
    tokens.forEach((token, i) => {
      if (DIGITS.test(token)) {
        this.record(NUMBER_ENTRY, i, i + 1);
        if (token.length > 2 || Number(token) >= BIG) this.record(BIG_NUMBER_ENTRY, i, i + 1);
      }
      for (const entry of exact.get(token) ?? []) this.record(entry, i, i + 1);
      const bucket = token.length >= PREFIX_KEY ? prefixBuckets.get(token.slice(0, PREFIX_KEY)) : undefined;
      for (const entry of bucket ?? []) if (entry.prefix && token.startsWith(entry.prefix)) this.record(entry, i, i + 1);
    });
  }

  private record(entry: Entry, i: number, after: number): void {
    let end = after;
    for (const [k, word] of entry.rest.entries()) {
      const token = this.tokens[end] ?? '';
      const last = k === entry.rest.length - 1;
      if (last && entry.lastIsPrefix ? !token.startsWith(word) : token !== word) return;
      end += 1;
    }
    const list = this.hits[i];
    if (!list) return;
    list.push(entry.lex, end);
    const starts = this.starts.get(entry.lex);
    if (starts) starts.push(i);
    else this.starts.set(entry.lex, [i]);
  }

  /** Ends of the matches of `lex` starting at `i` (none on a blanked token). */
  endsAt(lex: number, i: number): number[] {
    if (this.blank[i]) return [];
    const list = this.hits[i];
    if (!list) return [];
    const ends: number[] = [];
    for (let k = 0; k < list.length; k += 2) if (list[k] === lex) ends.push(list[k + 1] ?? i + 1);
    return ends;
  }

  has(lex: number, i: number): boolean {
    return this.endsAt(lex, i).length > 0;
  }

  /** Marks tokens as read already (a safe idiom): no rule slot matches on them afterwards. */
  blankOut(from: number, to: number): void {
    this.blank.fill(1, from, Math.min(to, this.tokens.length));
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
    if (literals.length > 0) lexes.push(lexicon(`#${(anonymous += 1)}`, literals).id);
    slots.push({ lexes, optional, gap });
    gap = 0;
  }
  if (slots.length === 0 || slots[0]?.optional) throw new Error(`crisis rules: bad rule "${source}"`);
  return slots;
}

function endsOf(index: TokenIndex, slot: Slot, at: number): number[] {
  if (slot.lexes.length === 1) return index.endsAt(slot.lexes[0] ?? -1, at);
  return slot.lexes.flatMap((lex) => index.endsAt(lex, at));
}

/** End of the first match of `slots` from `k` on, the previous slot having ended at `pos`; -1 if none. */
function matchFrom(index: TokenIndex, slots: readonly Slot[], k: number, pos: number): number {
  const slot = slots[k];
  if (!slot) return pos;
  for (let at = pos; at <= pos + slot.gap && at < index.tokens.length; at += 1) {
    for (const end of endsOf(index, slot, at)) {
      const done = matchFrom(index, slots, k + 1, end);
      if (done >= 0) return done;
    }
  }
  if (slot.optional) return matchFrom(index, slots, k + 1, pos);
  return -1;
}

/** Every [start, end) where `slots` match (first slot at start), in order of start. */
export function findMatches(index: TokenIndex, slots: readonly Slot[]): [number, number][] {
  const first = slots[0];
  if (!first) return [];
  const starts = first.lexes.flatMap((lex) => index.starts.get(lex) ?? []);
  if (first.lexes.length > 1) starts.sort((a, b) => a - b);
  const found: [number, number][] = [];
  let last = -1;
  for (const start of starts) {
    if (start === last) continue;
    last = start;
    for (const end of endsOf(index, first, start)) {
      const done = matchFrom(index, slots, 1, end);
      if (done >= 0) {
        found.push([start, done]);
        break;
      }
    }
  }
  return found;
}
