// A page's first query sent as its code loads (#36: the first view on a slow phone), not after the
// app has rendered down to the page: a page module calls earlyQuery() at its top level for the
// address it opens at, and Apollo's first request for that operation and those variables
// (lib/apollo.ts) takes the answer already on its way instead of asking again. Used once: later
// requests (a refetch, cache-and-network's next visit) go to the server as always. Only while the
// page's own address is open: a module loaded for another page asks nothing.
import type { FormattedExecutionResult } from 'graphql';
import { addTypenameToDocument, print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';

const waiting = new Map<string, Promise<FormattedExecutionResult>>();

const keyOf = (operationName: string, variables: Record<string, unknown>) =>
  `${operationName} ${JSON.stringify(variables)}`;

/** Sends `document` now, as Apollo would (its __typename fields, the CSRF header, the cookie). */
export function earlyQuery(document: DocumentNode, variables: Record<string, unknown> = {}): void {
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  const operationName = definition?.name?.value;
  if (!operationName || waiting.has(keyOf(operationName, variables))) return;
  const answer = fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ operationName, query: print(addTypenameToDocument(document)), variables }),
  }).then((response) => {
    if (!response.ok) throw new Error(`Response not successful: Received status code ${response.status}`);
    return response.json() as Promise<FormattedExecutionResult>;
  });
  answer.catch(() => undefined); // Apollo's own request reports a failure (see takeEarlyAnswer)
  waiting.set(keyOf(operationName, variables), answer);
}

/** The answer sent early for this operation and variables, once; undefined when there is none. */
export function takeEarlyAnswer(
  operationName: string,
  variables: Record<string, unknown>,
): Promise<FormattedExecutionResult> | undefined {
  const key = keyOf(operationName, variables);
  const answer = waiting.get(key);
  waiting.delete(key);
  return answer;
}
