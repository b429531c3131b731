// #39, item 1 (bookings without ghosts) on the member's page: a held checkout shows until when it is
// held and the way to finish paying, and leaves the page when its hold ends; "Check payment" on a
// hold that ended unpaid says nothing was charged (never "Payment failed"); a failed payment whose
// time is ahead offers "Try again", which opens a new checkout for that time.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast from 'react-hot-toast';
import { ErrorReason, messages } from '@mindcheck/common';
import { ConfirmBookingDocument, RetryBookingDocument, type BookingStatus } from '../../gql/graphql';
import { aBooking, myBookingsList, renderMyBookings } from '../../testing/my-bookings';

const MINUTE = 60_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A booking made five minutes ago for a time three days ahead, held ten minutes when pending. */
function booking(id: string, status: BookingStatus, overrides: Record<string, unknown> = {}) {
  return aBooking(id, status, {
    createdAt: at(-5 * MINUTE),
    paidAt: null,
    holdExpiresAt: status === 'PENDING' ? at(10 * MINUTE) : null,
    start: at(3 * 24 * 60 * MINUTE),
    end: at(3 * 24 * 60 * MINUTE + 50 * MINUTE),
    expert: {
      __typename: 'Expert' as const,
      id: `expert-${id}`,
      name: `Dr. Expert ${id}`,
      specialization: 'THERAPIST' as const,
    },
    ...overrides,
  });
}

const list = myBookingsList;
const renderPage = renderMyBookings;

afterEach(() => act(() => toast.remove()));

describe('My bookings without ghosts', () => {
  it('shows a held checkout as Pending with the time it is held until and Finish paying, and drops it when the hold ends', async () => {
    renderPage([list(booking('h1', 'PENDING', { holdExpiresAt: at(600) }))]);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming appointments' });
    const item = within(upcoming).getByRole('listitem');
    expect(item).toHaveTextContent('Pending');
    expect(item).toHaveTextContent(/We're holding this time for you until .+\. Finish paying to book it\./);
    expect(within(item).getByRole('button', { name: 'Finish paying' })).toBeEnabled();
    expect(within(item).getByRole('button', { name: 'Check payment' })).toBeEnabled();
    // No reload: the page drops it when its hold ends.
    expect(await screen.findByText('You have no bookings yet.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('Finish paying on a checkout paid meanwhile (the server says so) opens no second checkout and shows it paid', async () => {
    const held = booking('h4', 'PENDING');
    renderPage([
      list(held),
      {
        request: { query: RetryBookingDocument, variables: { reference: held.reference, start: held.start } },
        result: {
          errors: [
            new GraphQLError(messages.bookingAlreadyPaid, {
              extensions: { code: 'CONFLICT', reason: ErrorReason.BOOKING_ALREADY_PAID },
            }),
          ],
        },
      },
      list(booking('h4', 'PAID', { paidAt: at(0) })),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Finish paying' }));
    expect(await screen.findByText(messages.bookingAlreadyPaid)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('Paid'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never shows a checkout whose hold has ended, even in a list loaded before it did', async () => {
    renderPage([list(booking('h2', 'PENDING', { holdExpiresAt: at(-MINUTE) }), booking('p2', 'PAID'))]);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming appointments' });
    expect(within(upcoming).getAllByRole('listitem')).toHaveLength(1);
    expect(upcoming).toHaveTextContent('Paid');
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Past and cancelled bookings' })).not.toBeInTheDocument();
  });

  it("'Check payment' on a hold that ended unpaid says nothing was charged, not 'Payment failed', and the card leaves", async () => {
    const held = booking('h3', 'PENDING');
    renderPage([
      list(held),
      {
        request: { query: ConfirmBookingDocument, variables: { reference: held.reference } },
        result: {
          data: {
            confirmBooking: {
              __typename: 'Booking',
              id: 'h3',
              reference: held.reference,
              status: 'CANCELLED',
              paidAt: null,
            },
          },
        },
      },
      list(),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Check payment' }));
    expect(await screen.findByText(messages.holdEndedUnpaid)).toBeInTheDocument();
    expect(screen.queryByText(messages.paymentFailed)).not.toBeInTheDocument();
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
  });

  it('offers Try again on a failed payment whose time is ahead (a new checkout for that time), not on one whose time has passed', async () => {
    const failed = booking('f1', 'FAILED');
    const over = booking('f2', 'FAILED', { start: at(-60 * MINUTE), end: at(-10 * MINUTE) });
    renderPage([
      list(failed, over),
      {
        request: { query: RetryBookingDocument, variables: { reference: failed.reference, start: failed.start } },
        result: {
          data: {
            retryBooking: {
              __typename: 'PaymentCheckout',
              reference: 'mc-new',
              email: 'member@example.com',
              amount: 500000,
              currency: 'NGN',
              publicKey: '',
              accessCode: null,
              simulated: true,
              booking: {
                __typename: 'Booking',
                id: 'n1',
                reference: 'mc-new',
                status: 'PENDING',
                start: failed.start,
                end: failed.end,
              },
            },
          },
        },
      },
    ]);
    const past = await screen.findByRole('list', { name: 'Past and cancelled bookings' });
    const [ahead, passed] = within(past).getAllByRole('listitem');
    expect(ahead).toHaveTextContent('Payment failed');
    expect(ahead).toHaveTextContent(
      'The payment did not go through. You can try again for the same time while it is free.',
    );
    expect(within(passed).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await userEvent.click(within(ahead).getByRole('button', { name: 'Try again' }));
    const checkout = await screen.findByRole('dialog', { name: 'Test checkout — no real payment' });
    expect(checkout).toHaveTextContent('₦5,000.00');
    await waitFor(() => expect(within(checkout).getByRole('button', { name: 'Pay' })).toBeEnabled());
  });
});
