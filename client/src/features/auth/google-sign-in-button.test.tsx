import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvidersDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render';
import { renderInLanguage } from '../../testing/in-language';
import { withToasts } from '../../testing/toasts';
import { GoogleSignInButton } from './google-sign-in-button';
import type { GooglePopupResult } from './google-popup';

const providers = (google: boolean) => ({
  request: { query: AuthProvidersDocument },
  result: { data: { authProviders: { __typename: 'AuthProviders' as const, google } } },
});

function renderButton(openPopup: () => Promise<GooglePopupResult>, google = true) {
  const onSignedIn = jest.fn();
  renderWithProviders(withToasts(<GoogleSignInButton onSignedIn={onSignedIn} openPopup={openPopup} />), {
    mocks: [providers(google)],
  });
  return { onSignedIn };
}

describe('GoogleSignInButton', () => {
  it('is hidden when the server has no Google sign-in', async () => {
    renderButton(jest.fn(), false);
    // Once the server's answer is in, the button is still absent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('signs in when the popup reports success', async () => {
    const { onSignedIn } = renderButton(async () => ({ ok: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });

  it("says 'Google Window pop up closed' when the member closes the popup", async () => {
    const { onSignedIn } = renderButton(async () => ({ ok: false, reason: 'closed' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Google Window pop up closed')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("says 'Error signing in: {message}' for other failures", async () => {
    renderButton(async () => ({ ok: false, reason: 'error', message: 'Google sign-in failed. Please try again.' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Error signing in: Google sign-in failed. Please try again.')).toBeInTheDocument();
  });

  it("says 'Google sign-in failed.' when the popup sent no words, in the member's language", async () => {
    renderButton(async () => ({ ok: false, reason: 'error' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Error signing in: Google sign-in failed.')).toBeInTheDocument();
  });

  it('explains a blocked popup', async () => {
    renderButton(async () => ({ ok: false, reason: 'blocked' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(/^Error signing in: The sign-in window was blocked/)).toBeInTheDocument();
  });
});

describe('GoogleSignInButton in Pidgin', () => {
  it("words a failure the popup gave no words for in Pidgin, not 'Google sign-in failed.'", async () => {
    await renderInLanguage(
      'pcm',
      withToasts(
        <GoogleSignInButton onSignedIn={jest.fn()} openPopup={async () => ({ ok: false, reason: 'error' })} />,
      ),
      { mocks: [providers(true)] },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Login no work: Google sign-in no work.')).toBeInTheDocument();
  });

  it('says the whole sentence in English when the popup says its words are English (#36)', async () => {
    const openPopup = async () =>
      ({ ok: false, reason: 'error', message: 'Your Google account gave no email address.', lang: 'en' }) as const;
    await renderInLanguage('pcm', withToasts(<GoogleSignInButton onSignedIn={jest.fn()} openPopup={openPopup} />), {
      mocks: [providers(true)],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Error signing in: Your Google account gave no email address.')).toBeInTheDocument();
  });
});
