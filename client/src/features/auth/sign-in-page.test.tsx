import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AuthProvidersDocument, SignInDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { expectToastOnce, withToasts } from '../../testing/toasts';
import SignInPage from './sign-in-page';
import { rememberReturnPath } from '../../lib/return-path';

const noGoogle = {
  request: { query: AuthProvidersDocument },
  result: { data: { authProviders: { __typename: 'AuthProviders' as const, google: false } } },
};

function renderSignIn(mocks: unknown[] = [], user = null as ReturnType<typeof aMember> | null) {
  return renderWithProviders(null, {
    route: '/sign-in',
    user,
    mocks: [noGoogle, ...(mocks as never[])],
    routes: [
      { path: '/sign-in', element: withToasts(<SignInPage />) },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/bookings', element: <h1>My bookings</h1> },
    ],
  });
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');

describe('SignInPage', () => {
  it('has labelled fields and a Sign In button', () => {
    renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  });

  it('checks the email and the password length before asking the server', async () => {
    renderSignIn();
    await userEvent.type(emailField(), 'not-an-email');
    await userEvent.type(passwordField(), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();
  });

  it("shows 'Signing In...' on a disabled button while busy, then lands on /dashboard after refetching me", async () => {
    const { router, refetch } = renderSignIn([
      {
        request: { query: SignInDocument, variables: { email: 'ada@example.com', password: 'correct horse' } },
        result: { data: { signIn: { __typename: 'User', id: 'u1' } } },
        delay: 50,
      },
    ]);
    await userEvent.type(emailField(), ' ada@example.com ');
    await userEvent.type(passwordField(), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(refetch).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("shows the server's 'Please make sure email and password are correct.' and lets the member try again", async () => {
    renderSignIn([
      {
        request: { query: SignInDocument, variables: { email: 'ada@example.com', password: 'wrong password' } },
        result: {
          errors: [
            new GraphQLError('Please make sure email and password are correct.', {
              extensions: { code: 'UNAUTHENTICATED' },
            }),
          ],
        },
      },
    ]);
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.type(passwordField(), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    // The spec's toast, and the same words next to the password field (issue #39, item 10).
    expect(await screen.findByRole('status')).toHaveTextContent('Please make sure email and password are correct.');
    expect(passwordField()).toHaveAccessibleDescription('Please make sure email and password are correct.');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });

  it("words a network failure as 'Error signing in: {message}'", async () => {
    renderSignIn([
      {
        request: { query: SignInDocument, variables: { email: 'ada@example.com', password: 'correct horse' } },
        error: new Error('Failed to fetch'),
      },
    ]);
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.type(passwordField(), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToastOnce('Error signing in: Failed to fetch');
  });

  it("words a failure on the server's side as 'Error signing in: {message}'", async () => {
    renderSignIn([
      {
        request: { query: SignInDocument, variables: { email: 'ada@example.com', password: 'correct horse' } },
        result: {
          errors: [
            new GraphQLError('Something went wrong on our side. Please try again.', {
              extensions: { code: 'INTERNAL_SERVER_ERROR' },
            }),
          ],
        },
      },
    ]);
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.type(passwordField(), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToastOnce('Error signing in: Something went wrong on our side. Please try again.');
  });

  it.each([
    ['FORBIDDEN', 'This account has been disabled.'],
    ['RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'],
  ])("words a %s answer as 'Error signing in: {message}'", async (code, message) => {
    renderSignIn([
      {
        request: { query: SignInDocument, variables: { email: 'ada@example.com', password: 'correct horse' } },
        result: { errors: [new GraphQLError(message, { extensions: { code } })] },
      },
    ]);
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.type(passwordField(), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToastOnce(`Error signing in: ${message}`);
  });

  // Issue #39, item 12: a mail's deep link (to their bookings) opened signed out led to / (spec), and
  // after signing in to the dashboard instead of the page the link named.
  it.each([
    ['/bookings', '/bookings'],
    ['//evil.example/phish', '/dashboard'],
    [null, '/dashboard'],
  ])('after a signed-out visit to %s, lands on %s', async (wanted, landing) => {
    if (wanted) rememberReturnPath(wanted);
    const { router } = renderSignIn([
      {
        request: { query: SignInDocument, variables: { email: 'ada@example.com', password: 'correct horse' } },
        result: { data: { signIn: { __typename: 'User', id: 'u1' } } },
      },
    ]);
    await userEvent.type(emailField(), 'ada@example.com');
    await userEvent.type(passwordField(), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });

  it('sends a signed-in member to the dashboard', async () => {
    const { router } = renderSignIn([], aMember());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
