// The built client: hashed assets, the SPA shell (with the crisis resources in it) for every client
// route, the token pages' Referrer-Policy, and the GraphiQL playground where it is on. Two parts:
// `files`, registered before sessions (public files read no session and never carry a Set-Cookie:
// a shared cache would hand one member's cookie to the next visitor, and they cost no database
// read), and `lastly`, after the API's own fallback (the playground's page, 405 on client routes).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import express, { Router } from 'express';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { LiveCrisisDirectory } from '../content/crisis-resources.js';
import { acceptsEncoding, ASSETS_PREFIX, IMMUTABLE_CACHE, precompressedAssets } from './precompressed-assets.js';
import { isServerPath, methodNotAllowed } from './api-paths.js';
import { readRouteWords, wordsLinks, type RouteWords } from './route-words.js';
import { visitorLocale } from '../modules/locale/locale.request.js';
import type { Locale } from '@mindcheck/common';

/** Client pages whose address carries a one-time token: it must never leave in a Referer header. */
const TOKEN_PAGES = ['/reset-password', '/verify-email', '/cancel-email-change', '/expert-invitation'];
const here = path.dirname(fileURLToPath(import.meta.url));

export function defaultClientDist(): string {
  // server/src/http or server/dist/http → client/dist
  return path.resolve(here, '..', '..', '..', 'client', 'dist');
}

/**
 * The build's route-preloads.json (client/vite.config.ts): for an address prefix, the page's code
 * beyond the entry. The shell names those files as modulepreload links (#36), so that the browser
 * fetches them with the entry's own files instead of after the entry has run.
 */
function routePreloads(clientDist: string): (requestPath: string) => string {
  const file = path.join(clientDist, 'route-preloads.json');
  let routes: [prefix: string, links: string][] = [];
  try {
    const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
    routes = Object.entries(table)
      .filter(([, files]) => Array.isArray(files))
      .map(([prefix, files]): [string, string] => [
        prefix,
        files
          .filter((f) => /^\/assets\/[\w.-]+\.js$/.test(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
          .join(''),
      ])
      // The longest prefix first: /assessment/ before /.
      .sort((a, b) => b[0].length - a[0].length);
  } catch {
    // An older build, or none: no links, the page loads as before.
  }
  return (requestPath) => {
    const found = routes.find(
      ([prefix]) => requestPath === prefix || requestPath.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
    );
    return found?.[1] ?? '';
  };
}

/**
 * index.html with the crisis resources, the operator's contact address and where the languages'
 * words are (route-words.ts) in a JSON data element, and the modulepreload links of the page at
 * the request's path (with its words in the visitor's language); read again when the build changes.
 */
type Shell = (requestPath: string, locale: Locale) => string;

function pageShell(file: string, directory: LiveCrisisDirectory, contactTo: string): Shell {
  let cached: {
    mtimeMs: number;
    version: number;
    html: string;
    links: (requestPath: string) => string;
    words: RouteWords | undefined;
  } | null = null;
  const shell = () => {
    const { mtimeMs } = statSync(file);
    // Read again when the build changes or an operator edits the help-line directory.
    if (cached?.mtimeMs !== mtimeMs || cached.version !== directory.version) {
      const words = readRouteWords(path.dirname(file));
      const data = JSON.stringify({
        crisis: {
          defaultCountry: directory.defaultCountry,
          defaults: directory.defaults,
          byCountry: directory.byCountry,
        },
        contactTo,
        words: words && { base: words.base, routes: words.routes },
      }).replace(/</g, '\\u003c');
      const element = `<script type="application/json" id="mc-shell-data">${data}</script>`;
      const html = readFileSync(file, 'utf8');
      cached = {
        mtimeMs,
        version: directory.version,
        html: html.includes('</head>') ? html.replace('</head>', `${element}</head>`) : element + html,
        links: routePreloads(path.dirname(file)),
        words,
      };
    }
    return cached;
  };
  return (requestPath, locale) => {
    const { html, links, words } = shell();
    const preloads = links(requestPath) + wordsLinks(words, requestPath, locale);
    return preloads && html.includes('</head>') ? html.replace('</head>', `${preloads}</head>`) : html;
  };
}

/**
 * The page shell compressed as the browser takes it (brotli, else gzip; #36: its crisis lines and
 * data are 7-8 KB, a phone's first view paid them whole). A shell holds nothing secret or of the
 * request (its links follow the address's route and the visitor's language), so there are few
 * versions: each is compressed once and kept.
 */
function compressedShell(): (
  html: string,
  accepted: string | undefined,
) => { body: string | Buffer; encoding?: string } {
  const kept = new Map<string, Buffer>();
  return (html, accepted) => {
    const encoding = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : undefined;
    if (!encoding) return { body: html };
    const key = `${encoding}\n${html}`;
    let body = kept.get(key);
    if (!body) {
      if (kept.size >= 200) kept.clear(); // an operator's edits and new builds: never a growing map
      body =
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(html, { level: 9 });
      kept.set(key, body);
    }
    return { body, encoding };
  };
}

/** Hashed assets, static files and the SPA fallback of a built client in `clientDist`. */
function clientFiles(router: Router, clientDist: string, shell: Shell): void {
  // Hashed build files: brotli or gzip copies when the browser takes them, cached for a year.
  router.use(precompressedAssets(clientDist, existsSync));
  const files = express.static(clientDist, {
    index: false,
    maxAge: '1h',
    setHeaders: (res, file) => {
      if (file.startsWith(path.join(clientDist, ASSETS_PREFIX))) res.setHeader('Cache-Control', IMMUTABLE_CACHE);
    },
  });
  // The raw shell file lacks the data the SPA fallback adds: its one address is /.
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  // The playground's page stays behind its own route (it may be off).
  router.use((req, res, next) => (isServerPath(req.path) ? next() : files(req, res, next)));
  const compressed = compressedShell();
  // The SPA fallback: every other GET is a client route; the client's router shows its 404 page.
  // The configured crisis resources travel with the page shell ("Get help now" works while the
  // API is down), as a JSON data element: never run as a script, so the CSP stays strict.
  router.get('/{*path}', (req, res, next) => {
    if (isServerPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    // A visitor's language (Accept-Language) names the words the shell starts loading.
    res.vary('Accept-Language');
    res.vary('Accept-Encoding');
    const { body, encoding } = compressed(shell(req.path, visitorLocale(req)), req.headers['accept-encoding']);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.type('html').send(body);
  });
}

export interface ClientShell {
  /** Before sessions: the token pages' header, the built files and the SPA fallback. */
  files: Router;
  /** After the API's fallback: the playground's page, and 405 for other methods on client routes. */
  lastly: Router;
}

export function clientShell(config: Config, logger: Logger, crisis: LiveCrisisDirectory): ClientShell {
  const clientDist = config.clientDist ? path.resolve(config.clientDist) : defaultClientDist();
  const hasClient = existsSync(path.join(clientDist, 'index.html'));
  const files = Router();
  files.get(TOKEN_PAGES, (_req, res, next) => {
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });
  if (hasClient)
    clientFiles(files, clientDist, pageShell(path.join(clientDist, 'index.html'), crisis, config.mail.contactTo));

  const lastly = Router();
  // GraphiQL, built with the client (client/playground.html), only where the playground is on;
  // elsewhere both of its addresses are unknown paths.
  lastly.get(['/playground', '/playground.html'], (_req, res) => {
    const page = path.join(clientDist, 'playground.html');
    if (!config.playground || !existsSync(page)) {
      res.status(404).json({ error: 'Not Found' });
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
  if (hasClient) {
    // Every client route answers GET: any other method on one is a wrong method (405), as the
    // spec's router answers.
    lastly.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : methodNotAllowed(res)));
  } else {
    logger.warn(`no built client at ${clientDist}; run npm run build to serve it`);
  }
  return { files, lastly };
}
