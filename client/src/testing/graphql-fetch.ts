import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';

function operationName(document: DocumentNode): string | undefined {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  return operation?.name?.value;
}

const sameVariables = (a: unknown, b: unknown) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/**
 * Answers the small fetch client (lib/graphql-request.ts) from the same mocks as Apollo's
 * MockedProvider: matched by operation name and variables, each used once, with its delay, its
 * result (data or GraphQL errors) or its network error. Restored after each test.
 */
export function mockGraphQLFetch(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const unused = [...mocks];
  const fetchMock = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName?: string; variables?: unknown };
    const index = unused.findIndex(
      (mock) =>
        operationName(mock.request.query as DocumentNode) === body.operationName &&
        sameVariables(mock.request.variables, body.variables),
    );
    if (index < 0) throw new Error(`No GraphQL mock for ${body.operationName} ${JSON.stringify(body.variables ?? {})}`);
    const [mock] = unused.splice(index, 1);
    if (mock.delay) await new Promise((resolve) => setTimeout(resolve, Number(mock.delay)));
    if (mock.error) throw mock.error;
    const result = typeof mock.result === 'function' ? mock.result(body.variables as never) : mock.result;
    return jsonResponse(result ?? {});
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

/** Enough of a Response for the small client (json) and for Apollo's HttpLink (text, headers). */
export function jsonResponse(body: unknown): Response {
  const json = JSON.parse(JSON.stringify(body)) as unknown;
  return {
    ok: true,
    status: 200,
    headers: new Headers({ 'content-type': 'application/json' }),
    json: async () => json,
    text: async () => JSON.stringify(json),
  } as Response;
}
