import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { messages } from '@mindcheck/common';
import { AcceptExpertInvitationDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import ExpertInvitationPage from './expert-invitation-page';
import VerifyEmailPage from './verify-email-page';
import { VerifyEmailDocument } from '../../gql/graphql';
import { takeReturnPath } from '../../lib/return-path';

const TOKEN = 'I'.repeat(43);
/** The server accepts the invitation: the member is now the expert. */
const ACCEPTED = {
  request: { query: AcceptExpertInvitationDocument, variables: { token: TOKEN } },
  result: { data: { acceptExpertInvitation: { __typename: 'User', id: 'user-1', role: 'EXPERT' } } },
};

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
      mocks: [ACCEPTED],
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

  // Issue #39, item 7: an invited expert who signed up from the link lost it on the way, and one not
  // verified yet was told the invitation went to a different address.
  describe('kept through sign-up and verification', () => {
    beforeEach(() => localStorage.clear());

    it('keeps the invitation of a visitor who creates an account, and brings them back to it', async () => {
      openLink(`/expert-invitation?token=${TOKEN}`);
      const visitor = renderWithProviders(<ExpertInvitationPage />, {
        route: '/expert-invitation',
        routes: [
          { path: '/expert-invitation', element: <ExpertInvitationPage /> },
          { path: '/sign-up', element: <h1>Sign up</h1> },
        ],
      });
      await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
      expect(takeReturnPath()).toBe('/expert-invitation');
      visitor.unmount();

      // Signed up, not confirmed yet: the right words, the invitation kept.
      openLink('/expert-invitation');
      const unverified = renderWithProviders(<ExpertInvitationPage />, {
        user: aMember({ emailVerified: false }),
        route: '/expert-invitation',
      });
      expect(screen.getByText(/^Confirm your email address first/)).toBeInTheDocument();
      expect(screen.queryByText(/different email address/)).not.toBeInTheDocument();
      expect(screen.queryByText('This page needs the link from your email.')).not.toBeInTheDocument();
      unverified.unmount();

      // The confirmation link (another tab): the way on to the invitation.
      openLink(`/verify-email?token=${'V'.repeat(43)}`);
      const verify = renderWithProviders(<VerifyEmailPage />, {
        user: aMember({ emailVerified: false }),
        route: '/verify-email',
        mocks: [
          {
            request: { query: VerifyEmailDocument, variables: { token: 'V'.repeat(43) } },
            result: { data: { verifyEmail: true } },
          },
        ],
      });
      await userEvent.click(screen.getByRole('button', { name: 'Confirm my email address' }));
      expect(await screen.findByRole('link', { name: 'Continue to your expert invitation' })).toHaveAttribute(
        'href',
        '/expert-invitation',
      );
      verify.unmount();

      // Confirmed: the kept invitation is accepted, with the token from the first link.
      openLink('/expert-invitation');
      const { router } = renderWithProviders(withToasts(<ExpertInvitationPage />), {
        user: aMember(),
        route: '/expert-invitation',
        mocks: [ACCEPTED],
      });
      await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/expert'));
      expect(localStorage.length).toBe(0);
    });
  });

  it('without a token, says the page needs the link from the email', () => {
    openLink('/expert-invitation');
    renderWithProviders(<ExpertInvitationPage />, { user: aMember(), route: '/expert-invitation' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your email.');
  });
});
