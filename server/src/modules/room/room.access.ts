// Who may use an appointment's room and messages (#35): its member and the expert it is with,
// nobody else (an operator neither). Checked in the service for every call and subscription.
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { BookingDocument, BookingModel } from '../booking/booking.model.js';
import { roomMessages, type RoomSide } from './room.rules.js';

export interface RoomParty {
  booking: BookingDocument;
  side: RoomSide;
}

export interface RoomAccessDeps {
  bookings: BookingModel;
  /** The expert an EXPERT account speaks for, else null. */
  expertIdOf(userId: string): Promise<string | null>;
}

export class RoomAccess {
  constructor(private readonly deps: RoomAccessDeps) {}

  /** Unknown reference: NOT_FOUND; someone else's booking: FORBIDDEN; never paid: FORBIDDEN. */
  async party(userId: string | null | undefined, reference: unknown): Promise<RoomParty> {
    const party = await this.find(userId, reference);
    const { booking } = party;
    if (!booking.paidAt || !booking.start || !booking.end) throw AppError.forbidden(roomMessages.notPaid);
    return party;
  }

  /** The booking and which side the caller is on, whatever its state. */
  async find(userId: string | null | undefined, reference: unknown): Promise<RoomParty> {
    if (!userId) throw AppError.unauthenticated(messages.signInRequired);
    const booking =
      typeof reference === 'string' && reference.length <= 100 ? await this.deps.bookings.findOne({ reference }) : null;
    if (!booking) throw AppError.notFound(messages.bookingNotFound);
    let side: RoomSide | null = booking.userId === userId ? 'MEMBER' : null;
    if (!side) {
      const expertId = await this.deps.expertIdOf(userId);
      if (expertId && expertId === booking.expertId) side = 'EXPERT';
    }
    if (!side) throw AppError.forbidden(roomMessages.notYours);
    return { booking, side };
  }
}
