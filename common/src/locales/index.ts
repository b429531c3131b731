// The languages MindCheck speaks (issue #36): one list for the client, the server and the schema's
// `supportedLocales`. Catalogues live beside this file, one folder per language and one JSON file
// per namespace (README.md here says how they are written and reviewed).

/** BCP 47 tags, English first (the spec's texts, the fallback for a key awaiting review). */
export const SUPPORTED_LOCALES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name (a language menu lists a language the way its speakers write it). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  pcm: 'Naijá (Pidgin)',
  yo: 'Yorùbá',
  ha: 'Hausa',
  ig: 'Igbo',
};

const KNOWN = new Set<string>(SUPPORTED_LOCALES);

/** True for one of the supported tags, exactly as written in SUPPORTED_LOCALES. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && KNOWN.has(value);
}

/**
 * The supported language for a list of preferred tags (a browser's `navigator.languages`, or a
 * parsed Accept-Language in order): the first whose language subtag we speak (`en-NG` -> en,
 * `yo-NG` -> yo), else English. Tags are capped and checked by Intl, never by a pattern.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const raw of preferred.slice(0, 20)) {
    let language: string;
    try {
      language = new Intl.Locale(String(raw).slice(0, 35)).language;
    } catch {
      continue;
    }
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
