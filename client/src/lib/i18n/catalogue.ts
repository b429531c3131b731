// The shapes the interface's texts come in (issue #36): a catalogue section is nested keys of
// strings (i18next JSON v4); a translator turns a key and its values into the words to show.

export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/** Values for `{{name}}` placeholders; `count` also picks the plural form (`_one`, `_other`, ...). */
export type TranslateValues = Readonly<Record<string, string | number>>;

export type Translate = (key: string, values?: TranslateValues) => string;

/** A loaded language: its words, and whether it has a key (a key awaiting review it has not). */
export interface Translator {
  t: Translate;
  has: (key: string, values?: TranslateValues) => boolean;
}
