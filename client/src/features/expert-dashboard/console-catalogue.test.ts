// Issue #36: the consoles' catalogue sections (expertConsole, admin). Their English copies of
// common's spec texts stay those texts to the letter; Pidgin has every key; and in every language
// a translated sentence has its words (a weekday's name, a status) translated too, so that no
// sentence is shown half in one language (a sentence awaiting review takes English words:
// lib/i18n/sentence.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messages, payoutMessages, SUPPORTED_LOCALES } from '@mindcheck/common';
import { expertConsole } from 'app-en:expertConsole';

const localesDir = path.resolve(__dirname, '../../../../common/src/locales');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(localesDir, file), 'utf8'));
type Tree = { [key: string]: string | Tree };

function has(tree: Tree, key: string): boolean {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' || (typeof node === 'object' && Object.keys(node).length > 0);
}

function keysUnder(tree: Tree, prefix: string): string[] {
  let node: string | Tree | undefined = tree;
  for (const part of prefix.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'object' ? Object.keys(node).map((key) => `${prefix}.${key}`) : [];
}

/** Each sentence and the catalogue words that go into it. */
const SENTENCE_WORDS: [sentence: string, words: string][] = [
  ['expertConsole.availability.addHoursOn', 'expertConsole.availability.weekdays'],
  ['expertConsole.availability.removeHours', 'expertConsole.availability.weekdays'],
  ['expertConsole.availability.overlap', 'expertConsole.availability.weekdays'],
  ['expertConsole.results.note', 'expertConsole.results.severity'],
  ['expertConsole.results.note', 'expertConsole.results.change'],
  ['expertConsole.results.noteItemNine', 'expertConsole.results.severity'],
  ['expertConsole.results.noteItemNine', 'expertConsole.results.change'],
  ['expertConsole.results.oldestFirst', 'expertConsole.results.tests'],
  ['admin.booking.refundValue', 'admin.refundStatus'],
  ['admin.audit.by', 'admin.audit.actions'],
];

describe("the consoles' catalogue sections", () => {
  it("keeps common's spec texts to the letter in English", () => {
    expect(expertConsole.payout.simulated).toBe(payoutMessages.simulatedNotice);
    expect(expertConsole.payout.bankRequired).toBe(payoutMessages.bankRequired);
    expect(expertConsole.payout.accountNumberInvalid).toBe(payoutMessages.accountNumberInvalid);
    expect(expertConsole.payout.saved).toBe(payoutMessages.payoutSaved);
    expect(expertConsole.availability.invalidTimeZone).toBe(messages.invalidTimeZone);
  });

  it('has Pidgin in full: no key of the consoles awaits review', () => {
    const review = read('pcm/awaiting-review.json') as string[];
    expect(review.filter((key) => /^app:(expertConsole|admin)\./.test(key))).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    'in %s, translates the words of every sentence it translates',
    (locale) => {
      const own = read(`${locale}/app.json`) as Tree;
      const en = read('en/app.json') as Tree;
      const halfTranslated = SENTENCE_WORDS.filter(([sentence]) => has(own, sentence)).flatMap(([sentence, words]) =>
        keysUnder(en, words)
          .filter((word) => !has(own, word))
          .map((word) => `${sentence} <- ${word}`),
      );
      expect(halfTranslated).toEqual([]);
    },
  );
});
