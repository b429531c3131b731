import { TestHistoryDocument } from '../gql/graphql';
import { mockGraphQLFetch } from '../testing/graphql-fetch';
import { createApolloClient } from './apollo';
import { earlyQuery } from './early-query';

const history = { testHistory: [] };

describe('a page query sent early (#36)', () => {
  it("answers Apollo's first request for it, without asking the server again", async () => {
    const fetchMock = mockGraphQLFetch([{ request: { query: TestHistoryDocument }, result: { data: history } }]);
    earlyQuery(TestHistoryDocument);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = JSON.parse(String(fetchMock.mock.calls[0][1]?.body)) as { operationName: string; query: string };
    expect(sent.operationName).toBe('TestHistory');
    expect(sent.query).toContain('__typename'); // as Apollo sends it, for its cache
    const client = createApolloClient();
    const { data } = await client.query({ query: TestHistoryDocument });
    expect(data).toEqual(history);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is used once: the next request goes to the server', async () => {
    const fetchMock = mockGraphQLFetch([
      { request: { query: TestHistoryDocument }, result: { data: history } },
      { request: { query: TestHistoryDocument }, result: { data: history } },
    ]);
    earlyQuery(TestHistoryDocument);
    const client = createApolloClient();
    await client.query({ query: TestHistoryDocument });
    await client.query({ query: TestHistoryDocument, fetchPolicy: 'network-only' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early request got no answer', async () => {
    const fetchMock = mockGraphQLFetch([
      { request: { query: TestHistoryDocument }, error: new TypeError('Failed to fetch') },
      { request: { query: TestHistoryDocument }, result: { data: history } },
    ]);
    earlyQuery(TestHistoryDocument);
    const { data } = await createApolloClient().query({ query: TestHistoryDocument });
    expect(data).toEqual(history);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
