import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { messages } from '@mindcheck/common';
import { AcceptExpertInvitationDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import ExpertInvitationPage from './expert-invitation-page';

const TOKEN = 'I'.repeat(43);

function openLink(path: string) {
  window.history.replaceState(null, '', path);
}

describe('ExpertInvitationPage', () => {
  it('takes the token out of the address; a wrong address gets the clear message', async () => {
    openLink(`/expert-invitation?token=${TOKEN}`);
    renderWithProviders(withToasts(<ExpertInvitationPage />), {
      user: aMember(),
      route: '/expert-invitation',
      mocks: [
        {
          request: { query: AcceptExpertInvitationDocument, variables: { token: TOKEN } },
          result: {
            errors: [new GraphQLError(messages.expertInvitationWrongAddress, { extensions: { code: 'FORBIDDEN' } })],
          },
        },
      ],
    });
    expect(window.location.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.expertInvitationWrongAddress);
  });

  it('accepts and opens the expert dashboard', async () => {
    openLink(`/expert-invitation?token=${TOKEN}`);
    const { router, refetch } = renderWithProviders(withToasts(<ExpertInvitationPage />), {
      user: aMember(),
      route: '/expert-invitation',
      mocks: [
        {
          request: { query: AcceptExpertInvitationDocument, variables: { token: TOKEN } },
          result: { data: { acceptExpertInvitation: { __typename: 'User', id: 'user-1', role: 'EXPERT' } } },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await screen.findByText('Welcome! Your expert dashboard is ready.');
    expect(refetch).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/expert');
  });

  it('asks a visitor to sign in with the invited address first', () => {
    openLink(`/expert-invitation?token=${TOKEN}`);
    renderWithProviders(<ExpertInvitationPage />, { route: '/expert-invitation' });
    expect(screen.getByText(/Sign in \(or create an account\) with the email address/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it('without a token, says the page needs the link from the email', () => {
    openLink('/expert-invitation');
    renderWithProviders(<ExpertInvitationPage />, { user: aMember(), route: '/expert-invitation' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your email.');
  });
});
