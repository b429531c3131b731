import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { appApolloClient } from '../../lib/apollo';

/**
 * Apollo Client for the signed-in pages that query as they render (app/router.tsx wraps them in
 * this route). Its own chunk: public pages never load Apollo, and the dashboard paints before it
 * (its chart brings Apollo with it: features/dashboard/health-chart-area.tsx).
 */
export default function ApolloArea() {
  return (
    <ApolloProvider client={appApolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
