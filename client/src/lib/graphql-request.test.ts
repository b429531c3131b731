import { CurrentUserDocument, SignInDocument } from '../gql/strings/graphql';
import { graphqlRequest, GraphQLRequestError } from './graphql-request';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(status: number, body: string) {
  const fetchMock = jest.fn(
    async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('graphqlRequest', () => {
  it('posts the operation as Apollo would (name, query, variables, CSRF header, cookie) and resolves with data', async () => {
    const fetchMock = answer(200, JSON.stringify({ data: { signIn: { id: 'u1' } } }));
    await expect(graphqlRequest(SignInDocument, { email: 'ada@example.com', password: 'pw' })).resolves.toEqual({
      signIn: { id: 'u1' },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    });
    const body = JSON.parse(String(init.body));
    expect(body.operationName).toBe('SignIn');
    expect(body.query).toMatch(/^\s*mutation SignIn\(/);
    expect(body.variables).toEqual({ email: 'ada@example.com', password: 'pw' });
  });

  it("asks for the server's words in the language the page is shown in, not the browser's (#36)", async () => {
    const fetchMock = answer(200, JSON.stringify({ data: { signIn: { id: 'u1' } } }));
    document.documentElement.lang = 'pcm';
    try {
      await graphqlRequest(SignInDocument, { email: 'ada@example.com', password: 'pw' });
    } finally {
      document.documentElement.lang = 'en';
    }
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'accept-language': 'pcm' });
    await graphqlRequest(SignInDocument, { email: 'ada@example.com', password: 'pw' });
    const [, english] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(english.headers).toMatchObject({ 'accept-language': 'en' });
  });

  it("rejects with the server's GraphQL errors, extensions included", async () => {
    answer(
      200,
      JSON.stringify({
        errors: [
          { message: 'Please make sure email and password are correct.', extensions: { code: 'UNAUTHENTICATED' } },
        ],
        data: null,
      }),
    );
    const failure = await graphqlRequest(CurrentUserDocument).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    expect((failure as GraphQLRequestError).errors).toEqual([
      { message: 'Please make sure email and password are correct.', extensions: { code: 'UNAUTHENTICATED' } },
    ]);
    expect((failure as Error).message).toBe('Please make sure email and password are correct.');
  });

  it('rejects with the status when the answer is not GraphQL (a proxy error page)', async () => {
    answer(502, '<html>Bad Gateway</html>');
    await expect(graphqlRequest(CurrentUserDocument)).rejects.toThrow(
      'Response not successful: Received status code 502',
    );
  });

  it("rejects with fetch's own error when there is no answer", async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(graphqlRequest(CurrentUserDocument)).rejects.toThrow('Failed to fetch');
  });
});
