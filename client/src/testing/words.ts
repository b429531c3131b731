import type { Locale } from '@mindcheck/common';
import en from '../../../common/src/locales/en/app.json';
import pcm from '../../../common/src/locales/pcm/app.json';
import pcmReview from '../../../common/src/locales/pcm/awaiting-review.json';
import yo from '../../../common/src/locales/yo/app.json';
import yoReview from '../../../common/src/locales/yo/awaiting-review.json';
import ha from '../../../common/src/locales/ha/app.json';
import haReview from '../../../common/src/locales/ha/awaiting-review.json';
import ig from '../../../common/src/locales/ig/app.json';
import igReview from '../../../common/src/locales/ig/awaiting-review.json';
import type { Catalogue, Translator } from '../lib/i18n/catalogue';
import { readerOf } from '../lib/i18n/reader';
import { textParts } from '../lib/i18n/english';
import { shippedCatalogue } from '../lib/i18n/pending';
import { wordsOf } from '../lib/i18n/words';

// A language's words in a unit test: every section, as the build ships them (keys awaiting review
// out), put where the app's fetched files go (lib/i18n/words.ts), so nothing waits.

export type Other = Exclude<Locale, 'en'>;

/** Every section of English, as the build writes them: one whose keys all await review is there, empty. */
const asShipped = (app: unknown, review: unknown): Catalogue => ({
  ...Object.fromEntries(Object.keys(en).map((section) => [section, {}])),
  ...shippedCatalogue(app, review),
});

export const shipped: Record<Other, Catalogue> = {
  pcm: asShipped(pcm, pcmReview),
  yo: asShipped(yo, yoReview),
  ha: asShipped(ha, haReview),
  ig: asShipped(ig, igReview),
};

/** words-fetch.ts in a unit test (test/setup.ts): every section of the language, at once. */
export const wordsFetchStub = {
  readerOf,
  routeWords: async (locale: Other, _pathname: string, words: Record<string, Catalogue>) =>
    void Object.assign(words, shipped[locale]),
  sectionWords: async (locale: Other, _names: readonly string[], _pathname: string, words: Record<string, Catalogue>) =>
    void Object.assign(words, shipped[locale]),
};

/** Loads every section of `locale` and returns its reader. */
export function loadLanguage(locale: Other): Translator {
  Object.assign(wordsOf(locale), shipped[locale]);
  return readerOf(locale, wordsOf(locale), textParts);
}
