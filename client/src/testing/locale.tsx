import type { ReactElement } from 'react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@mindcheck/common';
import { LocaleProvider } from '../lib/i18n/locale';

// Rendering a page in another language (issue #36), and checking that none of its catalogue
// sentences is left in English but those the language awaits review for.

/** `ui` with the interface in `locale`: its catalogue loaded through i18next, as the app does. */
export function inLanguage(locale: Locale, ui: ReactElement) {
  return (
    <LocaleProvider accountLocale={locale} accountId="test-member" fallback={null}>
      {ui}
    </LocaleProvider>
  );
}

type Tree = { [key: string]: string | Tree };
const localesDir = path.resolve(__dirname, '../../../common/src/locales');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(localesDir, file), 'utf8'));

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const PLURAL = /_(?:zero|one|two|few|many|other)$/;

/**
 * The English words of `sections` that `locale` has its own words for (not awaiting review, and
 * not the same in both): each as its longest fixed run of text (values and tags left out), so an
 * English sentence with a value in it is still found.
 */
export function englishThatShouldBeTranslated(locale: Locale, sections: readonly string[]): Map<string, string> {
  const en = read('en/app.json') as Tree;
  const own = new Map(leaves(read(`${locale}/app.json`) as Tree));
  const pending = new Set(
    (read(`${locale}/awaiting-review.json`) as string[]).filter((k) => k.startsWith('app:')).map((k) => k.slice(4)),
  );
  const out = new Map<string, string>();
  for (const section of sections)
    for (const [key, english] of leaves({ [section]: en[section]! })) {
      const base = key.replace(PLURAL, '');
      if (pending.has(key) || pending.has(base)) continue;
      const translated = own.get(key) ?? own.get(`${base}_other`);
      if (translated === english) continue;
      const run = english
        .split(/\{\{\s*\w+\s*\}\}|<\/?\w+>/)
        .map((part) => part.trim())
        .sort((a, b) => b.length - a.length)[0];
      // Too short to tell from data ("Bank", "Name"): asserted by the tests themselves.
      if (run && run.length >= 12) out.set(key, run);
    }
  return out;
}

/** Every text a person meets on the page: its text, and its accessible names and hints. */
export function pageWords(root: HTMLElement = document.body): string {
  const attributes = [...root.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes, document.title].join('\n');
}

/** The fixed runs of text of the English sentences `locale` awaits review for, longest first. */
function pendingEnglish(locale: Locale): string[] {
  const en = new Map(leaves(read('en/app.json') as Tree));
  const pending = (read(`${locale}/awaiting-review.json`) as string[])
    .filter((k) => k.startsWith('app:'))
    .map((k) => k.slice(4));
  return [...en]
    .filter(([key]) => pending.includes(key) || pending.includes(key.replace(PLURAL, '')))
    .flatMap(([, english]) => english.split(/\{\{\s*\w+\s*\}\}|<\/?\w+>/))
    .filter((run) => run.trim().length >= 4)
    .sort((a, b) => b.length - a.length);
}

/**
 * The keys of `sections` whose English words are on the page though `locale` has its own for them
 * (English sentences it awaits review for are taken out first: "Appointments" inside one is theirs).
 */
export function englishLeftOn(locale: Locale, sections: readonly string[], root?: HTMLElement): string[] {
  const words = pendingEnglish(locale).reduce((text, run) => text.replaceAll(run, '\u0000'), pageWords(root));
  return [...englishThatShouldBeTranslated(locale, sections)]
    .filter(([, english]) => words.includes(english))
    .map(([key]) => key);
}
