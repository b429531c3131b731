import type { Catalogue, Translate, TranslateValues, Translator } from './catalogue';

// Every language's words, read without i18next (#36: i18next and its start-up are 14 KB that a
// first view on a slow connection cannot carry). It reads the catalogue the way i18next v4 does
// (reader.test.ts runs every key of every language through both): nested keys, `{{name}}` values,
// and `count` choosing `key_<category>` by Intl.PluralRules for the language (`key_zero` first for
// 0, then the key itself, then `key_other`).

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function find(sections: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = sections;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function lookUp(locale: string, sections: Catalogue, key: string, count: unknown): string | undefined {
  if (typeof count !== 'number') return find(sections, key);
  return (
    (count === 0 ? find(sections, `${key}_zero`) : undefined) ??
    find(sections, `${key}_${new Intl.PluralRules(locale).select(count)}`) ??
    find(sections, key) ??
    find(sections, `${key}_other`)
  );
}

/** The reader of a language over the given catalogue sections; a key it lacks `has` not. */
export function readerOf(locale: string, sections: Catalogue): Translator {
  return {
    has: (key, values) => lookUp(locale, sections, key, values?.count) !== undefined,
    t: (key: string, values?: TranslateValues) => {
      const text = lookUp(locale, sections, key, values?.count) ?? key;
      if (!values) return text;
      return text.replace(PLACEHOLDER, (whole, name: string) =>
        Object.hasOwn(values, name) ? String(values[name]) : whole,
      );
    },
  };
}

/** The English translator over the given catalogue sections; a key it lacks is shown as the key (as i18next does). */
export function englishT(sections: Catalogue): Translate {
  return readerOf('en', sections).t;
}
