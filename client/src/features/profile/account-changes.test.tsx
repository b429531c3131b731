import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ChangePasswordDocument, MySessionsDocument, RequestEmailChangeDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { expectToastOnce, withToasts } from '../../testing/toasts';
import { ChangePassword } from './change-password';
import { ChangeEmail } from './change-email';

const sessions = { request: { query: MySessionsDocument }, result: { data: { mySessions: [] } } };

describe('ChangePassword', () => {
  it('checks the fields, shows a wrong current password on its field, then saves', async () => {
    renderWithProviders(withToasts(<ChangePassword />), {
      user: aMember(),
      mocks: [
        {
          request: {
            query: ChangePasswordDocument,
            variables: { currentPassword: 'wrong one', newPassword: 'a new passphrase' },
          },
          result: {
            errors: [
              new GraphQLError('That password is not correct.', {
                extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
              }),
            ],
          },
        },
        {
          request: {
            query: ChangePasswordDocument,
            variables: { currentPassword: 'the old one', newPassword: 'a new passphrase' },
          },
          result: { data: { changePassword: true } },
        },
        sessions,
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Current password'), 'wrong one');
    await userEvent.type(screen.getByLabelText('New password'), 'a new passphrase');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('That password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();

    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'the old one');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await expectToastOnce('Your password has been changed. Your other devices have been signed out.');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});

describe('ChangeEmail', () => {
  it("puts 'Email already in use' on the new address, and says where the link went", async () => {
    renderWithProviders(<ChangeEmail email="ada@example.com" hasPassword />, {
      user: aMember(),
      mocks: [
        {
          request: {
            query: RequestEmailChangeDocument,
            variables: { newEmail: 'taken@example.com', password: 'my password' },
          },
          result: {
            errors: [
              new GraphQLError('Email already in use. Please use a different email.', {
                extensions: { code: 'CONFLICT' },
              }),
            ],
          },
        },
        {
          request: {
            query: RequestEmailChangeDocument,
            variables: { newEmail: 'new@example.com', password: 'my password' },
          },
          result: { data: { requestEmailChange: true } },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await userEvent.type(screen.getByLabelText('New email address'), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Please enter your password to change your email address.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your password'), 'my password');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Email already in use. Please use a different email.')).toBeInTheDocument();
    expect(screen.getByLabelText('New email address')).toHaveFocus();

    await userEvent.clear(screen.getByLabelText('New email address'));
    await userEvent.type(screen.getByLabelText('New email address'), 'New@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('status')).toHaveTextContent("We've sent a link to new@example.com.");
  });

  it('asks a Google-only account for no password', async () => {
    renderWithProviders(<ChangeEmail email="ada@example.com" hasPassword={false} />, { user: aMember() });
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText('New email address')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your password')).toBeNull();
  });
});
