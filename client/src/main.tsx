import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createApolloClient } from './lib/apollo';
import './index.css';

// The router starts loading the first page's code at once, while the `me` query is in flight.
const router = createAppRouter();
const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
