import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast from 'react-hot-toast';
import {
  CancelMyBookingDocument,
  ConfirmBookingDocument,
  ExpertSlotsDocument,
  MyBookingsDocument,
  RescheduleBookingDocument,
} from '../../gql/graphql';
import { aBooking, myBookingsList, renderMyBookings } from '../../testing/my-bookings';
import { formatTimestamp } from '../../lib/format-timestamp';

const booking = aBooking;
const list = myBookingsList;
const renderPage = renderMyBookings;

afterEach(() => act(() => toast.remove()));

describe('MyBookingsPage', () => {
  it('lists each booking with the expert, the amount as ₦5,000.00, the status and the date', async () => {
    renderPage([list(booking('b2', 'PAID'), booking('b1', 'FAILED', { createdAt: '2026-10-01T08:00:00.000Z' }))]);
    // The file's first cards: the first answer, the cards' chunk and the first money and date
    // formatting, on a busy machine more than findBy's one second.
    const items = await screen.findAllByRole('listitem', {}, { timeout: 5000 });
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
    expect(within(failed).getByText('Payment failed')).toBeInTheDocument();
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

  it("a pending payment the provider turned down: 'Payment failed. Please try again.' and the list shows Payment failed", async () => {
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
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('Payment failed'));
  });
});

const HOUR_MS = 60 * 60 * 1000;
/** An appointment `hours` from now (50 minutes long), at a whole minute. */
function inHours(hours: number) {
  const start = Math.floor((Date.now() + hours * HOUR_MS) / 60_000) * 60_000;
  return { start: new Date(start).toISOString(), end: new Date(start + 50 * 60_000).toISOString() };
}

const cancelAnswer = (id: string, refunded: boolean) => ({
  request: { query: CancelMyBookingDocument, variables: { reference: booking(id, 'PAID').reference } },
  result: jest.fn(() => ({
    data: {
      cancelBooking: {
        __typename: 'Booking' as const,
        id,
        reference: booking(id, 'PAID').reference,
        status: 'CANCELLED' as const,
        cancelledAt: new Date().toISOString(),
        refund: refunded
          ? {
              __typename: 'Refund' as const,
              amount: 500000,
              status: 'PENDING' as const,
              createdAt: new Date().toISOString(),
            }
          : null,
      },
    },
  })),
});

describe('MyBookingsPage: appointments with a time', () => {
  it('splits upcoming (soonest first) from past and cancelled, each with its time in the browser zone', async () => {
    const later = inHours(24 * 10);
    const sooner = inHours(24 * 3);
    renderPage([
      list(
        booking('b7', 'PAID', later),
        booking('b6', 'PAID', sooner),
        booking('b5', 'COMPLETED', { start: '2026-10-01T09:00:00.000Z', end: '2026-10-01T09:50:00.000Z' }),
        booking('b4', 'DECLINED', {
          ...inHours(24 * 5),
          refund: { __typename: 'Refund', amount: 500000, status: 'PROCESSED', createdAt: '2026-11-22T10:00:00.000Z' },
        }),
      ),
    ]);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming appointments' });
    const items = within(upcoming).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Dr. Expert b6',
      'Dr. Expert b7',
    ]);
    expect(screen.getByText(/Times are shown in your time zone/)).toHaveTextContent(
      'Times are shown in your time zone: UTC (Coordinated Universal Time).',
    );
    const past = within(screen.getByRole('list', { name: 'Past and cancelled bookings' })).getAllByRole('listitem');
    expect(past[0]).toHaveTextContent('Completed');
    expect(past[0]).toHaveTextContent('Thursday 1 October 2026, 9:00 AM – 9:50 AM');
    expect(past[1]).toHaveTextContent('Declined by the expert');
    expect(past[1]).toHaveTextContent('Refund: ₦5,000.00 has been refunded to your card.');
    expect(within(past[1]!).queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  });

  // Issue #39, item 4: an operator's refund cancelled it and told no one.
  it('says on the booking that MindCheck cancelled and refunded it, with the reason', async () => {
    const note = 'MindCheck cancelled this appointment and refunded it in full. Reason: Dr. Adeyemi is unwell.';
    renderPage([
      list(
        booking('b9', 'CANCELLED', {
          ...inHours(24 * 3),
          cancelledAt: '2026-11-22T10:00:00.000Z',
          cancellationNote: note,
          refund: { __typename: 'Refund', amount: 500000, status: 'PENDING', createdAt: '2026-11-22T10:00:00.000Z' },
        }),
      ),
    ]);
    const past = within(await screen.findByRole('list', { name: 'Past and cancelled bookings' })).getAllByRole(
      'listitem',
    );
    expect(within(past[0]!).getByRole('note')).toHaveTextContent(note);
  });

  it('shows the meeting link of an upcoming appointment, opening in a new tab', async () => {
    renderPage([list(booking('b8', 'PAID', { ...inHours(48), meetingUrl: 'https://meet.example.com/abc' }))]);
    const link = await screen.findByRole('link', { name: /Join the meeting/ });
    expect(link).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('cancel 24 hours or more before: says plainly it is refunded in full, then cancels and says the refund is on its way', async () => {
    const cancel = cancelAnswer('b9', true);
    renderPage([list(booking('b9', 'PAID', inHours(25))), cancel, list(booking('b9', 'CANCELLED', inHours(25)))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent(
      'You will be refunded in full: ₦5,000.00 goes back to the card you paid with. This usually takes a few working days.',
    );
    expect(dialog).not.toHaveTextContent('not be refunded');
    // Keeping it is where the focus starts.
    expect(within(dialog).getByRole('button', { name: 'Keep appointment' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(
      await screen.findByText('Your appointment is cancelled. Your refund of ₦5,000.00 is on its way.'),
    ).toBeInTheDocument();
    expect(cancel.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancel less than 24 hours before: says plainly there is no refund before the member confirms; no Reschedule', async () => {
    const cancel = cancelAnswer('b10', false);
    renderPage([list(booking('b10', 'PAID', inHours(23))), cancel, list(booking('b10', 'CANCELLED', inHours(23)))]);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent(
      'It begins in less than 24 hours: it can no longer be moved, and cancelling it now is not refunded.',
    );
    expect(within(item).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Cancel appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent(
      'Your appointment begins in less than 24 hours, so cancelling it now will not be refunded.',
    );
    expect(dialog).not.toHaveTextContent('refunded in full');
    // Keep appointment: nothing happens.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
    expect(cancel.result).not.toHaveBeenCalled();
    await userEvent.click(within(item).getByRole('button', { name: 'Cancel appointment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel without refund' }));
    expect(await screen.findByText('Your appointment is cancelled.')).toBeInTheDocument();
    expect(cancel.result).toHaveBeenCalledTimes(1);
  });

  it('reschedule: the slot picker for the same expert, then the booking moves with no new payment', async () => {
    const now = inHours(72);
    const newStart = '2026-12-10T13:00:00.000Z';
    const reschedule = {
      request: {
        query: RescheduleBookingDocument,
        variables: { reference: booking('b11', 'PAID').reference, start: newStart },
      },
      result: jest.fn(() => ({
        data: {
          rescheduleBooking: {
            __typename: 'Booking' as const,
            id: 'b11',
            reference: booking('b11', 'PAID').reference,
            status: 'PAID' as const,
            start: newStart,
            end: '2026-12-10T13:50:00.000Z',
          },
        },
      })),
    };
    renderPage([
      list(booking('b11', 'PAID', now)),
      {
        request: { query: ExpertSlotsDocument, variables: (v: { expertId: string }) => v.expertId === 'expert-b11' },
        result: {
          data: { expertSlots: [{ __typename: 'TimeSlot', start: newStart, end: '2026-12-10T13:50:00.000Z' }] },
        },
      },
      reschedule,
      list(booking('b11', 'PAID', { start: newStart, end: '2026-12-10T13:50:00.000Z' })),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const picker = screen.getByRole('dialog', { name: 'Choose a new time with Dr. Expert b11' });
    await userEvent.click(await within(picker).findByRole('button', { name: '1:00 PM to 1:50 PM' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Move to this time' }));
    expect(
      await screen.findByText('Your appointment is moved to Thursday 10 December 2026, 1:00 PM – 1:50 PM.'),
    ).toBeInTheDocument();
    expect(reschedule.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('Thursday 10 December 2026, 1:00 PM'));
  });

  it('shows a refund on its way and one that failed, in plain words', async () => {
    renderPage([
      list(
        booking('b12', 'CANCELLED', {
          ...inHours(-24),
          refund: { __typename: 'Refund', amount: 500000, status: 'PENDING', createdAt: '2026-11-22T10:00:00.000Z' },
        }),
        booking('b13', 'CANCELLED', {
          ...inHours(-48),
          refund: { __typename: 'Refund', amount: 500000, status: 'FAILED', createdAt: '2026-11-22T10:00:00.000Z' },
        }),
      ),
    ]);
    const [pending, failed] = await screen.findAllByRole('listitem');
    expect(pending).toHaveTextContent('Refund: ₦5,000.00 is being refunded to your card.');
    expect(failed).toHaveTextContent('The refund of ₦5,000.00 has not gone through yet.');
  });
});
