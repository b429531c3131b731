import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { CurrentUserDocument } from '../gql/graphql';
import { mockGraphQLFetch } from '../testing/graphql-fetch';
import { CurrentUserProvider, fetchCurrentUser, useCurrentUser } from './current-user';

const ada = {
  __typename: 'User' as const,
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: null,
  photoURL: null,
  role: 'USER' as const,
};

function meAnswers(me: typeof ada | null, delay = 30): MockLink.MockedResponse {
  return { request: { query: CurrentUserDocument }, result: { data: { me } }, delay };
}

function WhoAmI() {
  const { user, refetch } = useCurrentUser();
  return (
    <>
      <p>{user ? `Signed in as ${user.email}` : 'Visitor'}</p>
      <button type="button" onClick={() => void refetch()}>
        Refresh
      </button>
    </>
  );
}

function renderProvider(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const fetchMock = mockGraphQLFetch(mocks);
  const { unmount } = render(
    <CurrentUserProvider firstAnswer={fetchCurrentUser()}>
      <WhoAmI />
    </CurrentUserProvider>,
  );
  return { fetchMock, unmount };
}

describe('CurrentUserProvider', () => {
  it('renders nothing but the loading bar until `me` answers', async () => {
    renderProvider([meAnswers(ada)]);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).toBeInTheDocument();
    expect(screen.queryByText(/Signed in as|Visitor/)).not.toBeInTheDocument();

    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks with one POST to /graphql, the CSRF header and the session cookie, without Apollo', async () => {
    const { fetchMock } = renderProvider([meAnswers(null)]);
    expect(await screen.findByText('Visitor')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(JSON.parse(String(init?.body))).toMatchObject({
      operationName: 'CurrentUser',
      query: expect.stringContaining('me {'),
    });
  });

  it('gives null for a visitor', async () => {
    renderProvider([meAnswers(null)]);
    expect(await screen.findByText('Visitor')).toBeInTheDocument();
  });

  it('still renders the app, as for a visitor, when the first request fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderProvider([{ request: { query: CurrentUserDocument }, error: new Error('offline'), delay: 10 }]);
    expect(await screen.findByText('Visitor')).toBeInTheDocument();
  });

  it('opens offline as the member last confirmed on this device, until the server answers again (#36)', async () => {
    localStorage.clear();
    const noAnswer = { request: { query: CurrentUserDocument }, error: new TypeError('Failed to fetch') };
    // Online: the server's answer is kept on the device.
    const first = renderProvider([meAnswers(ada)]);
    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
    first.unmount();
    // Opened again with no connection: still Ada (her outbox and safety plan are hers).
    const offline = renderProvider([noAnswer]);
    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
    offline.unmount();
    // The server says the session ended: a visitor, and the device forgets her.
    const ended = renderProvider([meAnswers(null)]);
    expect(await screen.findByText('Visitor')).toBeInTheDocument();
    ended.unmount();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderProvider([noAnswer]);
    expect(await screen.findByText('Visitor')).toBeInTheDocument();
  });

  it('asks the server again when the connection returns, for a member opened offline', async () => {
    localStorage.clear();
    const kept = renderProvider([meAnswers(ada)]);
    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
    kept.unmount();
    renderProvider([
      { request: { query: CurrentUserDocument }, error: new TypeError('Failed to fetch') },
      meAnswers(null),
    ]);
    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Visitor')).toBeInTheDocument();
  });

  it('refetch updates the user without showing the loading bar again', async () => {
    const user = userEvent.setup();
    renderProvider([meAnswers(null), meAnswers(ada, 50)]);
    expect(await screen.findByText('Visitor')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText('Signed in as ada@example.com')).toBeInTheDocument();
  });

  it('useCurrentUser outside the provider is a programming error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => act(() => render(<WhoAmI />))).toThrow('useCurrentUser must be used inside <CurrentUserProvider>');
  });
});
