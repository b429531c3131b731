// The detector measured against every labelled corpus in ./corpus (dev.jsonl and holdout.jsonl,
// written by people who never saw the rules; team.jsonl, the team's own tricky cases): recall per
// kind, self-harm sub-kind and language, and the false-positive rate per angle of the negatives,
// printed for the CI log. UNSURE counts as flagged on both sides. It fails under the bounds below.
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
const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
const lines: (Line & { file: string })[] = files.flatMap((file) =>
  readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => ({ ...(JSON.parse(l) as Line), file })),
);

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
    for (const line of lines) {
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
});
