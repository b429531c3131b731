import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AuthProvidersDocument, SignUpDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import SignUpPage, { validateSignUp } from './sign-up-page';

const noGoogle = {
  request: { query: AuthProvidersDocument },
  result: { data: { authProviders: { __typename: 'AuthProviders' as const, google: false } } },
};

const member = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  age: 36,
  disabilities: 'None',
  phoneNumber: '08012345678',
  password: 'correct horse',
  pastHealthIssues: 'None',
};

function renderSignUp(mocks: unknown[] = []) {
  return renderWithProviders(null, {
    route: '/sign-up',
    mocks: [noGoogle, ...(mocks as never[])],
    routes: [
      { path: '/sign-up', element: withToasts(<SignUpPage />) },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
  });
}

async function fillIn(values: Partial<Record<keyof typeof member, string>> = {}) {
  const all = { ...member, age: String(member.age), ...values };
  const labels: [keyof typeof member, string][] = [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['email', 'Email'],
    ['age', 'Age'],
    ['phoneNumber', 'Phone number'],
    ['disabilities', 'Disabilities'],
    ['pastHealthIssues', 'Past health issues'],
    ['password', 'Password'],
  ];
  for (const [key, label] of labels) if (all[key]) await userEvent.type(screen.getByLabelText(label), String(all[key]));
}

describe('SignUpPage', () => {
  it('asks for every field of the spec, each with a visible label', () => {
    renderSignUp();
    for (const label of [
      'First name',
      'Last name',
      'Email',
      'Age',
      'Phone number',
      'Disabilities',
      'Past health issues',
      'Password',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('requires every field and checks email, password and age before asking the server', async () => {
    renderSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Age is required.',
      'Phone number is required.',
      'Disabilities is required.',
      'Past health issues is required.',
      'Password is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(validateSignUp({ ...member, age: '36', email: 'nope' }).email).toBe('Please enter a valid email address.');
    expect(validateSignUp({ ...member, age: '36', password: 'short' }).password).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(validateSignUp({ ...member, age: '0' }).age).toBe('Age must be a whole number of at least 1.');
    expect(validateSignUp({ ...member, age: '36' })).toEqual({});
  });

  it('ignores non-numeric or negative age input, and anything but digits and spaces in the phone number', async () => {
    renderSignUp();
    const age = screen.getByLabelText('Age');
    await userEvent.type(age, '-3a5');
    expect(age).toHaveValue('35');
    const phone = screen.getByLabelText('Phone number');
    await userEvent.type(phone, '0801-234a 56');
    expect(phone).toHaveValue('0801234 56');
  });

  // Issue #39, item 8: '29.5' read as 295, a pasted +234 number emptied, 'password' accepted.
  it('says 29.5 is not a whole number, keeps a pasted +234 number as its national digits, refuses a password of spaces', async () => {
    renderSignUp();
    const age = screen.getByLabelText('Age');
    await userEvent.type(age, '29.5');
    expect(age).toHaveValue('29.5');
    const phone = screen.getByLabelText('Phone number');
    await userEvent.click(phone);
    await userEvent.paste('+234 801 234 5678');
    expect(phone).toHaveValue('8012345678');
    // The most common passwords are refused by the server (the list stays out of the page).
    await userEvent.type(screen.getByLabelText('Password'), '        ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(age).toHaveAccessibleDescription('Age must be a whole number of at least 1.');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Password cannot be only spaces\./);
  });

  it("creates the account with 'Signing Up...' on a disabled button, then lands on /dashboard", async () => {
    const { router, refetch } = renderSignUp([
      {
        request: { query: SignUpDocument, variables: { input: { ...member, locale: 'en' } } },
        result: { data: { signUp: { __typename: 'User', id: 'u1' } } },
        delay: 50,
      },
    ]);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('button', { name: 'Signing Up...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(refetch).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("shows 'Email already in use. Please use a different email.'", async () => {
    renderSignUp([
      {
        request: { query: SignUpDocument, variables: { input: { ...member, locale: 'en' } } },
        result: {
          errors: [
            new GraphQLError('Email already in use. Please use a different email.', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      },
    ]);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    // The spec's toast, and the same words next to the email field (issue #39, item 10).
    expect(await screen.findByRole('status')).toHaveTextContent('Email already in use. Please use a different email.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Email already in use. Please use a different email.',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('puts a server message about one field under that field', async () => {
    renderSignUp([
      {
        request: { query: SignUpDocument, variables: { input: { ...member, phoneNumber: '123', locale: 'en' } } },
        result: {
          errors: [
            new GraphQLError('Phone number must contain digits only.', {
              extensions: { code: 'BAD_USER_INPUT', field: 'phoneNumber' },
            }),
          ],
        },
      },
    ]);
    await fillIn({ phoneNumber: '123' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const phone = screen.getByLabelText('Phone number');
    expect(await screen.findAllByText('Phone number must contain digits only.')).not.toHaveLength(0);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Phone number must contain digits only\./);
  });
});
