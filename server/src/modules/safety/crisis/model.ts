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

/**
 * Calls `visit` with the hashed features of token `i` of `tokens` (its word, the word marked as
 * negated when a negation precedes it closely, its pair with the token before, the 3- and 4-letter
 * pieces of "^word$"). Used by training and scoring alike.
 */
export function forEachFeature(tokens: readonly string[], i: number, visit: (feature: number) => void): void {
  const word = tokens[i] ?? '';
  // A token set aside (an idiom the rules read, the edge of the message) has no features.
  if (word === '' || word === EDGE_TOKEN) return;
  const wordHash = fnv(SEED_WORD, word, 0, word.length);
  visit(wordHash & MASK);
  // The same word under a negation is another feature ("not ... kill myself").
  if (negated(tokens, i)) visit(mix(SEED_NEGATED, wordHash) & MASK);
  const before = tokens[i - 1] ?? '';
  if (before !== '' && before !== EDGE_TOKEN) {
    visit(mix(fnv(SEED_PAIR, before, 0, before.length), wordHash) & MASK);
  }
  const edged = `^${word}$`;
  for (let n = 3; n <= 4; n += 1) {
    for (let at = 0; at + n <= edged.length; at += 1) visit((fnv(SEED_PIECE + n, edged, at, at + n) ^ n) & MASK);
  }
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

const MODEL = decodeWeights(MODEL_WEIGHTS);

export interface ModelVerdict {
  /** Probability that the most worrying window is a crisis (1 - P(ordinary talk)). */
  crisis: number;
  /** The most likely crisis kind in that window. */
  kind: CrisisKind;
}

/** Class probabilities from summed weights and the feature count (features scaled by 1/sqrt(count)). */
export function probabilities(model: ModelWeights, sums: ArrayLike<number>, count: number): number[] {
  const scale = count > 0 ? 1 / Math.sqrt(count) : 0;
  const logits = model.bias.map((b, c) => b + (sums[c] ?? 0) * scale);
  const top = Math.max(...logits);
  const exps = logits.map((l) => Math.exp(l - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/**
 * The model's reading of `tokens`: the window most likely to be a crisis, among the windows without
 * a token `setAside` (read by the rules already). Linear in the tokens.
 */
export function modelVerdict(
  tokens: readonly string[],
  setAside: (i: number) => boolean = () => false,
  model: ModelWeights = MODEL,
): ModelVerdict {
  const classes = model.classes;
  const n = tokens.length;
  // prefix[(i * classes) + c]: summed weights of class c over tokens [0, i); counts likewise.
  const prefix = new Float64Array((n + 1) * classes);
  const counts = new Uint32Array(n + 1);
  const aside = new Uint32Array(n + 1);
  for (let i = 0; i < n; i += 1) {
    aside[i + 1] = (aside[i] ?? 0) + (setAside(i) ? 1 : 0);
    for (let c = 0; c < classes; c += 1) prefix[(i + 1) * classes + c] = prefix[i * classes + c] ?? 0;
    let count = 0;
    forEachFeature(tokens, i, (f) => {
      count += 1;
      const row = model.table.get(f);
      if (row) for (let c = 0; c < classes; c += 1) prefix[(i + 1) * classes + c] += row[c] ?? 0;
    });
    counts[i + 1] = (counts[i] ?? 0) + count;
  }
  let best: number[] = [1, 0, 0, 0, 0];
  const sums = new Float64Array(classes);
  const width = Math.min(WINDOW, n);
  for (let start = 0; start + width <= n; start += 1) {
    const end = start + width;
    if ((aside[end] ?? 0) > (aside[start] ?? 0)) continue;
    for (let c = 0; c < classes; c += 1)
      sums[c] = (prefix[end * classes + c] ?? 0) - (prefix[start * classes + c] ?? 0);
    const p = probabilities(model, sums, (counts[end] ?? 0) - (counts[start] ?? 0));
    if ((p[0] ?? 1) < (best[0] ?? 1)) best = p;
  }
  let kind = 1;
  for (let c = 2; c < classes; c += 1) if ((best[c] ?? 0) > (best[kind] ?? 0)) kind = c;
  return { crisis: 1 - (best[0] ?? 1), kind: (MODEL_CLASSES[kind] ?? 'SELF_HARM') as CrisisKind };
}
