import type { Catalogue, Translator } from './catalogue';
import type { TextParts } from './english';

// Every language but English, read without i18next (#36: i18next and its start-up are 14 KB that a
// first view on a slow connection cannot carry), the way i18next v4 reads it (reader.test.ts runs
// every key of every language through both): `count` picks `key_<category>` by
// Intl.PluralRules(locale), `key_zero` first for 0, then the key itself, then `key_other`. Loaded
// with the words (words-fetch.ts): English pages never load it. Finding a key and filling its values
// are English's own (english.ts `textParts`, handed in by words.ts: one way to read a text).

function lookUp(
  { find }: TextParts,
  locale: string,
  sections: Catalogue,
  key: string,
  count: unknown,
): string | undefined {
  if (typeof count !== 'number') return find(sections, key);
  return (
    (count === 0 ? find(sections, `${key}_zero`) : undefined) ??
    find(sections, `${key}_${new Intl.PluralRules(locale).select(count)}`) ??
    find(sections, key) ??
    find(sections, `${key}_other`)
  );
}

/** The reader of a language over the given catalogue sections; a key it lacks `has` not, and `t` shows as the key. */
export function readerOf(locale: string, sections: Catalogue, parts: TextParts): Translator {
  return {
    has: (key, values) => lookUp(parts, locale, sections, key, values?.count) !== undefined,
    t: (key, values) => parts.fill(lookUp(parts, locale, sections, key, values?.count) ?? key, values),
  };
}
