// The words of the languages other than English in the page shell (#36, low data): where the
// build put them (client/build/words.ts writes route-words.json), handed to the client in the
// shell's data; and, for a visitor whose Accept-Language names one of them, links that start the
// page's own words file and the code that reads it from the HTML, with the page's code, rather
// than after the entry has run (a round trip or two later on a slow phone connection).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@mindcheck/common';

export interface RouteWords {
  /** '/assets/words-<hash>.': then `<lang>.r-<route>.json` (a route's first view) or `<lang>.s-<section>.json`. */
  base: string;
  /** The first-view routes: address prefix -> file name. */
  routes: Record<string, string>;
  /** The client's words loader (lib/i18n/words-fetch.ts), built as its own file. */
  loader?: string;
}

const ASSET_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/** The build's route-words.json, plain names only (its strings are placed in the page); undefined without one. */
export function readRouteWords(clientDist: string): RouteWords | undefined {
  try {
    const { base, routes, loader } = JSON.parse(readFileSync(path.join(clientDist, 'route-words.json'), 'utf8')) as {
      base?: unknown;
      routes?: Record<string, unknown>;
      loader?: unknown;
    };
    if (typeof base !== 'string' || !/^\/assets\/[\w-]+\.$/.test(base) || !routes) return undefined;
    const kept = Object.entries(routes).filter(
      (entry): entry is [string, string] =>
        /^\/[\w/-]*$/.test(entry[0]) && typeof entry[1] === 'string' && /^[\w-]+$/.test(entry[1]),
    );
    return {
      base,
      routes: Object.fromEntries(kept),
      ...(typeof loader === 'string' && ASSET_SCRIPT.test(loader) ? { loader } : {}),
    };
  } catch {
    return undefined; // an older build, or none: the client shows English
  }
}

/** The first-view words file of the page at `requestPath` (the longest prefix; `r-entry` for any other page). */
export function routeWordsFile(words: RouteWords, requestPath: string, locale: Locale): string {
  const prefix = Object.keys(words.routes)
    .sort((a, b) => b.length - a.length)
    .find((p) => requestPath === p || (p !== '/' && requestPath.startsWith(p.endsWith('/') ? p : `${p}/`)));
  return `${words.base}${locale}.r-${prefix ? words.routes[prefix] : 'entry'}.json`;
}

/** The links that start the page's words in `locale` with its code (nothing for English). */
export function wordsLinks(words: RouteWords | undefined, requestPath: string, locale: Locale): string {
  if (!words || locale === 'en') return '';
  const loader = words.loader ? `<link rel="modulepreload" crossorigin href="${words.loader}">` : '';
  return `${loader}<link rel="preload" as="fetch" crossorigin href="${routeWordsFile(words, requestPath, locale)}">`;
}
