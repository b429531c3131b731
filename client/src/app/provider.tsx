import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Toaster } from 'react-hot-toast';
import { CurrentUserProvider } from '../lib/current-user';

/** Everything the app's pages rely on: the GraphQL client, the current user, toasts. */
export function AppProvider({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <CurrentUserProvider>{children}</CurrentUserProvider>
      <Toaster position="bottom-center" toastOptions={{ duration: 2000 }} />
    </ApolloProvider>
  );
}
