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
// fresh4.jsonl (1,139 lines; 620 crises, 519 ordinary, harder look-alike ordinary talk by design) and
// fresh5.jsonl (1,258 lines; 699 crises, 559 ordinary) are the fourth and fifth blind sets, written by
// engineers who saw no rule, model or corpus, measured at first sight on main after round 5: fresh4
// recall 96.0 %, false positives 14.5 %; fresh5 recall 93.3 %, false positives 4.7 %. Round 6 of #32
// STUDIED both as a whole (concepts in rules.round6*.ts, context.ts, context.guard.ts; new tuning
// lines written from many angles in round6.jsonl, not copies) and trains the model on them: their
// figures now are a FIT; the floors below keep it from regressing.
//
// fresh6.jsonl (1,187 lines; 642 crises, 545 ordinary) is the sixth blind set, written by an engineer
// who saw no rule, model or corpus, measured at first sight on main after round 6: recall 93.6 %,
// false positives 5.0 %. Round 7 of #32 STUDIED it as a whole (concepts in rules.round7*.ts and
// context.guard.ts; new tuning lines from many angles in round7.jsonl, not copies) and trains the
// model on it: its figures now (recall 99.7 %, false positives 0.9 %) are a FIT; the floors below
// keep it from regressing.
//
// fresh7.jsonl (1,353 lines; 725 crises, 628 ordinary) is the seventh blind set, written by an
// engineer who saw no rule, model or corpus, measured at first sight on main after round 7: recall
// 94.6 %, false positives 7.3 % (IN_DANGER 90.9 %, self-harm acts 88.7 %). Round 8 of #32 STUDIED it
// as a whole (concepts in rules.round8*.ts, context.ts, context.guard.ts; new tuning lines from many
// angles in round8.jsonl, not copies) and trains the model on it: its figures now are a FIT; the
// floors below keep it from regressing.
//
// fresh8.jsonl (1,302 lines; 713 crises, 589 ordinary) is the eighth blind set, written by an
// engineer who saw no rule, model or corpus, measured at first sight on main after round 8: recall
// 95.5 %, false positives 7.3 %. Round 9 of #32 STUDIED it in two halves, split once and fixed as
// fresh3's was (each group of lines with the same crisis flag, kind, sub-kind and angle, in file
// order, gives its 1st, 3rd... line to half A (692 lines) and its 2nd, 4th... to half B (610)). A
// was read and its concepts written (rules.round9*.ts, context.ts, context.guard.ts); B was then
// measured once, unread: recall 96.3 % -> 97.0 %, false positives 8.2 % -> 7.1 % (A itself 94.8 /
// 6.5 -> 100 / 0.0, a fit). B was studied after that; new tuning lines from other angles are in
// round9.jsonl, round9b.jsonl and round9c.jsonl, and the model trains on fresh8: its figures now (recall 100 %,
// false positives 0.0 %) are a FIT; the floors below keep it from regressing.
//
// fresh9.jsonl (1,256 lines; 690 crises, 566 ordinary) is the ninth blind set, written by an
// engineer who saw no rule, model or corpus, measured at first sight on main after round 9: recall
// 97.5 %, false positives 5.3 %. Round 10 of #32 STUDIED it as a whole (its 30 false positives and
// 17 misses grouped into concepts in rules.round10*.ts, context.ts, context.guard.ts, rules.self.ts;
// new tuning lines from other angles in round10.jsonl, not copies) and the model trains on it: its
// figures now (recall 99.3 %, false positives 0.0 %; before the retrain 98.6 / 0.4) are a FIT; the floors below keep it
// from regressing. The next blind set measures round 10.
//
// All keep their own floors (after study, rounded down; false positives rounded up) rather than the
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
/** A once-blind set, studied and trained on (see above): its own floors (of its fit), not the tuning bounds. */
interface Studied {
  file: string;
  minLines: number;
  minRecall: number;
  maxFalsePositives: number;
  minKindRecall: number;
  /** The IN_DANGER floor where it is lower than the others. */
  inDanger?: number;
  recallTitle: string;
  falsePositivesTitle: string;
}
const STUDIED: readonly Studied[] = [
  {
    file: 'fresh.jsonl',
    minLines: 800,
    minRecall: 0.98,
    maxFalsePositives: 0.02,
    minKindRecall: 0.98,
    recallTitle:
      'Studied corpus (fresh.jsonl), recall; first sight 78.4 %, after round 2 96.6 %, round 3 (trained on) 99.4 %',
    falsePositivesTitle:
      'Studied corpus (fresh.jsonl), false positives; first sight 10.5 %, after round 2 2.1 %, round 3 1.1 %',
  },
  {
    file: 'fresh2.jsonl',
    minLines: 1000,
    minRecall: 0.99,
    maxFalsePositives: 0.01,
    minKindRecall: 0.99,
    recallTitle: 'Studied set (fresh2.jsonl), recall; first sight 91.4 %, after round 3 (a fit) 100 %',
    falsePositivesTitle: 'Studied set (fresh2.jsonl), false positives; first sight 9.9 %, after round 3 0.0 %',
  },
  {
    file: 'fresh3.jsonl',
    minLines: 1200,
    minRecall: 0.98,
    maxFalsePositives: 0.02,
    minKindRecall: 0.98,
    inDanger: 0.96,
    recallTitle:
      'Studied set (fresh3.jsonl), recall; first sight 91.2 % before round 3, 92.1 % after; round 4: half B at first sight 92.5 %, whole after study (a fit) 98.6 %',
    falsePositivesTitle:
      'Studied set (fresh3.jsonl), false positives; first sight 11.5 % / 9.4 %; round 4: half B at first sight 8.3 %, whole after study 1.6 %',
  },
  {
    file: 'fresh4.jsonl',
    minLines: 1100,
    minRecall: 0.99,
    maxFalsePositives: 0.02,
    minKindRecall: 0.98,
    recallTitle: 'Studied set (fresh4.jsonl), recall; first sight (main after round 5) 96.0 %, after round 6 (a fit)',
    falsePositivesTitle:
      'Studied set (fresh4.jsonl), false positives; first sight (main after round 5) 14.5 %, after round 6 (a fit)',
  },
  {
    file: 'fresh5.jsonl',
    minLines: 1200,
    minRecall: 0.99,
    maxFalsePositives: 0.02,
    minKindRecall: 0.98,
    recallTitle: 'Studied set (fresh5.jsonl), recall; first sight (main after round 5) 93.3 %, after round 6 (a fit)',
    falsePositivesTitle:
      'Studied set (fresh5.jsonl), false positives; first sight (main after round 5) 4.7 %, after round 6 (a fit)',
  },
  {
    file: 'fresh6.jsonl',
    minLines: 1150,
    minRecall: 0.99,
    maxFalsePositives: 0.02,
    minKindRecall: 0.99,
    recallTitle:
      'Studied set (fresh6.jsonl), recall; first sight (main after round 6) 93.6 %, after round 7 (a fit) 99.7 %',
    falsePositivesTitle:
      'Studied set (fresh6.jsonl), false positives; first sight (main after round 6) 5.0 %, after round 7 (a fit) 0.9 %',
  },
  {
    file: 'fresh7.jsonl',
    minLines: 1300,
    minRecall: 0.99,
    maxFalsePositives: 0.02,
    minKindRecall: 0.99,
    recallTitle:
      'Studied set (fresh7.jsonl), recall; first sight (main after round 7) 94.6 %, after round 8 (a fit, model retrained) 100 %',
    falsePositivesTitle:
      'Studied set (fresh7.jsonl), false positives; first sight (main after round 7) 7.3 %, after round 8 (a fit, model retrained) 0.8 %',
  },
  {
    file: 'fresh8.jsonl',
    minLines: 1300,
    minRecall: 0.99,
    maxFalsePositives: 0.02,
    minKindRecall: 0.99,
    recallTitle:
      'Studied set (fresh8.jsonl), recall; first sight (main after round 8) 95.5 %; round 9: half B at first sight 97.0 %, whole after study (a fit, model retrained) 100 %',
    falsePositivesTitle:
      'Studied set (fresh8.jsonl), false positives; first sight (main after round 8) 7.3 %; round 9: half B at first sight 7.1 %, whole after study (a fit, model retrained) 0.0 %',
  },
  {
    file: 'fresh9.jsonl',
    minLines: 1250,
    minRecall: 0.98,
    maxFalsePositives: 0.01,
    minKindRecall: 0.97,
    recallTitle:
      'Studied set (fresh9.jsonl), recall; first sight (main after round 9) 97.5 %; round 10, after study (a fit, model retrained) 99.3 %',
    falsePositivesTitle:
      'Studied set (fresh9.jsonl), false positives; first sight (main after round 9) 5.3 %; round 10, after study (a fit, model retrained) 0.0 %',
  },
];
const read = (file: string): (Line & { file: string })[] =>
  readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => ({ ...(JSON.parse(l) as Line), file }));
// A blind set (fresh<N>.jsonl) is never one of the tuning corpora: the two studied ones have their own
// floors below, and a new one dropped here is measured by itself, not held to the tuning bounds.
const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl') && !/^fresh\d*\.jsonl$/.test(f));
const lines: (Line & { file: string })[] = files.flatMap(read);
const studied = STUDIED.map((set) => ({ set, lines: read(set.file) }));

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
    for (const line of [...lines, ...studied.flatMap((s) => s.lines)]) {
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

  it.each(studied.map(({ set, lines: setLines }) => [set.file, set, setLines] as const))(
    'keeps the studied set %s at the floors of its fit',
    (_file, set, setLines) => {
      const recall = new Tally();
      const falsePositives = new Tally();
      const misses: string[] = [];
      for (const line of setLines) {
        const flagged = assessCrisis(line.text).level !== 'NONE';
        if (line.crisis) {
          for (const key of ['all', `kind ${line.kind}`, `lang ${line.lang}`]) recall.add(key, flagged);
          if (!flagged) misses.push(`  missed (${line.kind}, ${line.lang}): ${line.text}`);
        } else for (const key of ['all', `lang ${line.lang}`]) falsePositives.add(key, flagged);
      }
      console.log(
        [
          recall.report(set.recallTitle),
          falsePositives.report(set.falsePositivesTitle),
          misses.length ? `Misses:\n${misses.join('\n')}` : 'Misses: none',
        ].join('\n\n'),
      );
      expect(setLines.length).toBeGreaterThanOrEqual(set.minLines);
      expect(recall.rate('all')).toBeGreaterThanOrEqual(set.minRecall);
      expect(falsePositives.rate('all')).toBeLessThanOrEqual(set.maxFalsePositives);
      for (const kind of CRISIS_KINDS) {
        const floor = kind === 'IN_DANGER' ? (set.inDanger ?? set.minKindRecall) : set.minKindRecall;
        expect([kind, recall.rate(`kind ${kind}`) >= floor]).toEqual([kind, true]);
      }
    },
  );
});
