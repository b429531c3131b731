// The learned second stage of the crisis check: a multinomial logistic regression over hashed
// features of the canonical tokens (normalize.ts): each word, each pair of neighbouring words, and
// the 3- and 4-letter pieces of each word with its edges ("^pa", "ara$"), so that a spelling or a
// form nobody wrote down still shares most of its pieces with one that was. Trained by
// `npm run train:crisis` (src/scripts/train-crisis-model.ts) from the tuning corpora only (never
// fresh.jsonl), its weights committed in model.weights.ts. Applied here in plain TypeScript: one pass
// over the tokens, no allocation per feature, the score of every window of WINDOW tokens from prefix
// sums (a crisis sentence in a long message is read on its own, not diluted by the rest).
import { CRISIS_KINDS, type CrisisKind } from '@mindcheck/common';
import { EDGE_TOKEN } from './engine.js';
import { MODEL_WEIGHTS } from './model.weights.js';

/** The model's classes: index 0 is ordinary talk, then the crisis kinds in CRISIS_KINDS order. */
export const MODEL_CLASSES: readonly ('NONE' | CrisisKind)[] = ['NONE', ...CRISIS_KINDS];
export const HASH_BITS = 20;
const MASK = (1 << HASH_BITS) - 1;
/** Tokens per window scored (messages shorter than this are scored whole). */
export const WINDOW = 16;

// FNV-1a over the characters of a string, seeded per kind of feature.
const FNV_PRIME = 16777619;
const SEED_WORD = 2166136261;
const SEED_PAIR = 374761393;
const SEED_PIECE = 668265263;
const SEED_NEGATED = 911382323;
/** Words that negate what follows (English, Pidgin, Yoruba, Hausa, Igbo's -ghi verbs below). */
const NEGATIONS = new Set(
  'not|never|dont|didnt|wont|wouldnt|cant|cannot|couldnt|isnt|aint|arent|wasnt|no|nor|ko|kii|ba|ban|bana|mba|rara|shouldnt'.split(
    '|',
  ),
);
const NEGATION_REACH = 3;

/** Whether a negation stands in the NEGATION_REACH tokens before token `i`. */
function negated(tokens: readonly string[], i: number): boolean {
  for (let k = Math.max(0, i - NEGATION_REACH); k < i; k += 1) {
    const word = tokens[k] ?? '';
    if (NEGATIONS.has(word) || word.includes('ghi')) return true;
  }
  return false;
}

function fnv(seed: number, text: string, from: number, to: number): number {
  let h = seed >>> 0;
  for (let i = from; i < to; i += 1) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME) >>> 0;
  return h;
}

const mix = (a: number, b: number): number => Math.imul(a ^ (b >>> 15) ^ (b << 7), FNV_PRIME) >>> 0;

/** The features of a word on its own: the word, and the 3- and 4-letter pieces of "^word$". */
function forEachWordFeature(word: string, visit: (feature: number) => void): number {
  const wordHash = fnv(SEED_WORD, word, 0, word.length);
  visit(wordHash & MASK);
  const edged = `^${word}$`;
  for (let n = 3; n <= 4; n += 1) {
    for (let at = 0; at + n <= edged.length; at += 1) visit((fnv(SEED_PIECE + n, edged, at, at + n) ^ n) & MASK);
  }
  return wordHash;
}

/** The features of token `i` that depend on its neighbours: negated, and its pair with the one before. */
function forEachContextFeature(
  tokens: readonly string[],
  i: number,
  wordHash: number,
  visit: (feature: number) => void,
): void {
  // The same word under a negation is another feature ("not ... kill myself").
  if (negated(tokens, i)) visit(mix(SEED_NEGATED, wordHash) & MASK);
  const before = tokens[i - 1] ?? '';
  if (before !== '' && before !== EDGE_TOKEN) visit(mix(fnv(SEED_PAIR, before, 0, before.length), wordHash) & MASK);
}

const usable = (word: string): boolean => word !== '' && word !== EDGE_TOKEN;

/**
 * Calls `visit` with the hashed features of token `i` of `tokens` (its word, the word marked as
 * negated when a negation precedes it closely, its pair with the token before, the 3- and 4-letter
 * pieces of "^word$"). Used by training; scoring computes the same features in two parts.
 */
export function forEachFeature(tokens: readonly string[], i: number, visit: (feature: number) => void): void {
  const word = tokens[i] ?? '';
  // A token set aside (the edge of the message) has no features.
  if (!usable(word)) return;
  forEachContextFeature(tokens, i, forEachWordFeature(word, visit), visit);
}

/** The features of a whole text's tokens (training: one example per line). */
export function featuresOf(tokens: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < tokens.length; i += 1) forEachFeature(tokens, i, (f) => out.push(f));
  return out;
}

export interface ModelWeights {
  classes: number;
  bias: readonly number[];
  /** feature -> weights per class (features never seen in training are absent: weight 0). */
  table: ReadonlyMap<number, Float32Array>;
}

/** Decodes the committed weights: "feature:w0,w1,...;..." with weights in thousandths. */
export function decodeWeights(encoded: { classes: number; bias: readonly number[]; table: string }): ModelWeights {
  const table = new Map<number, Float32Array>();
  for (const entry of encoded.table.split(';')) {
    const colon = entry.indexOf(':');
    if (colon < 0) continue;
    const row = new Float32Array(
      entry
        .slice(colon + 1)
        .split(',')
        .map((w) => Number(w) / 1000),
    );
    table.set(Number.parseInt(entry.slice(0, colon), 36), row);
  }
  return { classes: encoded.classes, bias: encoded.bias, table };
}

const featureScale = (count: number): number => (count > 0 ? 1 / Math.sqrt(count) : 0);

const MODEL = decodeWeights(MODEL_WEIGHTS);

export interface ModelVerdict {
  /** Probability that the most worrying window is a crisis (1 - P(ordinary talk)). */
  crisis: number;
  /** The most likely crisis kind in that window. */
  kind: CrisisKind;
}

/** Class probabilities from summed weights and the feature count (features scaled by 1/sqrt(count)). */
export function probabilities(model: ModelWeights, sums: ArrayLike<number>, count: number): number[] {
  const scale = featureScale(count);
  const logits = model.bias.map((b, c) => b + (sums[c] ?? 0) * scale);
  const top = Math.max(...logits);
  const exps = logits.map((l) => Math.exp(l - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

interface WordScore {
  hash: number;
  /** The word's hash as the first of a pair (SEED_PAIR). */
  pairHash: number;
  /** Whether the word negates what follows. */
  negation: boolean;
  /** Summed weights per class, then the number of features. */
  sums: Float64Array;
}

/**
 * The weights laid out for scoring (#32 round 5, speed): a feature's row found by one typed-array
 * read (features are HASH_BITS wide) instead of a Map look-up among ~100,000 entries, the rows in
 * one flat array. Built once per model.
 */
interface Dense {
  classes: number;
  /** rows[feature]: the row's number in `weights`, or -1 (a feature never seen in training). */
  rows: Int32Array;
  weights: Float32Array;
}

const denseModels = new WeakMap<ModelWeights, Dense>();

function dense(model: ModelWeights): Dense {
  const held = denseModels.get(model);
  if (held) return held;
  const classes = model.classes;
  const rows = new Int32Array(MASK + 1).fill(-1);
  const weights = new Float32Array(model.table.size * classes);
  let next = 0;
  for (const [feature, row] of model.table) {
    if (feature < 0 || feature > MASK) continue;
    rows[feature] = next;
    weights.set(row.subarray(0, classes), next * classes);
    next += 1;
  }
  const built = { classes, rows, weights };
  denseModels.set(model, built);
  return built;
}

/**
 * The weights of a word's own features, computed once per distinct word and kept from one message
 * to the next (#32 round 10, speed: most words of a message are common ones), a bounded cache per
 * model. A WordScore is never written after it is built.
 */
const MAX_SCORES = 20_000;
const scoreCaches = new WeakMap<Dense, Map<string, WordScore>>();

function scoresOf(model: Dense): Map<string, WordScore> {
  let cache = scoreCaches.get(model);
  if (!cache) {
    cache = new Map();
    scoreCaches.set(model, cache);
  }
  return cache;
}

function wordScore(model: Dense, word: string, cache: Map<string, WordScore>): WordScore {
  const held = cache.get(word);
  if (held) return held;
  if (cache.size >= MAX_SCORES) cache.clear();
  const sums = new Float64Array(model.classes + 1);
  const hash = forEachWordFeature(word, (f) => addFeature(model, sums, f));
  const score = {
    hash,
    pairHash: fnv(SEED_PAIR, word, 0, word.length),
    negation: NEGATIONS.has(word) || word.includes('ghi'),
    sums,
  };
  cache.set(word, score);
  return score;
}

function addFeature(model: Dense, sums: Float64Array, feature: number): void {
  const classes = model.classes;
  sums[classes] = (sums[classes] ?? 0) + 1;
  const row = model.rows[feature] ?? -1;
  if (row < 0) return;
  const base = row * classes;
  for (let c = 0; c < classes; c += 1) sums[c] = (sums[c] ?? 0) + (model.weights[base + c] ?? 0);
}

/** Buffers modelVerdict reuses from one message to the next (grown when a message needs more). */
const scratch = {
  prefixBuffer: new Float64Array(0),
  asideBuffer: new Uint32Array(0),
  prefix(size: number): Float64Array {
    if (this.prefixBuffer.length < size) this.prefixBuffer = new Float64Array(size);
    return this.prefixBuffer;
  },
  aside(size: number): Uint32Array {
    if (this.asideBuffer.length < size) this.asideBuffer = new Uint32Array(size);
    return this.asideBuffer;
  },
};

/**
 * The model's reading of `tokens`: the window most likely to be a crisis, among the windows without
 * a token `setAside` (read by the rules already). Linear in the tokens; a word's own features are
 * weighed once per message.
 */
export function modelVerdict(
  tokens: readonly string[],
  setAside: (i: number) => boolean = () => false,
  model: ModelWeights = MODEL,
): ModelVerdict {
  const classes = model.classes;
  const stride = classes + 1;
  const n = tokens.length;
  const table = dense(model);
  if (n === 0) return { crisis: 0, kind: 'SELF_HARM' };
  // prefix[i * stride + c]: summed weights of class c over tokens [0, i); at + classes, the count.
  // Both are scratch buffers kept between messages (#32 round 9, speed: two typed arrays of a few
  // dozen KB each per message were allocated and zeroed off the heap); every entry read below is
  // written first, from the zeroed first row on.
  const prefix = scratch.prefix((n + 1) * stride);
  const aside = scratch.aside(n + 1);
  prefix.fill(0, 0, stride);
  aside[0] = 0;
  const cache = scoresOf(table);
  const token = new Float64Array(stride);
  // The word before (undefined when unusable) and the last negation's position, carried along: each
  // position looks its word up once.
  let previous: WordScore | undefined;
  let lastNegation = -NEGATION_REACH - 1;
  for (let i = 0; i < n; i += 1) {
    aside[i + 1] = (aside[i] ?? 0) + (setAside(i) ? 1 : 0);
    token.fill(0);
    const word = tokens[i] ?? '';
    const own = usable(word) ? wordScore(table, word, cache) : undefined;
    if (own) {
      token.set(own.sums);
      // forEachContextFeature's features, from the words' cached hashes (same features, same order);
      // a token set aside as unusable never negates.
      if (i - lastNegation <= NEGATION_REACH) addFeature(table, token, mix(SEED_NEGATED, own.hash) & MASK);
      if (previous) addFeature(table, token, mix(previous.pairHash, own.hash) & MASK);
      if (own.negation) lastNegation = i;
    }
    previous = own;
    for (let c = 0; c < stride; c += 1) prefix[(i + 1) * stride + c] = (prefix[i * stride + c] ?? 0) + (token[c] ?? 0);
  }
  // The window with the least P(ordinary talk): the greatest sum of exp(logit c - logit 0), c > 0.
  let bestStart = -1;
  let bestOdds = -1;
  const width = Math.min(WINDOW, n);
  const diffs = new Float64Array(classes);
  const bias = model.bias;
  for (let start = 0; start + width <= n; start += 1) {
    const end = start + width;
    if ((aside[end] ?? 0) > (aside[start] ?? 0)) continue;
    const from = start * stride;
    const to = end * stride;
    const scale = featureScale((prefix[to + classes] ?? 0) - (prefix[from + classes] ?? 0));
    const ordinary = (bias[0] ?? 0) + ((prefix[to] ?? 0) - (prefix[from] ?? 0)) * scale;
    // The odds are at most (classes - 1) times their largest term: a window whose largest term
    // cannot beat the best odds so far needs no exponentials (#32 round 5, speed).
    let largest = Number.NEGATIVE_INFINITY;
    for (let c = 1; c < classes; c += 1) {
      const diff = (bias[c] ?? 0) + ((prefix[to + c] ?? 0) - (prefix[from + c] ?? 0)) * scale - ordinary;
      diffs[c] = diff;
      if (diff > largest) largest = diff;
    }
    if (bestOdds > 0 && Math.exp(largest) * (classes - 1) <= bestOdds) continue;
    let odds = 0;
    for (let c = 1; c < classes; c += 1) odds += Math.exp(diffs[c] ?? 0);
    if (odds > bestOdds) {
      bestOdds = odds;
      bestStart = start;
    }
  }
  if (bestStart < 0) return { crisis: 0, kind: 'SELF_HARM' };
  const sums = new Float64Array(classes);
  for (let c = 0; c < classes; c += 1)
    sums[c] = (prefix[(bestStart + width) * stride + c] ?? 0) - (prefix[bestStart * stride + c] ?? 0);
  const count = (prefix[(bestStart + width) * stride + classes] ?? 0) - (prefix[bestStart * stride + classes] ?? 0);
  const best = probabilities(model, sums, count);
  let kind = 1;
  for (let c = 2; c < classes; c += 1) if ((best[c] ?? 0) > (best[kind] ?? 0)) kind = c;
  return { crisis: 1 - (best[0] ?? 1), kind: (MODEL_CLASSES[kind] ?? 'SELF_HARM') as CrisisKind };
}
