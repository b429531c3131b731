import i18next from 'i18next';
import en from '../../../../common/src/locales/en/app.json';
import { shipped, type Other } from '../../testing/words';
import type { Catalogue } from './catalogue';
import { englishT } from './english';
import { readerOf } from './reader';
import { textParts } from './english';
import { pendingAppKeys, withoutPending } from './pending';

// The browser reads every language without i18next (english.ts, #36 low data). i18next stays the
// oracle: every key of every language, read by both, with values and counts, must say the same.

function keys(tree: Catalogue, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1.5];
type Values = Record<string, string | number>;
const VALUES: Values = {
  name: 'Ada <b>',
  date: '5 Nov 2026',
  number: 2,
  year: 2026,
  max: 9,
  score: 4,
  email: 'a@b.ng',
};

const languages: [string, Catalogue][] = [['en', en], ...(Object.entries(shipped) as [Other, Catalogue][])];

describe.each(languages)('the reader of %s', (locale, catalogue) => {
  it('says what i18next says for every key of the catalogue, with values and every count', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: { app: catalogue } },
      defaultNS: 'app',
      interpolation: { escapeValue: false },
    });
    const ours = readerOf(locale, catalogue, textParts);
    // English pages read with englishT (english.ts, in the entry); the others with readerOf (reader.ts).
    const say = locale === 'en' ? englishT(catalogue) : ours.t;
    // Every key of English (the full list): a key the language awaits review for is absent for both.
    const bases = new Set(keys(en).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')));
    expect(bases.size).toBeGreaterThan(1000);
    const samples: (Values | undefined)[] = [undefined, VALUES, ...COUNTS.map((count) => ({ ...VALUES, count }))];
    const said = (read: (key: string, values?: Values) => [string, boolean]) =>
      [...bases].flatMap((key) => samples.map((values) => [key, values?.count, ...read(key, values)]));
    const theirs = said((key, values) => [i18n.t(key, values ?? {}), i18n.exists(key, values)]);
    // One comparison (quick), whose difference names the key and the count.
    expect(said((key, values) => [say(key, values), ours.has(key, values)])).toEqual(theirs);
    expect(theirs).toHaveLength(bases.size * (COUNTS.length + 2));
  });
});

describe('the reader', () => {
  it('picks each language’s plural form for a count (CLDR, as i18next does)', () => {
    const ha = readerOf('ha', shipped.ha, textParts);
    expect(ha.t('booking.times', { count: 1 })).toBe('lokaci 1');
    expect(ha.t('booking.times', { count: 3 })).toBe('lokuta 3');
    const pcm = readerOf('pcm', shipped.pcm, textParts);
    expect(pcm.t('booking.times', { count: 1 })).toBe('1 time');
    // CLDR's Pidgin "one" is "i = 0 or n = 1": no time is "0 time", as a Nigerian writes it.
    expect(pcm.t('booking.times', { count: 0 })).toBe('0 time');
    expect(pcm.t('booking.times', { count: 2 })).toBe('2 times');
    const yo = readerOf('yo', shipped.yo, textParts);
    expect(yo.t('booking.times', { count: 1 })).toBe('àkókò 1');
    expect(yo.t('booking.times', { count: 5 })).toBe('àkókò 5');
  });

  it('has no key awaiting review, so the component shows its English sentence', () => {
    const yo = readerOf('yo', shipped.yo, textParts);
    expect(yo.has('chat.welcomeText')).toBe(false);
    expect(yo.has('chat.send')).toBe(true);
    expect(yo.t('chat.send')).toBe('Fi ránṣẹ́');
  });

  it('shows a key it lacks as the key, and leaves a value it was not given as written', () => {
    const t = englishT({ a: { b: 'Hello {{name}}' } });
    expect(t('a.c')).toBe('a.c');
    expect(t('a.b', {})).toBe('Hello {{name}}');
    expect(t('a.b', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('picks _one for a count of 1 and _other for any other, in English', () => {
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
