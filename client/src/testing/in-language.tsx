import type { ReactElement } from 'react';
import type { Locale } from '@mindcheck/common';
import en from '../../../common/src/locales/en/app.json';
import pcm from '../../../common/src/locales/pcm/app.json';
import yo from '../../../common/src/locales/yo/app.json';
import ha from '../../../common/src/locales/ha/app.json';
import ig from '../../../common/src/locales/ig/app.json';
import type { Catalogue } from '../lib/i18n/catalogue';
import { LocaleContext, loadTranslator } from '../lib/i18n/locale';
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
  const translate = await loadTranslator(locale);
  return renderWithProviders(
    <LocaleContext value={{ locale, translate, setLocale: () => {} }}>{ui}</LocaleContext>,
    options,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\\\{\\\{\w+\\\}\\\}/g;

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
  return [...shown].filter((text) => patterns.some(({ pattern }) => pattern.test(text)));
}
