import type { Catalogue, Translator } from './catalogue';
import { textParts } from './english';

// The words of a language other than English (#36, low data), as the build cut them
// (client/build/words.ts): a first-view route's sections in one file, fetched at the entry's start
// (main.tsx) in parallel with the page's code; any other section on its own, when a component
// names it (useSections suspends until then). What fetches them (words-fetch.ts) is its own small
// file, loaded only for those languages: English pages carry none of it (the landing budget).

/** Each language's loaded sections, one object (the reader looks keys up in it). */
const loaded: Record<string, Record<string, Catalogue>> = {};

export const wordsOf = (locale: string): Record<string, Catalogue> => (loaded[locale] ??= {});

let reader: typeof import('./reader').readerOf | undefined;
const fetcher = () => import('./words-fetch').then((m) => ((reader = m.readerOf), m));

/**
 * A language's translator over its sections loaded so far. Its reader (reader.ts) comes with the
 * words: a component asks only once its sections are in (useSections).
 */
export const translatorOf = (locale: string): Translator => ({
  t: (key, values) => reader!(locale, wordsOf(locale), textParts).t(key, values),
  has: (key, values) => !!reader?.(locale, wordsOf(locale), textParts).has(key, values),
});

/** Starts fetching the words of the route at `pathname` (nothing for English). */
export function startRouteWords(locale: string, pathname: string) {
  if (locale !== 'en') fetcher().then((m) => m.routeWords(locale, pathname, wordsOf(locale)), String);
}

const waits: Record<string, Promise<unknown>> = {};

/**
 * Null when every section in `names` was loaded for `locale` before anything waited for them; else
 * a promise (the same one for the same need, for React's `use`, kept once made: React replays a
 * component that suspended, and a replay that skips the `use` it suspended on breaks its hooks)
 * that settles once they are in, or could not be had (offline: their keys then show their English
 * sentences, whole).
 */
export function sectionsWaited(locale: string, names: readonly string[]): Promise<unknown> | null {
  const words = wordsOf(locale);
  // Keyed by the language and the names (`pcm` + `booking,ui`).
  const need = locale + names.join();
  return (
    waits[need] ??
    (names.every((name) => name in words)
      ? null
      : (waits[need] = fetcher().then((m) => m.sectionWords(locale, names, location.pathname, words), String)))
  );
}
