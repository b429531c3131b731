import type { Catalogue, Translate, TranslateValues } from './catalogue';

// English, the spec's texts, without loading i18next: a page's English words travel in its own
// chunk (the sections it names, see useT), so the landing route's JavaScript budget holds
// (client/README.md). It reads the catalogue the way i18next does for `en` (english.test.ts runs
// every key through both): nested keys, `{{name}}` values, and `count` choosing `_one` / `_other`
// as Intl.PluralRules('en') would for a whole number.

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookUp(sections: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = sections;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The English translator over the given catalogue sections; a key it lacks is shown as the key (as i18next does). */
export function englishT(sections: Catalogue): Translate {
  return (key: string, values?: TranslateValues) => {
    const count = values?.count;
    const text =
      (typeof count === 'number' ? lookUp(sections, `${key}_${count === 1 ? 'one' : 'other'}`) : undefined) ??
      lookUp(sections, key) ??
      key;
    if (!values) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
  };
}
