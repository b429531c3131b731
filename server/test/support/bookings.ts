// Booking operations and helpers shared by the bookings, webhook and simulated-checkout tests.
import { expertsFor } from '../../src/content/index.js';
import type { Checkout } from '../../src/modules/booking/booking.service.js';
import type { GraphQLClient } from './graphql-client.js';
import type { TestApp } from './test-app.js';
import { markVerified } from './roles.js';

export const BOOKING_FIELDS =
  'id reference amount currency status createdAt paidAt start end meetingUrl cancelledAt refund { amount status } expert { id name } member { firstName lastName email }';

export const START_BOOKING = `mutation Start($expertId: ID!, $start: DateTime) {
  startBooking(expertId: $expertId, start: $start) { publicKey reference email amount currency accessCode simulated booking { ${BOOKING_FIELDS} } }
}`;
export const EXPERT_SLOTS = `query Slots($expertId: ID!, $from: DateTime!, $to: DateTime!) {
  expertSlots(expertId: $expertId, from: $from, to: $to) { start end }
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
  status: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'DECLINED' | 'COMPLETED' | 'NO_SHOW';
  createdAt: string;
  paidAt: string | null;
  start: string | null;
  end: string | null;
  meetingUrl: string | null;
  cancelledAt: string | null;
  refund: { amount: number; status: 'PENDING' | 'PROCESSED' | 'FAILED' } | null;
  expert: { id: string; name: string };
  member: { firstName: string | null; lastName: string | null; email: string } | null;
}

export interface SlotView {
  start: string;
  end: string;
}

/** startBooking's answer: the service's Checkout, its booking as the API shows it. */
export interface CheckoutView extends Omit<Checkout, 'booking'> {
  booking: BookingView;
}

export const EXPERT = expertsFor('DEPRESSION')[0];
export const OTHER_EXPERT = expertsFor('DEMENTIA')[5];

/** A signed-in member who may book: booking needs a verified email (the receipt goes there). */
export async function bookingMember(t: TestApp, client: GraphQLClient = t.client()) {
  const member = await client.signUp();
  await markVerified(t, member.id);
  return { client, ...member };
}

/** The expert's free slots from `from` (default now) over `days` days. */
export async function freeSlots(
  client: GraphQLClient,
  expertId = EXPERT.id,
  { from = new Date(), days = 14 }: { from?: Date; days?: number } = {},
): Promise<SlotView[]> {
  const to = new Date(from.getTime() + days * 24 * 3600_000);
  return (
    await client.ok<{ expertSlots: SlotView[] }>(EXPERT_SLOTS, {
      expertId,
      from: from.toISOString(),
      to: to.toISOString(),
    })
  ).expertSlots;
}

/** Holds a slot of the expert (the first free one unless `start` is given) and starts its payment. */
export async function startBooking(client: GraphQLClient, expertId = EXPERT.id, start?: string): Promise<CheckoutView> {
  const at = start ?? (await freeSlots(client, expertId))[0]?.start;
  if (!at) throw new Error(`no free slot for ${expertId}`);
  return (await client.ok<{ startBooking: CheckoutView }>(START_BOOKING, { expertId, start: at })).startBooking;
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

/** A new member with a paid appointment of the expert at `start` (the simulated checkout, as a member pays). */
export async function paidAppointment(t: TestApp, expertId: string, start: string) {
  const member = await bookingMember(t);
  const { reference, booking } = await startBooking(member.client, expertId, start);
  await member.client.ok(COMPLETE_TEST_CHECKOUT, { reference });
  await member.client.ok(CONFIRM_BOOKING, { reference });
  return { ...member, reference, bookingId: booking.id };
}
