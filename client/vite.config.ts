import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipCallback } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { areaChunk, FORMS_MODULES, ICONS_MODULES } from './build/area-chunks';
import { routeWords } from './build/words';

// The API server (npm run dev -w server) listens on 4000; in development Vite serves the client
// and forwards everything that belongs to the server, WebSocket upgrades on /graphql included.
const api = 'http://localhost:4000';

/**
 * Writes brotli (.br) and gzip (.gz) copies of the built scripts, styles and SVGs next to them; the
 * server sends them to browsers that accept them (server/src/http/precompressed-assets.ts).
 */
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mindcheck-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Compressed on zlib's thread pool, all files at once; big files (the playground's editor) at
    // quicker levels, pages' own files at the best.
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!existsSync(assets)) return; // the build failed before writing anything
      const jobs = readdirSync(assets)
        .filter((name) => /\.(js|css|svg|json)$/.test(name))
        .map(async (name) => {
          const file = path.join(assets, name);
          const source = await readFile(file);
          if (source.length < 1024) return;
          const big = source.length >= 512 * 1024;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: big ? 5 : 11 } }),
            gzip(source, { level: big ? 6 : 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        });
      await Promise.all(jobs);
    },
  };
}

/**
 * The English catalogue by section (issue #36): `import { dashboard } from 'app-en:dashboard'` is
 * that one section of common/src/locales/en/app.json as a module of its own, so that each page's
 * chunk carries its own English words and nothing more (the landing route's budget). Jest maps the
 * same specifier to the whole file, whose named export is the same section.
 */
const englishCatalogue = fileURLToPath(new URL('../common/src/locales/en/app.json', import.meta.url));
function catalogueSections(): Plugin {
  const prefix = 'app-en:';
  // `import 'app-words:<section>'`: a module that names a section without its English words (the
  // help lines' names: English is the name itself); nothing at run time, a mark for build/words.ts.
  const mark = 'app-words:';
  return {
    name: 'mindcheck-catalogue-sections',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(prefix) || id.startsWith(mark) ? `\0${id}` : null;
    },
    load(id) {
      const named = id.startsWith(`\0${mark}`);
      if (!id.startsWith(`\0${prefix}`) && !named) return null;
      const section = id.slice(id.indexOf(':') + 1);
      this.addWatchFile(englishCatalogue);
      const catalogue = JSON.parse(readFileSync(englishCatalogue, 'utf8')) as Record<string, unknown>;
      if (!/^\w+$/.test(section) || !Object.hasOwn(catalogue, section))
        this.error(`${section}: no such section in common/src/locales/en/app.json`);
      if (named) return { code: 'export {};', moduleSideEffects: false };
      return `export const ${section} = ${JSON.stringify(catalogue[section])};`;
    },
  };
}

/**
 * Fails the build when one page's entry (the app, the playground) would load another's: a shared
 * chunk that imports the app's entry chunk would start the app on the playground's page. Guards the
 * manual chunk groups below.
 */
function entriesStayApart(): Plugin {
  return {
    name: 'mindcheck-entries-stay-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file) => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      for (const entry of chunks.values()) {
        if (!entry.isEntry) continue;
        const seen = new Set<string>();
        const walk = (fileName: string) => {
          for (const imported of chunks.get(fileName)?.imports ?? []) {
            if (seen.has(imported)) continue;
            seen.add(imported);
            if (chunks.get(imported)?.isEntry) {
              this.error(
                `${entry.fileName} loads the entry ${imported}: adjust build.rolldownOptions.output.codeSplitting`,
              );
            }
            walk(imported);
          }
        };
        walk(entry.fileName);
      }
    },
  };
}

/**
 * The files the service worker precaches, found in the bundle: the app's entry with what it
 * imports, and the lazy pages that must open offline with theirs (the landing page, where a member
 * the server cannot confirm lands; the member's frame; the dashboard with its mood check-in and the
 * form's rules; the safety plan; the other languages' words loader and reader, whose words files
 * lib/i18n/words-fetch.ts keeps through the worker), their styles too. Nothing of the playground
 * (GraphiQL's editor alone is megabytes); other pages are kept as they are visited (src/sw.ts), so
 * a first visit on a costly connection does not download the whole app.
 */
const OFFLINE_PAGES =
  /^(landing-page|signed-in-layout|apollo-area|dashboard-page|safety-plan-page|mood-form-rules|words-fetch)$/;
const appFiles = new Set<string>();
function collectAppFiles(): Plugin {
  return {
    name: 'mindcheck-app-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      appFiles.clear();
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const walk = (fileName: string) => {
        const chunk = byName.get(fileName);
        if (!chunk || appFiles.has(fileName)) return;
        appFiles.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) appFiles.add(css);
        for (const next of chunk.imports) walk(next);
        for (const lazy of chunk.dynamicImports) if (OFFLINE_PAGES.test(byName.get(lazy)?.name ?? '')) walk(lazy);
      };
      for (const chunk of chunks) if (chunk.isEntry && chunk.name === 'main') walk(chunk.fileName);
      // The lazy parts of those pages loaded only on use (the mood form's rules, on its first focus).
      for (const chunk of chunks) if (OFFLINE_PAGES.test(chunk.name)) walk(chunk.fileName);
    },
  };
}

/**
 * The code each page's address needs beyond the entry (#36: low data, Lighthouse >= 95), written
 * to route-preloads.json in the build: the server's shell names these files as modulepreload
 * links (server/src/http/client-shell.ts), so a phone fetches the page's code with the entry's,
 * from the HTML, rather than after the entry has run (a round trip and the entry's start-up
 * later). The addresses and their modules mirror src/app/router.tsx (the layouts a route sits in,
 * then its page); an address not listed here gets no links, and loads as before.
 */
const signedIn = ['src/app/layouts/signed-in-layout.tsx'];
const withApollo = [...signedIn, 'src/app/layouts/apollo-area.tsx'];
const ROUTE_MODULES: [prefix: string, modules: string[]][] = [
  ['/sign-in', ['src/features/auth/sign-in-page.tsx']],
  ['/sign-up', ['src/features/auth/sign-up-page.tsx']],
  ['/dashboard', [...signedIn, 'src/features/dashboard/dashboard-page.tsx']],
  ['/safety-plan', [...signedIn, 'src/features/safety/safety-plan-page.tsx']],
  ['/experts', [...signedIn, 'src/features/experts/experts-page.tsx']],
  ['/assessment/', [...signedIn, 'src/features/assessment/assessment-page.tsx']],
  ['/measures/', [...withApollo, 'src/features/measures/measure-page.tsx']],
  ['/chat', [...signedIn, 'src/features/chat/chat-page.tsx']],
  ['/test-history', [...signedIn, 'src/features/history/test-history-page.tsx']],
  ['/bookings', [...signedIn, 'src/features/booking/my-bookings-page.tsx']],
  ['/profile', [...withApollo, 'src/features/profile/profile-page.tsx']],
];
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'mindcheck-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
      const closure = (fileNames: string[]) => {
        const seen = new Set<string>();
        const walk = (fileName: string) => {
          const chunk = byName.get(fileName);
          if (!chunk || seen.has(fileName)) return;
          seen.add(fileName);
          chunk.imports.forEach(walk);
        };
        fileNames.forEach(walk);
        return seen;
      };
      const main = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
      if (!main) return;
      const loadedByEntry = closure([main.fileName]);
      const routes: Record<string, string[]> = {};
      for (const [prefix, modules] of ROUTE_MODULES) {
        const entries = modules.map((module) => {
          const chunk = byModule.get(path.resolve(root, module));
          if (!chunk) this.error(`route-preloads: no chunk for ${module} (${prefix}); see src/app/router.tsx`);
          return chunk.fileName;
        });
        routes[prefix] = [...closure(entries)].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routes) });
    },
  };
}

/**
 * The installable app (#36): the web app manifest and the service worker (src/sw.ts, Workbox),
 * which precaches the app's files (not the playground's) so the shell, the crisis lines and the
 * member's kept safety plan open offline. Registered by src/lib/service-worker.ts after the page loads.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: {
    name: 'MindCheck',
    short_name: 'MindCheck',
    description: 'Private mental-health self-assessments, trusted experts and help when you need it.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The light theme's brand-700 and page; the dark theme's colours are in index.html's theme-color metas.
    theme_color: '#2b4bc7',
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  includeManifestIcons: false,
  injectManifest: {
    // The app's own files; the playground (GraphiQL, developers only) and its editor stay out.
    globPatterns: ['assets/*.{js,css}', 'favicon.svg', 'icon-192.png'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || appFiles.has(entry.url)),
        warnings: [],
      }),
    ],
  },
});

/**
 * The web app manifest's link leaves the page shell: `lib/service-worker.ts` adds it once the page
 * has loaded (#36, low data). In the shell, Chromium fetched the manifest and its 192 px icon while
 * the first view's code was still coming (7.5 KB on a slow connection, before the first paint);
 * installing works the same from a link added later.
 */
const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">';
function manifestAfterLoad(): Plugin {
  return {
    name: 'mindcheck-manifest-after-load',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path: page }) {
        if (page !== '/index.html') return html;
        if (!html.includes(MANIFEST_LINK))
          throw new Error(`index.html: no ${MANIFEST_LINK} to move (vite-plugin-pwa?)`);
        return html.replace(MANIFEST_LINK, '');
      },
    },
  };
}

export default defineConfig({
  plugins: [
    catalogueSections(),
    react(),
    tailwindcss(),
    precompress(),
    entriesStayApart(),
    collectAppFiles(),
    routePreloads(),
    // The words of each route's first view in each language, and of each section (build/words.ts).
    routeWords(() => [['/', ['src/features/landing/landing-page.tsx']], ...ROUTE_MODULES]),
    pwa,
    manifestAfterLoad(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true },
      '/auth': api,
      '/account': api,
      '/webhooks': api,
      '/healthz': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The app, and the GraphQL playground (GraphiQL) that the server serves at /playground where enabled.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        playground: fileURLToPath(new URL('./playground.html', import.meta.url)),
      },
      // GraphiQL's packages carry React Compiler directives ("use no memo") that bundling drops, harmlessly.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /graphiql|react-compiler-runtime/.test(warning.message))
          return;
        warn(warning);
      },
      output: {
        // Pages are split by their lazy routes. Shared code goes into a few chunks by where it is
        // needed, so that a first visit fetches few files (each request is a round trip on a slow
        // phone connection): the landing page needs only `react`, the entry and `icons`; the
        // sign-in page adds its own chunk, `forms`, `shared` and `public`; a signed-in page adds
        // the member's frame, `shared`, `member` and (for a page that queries) `apollo`.
        codeSplitting: {
          groups: [
            {
              // Libraries every page needs, and the bundler's helpers: long-lived, cached across releases.
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|^\0vite[\\/](preload-helper|modulepreload-polyfill)/,
              priority: 3,
            },
            // graphql-js itself is left out: the playground (GraphiQL) uses far more of it than the
            // app, and a group would load all of that on every signed-in page. Split by use, the
            // app's pages get only the parts Apollo needs. graphql-ws is left out too: the
            // playground uses it, and must not load the app's chunks (they import the app's entry,
            // which would start the app on the playground's page).
            {
              // Apollo Client and the documents it sends: the signed-in pages that query, and the
              // dashboard's chart. Never on a public page.
              name: 'apollo',
              test: /node_modules[\\/](@apollo|rxjs|@wry|optimism|@graphql-typed-document-node)[\\/]|[\\/]src[\\/](gql[\\/]graphql\.ts|lib[\\/]apollo\.ts)$/,
              priority: 2,
              // Only the modules named here: what they import from the app stays with the pages.
              includeDependenciesRecursively: false,
            },
            {
              // The few icons that the first pages of both areas share (the landing page, the
              // member's side menu): one small file rather than one request each.
              name: 'icons',
              test: ICONS_MODULES,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              // The forms of both areas (sign-in, sign-up, the mood check-in, the profile...):
              // react-hook-form and the form parts, one file for the page's first load. Not the
              // phone and age filters (components/input-filters.ts): they bring libphonenumber,
              // which only the pages with a phone field need (sign-up, the profile).
              name: 'forms',
              test: FORMS_MODULES,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // Then the small modules several pages share, by area: `member`, `public`, `shared`
            // (build/area-chunks.ts).
            { name: areaChunk, priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
