import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createApolloClient } from './lib/apollo';
import { CurrentUserDocument } from './gql/graphql';
import './index.css';

// The router starts loading the first page's code at once, while the `me` query is in flight.
const router = createAppRouter();
const client = createApolloClient();
// And who is signed in, asked now rather than at React's first render: the provider's own query
// finds this request in flight (or its answer in the cache) instead of starting another.
void client.query({ query: CurrentUserDocument }).catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
