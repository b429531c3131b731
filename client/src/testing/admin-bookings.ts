// A booking as the operator's console lists it (adminBookings): paid, then cancelled with its refund
// pending. For the console's unit tests.

export const paidBooking = {
  __typename: 'Booking' as const,
  id: 'b1',
  reference: 'mc-abc',
  status: 'PAID' as const,
  amount: 500000,
  currency: 'NGN',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:05:00.000Z',
  cancelledAt: null as string | null,
  refund: null as { __typename: 'Refund'; amount: number; status: 'PENDING'; createdAt: string } | null,
  start: '2026-11-30T09:00:00.000Z',
  end: '2026-11-30T09:50:00.000Z',
  member: { __typename: 'BookingMember' as const, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  expert: { __typename: 'Expert' as const, id: 'e1', name: 'Dr. Kemi Adebayo' },
};

export const refundedBooking = {
  ...paidBooking,
  status: 'CANCELLED' as const,
  cancelledAt: '2026-11-21T09:00:00.000Z',
  refund: {
    __typename: 'Refund' as const,
    amount: 500000,
    status: 'PENDING' as const,
    createdAt: '2026-11-21T09:00:00.000Z',
  },
};
