import { useContext } from 'react';
import type { Locale } from '@mindcheck/common';
import type { Catalogue, Translate } from './catalogue';
import { englishT } from './english';
import { LocaleContext, useT } from './locale';

/**
 * For a sentence that carries words or dates of its own (a weekday's name, a day, a status): the
 * language the sentence is shown in, so that what goes into it is written in that language too. A
 * key awaiting review shows its English sentence whole (common/src/locales/README.md); its dates and
 * words must then be English as well, never a Yoruba weekday inside an English sentence.
 */
export function useSentences(english: Catalogue): {
  t: Translate;
  /** The language `key` is shown in: the page's, or English while it awaits review. */
  shownIn: (key: string) => Locale;
  /** The translator for the words that go into `key`: the page's, or English with it. */
  wordsFor: (key: string) => Translate;
} {
  const { locale, translate } = useContext(LocaleContext);
  const t = useT(english);
  const inEnglish = englishT(english);
  const shownIn = (key: string): Locale => (translate?.has(key) ? locale : 'en');
  return { t, shownIn, wordsFor: (key) => (shownIn(key) === 'en' ? inEnglish : t) };
}
