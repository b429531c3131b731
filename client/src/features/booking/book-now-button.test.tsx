import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast from 'react-hot-toast';
import type { PaystackCallbacks } from '@paystack/inline-js';
import {
  CancelBookingDocument,
  CompleteTestCheckoutDocument,
  ConfirmBookingDocument,
  ExpertSlotsDocument,
  StartBookingDocument,
  type BookingStatus,
} from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import { BookNowButton } from './book-now-button';

// The Paystack popup, as the tests drive it: resumeTransaction records the access code and callbacks.
const paystack: { accessCode?: string; callbacks?: PaystackCallbacks } = {};
jest.mock('@paystack/inline-js', () => ({
  __esModule: true,
  default: class {
    resumeTransaction(accessCode: string, callbacks: PaystackCallbacks) {
      paystack.accessCode = accessCode;
      paystack.callbacks = callbacks;
    }
  },
}));

const REFERENCE = 'mc-0123456789abcdef0123456789abcdef';
const EXPERT_ID = 'dr-amara-okafor';
const START = '2026-12-01T09:00:00.000Z';
const END = '2026-12-01T09:50:00.000Z';
const SLOT_TAKEN = 'That time was just taken. Please choose another.';

/** The expert's free times, as expertSlots answers for the picker's first 30 days (any window). */
const slots = (...starts: string[]) => ({
  request: { query: ExpertSlotsDocument, variables: (v: { expertId: string }) => v.expertId === EXPERT_ID },
  result: {
    data: {
      expertSlots: starts.map((start) => ({
        __typename: 'TimeSlot' as const,
        start,
        end: new Date(new Date(start).getTime() + 50 * 60_000).toISOString(),
      })),
    },
  },
});

function started(simulated: boolean) {
  return {
    request: { query: StartBookingDocument, variables: { expertId: EXPERT_ID, start: START } },
    result: {
      data: {
        startBooking: {
          __typename: 'PaymentCheckout' as const,
          reference: REFERENCE,
          email: 'ada@example.com',
          amount: 500000,
          currency: 'NGN',
          publicKey: simulated ? 'pk_simulated' : 'pk_test_x',
          accessCode: simulated ? null : 'ac_live_123',
          simulated,
          booking: {
            __typename: 'Booking' as const,
            id: 'b1',
            reference: REFERENCE,
            status: 'PENDING' as const,
            start: START,
            end: END,
          },
        },
      },
    },
  };
}

const confirmed = (status: BookingStatus, delay = 0) => ({
  request: { query: ConfirmBookingDocument, variables: { reference: REFERENCE } },
  result: {
    data: {
      confirmBooking: {
        __typename: 'Booking' as const,
        id: 'b1',
        reference: REFERENCE,
        status,
        paidAt: status === 'PAID' ? '2026-11-22T09:00:00.000Z' : null,
      },
    },
  },
  delay,
});

const confirmFails = (message: string) => ({
  request: { query: ConfirmBookingDocument, variables: { reference: REFERENCE } },
  result: { errors: [new GraphQLError(message, { extensions: { code: 'UPSTREAM_FAILED' } })] },
});

function cancelled() {
  const mock = {
    request: { query: CancelBookingDocument, variables: { reference: REFERENCE } },
    result: jest.fn(() => ({
      data: {
        cancelBooking: { __typename: 'Booking' as const, id: 'b1', reference: REFERENCE, status: 'CANCELLED' as const },
      },
    })),
  };
  return mock;
}

const testPaid = (delay = 0) => ({
  request: { query: CompleteTestCheckoutDocument, variables: { reference: REFERENCE } },
  result: { data: { completeTestCheckout: true } },
  delay,
});

function renderButton(mocks: unknown[]) {
  return renderWithProviders(null, {
    // The picker's first question, before any other.
    route: '/experts/detail/x',
    user: aMember(),
    mocks: [slots(START, '2026-12-01T10:00:00.000Z'), ...mocks] as never[],
    routes: [
      {
        path: '/experts/detail/x',
        element: withToasts(<BookNowButton expertId={EXPERT_ID} expertName="Dr. Amara Okafor" />),
      },
      { path: '/bookings', element: <h1>My bookings</h1> },
    ],
  });
}

const bookNow = () => screen.getByRole('button', { name: 'Book Now' });

/** Book Now, then the first day's 9:00 AM (UTC here), then Continue to payment. */
async function bookNineOClock() {
  await userEvent.click(bookNow());
  const picker = await screen.findByRole('dialog', { name: 'Choose a time with Dr. Amara Okafor' });
  await userEvent.click(await within(picker).findByRole('button', { name: /^9:00 AM to 9:50 AM/ }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Continue to payment' }));
}

beforeEach(() => {
  delete paystack.accessCode;
  delete paystack.callbacks;
});
// Toasts live in one store for the whole file: each test starts without any.
afterEach(() => act(() => toast.remove()));

describe('BookNowButton with the simulated checkout', () => {
  it('opens a clearly labelled test checkout with the price, focus on Pay and kept inside', async () => {
    renderButton([started(true)]);
    await bookNineOClock();
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout — no real payment' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('₦5,000.00');
    expect(dialog).toHaveTextContent('ada@example.com');
    expect(dialog).toHaveTextContent('Tuesday 1 December 2026, 9:00 AM – 9:50 AM');
    expect(dialog).toHaveTextContent('No card is charged');
    const pay = screen.getByRole('button', { name: 'Pay' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(pay).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(pay).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(cancel).toHaveFocus();
    expect(paystack.callbacks).toBeUndefined();
  });

  it("Pay: the server records the test payment, confirms the booking, 'Appointment booked successfully!' and a link to My bookings", async () => {
    const { router } = renderButton([started(true), testPaid(400), confirmed('PAID')]);
    await bookNineOClock();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('button', { name: 'Paying...' })).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText('Appointment booked successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(bookNow()).toHaveFocus());
    await userEvent.click(screen.getByRole('link', { name: 'View my bookings' }));
    expect(router.state.location.pathname).toBe('/bookings');
  });

  it("Escape cancels: the booking is cancelled and the member sees 'Payment failed. Please try again.'", async () => {
    const cancel = cancelled();
    renderButton([started(true), cancel]);
    await bookNineOClock();
    await screen.findByRole('dialog', { name: 'Test checkout — no real payment' });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(cancel.result).toHaveBeenCalled());
    await waitFor(() => expect(bookNow()).toHaveFocus());
  });

  it('the Cancel button does the same', async () => {
    const cancel = cancelled();
    renderButton([started(true), cancel]);
    await bookNineOClock();
    const checkout = await screen.findByRole('dialog', { name: 'Test checkout — no real payment' });
    await userEvent.click(within(checkout).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(cancel.result).toHaveBeenCalled());
  });

  it("a payment the server does not accept: 'Payment failed. Please try again.'", async () => {
    renderButton([started(true), testPaid(), confirmFails('Payment failed. Please try again.')]);
    await bookNineOClock();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View my bookings' })).not.toBeInTheDocument();
  });
});

describe('BookNowButton with Paystack', () => {
  it('resumes the transaction with the access code; on success confirms with the server', async () => {
    renderButton([started(false), confirmed('PAID', 400)]);
    await bookNineOClock();
    await waitFor(() => expect(paystack.accessCode).toBe('ac_live_123'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    paystack.callbacks!.onSuccess!({ reference: REFERENCE, id: 1 });
    expect(await screen.findByRole('button', { name: 'Confirming payment...' })).toBeDisabled();
    expect(await screen.findByText('Appointment booked successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my bookings' })).toHaveAttribute('href', '/bookings');
  });

  it("closing the popup cancels the booking and says 'Payment failed. Please try again.'", async () => {
    const cancel = cancelled();
    renderButton([started(false), cancel]);
    await bookNineOClock();
    await waitFor(() => expect(paystack.callbacks).toBeDefined());
    paystack.callbacks!.onCancel!();
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(cancel.result).toHaveBeenCalled());
    expect(bookNow()).toBeEnabled();
  });

  it('a checkout that fails to load is a failed payment too', async () => {
    renderButton([started(false), cancelled()]);
    await bookNineOClock();
    await waitFor(() => expect(paystack.callbacks).toBeDefined());
    paystack.callbacks!.onError!({ message: 'Transaction could not be loaded' });
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
  });

  it('a payment still processing is neither a success nor a failure', async () => {
    renderButton([started(false), confirmed('PENDING')]);
    await bookNineOClock();
    await waitFor(() => expect(paystack.callbacks).toBeDefined());
    paystack.callbacks!.onSuccess!({ reference: REFERENCE });
    expect(await screen.findByText(/still being processed/)).toBeInTheDocument();
    expect(screen.queryByText('Appointment booked successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's words when it cannot confirm yet", async () => {
    const words = "We couldn't confirm your payment yet. If you were charged, your booking will update shortly.";
    renderButton([started(false), confirmFails(words)]);
    await bookNineOClock();
    await waitFor(() => expect(paystack.callbacks).toBeDefined());
    paystack.callbacks!.onSuccess!({ reference: REFERENCE });
    expect(await screen.findByText(words)).toBeInTheDocument();
  });
});

describe('BookNowButton when the booking cannot start', () => {
  it("says 'Payment failed. Please try again.' on a network failure, and can be tried again", async () => {
    renderButton([
      {
        request: { query: StartBookingDocument, variables: { expertId: EXPERT_ID, start: START } },
        error: new Error('Failed to fetch'),
        delay: 400,
      },
    ]);
    await bookNineOClock();
    expect(screen.getByRole('button', { name: 'Opening checkout...' })).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bookNow()).toBeEnabled();
  });

  it("a time just taken by someone else: the server's words in the picker, which asks for the free times again", async () => {
    renderButton([
      {
        request: { query: StartBookingDocument, variables: { expertId: EXPERT_ID, start: START } },
        result: { errors: [new GraphQLError(SLOT_TAKEN, { extensions: { code: 'CONFLICT' } })] },
      },
      // The refreshed list: 9:00 is gone.
      slots('2026-12-01T10:00:00.000Z'),
    ]);
    await bookNineOClock();
    const picker = screen.getByRole('dialog', { name: 'Choose a time with Dr. Amara Okafor' });
    expect(await within(picker).findByRole('alert')).toHaveTextContent(SLOT_TAKEN);
    await waitFor(() => expect(within(picker).queryByRole('button', { name: /^9:00 AM to/ })).not.toBeInTheDocument());
    expect(within(picker).getByRole('button', { name: /^10:00 AM to 10:50 AM/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Test checkout — no real payment' })).not.toBeInTheDocument();
  });

  it('closing the picker books nothing and gives the focus back to Book Now', async () => {
    renderButton([]);
    await userEvent.click(bookNow());
    await screen.findByRole('dialog', { name: 'Choose a time with Dr. Amara Okafor' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(bookNow()).toHaveFocus());
  });
});
