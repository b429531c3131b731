import type { ReactElement } from 'react';
import { LOCALE_NAMES, type Locale } from '@mindcheck/common';
import en from '../../../common/src/locales/en/app.json';
import pcm from '../../../common/src/locales/pcm/app.json';
import yo from '../../../common/src/locales/yo/app.json';
import ha from '../../../common/src/locales/ha/app.json';
import ig from '../../../common/src/locales/ig/app.json';
import type { Catalogue } from '../lib/i18n/catalogue';
import { LocaleContext } from '../lib/i18n/locale';
import { loadLanguage } from './words';
import { renderWithProviders, type RenderOptions } from './render';

// Tests of a page in another language (issue #36): render it with that language's catalogue
// loaded (as the app does once it is chosen), then ask what is still in English.

type Other = Exclude<Locale, 'en'>;
const catalogues: Record<Other, Catalogue> = { pcm, yo, ha, ig };

function leaves(tree: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** Renders `ui` as renderWithProviders does, in `locale` (its catalogue loaded first). */
export async function renderInLanguage(locale: Other, ui: ReactElement, options: RenderOptions = {}) {
  const translate = loadLanguage(locale);
  return renderWithProviders(
    <LocaleContext value={{ locale, translate, setLocale: () => {} }}>{ui}</LocaleContext>,
    options,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\\\{\\\{\w+\\\}\\\}/g;

/** Every text `container` shows: each element's own text, and its aria-label, title, placeholder and alt. */
export function shownTexts(container: HTMLElement): Set<string> {
  const shown = new Set<string>();
  for (const element of [container, ...container.querySelectorAll('*')]) {
    const text = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (text) shown.add(text);
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) shown.add(value);
    }
  }
  return shown;
}

/**
 * The English sentences of the catalogue still shown in `container` (its text, and its elements'
 * aria-label, title, placeholder and alt) although `locale` has its own words for them: should be
 * none. A key the language awaits review for is not counted (its English, whole, is expected).
 */
export function englishLeft(container: HTMLElement, locale: Other): string[] {
  const own = leaves(catalogues[locale]);
  const patterns: { english: string; pattern: RegExp }[] = [];
  const all = leaves(en as Catalogue);
  const translatedOf = (key: string) => own.get(key) ?? own.get(key.replace(/_one$/, '_other'));
  // An English sentence some key still shows in English (awaiting review, or the same words) may be that key's.
  const stillEnglish = new Set(
    [...all].filter(([key, text]) => (translatedOf(key) ?? text) === text).map(([, t]) => t),
  );
  for (const [key, english] of all) {
    const translated = translatedOf(key);
    if (translated === undefined || translated === english || stillEnglish.has(english)) continue;
    // A template with few words of its own ("{{score}} of {{max}}") would match any text.
    if (english.replace(/\{\{\w+\}\}/g, '').replace(/\W/g, '').length < 10) continue;
    patterns.push({ english, pattern: new RegExp(`^${escape(english).replace(PLACEHOLDER, '.+')}$`, 's') });
  }
  const shown = shownTexts(container);
  return [...shown].filter((text) => patterns.some(({ pattern }) => pattern.test(text)));
}

/** Words no language translates: the names of the product and of the services it works with. */
export const BRAND_NAMES = ['MindCheck', 'Paystack', 'Google', 'Termii'];

/** A pattern for a catalogue text: its {{placeholders}} stand for anything, when it has words enough of its own. */
function textPattern(text: string): RegExp | string {
  const own = text.replace(/\{\{\w+\}\}/g, '').replace(/[^\p{L}]/gu, '');
  return own.length === 0 ? text : new RegExp(`^${escape(text).replace(PLACEHOLDER, '.+')}$`, 'su');
}

/** A catalogue text as shown: the pieces between its tags (RichText renders each piece in its own element). */
const pieces = (text: string) =>
  text
    .split(/<\/?\w+>/)
    .map((piece) => piece.trim())
    .filter(Boolean);

/**
 * The texts shown in `locale` that are the same as the English rendering of the same page
 * (`inEnglish`, from shownTexts), although the language's catalogue does not write them so: words
 * left in English in the code. Not counted: data (`dataWords`, emails, numbers), brand names and
 * language names, the language's own catalogue texts (some are the same words in both), and the
 * English of a key the language awaits review for (shown in English, whole, on purpose).
 */
export function sameAsEnglish(
  inLanguage: Set<string>,
  inEnglish: Set<string>,
  locale: Other,
  dataWords: readonly string[],
): string[] {
  const own = leaves(catalogues[locale]);
  const kept = [...leaves(en as Catalogue)]
    .filter(([key]) => !own.has(key) && !own.has(key.replace(/_one$/, '_other')))
    .map(([, text]) => text);
  const allowed = [...own.values(), ...kept]
    .flatMap((text) => [...pieces(text), text.replace(/<(\w+)>[^<]*<\/\1>/g, '').trim()])
    .map(textPattern);
  // Longest first: a title is taken out whole before a name inside it.
  const noise = [...dataWords, ...BRAND_NAMES, ...Object.values(LOCALE_NAMES)].sort((a, b) => b.length - a.length);
  /** The text from its first letter to its last. */
  const ends = (text: string) => {
    const chars = [...text];
    const first = chars.findIndex((c) => /\p{L}/u.test(c));
    const last = chars.findLastIndex((c) => /\p{L}/u.test(c));
    return first < 0 ? '' : chars.slice(first, last + 1).join('');
  };
  /** The text without data, emails, brand and language names, and the punctuation at its ends. */
  const words = (text: string) => {
    let rest = text
      .split(/\s+/)
      .filter((word) => !word.includes('@'))
      .join(' ');
    for (const word of noise) rest = rest.split(word).join('');
    return ends(rest);
  };
  const isAllowed = (text: string) =>
    allowed.some((pattern) => (typeof pattern === 'string' ? pattern === text : pattern.test(text)));
  // Line by line: a preformatted block is a text of several lines.
  const lines = (texts: Set<string>) =>
    new Set([...texts].flatMap((text) => text.split('\n').map((line) => line.trim())));
  const english = lines(inEnglish);
  return [...lines(inLanguage)].filter(
    (text) => english.has(text) && /\p{L}{2}/u.test(words(text)) && ![text, ends(text), words(text)].some(isAllowed),
  );
}
