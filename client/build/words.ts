import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { Catalogue } from '../src/lib/i18n/catalogue';
import { shippedCatalogue } from '../src/lib/i18n/pending';

// The words of the languages other than English (#36, low data), cut to what each page uses. A
// component names the English catalogue sections it uses (`import { booking } from
// 'app-en:booking'`, vite.config.ts catalogueSections), so the module graph knows which sections
// each page's code holds. For each first-view route (the modules its page and layouts import,
// statically, with the entry's own), this writes ONE file per language with exactly those
// sections of that language's app.json, the keys it awaits review for already taken out
// (awaiting-review.json never ships); and one file per section, for the pages outside those
// routes and what loads later (lib/i18n/words-fetch.ts fetches them). The client reads them with
// lib/i18n/english.ts, not i18next.

export type Translated = 'pcm' | 'yo' | 'ha' | 'ig';
export const TRANSLATED: readonly Translated[] = ['pcm', 'yo', 'ha', 'ig'];

const locales = fileURLToPath(new URL('../../common/src/locales/', import.meta.url));
/** A language's app catalogue as the client is given it: the keys awaiting review taken out. */
function catalogueOf(locale: Translated): Catalogue {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(locales, locale, file), 'utf8'));
  return shippedCatalogue(read('app.json'), read('awaiting-review.json'));
}

/** The name of a route's words file: its address prefix in letters ('/sign-in' -> 'sign-in'). */
export const routeWordsName = (prefix: string) => prefix.replace(/^\/|\/$/g, '') || 'landing';

const LOADER = '/src/lib/i18n/words-fetch.ts';
const SECTION_MODULE = /^\0app-(?:en|words):(\w+)$/;

interface Chunkish {
  fileName: string;
  moduleIds: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
  name: string;
}

/**
 * Writes `assets/words-<hash>.<lang>.<name>.json` (a route's first view: `r-<route>`; a section:
 * `s-<section>`), and `route-words.json` ({ base, routes, loader }) for the server's page shell
 * (server/src/http/route-words.ts), which hands it to the client and, for a visitor's language,
 * preloads the page's words file and its loader from the HTML; else they start at the entry's
 * start (main.tsx), in parallel with the page's code.
 */
export function routeWords(routes: () => [prefix: string, modules: string[]][]): Plugin {
  let root = '';
  return {
    name: 'mindcheck-route-words',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk') as unknown as Chunkish[];
      // By the modules each one imports (static imports, as the page's first view runs them): finer
      // than the chunks, which group small modules of several pages together (area-chunks.ts).
      const sectionsOf = (moduleIds: string[]) => {
        const seen = new Set<string>();
        const sections = new Set<string>();
        const walk = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const section = SECTION_MODULE.exec(id)?.[1];
          if (section) sections.add(section);
          this.getModuleInfo(id)?.importedIds.forEach(walk);
        };
        moduleIds.forEach(walk);
        return sections;
      };
      const main = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
      if (!main?.facadeModuleId) return;
      const entrySections = sectionsOf([main.facadeModuleId]);
      const routeSections = new Map<string, Set<string>>();
      for (const [prefix, modules] of routes()) {
        const ids = modules.map((module) => path.resolve(root, module));
        for (const id of ids) if (!this.getModuleInfo(id)) this.error(`route-words: no module ${id} (${prefix})`);
        routeSections.set(prefix, new Set([...entrySections, ...sectionsOf(ids)]));
      }
      routeSections.set('', entrySections);
      const files = new Map<string, string>(); // `${lang}.${name}` -> JSON
      for (const locale of TRANSLATED) {
        const catalogue = catalogueOf(locale);
        const pick = (names: Iterable<string>) =>
          JSON.stringify(Object.fromEntries([...names].sort().map((name) => [name, catalogue[name] ?? {}])));
        for (const [prefix, names] of routeSections)
          files.set(`${locale}.r-${prefix ? routeWordsName(prefix) : 'entry'}`, pick(names));
        for (const section of Object.keys(catalogue)) files.set(`${locale}.s-${section}`, pick([section]));
      }
      const hash = createHash('sha256');
      for (const [name, json] of files) hash.update(name).update('\0').update(json).update('\0');
      const base = `/assets/words-${hash.digest('base64url').slice(0, 10)}.`;
      for (const [name, json] of files)
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${name}.json`, source: json });
      const table = Object.fromEntries([...routeSections.keys()].filter(Boolean).map((p) => [p, routeWordsName(p)]));
      // The code that fetches and reads them: the shell preloads it for a visitor in one of these languages.
      const loader = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(LOADER)))?.fileName;
      if (!loader) this.error(`route-words: no chunk for ${LOADER}`);
      const source = JSON.stringify({ base, routes: table, loader: `/${loader}` });
      this.emitFile({ type: 'asset', fileName: 'route-words.json', source });
    },
  };
}
