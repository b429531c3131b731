import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { TestHistoryDocument } from '../gql/pages/graphql';
import { queryEarly, usePageQuery } from './page-query';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Answers every request with a history of `count` tests' ids, counting the requests. */
function answerHistories() {
  let count = 0;
  const fetchMock = jest.fn(async () => {
    count++;
    const body = { data: { testHistory: [{ id: `answer-${count}` }] } };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function History() {
  const { data, loading } = usePageQuery(TestHistoryDocument);
  if (!data) return <p>{loading ? 'Loading' : 'Failed'}</p>;
  return <p>{data.testHistory.map((t) => t.id).join(', ')}</p>;
}

describe('usePageQuery', () => {
  it('shows the answer asked early in its first render when it has come, without asking again; a later visit asks again', async () => {
    const fetchMock = answerHistories();
    queryEarly(TestHistoryDocument);
    queryEarly(TestHistoryDocument); // the same query twice: sent once
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const first = render(<History />);
    expect(screen.getByText('answer-1')).toBeInTheDocument(); // no 'Loading' first
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.unmount();

    render(<History />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('answer-2')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('takes an early answer still on its way, and one page mounted twice (StrictMode) asks once', async () => {
    const fetchMock = answerHistories();
    queryEarly(TestHistoryDocument);
    render(
      <StrictMode>
        <History />
      </StrictMode>,
    );
    expect(await screen.findByText('answer-1')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
