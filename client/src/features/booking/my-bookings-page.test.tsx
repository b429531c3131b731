import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast from 'react-hot-toast';
import { ConfirmBookingDocument, MyBookingsDocument, type BookingStatus } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import { formatTimestamp } from '../../lib/format-timestamp';
import MyBookingsPage from './my-bookings-page';

function booking(id: string, status: BookingStatus, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking' as const,
    id,
    reference: `mc-${id.padEnd(32, '0')}`,
    amount: 500000,
    currency: 'NGN',
    status,
    createdAt: '2026-11-21T14:05:00.000Z',
    paidAt: status === 'PAID' ? '2026-11-21T14:07:00.000Z' : null,
    expert: {
      __typename: 'Expert' as const,
      id: `expert-${id}`,
      name: `Dr. Expert ${id}`,
      specialization: 'PSYCHIATRIST' as const,
    },
    ...overrides,
  };
}

const list = (...bookings: ReturnType<typeof booking>[]) => ({
  request: { query: MyBookingsDocument },
  result: { data: { myBookings: bookings } },
});

function renderPage(mocks: unknown[]) {
  return renderWithProviders(null, {
    route: '/bookings',
    user: aMember(),
    mocks: mocks as never[],
    routes: [{ path: '/bookings', element: withToasts(<MyBookingsPage />) }],
  });
}

afterEach(() => act(() => toast.remove()));

describe('MyBookingsPage', () => {
  it('lists each booking with the expert, the amount as ₦5,000.00, the status and the date', async () => {
    renderPage([list(booking('b2', 'PAID'), booking('b1', 'FAILED', { createdAt: '2026-10-01T08:00:00.000Z' }))]);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);

    const [paid, failed] = items;
    expect(within(paid).getByRole('heading', { name: 'Dr. Expert b2' })).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'Dr. Expert b2' })).toHaveAttribute(
      'href',
      '/experts/detail/expert-b2',
    );
    expect(paid).toHaveTextContent('₦5,000.00');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent(formatTimestamp('2026-11-21T14:05:00.000Z'));
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: 'Check payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
  });

  it("formats dates like the history page: 'MMMM dd, yyyy at h:mm a'", () => {
    expect(formatTimestamp('2026-11-21T14:05:00')).toBe('November 21, 2026 at 2:05 PM');
  });

  it('says when there are no bookings and points to the experts', async () => {
    renderPage([list()]);
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an expert' })).toHaveAttribute('href', '/experts');
  });

  it('says so when the bookings cannot be loaded', async () => {
    renderPage([{ request: { query: MyBookingsDocument }, error: new Error('Failed to fetch') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your bookings.");
  });

  it('lets the member check a pending payment again; a paid one shows as Paid', async () => {
    renderPage([
      list(booking('b3', 'PENDING')),
      {
        request: { query: ConfirmBookingDocument, variables: { reference: booking('b3', 'PENDING').reference } },
        result: {
          data: {
            confirmBooking: {
              __typename: 'Booking',
              id: 'b3',
              reference: booking('b3', 'PENDING').reference,
              status: 'PAID',
              paidAt: '2026-11-21T14:09:00.000Z',
            },
          },
        },
        delay: 400,
      },
      list(booking('b3', 'PAID')),
    ]);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Pending');
    await userEvent.click(within(item).getByRole('button', { name: 'Check payment' }));
    expect(within(item).getByRole('button', { name: 'Checking...' })).toBeDisabled();
    expect(await screen.findByText('Appointment booked successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('Paid'));
    expect(screen.queryByRole('button', { name: 'Check payment' })).not.toBeInTheDocument();
  });

  it("a pending payment the provider turned down: 'Payment failed. Please try again.' and the list shows Failed", async () => {
    const reference = booking('b4', 'PENDING').reference;
    renderPage([
      list(booking('b4', 'PENDING')),
      {
        request: { query: ConfirmBookingDocument, variables: { reference } },
        result: {
          errors: [new GraphQLError('Payment failed. Please try again.', { extensions: { code: 'UPSTREAM_FAILED' } })],
        },
      },
      list(booking('b4', 'FAILED')),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Check payment' }));
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('Failed'));
  });
});
