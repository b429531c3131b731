// A small token-window matcher for the crisis rules. A rule is a sequence of slots, each a lexicon
// (one or more phrases, a phrase one or more canonical tokens, a trailing `*` a prefix), with at
// most a few arbitrary tokens between two slots. Matching is linear: one index pass over the tokens
// (one map look-up per token and per prefix bucket; engine.index.ts), then each rule is tried only
// where its first slot matched, over a bounded window (engine.match.ts). No regular expression runs
// on the text here. This file holds the lexicons (a trie over canonical tokens) and compiles rules.
import { crisisTokens } from './normalize.js';

export interface Lexicon {
  readonly id: number;
  readonly name: string;
}

/** A trie over canonical tokens: the lexicons whose phrase ends at this node. */
export interface Node {
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

/**
 * firstStep of the words met lately, kept from one message to the next (#32 round 10, speed: most
 * words of a message are common ones, each in dozens of lexicons); bounded, and emptied whenever a
 * lexicon is registered (a step read before then could miss it).
 */
const steps = new Map<string, FirstStep>();
const MAX_STEPS = 20_000;

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
  steps.clear();
  const lex: Lexicon = { id: lexicons.length, name };
  lexicons.push(lex);
  byName.set(name, lex);
  for (const phrase of phrases) {
    const star = phrase.endsWith('*');
    add(crisisTokens(star ? phrase.slice(0, -1) : phrase), star, lex.id);
  }
  return lex;
}

/** How many lexicons are registered (the ids run from 0 to this, exclusive). */
export function lexiconCount(): number {
  return lexicons.length;
}

export function lexiconNamed(name: string): Lexicon {
  const lex = byName.get(name);
  if (!lex) throw new Error(`crisis rules: no lexicon ${name}`);
  return lex;
}

const DIGITS = /^\d+$/;
/** Every number typed in digits ("5 kms", "20 tablets") is a `NUMBER`, one of 8 or more (a count
 * of tablets that is an overdose, not a dose) a `BIG_NUMBER` too. */
const NUMBER = lexicon('NUMBER', []).id;
const BIG_NUMBER = lexicon('BIG_NUMBER', []).id;
const BIG = 8;
/** The start and the end of a message, when the caller marks them (`EDGE` in the rules). */
export const EDGE_TOKEN = '\u0002';
const EDGE = lexicon('EDGE', []).id;
/** Longest phrase in tokens the index follows (the trie is never deeper in practice). */
export const MAX_PHRASE = 8;

/** What a word matches on its own (in the order the index records it), and its node in the trie. */
export interface FirstStep {
  lexes: number[];
  child: Node | undefined;
}

export function firstStep(token: string): FirstStep {
  const held = steps.get(token);
  if (held) return held;
  const step = computeFirstStep(token);
  if (steps.size >= MAX_STEPS) steps.clear();
  steps.set(token, step);
  return step;
}

function computeFirstStep(token: string): FirstStep {
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

export interface Slot {
  /** The slot matches where any of these lexicons does. */
  lexes: readonly number[];
  optional: boolean;
  /** Arbitrary tokens allowed before this slot (0 for the first). */
  gap: number;
  /** member[lex] === 1 for each of `lexes` (the matcher's inner loop tests membership in one read). */
  member: Uint8Array;
  /** The number of the rule the slot belongs to (ruleMasks, requiredMask). */
  rule: number;
}

/**
 * The rules' required slots, for the check that every one occurs somewhere in the text before a rule
 * is tried (#32 round 9, speed): read once per message from the lexicons present (postings), not
 * once per rule and slot (1,250 rules, of which a message of ordinary talk lets about 30 through).
 */
const required: (readonly (readonly number[])[])[] = [];
const fullMasks: number[] = [];
/** postings[lex]: pairs of a rule and the bit of its required slot that lexicon `lex` satisfies. */
let postings: (number[] | undefined)[] = [];
let postingsFor = 0;
/** A rule's required slots each need a bit of a 32-bit mask. */
const MAX_REQUIRED = 31;

function registerRule(slots: readonly Slot[]): number {
  const slotsRequired = slots.filter((slot) => !slot.optional).map((slot) => slot.lexes);
  if (slotsRequired.length > MAX_REQUIRED) throw new Error('crisis rules: too many required slots');
  required.push(slotsRequired);
  fullMasks.push(2 ** slotsRequired.length - 1);
  return required.length - 1;
}

function buildPostings(): void {
  postings = [];
  required.forEach((slotsRequired, rule) => {
    slotsRequired.forEach((lexes, bit) => {
      for (const lex of lexes) (postings[lex] ??= []).push(rule, 2 ** bit);
    });
  });
  postingsFor = required.length;
}

/** For each rule, a bit per required slot that some lexicon of `present` satisfies. */
export function ruleMasks(present: readonly number[]): Uint32Array {
  if (postingsFor !== required.length) buildPostings();
  const masks = new Uint32Array(required.length);
  for (const lex of present) {
    const list = postings[lex];
    if (!list) continue;
    for (let k = 0; k < list.length; k += 2) masks[list[k] ?? 0] = (masks[list[k] ?? 0] ?? 0) | (list[k + 1] ?? 0);
  }
  return masks;
}

/** The mask of a rule whose every required slot is satisfied. */
export function requiredMask(rule: number): number {
  return fullMasks[rule] ?? 0;
}

function membership(lexes: readonly number[]): Uint8Array {
  const member = new Uint8Array(Math.max(0, ...lexes) + 1);
  for (const lex of lexes) member[lex] = 1;
  return member;
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
    slots.push({ lexes, optional, gap, member: membership(lexes), rule: required.length });
    gap = 0;
  }
  if (slots.length === 0 || slots[0]?.optional) throw new Error(`crisis rules: bad rule "${source}"`);
  registerRule(slots);
  return slots;
}
