// The server's catalogues (issue #36) for the namespaces this side owns (mail, errors, crisis,
// documents, assistant): every English key in every language, translated or listed as awaiting review, nothing more; English
// mirrors the code's texts; a translation keeps the values it is given and the numbers it names.
import { CRISIS_REPLY_KEYS, CRISIS_TEXTS, englishCrisis, SUPPORTED_LOCALES } from '@mindcheck/common';
import { messages } from '../messages.js';
import { createServerI18n, leafKeys, serverI18n, type Catalogues } from './index.js';
import { FIXED_ERROR_TEXTS } from '../graphql/localized-errors.js';

const OWNED = ['mail', 'errors', 'crisis', 'documents', 'assistant'] as const;
const OTHERS = SUPPORTED_LOCALES.filter((l) => l !== 'en');
const { resources, awaitingReview } = serverI18n().catalogues;
const keysOf = (locale: (typeof SUPPORTED_LOCALES)[number], ns: (typeof OWNED)[number]) =>
  leafKeys(resources[locale][ns]).map((k) => `${ns}:${k}`);
const valueOf = (catalogue: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe.each(OTHERS)('the %s catalogues', (locale) => {
  it.each(OWNED)('have every English %s key, translated or awaiting review, and no other', (ns) => {
    const english = keysOf('en', ns);
    const own = keysOf(locale, ns);
    const missing = english.filter((key) => !own.includes(key) && !awaitingReview[locale].has(key));
    expect(missing).toEqual([]);
    expect(own.filter((key) => !english.includes(key))).toEqual([]);
    // A key is either translated or awaiting review: a listed draft would never be shown.
    expect(own.filter((key) => awaitingReview[locale].has(key))).toEqual([]);
    const listed = [...awaitingReview[locale]].filter((key) => key.startsWith(`${ns}:`));
    expect(listed.filter((key) => !english.includes(key))).toEqual([]);
  });

  it('keep every value, and every number, of the English text', () => {
    for (const ns of OWNED) {
      for (const key of keysOf(locale, ns)) {
        const path = key.slice(ns.length + 1);
        const own = String(valueOf(resources[locale][ns], path));
        const english = String(valueOf(resources.en[ns], path));
        const tokens = (text: string) =>
          [...new Set(text.match(/\{\{[^{}]{1,80}\}\}|\d+|\/safety-plan/g) ?? [])].sort();
        expect([key, tokens(own)]).toEqual([key, tokens(english)]);
      }
    }
  });
});

describe('the English catalogues', () => {
  it('hold the fixed crisis replies exactly as the code writes them', () => {
    expect(resources.en.crisis).toEqual(CRISIS_TEXTS);
    for (const key of CRISIS_REPLY_KEYS) expect(serverI18n().t('en')(`crisis:${key}`)).toBe(englishCrisis(key));
  });

  it('hold the error texts exactly as messages.ts (and the phone and room messages) write them', () => {
    const errors = resources.en.errors;
    const keys = leafKeys(errors);
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) expect([key, valueOf(errors, key)]).toEqual([key, FIXED_ERROR_TEXTS.get(key)]);
    expect(FIXED_ERROR_TEXTS.get('invalidEmail')).toBe(messages.invalidEmail);
  });
});

it('gives Pidgin crisis replies a person can read in full: none awaits review', () => {
  expect([...awaitingReview.pcm].filter((key) => key.startsWith('crisis:'))).toEqual([]);
  for (const key of CRISIS_REPLY_KEYS) expect(serverI18n().t('pcm')(`crisis:${key}`)).not.toBe(englishCrisis(key));
});

describe('the served catalogues', () => {
  const catalogues = (pcm: Record<string, unknown>, listed: string[]): Catalogues => ({
    resources: {
      en: { errors: { a: 'Hello', b: 'Goodbye', c: 'Again' } },
      pcm: { errors: pcm },
      yo: {},
      ha: {},
      ig: {},
    },
    awaitingReview: { en: new Set(), pcm: new Set(listed), yo: new Set(), ha: new Set(), ig: new Set() },
  });

  it('read a key awaiting review in English, even over a draft, and report a key missing unlisted', () => {
    const missing: string[] = [];
    const i18n = createServerI18n(catalogues({ a: 'How far', b: 'Draft' }, ['errors:b']), (key) => missing.push(key));
    const t = i18n.t('pcm');
    expect([t('errors:a'), t('errors:b'), t('errors:c')]).toEqual(['How far', 'Goodbye', 'Again']);
    expect(missing.filter((key) => key.startsWith('pcm/'))).toEqual(['pcm/errors:c']);
    expect(i18n.awaitingReview('pcm', 'errors:b')).toBe(true);
    expect(i18n.t('fr')('errors:a')).toBe('Hello');
  });
});
