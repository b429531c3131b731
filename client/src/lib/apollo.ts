import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { registerMemberCache } from './member-caches';

/** ws(s)://<this host>/graphql: the server serves subscriptions on the same origin and path. */
export function subscriptionUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

/**
 * The one Apollo Client of the app. Queries and mutations go over HTTP to /graphql with the
 * session cookie (same origin). The server keeps Apollo's CSRF prevention on, so every request
 * carries `apollo-require-preflight` (a header a plain HTML form cannot send). Subscriptions (chat
 * replies) go over a WebSocket to the same path; the browser sends the session cookie with the
 * upgrade, and the server checks it and the page's origin.
 */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    headers: { 'apollo-require-preflight': 'true' },
  });

  // Lazy: the socket opens with the first subscription (the chat page) and closes after the last.
  const wsLink = new GraphQLWsLink(createClient({ url: subscriptionUrl(), lazy: true, retryAttempts: 5 }));

  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink,
    httpLink,
  );

  return new ApolloClient({
    link,
    cache: new InMemoryCache(),
  });
}

let client: ApolloClient | undefined;

/**
 * The app's one client, made on first use (by a signed-in page that queries: see
 * app/layouts/apollo-area.tsx). Its cache is emptied when the member signs out.
 */
export function appApolloClient(): ApolloClient {
  if (!client) {
    const created = createApolloClient();
    registerMemberCache(() => created.clearStore());
    client = created;
  }
  return client;
}
