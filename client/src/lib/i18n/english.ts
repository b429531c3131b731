import type { Catalogue, Translate, TranslateValues } from './catalogue';

// English, the spec's texts, without i18next: a page's English words travel in its own chunk (the
// sections it names, see useT), so the landing route's JavaScript budget holds (client/README.md).
// It reads the catalogue the way i18next v4 does for `en` (reader.test.ts runs every key through
// both): nested keys, `{{name}}` values, and `count` choosing `_one` / `_other` as
// Intl.PluralRules('en') does. The other languages' reader is reader.ts.

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The text at a dotted key, if the catalogue has one. */
function find(sections: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = sections;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `text` with `values` in its `{{name}}` places; a value it was not given stays as written. */
const fill = (text: string, values?: TranslateValues) =>
  values
    ? text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
    : text;

/**
 * The two steps of reading a text, for the other languages' reader too (reader.ts): it gets them
 * from here, rather than importing this file, which would split it off the entry (#36: one more
 * file on the landing page).
 */
export const textParts = { find, fill };
export type TextParts = typeof textParts;

/** The English translator over the given catalogue sections; a key it lacks is shown as the key (as i18next does). */
export function englishT(sections: Catalogue): Translate {
  return (key, values) => {
    const count = values?.count;
    return fill(
      (typeof count === 'number' ? find(sections, `${key}_${count === 1 ? 'one' : 'other'}`) : undefined) ??
        find(sections, key) ??
        key,
      values,
    );
  };
}
