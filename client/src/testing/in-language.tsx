import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@mindcheck/common';
import { LocaleContext } from '../lib/i18n/locale';
import { createTranslator } from '../lib/i18n/translator';
import type { Catalogue, Translator } from '../lib/i18n/catalogue';
import { renderWithProviders, type RenderOptions } from './render';

type Translated = Exclude<Locale, 'en'>;

/**
 * Renders a page the way the app shows it in `locale` (issue #36): its catalogue loaded through
 * i18next, less the keys it awaits review for (`ui`, or each of `options.routes`' elements).
 * Returns renderWithProviders' result and the translator.
 */
export async function renderInLanguage(ui: ReactElement, locale: Translated, options: RenderOptions = {}) {
  const translate = await createTranslator(locale);
  const value = { locale, translate, setLocale: () => {} };
  const inLanguage = (element: ReactNode) => <LocaleContext value={value}>{element}</LocaleContext>;
  document.title = '';
  const routes = options.routes?.map((route) => ({ ...route, element: inLanguage(route.element) }));
  const result = renderWithProviders(inLanguage(ui), { ...options, routes });
  return { ...result, translate };
}

function leaves(tree: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** What a member reads or hears on the page: its text, accessible names and hints, and the tab's title. */
function shownWords(container: HTMLElement): string {
  const attributes = [...container.querySelectorAll('[aria-label],[title],[alt],[placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  const texts: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  return [...texts, document.title, ...attributes].join('\n');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `part` is in `text` as whole words (not "Age" inside "Page"). */
function appears(part: string, text: string): boolean {
  return new RegExp(`(?<!\\p{L})${escaped(part)}(?!\\p{L})`, 'u').test(text);
}

/** A sentence's words around its {{values}} and <tags>. */
function fixedParts(english: string): string[] {
  return english
    .split(/\{\{\s*\w+\s*\}\}|<\/?\w+>/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 3);
}

/**
 * The English sentences (whole, or their fixed parts of two words or more around {{values}} and <tags>) of `sections`
 * still shown in `container` although `translate` has the key: what a member would see half
 * translated. A key awaiting review (the translator lacks it) may show in English; so may words a
 * language writes as English does ("Email").
 */
export function untranslatedEnglish(
  container: HTMLElement,
  translate: Translator,
  sections: Record<string, Catalogue>,
): string[] {
  const has = (key: string) => translate.has(key) || translate.has(key.replace(/_(?:one|other)$/, ''), { count: 2 });
  // The sentences awaiting review are shown whole in English: their words are not looked at.
  const shown = leaves(sections)
    .filter(([key]) => !has(key))
    .flatMap(([, english]) => fixedParts(english))
    .reduce((text, part) => text.split(part).join('\n'), shownWords(container));
  return leaves(sections).flatMap(([key, english]) => {
    const base = key.replace(/_(?:one|other)$/, '');
    if (!has(key)) return [];
    const translated = translate.has(key) ? translate.t(key) : translate.t(base, { count: 2 });
    // A lone word ("Score") may be another component's, not yet translated: sentences are checked.
    const parts = fixedParts(english).filter((part) => part.includes(' ') && !translated.includes(part));
    return parts.filter((part) => appears(part, shown)).map((part) => `${key}: ${part}`);
  });
}
