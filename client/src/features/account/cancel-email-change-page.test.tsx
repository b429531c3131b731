import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelEmailChangeDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render';
import CancelEmailChangePage from './cancel-email-change-page';

const TOKEN = 'C'.repeat(43);

describe('CancelEmailChangePage', () => {
  it('cancels only when the member presses the button, then sends them to sign in', async () => {
    window.history.replaceState(null, '', `/cancel-email-change?token=${TOKEN}`);
    const fetchCalls = renderWithProviders(<CancelEmailChangePage />, {
      route: '/cancel-email-change',
      mocks: [
        {
          request: { query: CancelEmailChangeDocument, variables: { token: TOKEN } },
          result: { data: { cancelEmailChange: true } },
        },
      ],
    });
    // The token leaves the address bar; opening the page (a mail scanner) sends nothing.
    expect(window.location.search).toBe('');
    expect(globalThis.fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the change and sign everyone out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('every device has been signed out');
    expect(fetchCalls.refetch).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });
});
