import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { RequestPasswordResetDocument, ResetPasswordDocument, VerifyEmailDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import { account } from 'app-en:account';
import { withToasts } from '../../testing/toasts';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';
import VerifyEmailPage from './verify-email-page';

const TOKEN = 'T'.repeat(43);

/** The browser's address as the mail's link opens it (the pages read it from window.location). */
function openLink(path: string) {
  window.history.replaceState(null, '', path);
}

describe('ForgotPasswordPage', () => {
  it('checks the address first, then gives the same answer whatever the server knows', async () => {
    renderWithProviders(withToasts(<ForgotPasswordPage />), {
      route: '/forgot-password',
      mocks: [
        {
          request: { query: RequestPasswordResetDocument, variables: { email: 'ada@example.com' } },
          result: { data: { requestPasswordReset: true } },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Email'), 'not an email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));
    // Addresses are matched without case: the form sends it lower-cased, as the server stores it.
    await userEvent.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "If an account uses that address, we've sent it a link",
    );
  });
});

describe('ResetPasswordPage', () => {
  it('takes the token out of the address bar, checks the two passwords, and sends the member to sign in', async () => {
    openLink(`/reset-password?token=${TOKEN}`);
    const { router, refetch } = renderWithProviders(null, {
      route: '/reset-password',
      mocks: [
        {
          request: { query: ResetPasswordDocument, variables: { token: TOKEN, newPassword: 'a new passphrase' } },
          result: { data: { resetPassword: true } },
        },
      ],
      routes: [
        { path: '/reset-password', element: withToasts(<ResetPasswordPage />) },
        { path: '/sign-in', element: <h1>Sign In</h1> },
      ],
    });
    expect(window.location.pathname + window.location.search).toBe('/reset-password');

    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'a new passphrase');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a new passphrase!');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(refetch).toHaveBeenCalled();
  });

  it('says so when the link is used up or expired, and offers a new one', async () => {
    openLink(`/reset-password?token=${TOKEN}`);
    renderWithProviders(withToasts(<ResetPasswordPage />), {
      route: '/reset-password',
      mocks: [
        {
          request: { query: ResetPasswordDocument, variables: { token: TOKEN, newPassword: 'a new passphrase' } },
          result: {
            errors: [
              new GraphQLError('This reset link is invalid or has expired. Please ask for a new one.', {
                extensions: { code: 'BAD_USER_INPUT', field: 'token' },
              }),
            ],
          },
        },
      ],
    });
    await userEvent.type(screen.getByLabelText('New password'), 'a new passphrase');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('without a token, explains what to do', () => {
    openLink('/reset-password');
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your email.');
  });
});

describe('VerifyEmailPage', () => {
  it('confirms the address when the member presses the button, not on load', async () => {
    openLink(`/verify-email?token=${TOKEN}`);
    const fetchCalls = renderWithProviders(<VerifyEmailPage />, {
      route: '/verify-email',
      mocks: [
        {
          request: { query: VerifyEmailDocument, variables: { token: TOKEN } },
          result: { data: { verifyEmail: true } },
        },
      ],
    });
    expect(window.location.search).toBe('');
    expect(globalThis.fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email confirmed' })).toBeInTheDocument();
    expect(fetchCalls.refetch).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });
});

describe('the account pages in other languages (#36)', () => {
  beforeEach(() => act(() => toast.remove()));

  it('ForgotPasswordPage in Pidgin: the form and the answer', async () => {
    const { container } = await renderInLanguage('pcm', withToasts(<ForgotPasswordPage />), {
      route: '/forgot-password',
      mocks: [
        {
          request: { query: RequestPasswordResetDocument, variables: { email: 'ada@example.com' } },
          result: { data: { requestPasswordReset: true } },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'You don forget your password?' })).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If any account dey use dat address');
    expect(screen.getByRole('button', { name: 'try another address' })).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('VerifyEmailPage without its link, in Pidgin and in Yoruba', async () => {
    openLink('/verify-email');
    const pcm = await renderInLanguage('pcm', <VerifyEmailPage />, { route: '/verify-email' });
    expect(screen.getByRole('alert')).toHaveTextContent('Dis page need di link wey dey your email.');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sign-in');
    expect(englishLeft(pcm.container, 'pcm')).toEqual([]);
    pcm.unmount();

    const yo = await renderInLanguage('yo', <VerifyEmailPage />, { route: '/verify-email', user: aMember() });
    expect(screen.getByRole('heading', { name: 'Fìdí àdírẹ́sì ímeèlì rẹ múlẹ̀' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lọ sí ojú-ìwé rẹ' })).toHaveAttribute('href', '/dashboard');
    // Awaiting review in Yoruba: shown in English, whole.
    expect(screen.getByRole('alert')).toHaveTextContent(account.noToken);
    expect(englishLeft(yo.container, 'yo')).toEqual([]);
  });
});
