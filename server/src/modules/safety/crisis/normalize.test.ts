// crisisSentences reads a whole message in one pass with a mark after each sentence (#32 round 10,
// speed); its tokens must be those of reading each sentence alone (crisisTokens), and its starts
// where each sentence after the first begins. Checked over joined corpus lines and edge cases.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crisisSentences, crisisTokens } from './normalize.js';

/** The sentences as crisisSentences defines them: ".", "!" or "?" before a space, or a line break. */
function sentences(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const c = text[i];
    if (i === text.length || c === '\n' || ((c === '.' || c === '!' || c === '?') && /\s/.test(text[i + 1] ?? ''))) {
      out.push(text.slice(from, i + 1));
      from = i + 1;
    }
  }
  return out;
}

function oneByOne(text: string): { tokens: string[]; starts: number[] } {
  const tokens: string[] = [];
  const starts: number[] = [];
  for (const sentence of sentences(text)) {
    const part = crisisTokens(sentence);
    if (part.length === 0) continue;
    if (tokens.length > 0) starts.push(tokens.length);
    tokens.push(...part);
  }
  return { tokens, starts };
}

const lines = readFileSync(path.join(import.meta.dirname, 'corpus', 'dev.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => (JSON.parse(line) as { text: string }).text);

describe('crisisSentences', () => {
  it('gives the tokens of each sentence read alone, on joined corpus lines', () => {
    const texts: string[] = [];
    for (let i = 0; i + 6 <= lines.length; i += 6)
      texts.push(lines.slice(i, i + 6).join(['. ', '\n', '! ', ' '][i % 4]));
    expect(texts.length).toBeGreaterThan(50);
    for (const text of texts) expect(crisisSentences(text)).toEqual(oneByOne(text));
  });

  it('reads sentence edges as the edge of the text (letters, leet, signs, case, marks)', () => {
    for (const text of [
      'a. b c d',
      'S U I. C I D E',
      'ΑΣ. Σα',
      "k1ll. 1 m3\nn'ulo. n'a",
      'k!ll. !a',
      'I 💊. 🔪 x',
      'ẹ́. ṣ!\ǹa',
      'İ. ǅ\nΣΣ. Σ',
      'wanto. 2moro! b4? ok',
      'é\n\n\nà. . . a',
      'x\u0001y. z',
    ])
      expect(crisisSentences(text)).toEqual(oneByOne(text));
  });
});
