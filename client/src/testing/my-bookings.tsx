// The member's bookings as the My bookings page reads them, for its unit tests: one booking with
// the page's fields (override any), the page's query answering with a list, and the page rendered
// with its toasts.
import { MyBookingsDocument, type BookingStatus } from '../gql/graphql';
import MyBookingsPage from '../features/booking/my-bookings-page';
import { aMember, renderWithProviders } from './render';
import { withToasts } from './toasts';

// The cards come in a chunk of their own (features/booking/booking-list-area.tsx, loaded by the
// page as it shows bookings): loaded once before a file's tests, as a browser keeps it after the
// first time, so that each test waits for the page, not for the module's first compile.
beforeAll(() => import('../features/booking/booking-list-area'));

export function aBooking(id: string, status: BookingStatus, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking' as const,
    id,
    reference: `mc-${id.padEnd(32, '0')}`,
    amount: 500000,
    currency: 'NGN',
    status,
    createdAt: '2026-11-21T14:05:00.000Z',
    paidAt: status === 'PAID' ? '2026-11-21T14:07:00.000Z' : null,
    start: null as string | null,
    end: null as string | null,
    meetingUrl: null as string | null,
    resultsShared: false,
    cancelledAt: null as string | null,
    holdExpiresAt: null as string | null,
    cancellationNote: null as string | null,
    refund: null as null | {
      __typename: 'Refund';
      amount: number;
      status: 'PENDING' | 'PROCESSED' | 'FAILED';
      createdAt: string;
    },
    expert: {
      __typename: 'Expert' as const,
      id: `expert-${id}`,
      name: `Dr. Expert ${id}`,
      specialization: 'PSYCHIATRIST' as const,
    },
    ...overrides,
  };
}

/** The page's query answered with these bookings. */
export const myBookingsList = (...bookings: ReturnType<typeof aBooking>[]) => ({
  request: { query: MyBookingsDocument },
  result: { data: { myBookings: bookings } },
});

/** My bookings at /bookings for a signed-in member, with the toaster. */
export function renderMyBookings(mocks: unknown[]) {
  return renderWithProviders(null, {
    route: '/bookings',
    user: aMember(),
    mocks: mocks as never[],
    routes: [{ path: '/bookings', element: withToasts(<MyBookingsPage />) }],
  });
}
