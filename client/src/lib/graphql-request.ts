import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { languageHeader } from './i18n/request-language';

/** A typed query string of the codegen's string outputs (gql/strings, gql/pages). */
export type QueryString<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

/** One error of a GraphQL response, as the server sends it. */
export interface GraphQLResponseError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The server answered with GraphQL errors (a refused input, a wrong password, …). */
export class GraphQLRequestError extends Error {
  readonly errors: GraphQLResponseError[];
  constructor(errors: GraphQLResponseError[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'GraphQLRequestError';
    this.errors = errors;
  }
}

/**
 * The public pages' GraphQL client: one POST to /graphql with the session cookie, as Apollo would
 * send it (the same `apollo-require-preflight` header for the server's CSRF prevention), without
 * loading Apollo Client. Resolves with `data`; rejects with a GraphQLRequestError when the server
 * answered with errors, or with the fetch's own error when there was no answer.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: QueryString<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  const query = document.toString();
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...languageHeader() },
    body: JSON.stringify({ operationName: /(?:query|mutation)\s+(\w+)/.exec(query)?.[1], query, variables }),
  });
  let body: { data?: TResult | null; errors?: GraphQLResponseError[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new Error(`Response not successful: Received status code ${response.status}`);
  }
  if (body.errors?.length) throw new GraphQLRequestError(body.errors);
  if (!response.ok || !body.data) throw new Error(`Response not successful: Received status code ${response.status}`);
  return body.data;
}
