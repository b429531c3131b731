import type { Catalogue, Translator, TranslateValues } from './catalogue';

// Every language but English, read without i18next (#36: i18next and its start-up are 14 KB that a
// first view on a slow connection cannot carry), the way i18next v4 reads it (reader.test.ts runs
// every key of every language through both): `count` picks `key_<category>` by
// Intl.PluralRules(locale), `key_zero` first for 0, then the key itself, then `key_other`. Loaded
// with the words (words-fetch.ts): English pages never load it.

// find and fill as english.ts has them, written again here: shared, they would become a file of
// their own on the landing page (one more request); reader.test.ts holds both readers to i18next.
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function find(sections: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = sections;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const fill = (text: string, values?: TranslateValues) =>
  values
    ? text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
    : text;

function lookUp(locale: string, sections: Catalogue, key: string, count: unknown): string | undefined {
  if (typeof count !== 'number') return find(sections, key);
  return (
    (count === 0 ? find(sections, `${key}_zero`) : undefined) ??
    find(sections, `${key}_${new Intl.PluralRules(locale).select(count)}`) ??
    find(sections, key) ??
    find(sections, `${key}_other`)
  );
}

/** The reader of a language over the given catalogue sections; a key it lacks `has` not, and `t` shows as the key. */
export function readerOf(locale: string, sections: Catalogue): Translator {
  return {
    has: (key, values) => lookUp(locale, sections, key, values?.count) !== undefined,
    t: (key, values) => fill(lookUp(locale, sections, key, values?.count) ?? key, values),
  };
}
