// The built client: hashed assets, the SPA shell (with the crisis resources in it) for every client
// route, the token pages' Referrer-Policy, and the GraphiQL playground where it is on. Two parts:
// `files`, registered before sessions (public files read no session and never carry a Set-Cookie:
// a shared cache would hand one member's cookie to the next visitor, and they cost no database
// read), and `lastly`, after the API's own fallback (the playground's page, 405 on client routes).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { LiveCrisisDirectory } from '../content/crisis-resources.js';
import { ASSETS_PREFIX, IMMUTABLE_CACHE, precompressedAssets } from './precompressed-assets.js';
import { isServerPath, methodNotAllowed } from './api-paths.js';

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
 * The build's route-words.json (client/build/words.ts): where the words of the languages other than
 * English are (`base`), and the first-view routes with one file of words each. The shell hands it
 * to the client (mc-shell-data `words`), which fetches a page's words with its code (#36, low data).
 * Only plain names pass: the file's strings are placed in the page.
 */
function routeWords(clientDist: string): { base: string; routes: Record<string, string> } | undefined {
  try {
    const { base, routes } = JSON.parse(readFileSync(path.join(clientDist, 'route-words.json'), 'utf8')) as {
      base?: unknown;
      routes?: Record<string, unknown>;
    };
    if (typeof base !== 'string' || !/^\/assets\/[\w-]+\.$/.test(base) || !routes) return undefined;
    const kept = Object.entries(routes).filter(
      (entry): entry is [string, string] =>
        /^\/[\w/-]*$/.test(entry[0]) && typeof entry[1] === 'string' && /^[\w-]+$/.test(entry[1]),
    );
    return { base, routes: Object.fromEntries(kept) };
  } catch {
    return undefined; // an older build, or none: the client shows English
  }
}

/**
 * index.html with the crisis resources and the operator's contact address in a JSON data element,
 * and the modulepreload links of the page at the request's path; read again when the build changes.
 */
function pageShell(file: string, directory: LiveCrisisDirectory, contactTo: string): (requestPath: string) => string {
  let cached: { mtimeMs: number; version: number; html: string; links: (requestPath: string) => string } | null = null;
  const shell = () => {
    const { mtimeMs } = statSync(file);
    // Read again when the build changes or an operator edits the help-line directory.
    if (cached?.mtimeMs !== mtimeMs || cached.version !== directory.version) {
      const data = JSON.stringify({
        crisis: {
          defaultCountry: directory.defaultCountry,
          defaults: directory.defaults,
          byCountry: directory.byCountry,
        },
        contactTo,
        words: routeWords(path.dirname(file)),
      }).replace(/</g, '\\u003c');
      const element = `<script type="application/json" id="mc-shell-data">${data}</script>`;
      const html = readFileSync(file, 'utf8');
      cached = {
        mtimeMs,
        version: directory.version,
        html: html.includes('</head>') ? html.replace('</head>', `${element}</head>`) : element + html,
        links: routePreloads(path.dirname(file)),
      };
    }
    return cached;
  };
  return (requestPath) => {
    const { html, links } = shell();
    const preloads = links(requestPath);
    return preloads && html.includes('</head>') ? html.replace('</head>', `${preloads}</head>`) : html;
  };
}

/** Hashed assets, static files and the SPA fallback of a built client in `clientDist`. */
function clientFiles(router: Router, clientDist: string, shell: (requestPath: string) => string): void {
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
  // The SPA fallback: every other GET is a client route; the client's router shows its 404 page.
  // The configured crisis resources travel with the page shell ("Get help now" works while the
  // API is down), as a JSON data element: never run as a script, so the CSP stays strict.
  router.get('/{*path}', (req, res, next) => {
    if (isServerPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(shell(req.path));
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
