import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipCallback } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
      const jobs = readdirSync(assets)
        .filter((name) => /\.(js|css|svg)$/.test(name))
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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
        // Pages are split by their lazy routes; the libraries every page needs go into two
        // long-lived chunks that stay cached across releases of the app's own code.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            // graphql-js itself is left out: the playground (GraphiQL) uses far more of it than the
            // app, and a group would load all of that on every page. Split by use, the app's pages
            // get only the parts Apollo needs.
            {
              name: 'graphql',
              test: /node_modules[\\/](@apollo|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
