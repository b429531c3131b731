// Booking operations and helpers shared by the bookings, webhook and simulated-checkout tests.
import { expertsFor } from '../../src/content/index.js';
import type { GraphQLClient } from './graphql-client.js';
import type { TestApp } from './test-app.js';

const BOOKING_FIELDS = 'id reference amount currency status createdAt paidAt expert { id name }';

export const START_BOOKING = `mutation Start($expertId: ID!) {
  startBooking(expertId: $expertId) { publicKey reference email amount currency accessCode simulated booking { ${BOOKING_FIELDS} } }
}`;
export const CONFIRM_BOOKING = `mutation Confirm($reference: String!) { confirmBooking(reference: $reference) { ${BOOKING_FIELDS} } }`;
export const CANCEL_BOOKING = `mutation Cancel($reference: String!) { cancelBooking(reference: $reference) { ${BOOKING_FIELDS} } }`;
export const COMPLETE_TEST_CHECKOUT =
  'mutation Pay($reference: String!) { completeTestCheckout(reference: $reference) }';
export const MY_BOOKINGS = `{ myBookings { ${BOOKING_FIELDS} } }`;

export interface BookingView {
  id: string;
  reference: string;
  amount: number;
  currency: string;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';
  createdAt: string;
  paidAt: string | null;
  expert: { id: string; name: string };
}

export interface CheckoutView {
  publicKey: string;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  accessCode: string | null;
  simulated: boolean;
  booking: BookingView;
}

export const EXPERT = expertsFor('DEPRESSION')[0];
export const OTHER_EXPERT = expertsFor('DEMENTIA')[5];

export async function startBooking(client: GraphQLClient, expertId = EXPERT.id): Promise<CheckoutView> {
  return (await client.ok<{ startBooking: CheckoutView }>(START_BOOKING, { expertId })).startBooking;
}

export async function myBookings(client: GraphQLClient): Promise<BookingView[]> {
  return (await client.ok<{ myBookings: BookingView[] }>(MY_BOOKINGS)).myBookings;
}

export async function bookingStatus(app: TestApp, reference: string): Promise<string | undefined> {
  const doc = await app.app.database.connection.db!.collection('bookings').findOne({ reference });
  return doc?.status as string | undefined;
}

/** How many times the app logged a booking's transition to PAID. */
export function paidTransitions(app: TestApp, reference: string): number {
  return app.logs.filter((line) => line.includes('"msg":"booking paid"') && line.includes(reference)).length;
}
