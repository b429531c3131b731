// Trains the crisis check's second stage (src/modules/safety/crisis/model.ts) from the tuning corpora
// (every corpus but a blind one not yet measured and studied: see STUDIED) and writes its
// weights to model.weights.ts. Deterministic: fixed seed, fixed order. Prints 5-fold cross-validated
// recall and false positives of the model alone first.
//   npm run train:crisis -w server            (train, cross-validate, write the weights)
//   npm run train:crisis -w server -- --cv    (cross-validate only)
//   npm run train:crisis -w server -- --fast  (train and write, no cross-validation)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crisisTokens } from '../modules/safety/crisis/normalize.js';
import { MODEL_CLASSES, featuresOf, probabilities, type ModelWeights } from '../modules/safety/crisis/model.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const crisisDir = path.resolve(here, '..', 'modules', 'safety', 'crisis');
/**
 * A blind corpus (fresh<N>.jsonl) is never trained on until it has been measured once and studied;
 * the studied ones are listed here (#32 round 3: fresh and fresh2 join the training data; round 4:
 * fresh3, studied in two halves; round 6: fresh4 and fresh5; round 7: fresh6; round 8: fresh7; round 9: fresh8, studied in two halves; round 10: fresh9).
 */
const STUDIED = new Set([
  'fresh.jsonl',
  'fresh2.jsonl',
  'fresh3.jsonl',
  'fresh4.jsonl',
  'fresh5.jsonl',
  'fresh6.jsonl',
  'fresh7.jsonl',
  'fresh8.jsonl',
  'fresh9.jsonl',
]);
const isBlind = (file: string): boolean => /^fresh\d*\.jsonl$/.test(file) && !STUDIED.has(file);
const EPOCHS = 30;
const RATE = 0.4;
const L2 = 2e-5;
const FOLDS = 5;
const KEEP = 0.03;
/** A feature seen in fewer lines than this is dropped (a one-off spelling teaches nothing general). */
const MIN_LINES = 2;

/** Short pieces of ordinary lines are ordinary too ("hello there", "kill me if"): spans this long. */
const SPANS = [2, 3];

interface Example {
  features: Map<number, number>;
  scale: number;
  label: number;
  text: string;
}

function example(tokens: readonly string[], label: number, text: string): Example {
  const all = featuresOf(tokens);
  const features = new Map<number, number>();
  for (const f of all) features.set(f, (features.get(f) ?? 0) + 1);
  return { features, scale: all.length > 0 ? 1 / Math.sqrt(all.length) : 0, label, text };
}

function readCorpora(): Example[] {
  const files = readdirSync(path.join(crisisDir, 'corpus')).filter((f) => f.endsWith('.jsonl') && !isBlind(f));
  return files.sort().flatMap((file) =>
    readFileSync(path.join(crisisDir, 'corpus', file), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => {
        const line = JSON.parse(l) as { text: string; crisis: boolean; kind: string | null };
        const label = line.crisis ? MODEL_CLASSES.indexOf(line.kind as (typeof MODEL_CLASSES)[number]) : 0;
        if (label < 0) throw new Error(`${file}: unknown kind ${line.kind}`);
        return example(crisisTokens(line.text), label, line.text);
      }),
  );
}

/** Every span of SPANS tokens (every third start) of the ordinary lines, as ordinary examples. */
function ordinarySpans(lines: readonly Example[]): Example[] {
  return lines
    .filter((ex) => ex.label === 0)
    .flatMap((ex) => {
      const tokens = crisisTokens(ex.text);
      return SPANS.flatMap((n) => {
        const spans: Example[] = [];
        for (let at = 0; at + n <= tokens.length && tokens.length > n; at += 3)
          spans.push(example(tokens.slice(at, at + n), 0, tokens.slice(at, at + n).join(' ')));
        return spans;
      });
    });
}

/** A small deterministic generator (mulberry32) for the order of examples. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Softmax regression by Adagrad with L2, sparse updates. */
function train(examples: readonly Example[]): ModelWeights {
  const classes = MODEL_CLASSES.length;
  const table = new Map<number, Float32Array>();
  const squares = new Map<number, Float32Array>();
  const bias = new Array<number>(classes).fill(0);
  const biasSquares = new Array<number>(classes).fill(1e-8);
  const order = examples.map((_, i) => i);
  const next = random(32);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const index of order) {
      const ex = examples[index];
      if (!ex) continue;
      const sums = new Float64Array(classes);
      for (const [f, v] of ex.features) {
        const row = table.get(f);
        if (row) for (let c = 0; c < classes; c += 1) sums[c] = (sums[c] ?? 0) + (row[c] ?? 0) * v;
      }
      const p = probabilities({ classes, bias, table }, sums, 1 / (ex.scale * ex.scale || 1));
      for (let c = 0; c < classes; c += 1) {
        const g = (p[c] ?? 0) - (c === ex.label ? 1 : 0);
        biasSquares[c] = (biasSquares[c] ?? 0) + g * g;
        bias[c] = (bias[c] ?? 0) - (RATE * g) / Math.sqrt(biasSquares[c] ?? 1);
      }
      for (const [f, v] of ex.features) {
        let row = table.get(f);
        let sq = squares.get(f);
        if (!row || !sq) {
          row = new Float32Array(classes);
          sq = new Float32Array(classes).fill(1e-8);
          table.set(f, row);
          squares.set(f, sq);
        }
        for (let c = 0; c < classes; c += 1) {
          const g = ((p[c] ?? 0) - (c === ex.label ? 1 : 0)) * v * ex.scale + L2 * (row[c] ?? 0);
          sq[c] = (sq[c] ?? 0) + g * g;
          row[c] = (row[c] ?? 0) - (RATE * g) / Math.sqrt(sq[c] ?? 1);
        }
      }
    }
  }
  return { classes, bias, table };
}

function crisisProbability(model: ModelWeights, ex: Example): number {
  const sums = new Float64Array(model.classes);
  for (const [f, v] of ex.features) {
    const row = model.table.get(f);
    if (row) for (let c = 0; c < model.classes; c += 1) sums[c] = (sums[c] ?? 0) + (row[c] ?? 0) * v;
  }
  return 1 - (probabilities(model, sums, 1 / (ex.scale * ex.scale || 1))[0] ?? 1);
}

function crossValidate(examples: readonly Example[]): void {
  const scored: [p: number, label: number][] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const rest = examples.filter((_, i) => i % FOLDS !== fold);
    const model = train([...rest, ...ordinarySpans(rest)]);
    examples.forEach((ex, i) => {
      if (i % FOLDS === fold) scored.push([crisisProbability(model, ex), ex.label]);
    });
  }
  for (const threshold of [0.5, 0.6, 0.7, 0.8, 0.85, 0.9]) {
    const crises = scored.filter(([, l]) => l > 0);
    const ordinary = scored.filter(([, l]) => l === 0);
    const recall = crises.filter(([p]) => p >= threshold).length / crises.length;
    const fp = ordinary.filter(([p]) => p >= threshold).length / ordinary.length;
    const perKind = MODEL_CLASSES.slice(1).map((kind, k) => {
      const of = crises.filter(([, l]) => l === k + 1);
      return `${kind} ${((100 * of.filter(([p]) => p >= threshold).length) / of.length).toFixed(1)}`;
    });
    console.log(
      `${FOLDS}-fold CV, model alone, threshold ${threshold}: recall ${(100 * recall).toFixed(1)} %, ` +
        `false positives ${(100 * fp).toFixed(1)} % (${perKind.join(', ')})`,
    );
  }
}

function encode(model: ModelWeights): string {
  const entries: string[] = [];
  const features = [...model.table.keys()].sort((a, b) => a - b);
  for (const f of features) {
    const row = model.table.get(f);
    if (!row || !row.some((w) => Math.abs(w) >= KEEP)) continue;
    entries.push(`${f.toString(36)}:${[...row].map((w) => Math.round(w * 1000)).join(',')}`);
  }
  const bias = model.bias.map((b) => Math.round(b * 1000) / 1000);
  return [
    '// Generated by src/scripts/train-crisis-model.ts from the tuning corpora (not fresh.jsonl): do not',
    '// edit by hand. Format: model.ts (decodeWeights).',
    'export const MODEL_WEIGHTS = {',
    `  classes: ${model.classes},`,
    `  bias: [${bias.join(', ')}],`,
    '  table:',
    `    '${entries.join(';')}',`,
    '};',
    '',
  ].join('\n');
}

/** Drops the features of fewer than MIN_LINES lines (the counts from all lines: features only). */
function dropRare(all: Example[]): Example[] {
  const lines = new Map<number, number>();
  for (const ex of all) for (const f of ex.features.keys()) lines.set(f, (lines.get(f) ?? 0) + 1);
  for (const ex of all)
    for (const f of [...ex.features.keys()]) if ((lines.get(f) ?? 0) < MIN_LINES) ex.features.delete(f);
  return all;
}

const examples = dropRare(readCorpora());
console.log(`${examples.length} lines from the tuning corpora`);
if (!process.argv.includes('--fast')) crossValidate(examples);
if (!process.argv.includes('--cv')) {
  const out = path.join(crisisDir, 'model.weights.ts');
  const lines = readCorpora();
  writeFileSync(out, encode(train(dropRare([...lines, ...ordinarySpans(lines)]))));
  console.log(`wrote ${out}`);
}
