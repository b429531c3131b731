import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server (npm run dev -w server) listens on 4000; in development Vite serves the client
// and forwards everything that belongs to the server, WebSocket upgrades on /graphql included.
const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /graphiql|react-compiler-runtime/.test(warning.message)) return;
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
            {
              name: 'graphql',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
