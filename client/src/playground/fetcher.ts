// How the playground speaks to the API: queries and mutations over HTTP to /graphql with the
// member's session cookie (same origin) and the header Apollo's CSRF prevention asks for;
// subscriptions over graphql-ws on the same path, whose upgrade carries the same cookie.
import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { createClient, type Client } from 'graphql-ws';

export function graphqlEndpoints(location: Pick<Location, 'origin' | 'protocol' | 'host'>) {
  return {
    http: `${location.origin}/graphql`,
    ws: `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`,
  };
}

export function createPlaygroundFetcher(
  location: Pick<Location, 'origin' | 'protocol' | 'host'>,
  options: { fetch?: typeof fetch; wsClient?: Client } = {},
): Fetcher {
  const endpoints = graphqlEndpoints(location);
  const baseFetch = options.fetch ?? fetch;
  return createGraphiQLFetcher({
    url: endpoints.http,
    headers: { 'apollo-require-preflight': 'true' },
    // The server has no @defer/@stream: plain JSON answers.
    enableIncrementalDelivery: false,
    fetch: (input, init) => baseFetch(input, { ...init, credentials: 'same-origin' }),
    // Lazy: the socket opens for the first subscription, so signing in first (a mutation) is enough.
    wsClient: options.wsClient ?? createClient({ url: endpoints.ws, lazy: true, retryAttempts: 0 }),
  });
}
