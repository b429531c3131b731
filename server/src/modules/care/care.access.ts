// Who may touch a booking's care data (#34): its expert (notes, the shared results) or its member
// (the choice to share). Checked in the service, for every record, from the signed-in account only.
import { messages } from '../../messages.js';
import { AppError } from '../../errors.js';
import type { BookingDocument, BookingModel } from '../booking/booking.model.js';

/** References are ours and short: anything longer is refused before a query runs. */
const REFERENCE_MAX = 100;

export interface CareAccessDeps {
  bookings: BookingModel;
  /** The directory expert an EXPERT account speaks for; null for members and operators. */
  expertIdOf(userId: string): Promise<string | null>;
}

export class CareAccess {
  constructor(private readonly deps: CareAccessDeps) {}

  /**
   * A paid appointment of the signed-in expert's own. Not an expert's account (a member, an
   * operator): FORBIDDEN; an unknown or unpaid booking: NOT_FOUND; another expert's: FORBIDDEN.
   */
  async expertBooking(userId: string, reference: string): Promise<{ booking: BookingDocument; expertId: string }> {
    const expertId = await this.deps.expertIdOf(userId);
    if (!expertId) throw AppError.forbidden(messages.expertAccountRequired);
    const booking = await this.find(reference);
    if (!booking?.paidAt) throw AppError.notFound(messages.bookingNotFound);
    if (booking.expertId !== expertId) throw AppError.forbidden(messages.appointmentNotYours);
    return { booking, expertId };
  }

  /** The signed-in member's own booking: unknown is NOT_FOUND, anybody else's FORBIDDEN. */
  async memberBooking(userId: string, reference: string): Promise<BookingDocument> {
    const booking = await this.find(reference);
    if (!booking) throw AppError.notFound(messages.bookingNotFound);
    if (booking.userId !== userId) throw AppError.forbidden(messages.shareOnlyOwnBooking);
    return booking;
  }

  private async find(reference: string): Promise<BookingDocument | null> {
    if (typeof reference !== 'string' || reference.length === 0 || reference.length > REFERENCE_MAX) return null;
    return this.deps.bookings.findOne({ reference });
  }
}
