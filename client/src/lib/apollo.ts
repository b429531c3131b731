import { ApolloClient, type ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * The one Apollo Client of the app. Queries and mutations go over HTTP to /graphql with the
 * session cookie (same origin). The server keeps Apollo's CSRF prevention on, so every request
 * carries `apollo-require-preflight` (a header a plain HTML form cannot send).
 */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    headers: { 'apollo-require-preflight': 'true' },
  });

  // Seam for subscriptions (chat): add a GraphQLWsLink on ws(s)://<host>/graphql and route
  // subscription operations to it, everything else to httpLink:
  //   const link = ApolloLink.split(
  //     ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
  //     wsLink,
  //     httpLink,
  //   );
  const link: ApolloLink = httpLink;

  return new ApolloClient({
    link,
    cache: new InMemoryCache(),
  });
}
