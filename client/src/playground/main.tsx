// GraphiQL for developers exploring the API, served by the app at /playground where enabled
// (PLAYGROUND; off in production by default). Bundled from the npm packages: no CDN, no inline
// script (the CSP forbids both); Monaco's workers are separate files from this origin.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './playground.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createPlaygroundFetcher } from './fetcher';
import { EXAMPLE_OPERATIONS } from './example-operations';

const fetcher = createPlaygroundFetcher(window.location);

createRoot(document.getElementById('playground')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={EXAMPLE_OPERATIONS} />
  </StrictMode>,
);
