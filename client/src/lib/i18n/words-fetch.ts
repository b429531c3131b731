import type { Catalogue } from './catalogue';

export { readerOf } from './reader';

// Fetches the words of the languages other than English (words.ts keeps them). The page shell says
// where they are (`words` in mc-shell-data: server/src/http/client-shell.ts, from the build's
// route-words.json): `<base><lang>.r-<route>.json` holds a first-view route's sections (`r-entry`:
// the entry's own, for any other address), `<base><lang>.s-<section>.json` one section.

interface Where {
  base: string;
  /** The first-view routes: address prefix -> file name. */
  routes: Record<string, string>;
}

let where: Where | null | undefined;
function shellWords(): Where | null {
  if (where === undefined) {
    try {
      const data = JSON.parse(document.getElementById('mc-shell-data')?.textContent ?? '') as { words?: Where };
      where = data.words?.base ? data.words : null;
    } catch {
      where = null;
    }
  }
  return where;
}

type Sections = Record<string, Catalogue>;

/** Files asked for (by URL): each once; a failure (offline) is forgotten, so that a later need tries again. */
const asked = new Map<string, Promise<Sections>>();

function fetchWords(locale: string, name: string): Promise<Sections> {
  const base = shellWords()?.base;
  if (!base) return Promise.resolve({});
  const url = `${base}${locale}.${name}.json`;
  let done = asked.get(url);
  if (!done) {
    done = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<Sections>) : {}))
      .catch(() => {
        asked.delete(url);
        return {};
      });
    asked.set(url, done);
  }
  return done;
}

/** The first-view file of the route at `pathname`, the longest prefix first ('/assessment/' before '/'). */
function routeFile(pathname: string): string {
  const routes = shellWords()?.routes ?? {};
  const prefix = Object.keys(routes)
    .sort((a, b) => b.length - a.length)
    .find((p) => pathname === p || (p !== '/' && pathname.startsWith(p.endsWith('/') ? p : `${p}/`)));
  return `r-${prefix ? routes[prefix] : 'entry'}`;
}

type Words = Record<string, Catalogue>;

/** Fetches the words of the route at `pathname` in `locale` into `words` (words.ts). */
export async function routeWords(locale: string, pathname: string, words: Words): Promise<void> {
  keepOffline(locale);
  Object.assign(words, await fetchWords(locale, routeFile(pathname)));
}

/** Fetches into `words` the sections `names` still missing, once the route's own file is in. */
export async function sectionWords(locale: string, names: readonly string[], pathname: string, words: Words) {
  await routeWords(locale, pathname, words);
  const missing = names.filter((name) => !Object.hasOwn(words, name));
  for (const found of await Promise.all(missing.map((name) => fetchWords(locale, `s-${name}`))))
    Object.assign(words, found);
}

/** The pages that open offline (vite.config.ts OFFLINE_PAGES): the landing page, the dashboard, the safety plan. */
const OFFLINE = ['/', '/dashboard', '/safety-plan'];
const kept = new Set<string>();

/**
 * Fetches the offline pages' words through the service worker (src/sw.ts keeps what it serves),
 * once it controls the page and well after the first view (never competing with it): those pages
 * then open offline in the member's language after one visit.
 */
function keepOffline(locale: string) {
  if (kept.has(locale) || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  kept.add(locale);
  const base = shellWords()?.base;
  const keep = () =>
    setTimeout(() => {
      for (const pathname of OFFLINE) void fetch(`${base}${locale}.${routeFile(pathname)}.json`).catch(() => undefined);
    }, 2000);
  if (!base) return;
  if (navigator.serviceWorker.controller) keep();
  else navigator.serviceWorker.addEventListener('controllerchange', keep, { once: true });
}
