// The detector measured against every labelled corpus in ./corpus (dev.jsonl and holdout.jsonl,
// written by people who never saw the rules; team.jsonl, the team's own tricky cases; wave3.jsonl,
// the phrasings reasoned out while generalising the rules in wave 3): recall per kind, self-harm
// sub-kind and language, and the false-positive rate per angle of the negatives, printed for the CI
// log. UNSURE counts as flagged on both sides. It fails under the bounds below.
//
// fresh.jsonl is apart: a blind corpus written while the rules were being tuned, by an engineer who
// never saw them, run once unchanged at the end of wave 3: recall 78.4 %, false positives 10.5 %
// (docs/clinical-safety.md H1). It has since been STUDIED (no longer blind): its misses and false
// positives were read to find the concepts the rules lacked, and since round 3 of #32 it is in the
// model's training data too (src/scripts/train-crisis-model.ts, STUDIED).
//
// fresh2.jsonl was the next blind set (1,077 lines, written on 2026-11-27 by an engineer who saw no
// rule, model or corpus), measured once at first sight: recall 91.4 %, false positives 9.9 %. Round 3
// of #32 STUDIED it as a whole (concepts in rules.concepts.ts, context.ts) and trains the model on it:
// its figures now (recall 100 %, false positives 0.0 %) are a FIT, not an estimate of unseen
// phrasings; its floors below keep that fit from regressing. The next blind set measures round 3.
//
// fresh3.jsonl is the third blind set (1,280 lines; 717 crises, 563 ordinary; written on 2026-11-27
// by an engineer who saw no rule, model, corpus or earlier set), measured once at first sight on main
// before round 3 (recall 91.2 %, false positives 11.5 %) and after it (recall 92.1 %, false
// positives 9.4 %). Round 4 of #32 STUDIED it in two halves, split once and fixed: each group of
// lines with the same crisis flag, kind, sub-kind and angle, in file order, gives its 1st, 3rd, 5th...
// line to half A (681 lines) and its 2nd, 4th... to half B (599). A was read (misses and false
// positives) and the concepts it lacked were written (rules.round4*.ts, context.ts); B was then
// measured once, unread, as the honest estimate of what those changes do to unseen phrasings:
// recall 92.8 % -> 92.5 %, false positives 8.6 % -> 8.3 % (A itself: 91.4/10.1 -> 99.5/2.0, a fit).
// B was studied after that. Its figures now (recall 98.6 %, false positives 1.6 %) are a FIT; the
// floors below keep it from regressing.
//
// Both keep their own floors (after study, rounded down; false positives rounded up) rather than the
// tuning bounds, and are reported apart so that their first-sight figures stay on record.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CRISIS_KINDS, SELF_HARM_SUBKINDS } from '@mindcheck/common';
import { assessCrisis } from './detector.js';

const MIN_RECALL = 0.97;
const MAX_FALSE_POSITIVES = 0.03;
const MIN_KIND_RECALL = 0.95;
const LANGS = ['en', 'en-NG', 'pcm', 'yo', 'ha', 'ig', 'mixed'];

interface Line {
  text: string;
  crisis: boolean;
  kind: string | null;
  subKind: string | null;
  lang: string;
  angle: string;
  source: string;
}

const dir = path.join(__dirname, 'corpus');
/** The once-blind corpus, studied and trained on (see above): its own floors, not the tuning bounds. */
const FRESH = 'fresh.jsonl';
const FRESH_MIN_RECALL = 0.98;
const FRESH_MAX_FALSE_POSITIVES = 0.02;
const FRESH_MIN_KIND_RECALL: Readonly<Record<string, number>> = {
  SELF_HARM: 0.98,
  HARM_TO_OTHERS: 0.98,
  IN_DANGER: 0.98,
  SOMEONE_ELSE: 0.98,
};
/** The second once-blind set, studied and trained on in round 3 (see above): floors of that fit. */
const FRESH2 = 'fresh2.jsonl';
const FRESH2_MIN_RECALL = 0.99;
const FRESH2_MAX_FALSE_POSITIVES = 0.01;
const FRESH2_MIN_KIND_RECALL: Readonly<Record<string, number>> = {
  SELF_HARM: 0.99,
  HARM_TO_OTHERS: 0.99,
  IN_DANGER: 0.99,
  SOMEONE_ELSE: 0.99,
};
/** The third once-blind set, studied in two halves in round 4 (see above): floors of that fit. */
const FRESH3 = 'fresh3.jsonl';
const FRESH3_MIN_RECALL = 0.98;
const FRESH3_MAX_FALSE_POSITIVES = 0.02;
const FRESH3_MIN_KIND_RECALL: Readonly<Record<string, number>> = {
  SELF_HARM: 0.98,
  HARM_TO_OTHERS: 0.98,
  IN_DANGER: 0.96,
  SOMEONE_ELSE: 0.98,
};
const read = (file: string): (Line & { file: string })[] =>
  readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => ({ ...(JSON.parse(l) as Line), file }));
// A blind set (fresh<N>.jsonl) is never one of the tuning corpora: the two studied ones have their own
// floors below, and a new one dropped here is measured by itself, not held to the tuning bounds.
const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl') && !/^fresh\d*\.jsonl$/.test(f));
const lines: (Line & { file: string })[] = files.flatMap(read);
const fresh = read(FRESH);
const fresh2 = read(FRESH2);
const fresh3 = read(FRESH3);

class Tally {
  private readonly counts = new Map<string, [hit: number, all: number]>();
  add(key: string, hit: boolean): void {
    const c = this.counts.get(key) ?? [0, 0];
    this.counts.set(key, [c[0] + (hit ? 1 : 0), c[1] + 1]);
  }
  rate(key: string): number {
    const [hit, all] = this.counts.get(key) ?? [0, 0];
    return all === 0 ? Number.NaN : hit / all;
  }
  report(title: string): string {
    const rows = [...this.counts].sort(([a], [b]) => a.localeCompare(b));
    return [
      title,
      ...rows.map(([k, [h, n]]) => `  ${k.padEnd(28)} ${((100 * h) / n).toFixed(1).padStart(5)} %  (${h}/${n})`),
    ].join('\n');
  }
}

describe('the crisis detector against the labelled corpora', () => {
  it('reads well-formed lines, at least 800, each non-English one with its source', () => {
    expect(lines.length).toBeGreaterThanOrEqual(800);
    for (const line of [...lines, ...fresh, ...fresh2, ...fresh3]) {
      const where = `${line.file}: ${line.text}`;
      expect([where, typeof line.text === 'string' && line.text.trim() !== '']).toEqual([where, true]);
      expect([where, typeof line.crisis]).toEqual([where, 'boolean']);
      expect([where, LANGS.includes(line.lang)]).toEqual([where, true]);
      expect([where, typeof line.angle === 'string' && line.angle !== '']).toEqual([where, true]);
      if (line.crisis)
        expect([where, (CRISIS_KINDS as readonly string[]).includes(line.kind ?? '')]).toEqual([where, true]);
      if (line.subKind)
        expect([where, (SELF_HARM_SUBKINDS as readonly string[]).includes(line.subKind)]).toEqual([where, true]);
      if (line.lang !== 'en')
        expect([where, typeof line.source === 'string' && line.source.trim() !== '']).toEqual([where, true]);
    }
  });

  it(`finds ≥ ${MIN_RECALL * 100} % of crises (every kind ≥ ${MIN_KIND_RECALL * 100} %) and flags ≤ ${MAX_FALSE_POSITIVES * 100} % of ordinary talk`, () => {
    const recall = new Tally();
    const falsePositives = new Tally();
    const kindNamed = new Tally();
    const misses: string[] = [];
    const flaggedOrdinary: string[] = [];
    for (const line of lines) {
      const found = assessCrisis(line.text);
      const flagged = found.level !== 'NONE';
      if (line.crisis) {
        for (const key of ['all', `kind ${line.kind}`, `lang ${line.lang}`, `file ${line.file}`])
          recall.add(key, flagged);
        if (line.subKind) recall.add(`sub ${line.subKind}`, flagged);
        kindNamed.add('kind named as labelled', found.kind === line.kind);
        if (!flagged)
          misses.push(`  missed (${line.kind}/${line.subKind ?? '-'}, ${line.lang}, ${line.file}): ${line.text}`);
      } else {
        for (const key of ['all', `angle ${line.angle}`, `lang ${line.lang}`, `file ${line.file}`])
          falsePositives.add(key, flagged);
        if (flagged)
          flaggedOrdinary.push(`  flagged ${found.level} ${found.kind} (${line.angle}, ${line.file}): ${line.text}`);
      }
    }
    console.log(
      [
        recall.report('Recall (crisis lines flagged CRISIS or UNSURE)'),
        kindNamed.report('Kind named as labelled (crisis lines)'),
        falsePositives.report('False positives (ordinary lines flagged)'),
        misses.length ? `Misses:\n${misses.join('\n')}` : 'Misses: none',
        flaggedOrdinary.length
          ? `Flagged ordinary lines:\n${flaggedOrdinary.join('\n')}`
          : 'Flagged ordinary lines: none',
      ].join('\n\n'),
    );
    expect(recall.rate('all')).toBeGreaterThanOrEqual(MIN_RECALL);
    expect(falsePositives.rate('all')).toBeLessThanOrEqual(MAX_FALSE_POSITIVES);
    for (const kind of CRISIS_KINDS) {
      const rate = recall.rate(`kind ${kind}`);
      if (!Number.isNaN(rate)) expect([kind, rate >= MIN_KIND_RECALL]).toEqual([kind, true]);
    }
  });

  it(`keeps the studied corpus's figures: recall ≥ ${FRESH_MIN_RECALL * 100} %, false positives ≤ ${FRESH_MAX_FALSE_POSITIVES * 100} %`, () => {
    const recall = new Tally();
    const falsePositives = new Tally();
    for (const line of fresh) {
      const flagged = assessCrisis(line.text).level !== 'NONE';
      if (line.crisis) for (const key of ['all', `kind ${line.kind}`, `lang ${line.lang}`]) recall.add(key, flagged);
      else for (const key of ['all', `lang ${line.lang}`]) falsePositives.add(key, flagged);
    }
    console.log(
      [
        recall.report(
          'Studied corpus (fresh.jsonl), recall; first sight 78.4 %, after round 2 96.6 %, round 3 (trained on) 99.4 %',
        ),
        falsePositives.report(
          'Studied corpus (fresh.jsonl), false positives; first sight 10.5 %, after round 2 2.1 %, round 3 1.1 %',
        ),
      ].join('\n\n'),
    );
    expect(fresh.length).toBeGreaterThanOrEqual(800);
    expect(recall.rate('all')).toBeGreaterThanOrEqual(FRESH_MIN_RECALL);
    expect(falsePositives.rate('all')).toBeLessThanOrEqual(FRESH_MAX_FALSE_POSITIVES);
    for (const [kind, floor] of Object.entries(FRESH_MIN_KIND_RECALL))
      expect([kind, recall.rate(`kind ${kind}`) >= floor]).toEqual([kind, true]);
  });

  it(`keeps the second studied set's figures: recall ≥ ${FRESH2_MIN_RECALL * 100} %, false positives ≤ ${FRESH2_MAX_FALSE_POSITIVES * 100} %`, () => {
    const recall = new Tally();
    const falsePositives = new Tally();
    for (const line of fresh2) {
      const flagged = assessCrisis(line.text).level !== 'NONE';
      if (line.crisis) for (const key of ['all', `kind ${line.kind}`, `lang ${line.lang}`]) recall.add(key, flagged);
      else for (const key of ['all', `lang ${line.lang}`]) falsePositives.add(key, flagged);
    }
    console.log(
      [
        recall.report('Studied set (fresh2.jsonl), recall; first sight 91.4 %, after round 3 (a fit) 100 %'),
        falsePositives.report('Studied set (fresh2.jsonl), false positives; first sight 9.9 %, after round 3 0.0 %'),
      ].join('\n\n'),
    );
    expect(fresh2.length).toBeGreaterThanOrEqual(1000);
    expect(recall.rate('all')).toBeGreaterThanOrEqual(FRESH2_MIN_RECALL);
    expect(falsePositives.rate('all')).toBeLessThanOrEqual(FRESH2_MAX_FALSE_POSITIVES);
    for (const [kind, floor] of Object.entries(FRESH2_MIN_KIND_RECALL))
      expect([kind, recall.rate(`kind ${kind}`) >= floor]).toEqual([kind, true]);
  });

  it(`keeps the third studied set's figures: recall ≥ ${FRESH3_MIN_RECALL * 100} %, false positives ≤ ${FRESH3_MAX_FALSE_POSITIVES * 100} %`, () => {
    const recall = new Tally();
    const falsePositives = new Tally();
    for (const line of fresh3) {
      const flagged = assessCrisis(line.text).level !== 'NONE';
      if (line.crisis) for (const key of ['all', `kind ${line.kind}`, `lang ${line.lang}`]) recall.add(key, flagged);
      else for (const key of ['all', `lang ${line.lang}`]) falsePositives.add(key, flagged);
    }
    console.log(
      [
        recall.report(
          'Studied set (fresh3.jsonl), recall; first sight 91.2 % before round 3, 92.1 % after; round 4: half B at first sight 92.5 %, whole after study (a fit) 98.6 %',
        ),
        falsePositives.report(
          'Studied set (fresh3.jsonl), false positives; first sight 11.5 % / 9.4 %; round 4: half B at first sight 8.3 %, whole after study 1.6 %',
        ),
      ].join('\n\n'),
    );
    expect(fresh3.length).toBeGreaterThanOrEqual(1200);
    expect(recall.rate('all')).toBeGreaterThanOrEqual(FRESH3_MIN_RECALL);
    expect(falsePositives.rate('all')).toBeLessThanOrEqual(FRESH3_MAX_FALSE_POSITIVES);
    for (const [kind, floor] of Object.entries(FRESH3_MIN_KIND_RECALL))
      expect([kind, recall.rate(`kind ${kind}`) >= floor]).toEqual([kind, true]);
  });
});
