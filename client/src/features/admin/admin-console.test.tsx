import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { messages } from '@mindcheck/common';
import {
  AdminBookingsDocument,
  AuditLogDocument,
  CreateExpertDocument,
  InviteExpertDocument,
  RefundBookingDocument,
} from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import AdminPage from './admin-page';
import { ExpertForm, emptyExpert } from './expert-form';
import { InviteExpertForm } from './invite-form';
import { paidBooking, refundedBooking } from '../../testing/admin-bookings';

const operator = aMember({ role: 'ADMIN', email: 'operator@example.com' });

describe('AdminPage', () => {
  it.each(['USER', 'EXPERT'] as const)('shows a %s the 404 page and nothing of the console', (role) => {
    renderWithProviders(<AdminPage />, { user: aMember({ role }), route: '/admin', path: '/admin/*' });
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Operator console')).toBeNull();
  });
});

describe('ExpertForm', () => {
  it("checks every field with the server's rules before sending, then shows the server's word on its field", async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(withToasts(<ExpertForm initial={emptyExpert} submitLabel="Add expert" onSubmit={onSubmit} />), {
      user: operator,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add expert' }));
    expect(await screen.findByText(messages.requiredField('Name'))).toBeInTheDocument();
    expect(screen.getByText(messages.requiredField('Contact'))).toBeInTheDocument();
    expect(screen.getByText(messages.requiredField('Location'))).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Name'), 'Dr. Kemi Adebayo');
    await userEvent.type(screen.getByLabelText('Contact email'), 'not an email');
    await userEvent.type(screen.getByLabelText('Location'), 'Lagos, Nigeria');
    await userEvent.clear(screen.getByLabelText('Time zone'));
    await userEvent.type(screen.getByLabelText('Time zone'), 'Mars/Olympus');
    await userEvent.click(screen.getByRole('button', { name: 'Add expert' }));
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidTimeZone)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Contact email'));
    await userEvent.type(screen.getByLabelText('Contact email'), 'kemi@example.com');
    await userEvent.clear(screen.getByLabelText('Time zone'));
    await userEvent.selectOptions(screen.getByLabelText('Field'), 'ANXIETY');
    await userEvent.selectOptions(screen.getByLabelText('Specialization'), 'THERAPIST');
    await userEvent.click(screen.getByRole('button', { name: 'Add expert' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Dr. Kemi Adebayo',
      specialization: 'THERAPIST',
      field: 'ANXIETY',
      contact: 'kemi@example.com',
      location: 'Lagos, Nigeria',
      expertise: null,
      timeZone: 'Africa/Lagos',
    });
  });
});

describe('creating an expert through the console', () => {
  it("puts the server's refusal on the field it names", async () => {
    const input = {
      name: 'Dr. Kemi Adebayo',
      specialization: 'CLINICAL_PSYCHOLOGIST',
      field: 'DEPRESSION',
      contact: 'kemi@example.com',
      location: 'Lagos',
      expertise: null,
      timeZone: 'Africa/Lagos',
    };
    renderWithProviders(withToasts(<AdminPage />), {
      user: operator,
      route: '/admin/experts/new',
      path: '/admin/*',
      mocks: [
        {
          request: { query: CreateExpertDocument, variables: { input } },
          result: {
            errors: [
              new GraphQLError('Location must be on one line.', {
                extensions: { code: 'BAD_USER_INPUT', field: 'location' },
              }),
            ],
          },
        },
      ],
    });
    await userEvent.type(screen.getByLabelText('Name'), input.name);
    await userEvent.type(screen.getByLabelText('Contact email'), input.contact);
    await userEvent.type(screen.getByLabelText('Location'), input.location);
    await userEvent.click(screen.getByRole('button', { name: 'Add expert' }));
    expect(await screen.findByText('Location must be on one line.')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveFocus();
  });
});

describe('InviteExpertForm', () => {
  it('checks the address, shows the server refusing it, then says where the invitation went', async () => {
    renderWithProviders(withToasts(<InviteExpertForm expertId="kemi-1" />), {
      user: operator,
      mocks: [
        {
          request: { query: InviteExpertDocument, variables: { expertId: 'kemi-1', email: 'blocked@example.com' } },
          result: {
            errors: [
              new GraphQLError(messages.invalidEmail, { extensions: { code: 'BAD_USER_INPUT', field: 'email' } }),
            ],
          },
        },
        {
          request: { query: InviteExpertDocument, variables: { expertId: 'kemi-1', email: 'kemi@example.com' } },
          result: { data: { inviteExpert: true } },
        },
        {
          request: { query: AuditLogDocument, variables: { targetId: 'kemi-1' } },
          result: { data: { auditLog: [] } },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Expert's email address"), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("Expert's email address"));
    await userEvent.type(screen.getByLabelText("Expert's email address"), 'blocked@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText("Expert's email address")).toHaveFocus();

    await userEvent.clear(screen.getByLabelText("Expert's email address"));
    await userEvent.type(screen.getByLabelText("Expert's email address"), 'Kemi@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to kemi@example\.com\./)).toHaveAttribute('role', 'status');
  });
});

describe('refunding a booking', () => {
  const paid = paidBooking;
  const refunded = refundedBooking;
  // Issue #39, item 5: the list showed no member and no appointment time.
  it('lists each booking with its member and appointment time, filterable by the appointment day', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(withToasts(<AdminPage />), {
      user: operator,
      route: '/admin/bookings',
      path: '/admin/*',
      mocks: [
        {
          request: { query: AdminBookingsDocument, variables: { status: null } },
          result: { data: { adminBookings: [paid] } },
        },
        {
          request: {
            query: AdminBookingsDocument,
            variables: { status: null, from: '2026-11-30T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' },
          },
          result: { data: { adminBookings: [paid] } },
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Bookings' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Ada Lovelace (ada@example.com)');
    expect(item).toHaveTextContent('Monday 30 November 2026, 9:00 AM – 9:50 AM');
    await user.type(screen.getByLabelText('Appointment day'), '2026-11-30');
    await waitFor(() => expect(router.state.location.search).toBe('?day=2026-11-30'));
    expect(
      await within(await screen.findByRole('list', { name: 'Bookings' })).findByText(/Ada Lovelace/),
    ).toBeInTheDocument();
  });

  it('asks to confirm first, then refunds; a refusal is shown in the server’s words', async () => {
    renderWithProviders(withToasts(<AdminPage />), {
      user: operator,
      route: '/admin/bookings/mc-abc',
      path: '/admin/*',
      mocks: [
        {
          request: { query: AdminBookingsDocument, variables: { status: null } },
          result: { data: { adminBookings: [paid] } },
        },
        { request: { query: AuditLogDocument, variables: { targetId: 'b1' } }, result: { data: { auditLog: [] } } },
        {
          request: { query: RefundBookingDocument, variables: { reference: 'mc-abc', reason: null } },
          result: {
            errors: [new GraphQLError(messages.bookingNotRefundable, { extensions: { code: 'CONFLICT' } })],
          },
        },
        {
          request: {
            query: RefundBookingDocument,
            variables: { reference: 'mc-abc', reason: 'Dr. Adeyemi is unwell.' },
          },
          result: { data: { refundBooking: refunded } },
        },
        {
          request: { query: AdminBookingsDocument, variables: { status: null } },
          result: { data: { adminBookings: [refunded] } },
        },
        { request: { query: AuditLogDocument, variables: { targetId: 'b1' } }, result: { data: { auditLog: [] } } },
        {
          request: { query: AdminBookingsDocument, variables: { status: null } },
          result: { data: { adminBookings: [refunded] } },
        },
        { request: { query: AuditLogDocument, variables: { targetId: 'b1' } }, result: { data: { auditLog: [] } } },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund in full' }));
    const confirm = screen.getByRole('group', { name: 'Confirm refund' });
    expect(confirm).toHaveTextContent('Refund ₦5,000.00 to the member?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep the booking' }));
    expect(screen.queryByRole('group', { name: 'Confirm refund' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Refund in full' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund in full' }));
    expect(await screen.findByText(messages.bookingNotRefundable)).toBeInTheDocument();

    // The reason goes to the member and the expert (issue #39, item 4).
    await userEvent.click(screen.getByRole('button', { name: 'Refund in full' }));
    await userEvent.type(screen.getByLabelText('Reason (told to the member and the expert)'), 'Dr. Adeyemi is unwell.');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund in full' }));
    expect(await screen.findByText('Refund pending', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund in full' })).toBeNull();
  });
});
