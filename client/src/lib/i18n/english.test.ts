import i18next from 'i18next';
import en from '../../../../common/src/locales/en/app.json';
import { englishT } from './english';
import { pendingAppKeys, withoutPending } from './translator';
import type { Catalogue } from './catalogue';

function keys(tree: Catalogue, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

// English is read without i18next (lib/i18n/english.ts, for the landing route's budget): it must
// say exactly what i18next would say for every key of the catalogue.
describe('englishT', () => {
  it('says what i18next says for every key of en/app.json, with values and plurals', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      resources: { en: { app: en } },
      defaultNS: 'app',
      interpolation: { escapeValue: false },
    });
    const ours = englishT(en);
    const bases = new Set(keys(en).map((k) => k.replace(/_(one|other)$/, '')));
    expect(bases.size).toBeGreaterThan(50);
    for (const key of bases) {
      expect([key, ours(key)]).toEqual([key, instance.t(key)]);
      const samples: Record<string, string | number>[] = [
        { name: 'Ada <b>', date: '5 Nov 2026', count: 1, number: 2, year: 2026 },
        { count: 3 },
      ];
      for (const values of samples) expect([key, ours(key, values)]).toEqual([key, instance.t(key, values)]);
    }
  });

  it('shows a key it lacks as the key, and leaves a value it was not given as written', () => {
    const t = englishT({ a: { b: 'Hello {{name}}' } });
    expect(t('a.c')).toBe('a.c');
    expect(t('a.b', {})).toBe('Hello {{name}}');
    expect(t('a.b', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('picks _one for a count of 1 and _other for any other', () => {
    const t = englishT({ n_one: '{{count}} time', n_other: '{{count}} times' });
    expect(t('n', { count: 1 })).toBe('1 time');
    expect(t('n', { count: 0 })).toBe('0 times');
    expect(t('n', { count: 2 })).toBe('2 times');
  });
});

describe('keys awaiting review', () => {
  it('are dropped from a language, a plural with all its forms', () => {
    const pending = pendingAppKeys(['app:a.b', 'app:n', 'mail:x', 7]);
    expect([...pending]).toEqual(['a.b', 'n']);
    expect(withoutPending({ a: { b: 'x', c: 'y' }, n_one: '1', n_other: '2', m: 'z' }, pending)).toEqual({
      a: { c: 'y' },
      m: 'z',
    });
  });
});
