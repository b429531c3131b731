import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ErrorReason } from '@mindcheck/common';
import { aMember } from '../../testing/render';
import { aBooking, myBookingsList } from '../../testing/my-bookings';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import { withToasts } from '../../testing/toasts';
import { ExpertSlotsDocument, RetryBookingDocument } from '../../gql/graphql';
import { formatTime } from '../../lib/appointment-time';
import MyBookingsPage from './my-bookings-page';
import { SlotPickerDialog } from './slot-picker-dialog';

// Issue #36: My bookings in Pidgin and Yoruba: headings, statuses, details, buttons and the
// sharing switch in the member's language, the appointment's time written by Intl for it.

const AHEAD = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
const bookings = myBookingsList(
  aBooking('a', 'PAID', { start: AHEAD, end: AHEAD }),
  aBooking('b', 'CANCELLED', {
    refund: { __typename: 'Refund', amount: 500000, status: 'PROCESSED', createdAt: '2026-11-22T10:00:00.000Z' },
  }),
);

describe('My bookings in other languages', () => {
  it('is in Pidgin', async () => {
    const { container } = await renderInLanguage('pcm', withToasts(<MyBookingsPage />), {
      user: aMember(),
      mocks: [bookings] as never[],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Di ones wey dey come' })).toBeInTheDocument();
    const upcoming = screen.getByRole('list', { name: 'Appointments wey dey come' });
    expect(within(upcoming).getByText('You don pay')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Enter di appointment room' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('button', { name: 'Change di time' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('switch', { name: 'Share my results with Dr. Expert a' })).toBeInTheDocument();
    const past = screen.getByRole('list', { name: 'Bookings wey don pass or cancel' });
    expect(within(past).getByText('We don return ₦5,000.00 go your card.')).toBeInTheDocument();
    expect(within(past).getByText('E don cancel')).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('is in Yoruba where written, English whole where awaiting review', async () => {
    const { container } = await renderInLanguage('yo', withToasts(<MyBookingsPage />), {
      user: aMember(),
      mocks: [bookings] as never[],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming' })).toBeInTheDocument(); // awaiting review
    expect(screen.getByRole('heading', { level: 1, name: 'Àwọn ìforúkọsílẹ̀ mi' })).toBeInTheDocument();
    expect(englishLeft(container, 'yo')).toEqual([]);
  });
});

describe('the slot picker in Pidgin', () => {
  it('names the days, the times and the buttons in Pidgin', async () => {
    const start = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    start.setUTCHours(9, 0, 0, 0);
    const end = new Date(start.getTime() + 50 * 60_000);
    const slots = {
      request: { query: ExpertSlotsDocument, variables: () => true },
      result: {
        data: {
          expertSlots: [{ __typename: 'TimeSlot', start: start.toISOString(), end: end.toISOString() }],
        },
      },
    };
    const { container } = await renderInLanguage(
      'pcm',
      <SlotPickerDialog
        expertId="e1"
        expertName="Dr. Ada Obi"
        confirmLabel="Go pay"
        onChoose={jest.fn()}
        onClose={jest.fn()}
      />,
      { user: aMember(), mocks: [slots] as never[] },
    );
    expect(await screen.findByRole('heading', { name: 'Choose day' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Choose time with Dr. Ada Obi' })).toBeInTheDocument();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const from = formatTime(start.toISOString(), zone, 'pcm');
    expect(
      screen.getByRole('button', { name: `${from} reach ${formatTime(end.toISOString(), zone, 'pcm')}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose time make you continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });
});

describe('Finish paying in Pidgin, on a checkout paid meanwhile', () => {
  it("shows the server's Pidgin words as paid (no slot picker), by the reason it sends, not by its English text", async () => {
    const start = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const held = aBooking('h9', 'PENDING', { start, end: start, paidAt: null, holdExpiresAt: AHEAD });
    const paidWords = 'You don pay for this booking already: your appointment don book. Abeg reload My bookings.';
    await renderInLanguage('pcm', withToasts(<MyBookingsPage />), {
      user: aMember(),
      mocks: [
        myBookingsList(held),
        {
          request: { query: RetryBookingDocument, variables: { reference: held.reference, start } },
          result: {
            errors: [
              new GraphQLError(paidWords, {
                extensions: { code: 'CONFLICT', reason: ErrorReason.BOOKING_ALREADY_PAID },
              }),
            ],
          },
        },
        myBookingsList(aBooking('h9', 'PAID', { start, end: start })),
      ] as never[],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Finish di payment' }));
    expect(await screen.findByText(paidWords)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('You don pay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
