// Issue #39, item 6: the audit log showed raw field names and JSON ('expiresAt — →
// 2026-12-03T18:37:46.884Z', '{"amount":500000,…}'). Each change is a readable line now, the raw
// record behind "Details".
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditLogDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { AuditLog } from './audit-log';

const entry = (id: string, action: string, before: object | null, after: object | null) => ({
  __typename: 'AuditEntry' as const,
  id,
  actorEmail: 'operator@example.com',
  action,
  createdAt: '2026-11-26T18:37:46.884Z',
  before: before && JSON.stringify(before),
  after: after && JSON.stringify(after),
});

it('writes each change as a line with a label, naira amounts and dates in the operator’s zone, the JSON behind Details', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AuditLog targetId="b1" />, {
    user: aMember({ role: 'ADMIN' }),
    mocks: [
      {
        request: { query: AuditLogDocument, variables: { targetId: 'b1' } },
        result: {
          data: {
            auditLog: [
              entry(
                'a2',
                'refundBooking',
                { status: 'PAID', amount: 500000, cancelledAt: null },
                {
                  status: 'CANCELLED',
                  amount: 500000,
                  cancelledAt: '2026-11-26T18:37:46.884Z',
                  refund: { amount: 500000, status: 'PENDING' },
                },
              ),
              entry('a1', 'inviteExpert', null, {
                invitedEmail: 'kemi@example.com',
                expiresAt: '2026-12-03T18:37:46.884Z',
              }),
            ],
          },
        },
      },
    ] as never[],
  });
  const [refund, invite] = within(await screen.findByRole('list', { name: 'Changes' })).getAllByRole('listitem');
  expect(refund).toHaveTextContent('Booking refunded by operator@example.com');
  expect(within(refund!).getByText('Status').nextSibling).toHaveTextContent('Paid → Cancelled');
  expect(within(refund!).getByText('Cancelled').nextSibling).toHaveTextContent('— → November 26, 2026 at 6:37 PM');
  expect(within(refund!).getByText('Refund').nextSibling).toHaveTextContent('— → ₦5,000.00, Refund pending');
  expect(invite).toHaveTextContent('Expert invited by operator@example.com');
  expect(within(invite!).getByText('Invitation expires').nextSibling).toHaveTextContent(
    '— → December 03, 2026 at 6:37 PM',
  );
  expect(within(invite!).getByText('Invited address').nextSibling).toHaveTextContent('— → kemi@example.com');
  // No raw field names or JSON in sight; they are one click away.
  expect(
    within(refund!)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Status', 'Cancelled', 'Refund']);
  expect(screen.getAllByText(/"amount":500000/)[0]).not.toBeVisible();
  await user.click(within(refund!).getByText('Details'));
  expect(within(refund!).getByText(/"amount":500000/)).toBeVisible();
});
