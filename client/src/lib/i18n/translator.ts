import i18next from 'i18next';
import type { Locale } from '@mindcheck/common';
import type { Catalogue, Translator } from './catalogue';

// Every language but English reads its texts through i18next (plurals by Intl.PluralRules for the
// language), from its own catalogue, loaded as its own chunk when the member chooses it. A key the
// language lists in awaiting-review.json is dropped from it: the component then shows the English
// sentence for that key alone, from its own English sections (useT; common/src/locales/README.md).

type Translated = Exclude<Locale, 'en'>;
type Json = { default: unknown };

const catalogues: Record<Translated, () => Promise<[Json, Json]>> = {
  pcm: () =>
    Promise.all([
      import('../../../../common/src/locales/pcm/app.json'),
      import('../../../../common/src/locales/pcm/awaiting-review.json'),
    ]),
  yo: () =>
    Promise.all([
      import('../../../../common/src/locales/yo/app.json'),
      import('../../../../common/src/locales/yo/awaiting-review.json'),
    ]),
  ha: () =>
    Promise.all([
      import('../../../../common/src/locales/ha/app.json'),
      import('../../../../common/src/locales/ha/awaiting-review.json'),
    ]),
  ig: () =>
    Promise.all([
      import('../../../../common/src/locales/ig/app.json'),
      import('../../../../common/src/locales/ig/awaiting-review.json'),
    ]),
};

const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;

/** The catalogue without the keys awaiting review (a plural's forms go with its key). */
export function withoutPending(catalogue: Catalogue, pending: ReadonlySet<string>, prefix = ''): Catalogue {
  const kept: Record<string, string | Catalogue> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') {
      if (!pending.has(path) && !pending.has(path.replace(PLURAL_SUFFIX, ''))) kept[key] = value;
    } else if (!pending.has(path)) {
      kept[key] = withoutPending(value, pending, `${path}.`);
    }
  }
  return kept;
}

/** The keys of the `app` namespace a language still awaits review for. */
export function pendingAppKeys(review: unknown): Set<string> {
  const list = Array.isArray(review) ? (review as unknown[]) : [];
  return new Set(
    list.filter((k): k is string => typeof k === 'string' && k.startsWith('app:')).map((k) => k.slice('app:'.length)),
  );
}

/** The translator of a language other than English: its catalogue, less the keys awaiting review. */
export async function createTranslator(locale: Translated): Promise<Translator> {
  const [app, review] = await catalogues[locale]();
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    ns: ['app'],
    defaultNS: 'app',
    resources: {
      [locale]: { app: withoutPending(app.default as Catalogue, pendingAppKeys(review.default)) },
    },
    // React escapes what it renders; i18next must not escape it a second time.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const t = instance.getFixedT(locale, 'app');
  return {
    t: (key, values) => t(key, values as Record<string, unknown>) as string,
    has: (key, values) => instance.exists(key, values as Record<string, unknown>),
  };
}
