import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { messages } from '@mindcheck/common';
import { AdminMemberDocument, AuditLogDocument, SetAccountDisabledDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import AdminPage from './admin-page';

const operator = aMember({ role: 'ADMIN', email: 'operator@example.com' });
const found = {
  __typename: 'AdminMember' as const,
  id: 'u1',
  email: 'abuse@example.com',
  name: 'Abe Use',
  role: 'USER' as const,
  emailVerified: true,
  disabled: false,
  disabledReason: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};
const disabled = { ...found, disabled: true, disabledReason: 'Spam' };
const audit = {
  request: { query: AuditLogDocument, variables: { targetId: 'u1' } },
  result: { data: { auditLog: [] } },
};

describe('MembersSection', () => {
  it('finds a member by email, asks to confirm, then disables the account with a reason', async () => {
    renderWithProviders(withToasts(<AdminPage />), {
      user: operator,
      route: '/admin/members',
      path: '/admin/*',
      mocks: [
        {
          request: { query: AdminMemberDocument, variables: { email: 'nobody@example.com' } },
          result: { data: { adminMember: null } },
        },
        {
          request: { query: AdminMemberDocument, variables: { email: 'abuse@example.com' } },
          result: { data: { adminMember: found } },
        },
        audit,
        {
          request: { query: SetAccountDisabledDocument, variables: { userId: 'u1', disabled: true, reason: 'Spam' } },
          result: {
            errors: [new GraphQLError(messages.cannotDisableSelf, { extensions: { code: 'BAD_USER_INPUT' } })],
          },
        },
        {
          request: { query: SetAccountDisabledDocument, variables: { userId: 'u1', disabled: true, reason: 'Spam' } },
          result: { data: { setAccountDisabled: disabled } },
        },
        audit,
        audit,
      ],
    });
    const email = screen.getByLabelText("Member's email address");
    await userEvent.type(email, 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No member has that email address.')).toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'abuse@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { name: 'Abe Use' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    const confirm = screen.getByRole('group', { name: 'Confirm disabling' });
    expect(confirm).toHaveTextContent('Disable abuse@example.com?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep the account active' }));
    expect(screen.queryByRole('group', { name: 'Confirm disabling' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    await userEvent.type(screen.getByLabelText('Reason (optional, for the audit log)'), 'Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, disable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.cannotDisableSelf);

    await userEvent.click(screen.getByRole('button', { name: 'Yes, disable' }));
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
    expect(screen.getByText('Reason: Spam')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
  });
});
