/**
 * The crisis check's verdict (level|kind|subKind) on every corpus line and on joined runs of them
 * (2, 3, 7, 40 and 90 lines with different separators, cut at 4,000 characters), one a line, to
 * the file named: a change meant to leave behaviour as it is (a speed round) writes it before and
 * after and compares (`cmp before.txt after.txt`). #32 round 10: 29,329 texts, about 10 s.
 *   node --import @swc-node/register/esm-register bench/crisis-verdicts.ts /tmp/before.txt
 */
import fs from 'node:fs';
import path from 'node:path';
import { assessCrisis } from '../src/modules/safety/crisis/detector.js';

const dir = path.join(import.meta.dirname, '../src/modules/safety/crisis/corpus');
const lines: string[] = [];
for (const file of fs.readdirSync(dir).sort()) {
  if (!file.endsWith('.jsonl')) continue;
  for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
    if (line.trim()) lines.push((JSON.parse(line) as { text: string }).text);
  }
}
const texts = [...lines];
const separators = [' ', '\n', '', '. ', '  '];
for (const size of [2, 3, 7, 40, 90]) {
  for (let i = 0; i + size <= lines.length; i += size) {
    texts.push(lines.slice(i, i + size).join(separators[(i / size) % separators.length]));
  }
}
const verdicts = texts.map((text) => {
  const { level, kind, subKind } = assessCrisis(text);
  return `${level}|${kind}|${subKind}`;
});
const out = process.argv[2];
if (!out) throw new Error('usage: crisis-verdicts.ts <file>');
fs.writeFileSync(out, `${verdicts.join('\n')}\n`);
console.log(`${lines.length} corpus lines, ${texts.length} texts: verdicts in ${out}`);
