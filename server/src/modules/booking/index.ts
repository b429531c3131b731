// The booking module's factories, in two steps because the appointment module sits between them:
// it needs the booking records and refunds (openBookingRecords), and the member's bookings need its
// free slots and notices (createBookingModule).
import type { Kernel } from '../../kernel.js';
import {
  createPaymentProvider,
  createWebhookVerifier,
  type PaymentProvider,
  type WebhookVerifier,
} from '../../payments/index.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ExpertService } from '../expert/expert.service.js';
import { bookingModel } from './booking.model.js';
import type { BookingNotices, SlotSource } from './booking.ports.js';
import { BookingRecords } from './booking.records.js';
import { BOOKING_STARTS_PER_HOUR, BookingService, RESCHEDULES_PER_MEMBER_PER_HOUR } from './booking.service.js';
import { RefundService } from './refund.service.js';
import type { PayoutTargetOf } from './payment-split.js';

export interface BookingRecordsModule {
  records: BookingRecords;
  /** One provider for bookings and refunds (the simulated one keeps its transactions in memory). */
  payments: PaymentProvider;
  /** Full refunds of paid bookings: `requestFullRefund` is the one entry point (#22, #23). */
  refunds: RefundService;
  /** Checks that a webhook delivery really comes from the payment provider. */
  paymentWebhook: WebhookVerifier;
}

export async function openBookingRecords(k: Kernel): Promise<BookingRecordsModule> {
  // One booking per reference, and per slot, even when confirmations race: unique indexes first.
  const model = bookingModel(k.connection);
  await model.init();
  const payments = createPaymentProvider(k.config);
  const refunds = new RefundService({
    bookings: model,
    payments,
    jobs: k.jobs,
    logger: k.logger,
    // Paystack down: retried after 1, 2, 4, ... minutes (about an hour in all); quick in tests.
    retryDelayMs: k.config.env === 'test' ? 100 : 60_000,
    now: k.now,
  });
  return {
    records: new BookingRecords(model, k.clock, k.logger),
    payments,
    refunds,
    paymentWebhook: createWebhookVerifier(k.config),
  };
}

export function createBookingModule(
  k: Kernel,
  opened: BookingRecordsModule,
  deps: {
    experts: ExpertService;
    auth: AuthService;
    slots: SlotSource;
    notices: BookingNotices;
    /** #37: where a payment to the expert settles. */
    payoutTarget?: PayoutTargetOf;
  },
): BookingService {
  const perHour = (name: string, points: number) => k.rateLimits.create({ name, points, durationSeconds: 60 * 60 });
  return new BookingService({
    records: opened.records,
    payments: opened.payments,
    refunds: opened.refunds,
    ...deps,
    rules: {
      holdMinutes: k.config.appointments.holdMinutes,
      refundCutoffHours: k.config.appointments.refundCutoffHours,
    },
    price: k.config.booking,
    limiter: perHour('booking-starts', BOOKING_STARTS_PER_HOUR),
    rescheduleLimiter: perHour('booking-moves', RESCHEDULES_PER_MEMBER_PER_HOUR),
    logger: k.logger,
  });
}
