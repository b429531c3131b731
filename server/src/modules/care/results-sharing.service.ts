// Results shared with the expert, only by choice (#34). The member of a booking shares (or stops
// sharing) their measures and test results with that booking's expert; the expert reads them only
// while shared, on a live appointment, and every read is written to the audit log (who, which
// booking, when). Operators have no way in: the reads below are for the booking's expert only.
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { Condition } from '../../content/index.js';
import type { BookingDocument, BookingModel, BookingStatusValue } from '../booking/booking.model.js';
import type { CareAccess } from './care.access.js';

/** A booking the member may choose to share on: held, paid, or one that took place. */
const SHAREABLE: readonly BookingStatusValue[] = ['PENDING', 'PAID', 'COMPLETED', 'NO_SHOW'];
/** An appointment whose expert may read what is shared (not a cancelled or declined one). */
const READABLE: readonly BookingStatusValue[] = ['PAID', 'COMPLETED', 'NO_SHOW'];

export interface TestScoreView {
  condition: Condition;
  score: number;
  maxScore: number;
  createdAt: Date;
}

export interface ResultsSharingDeps<M> {
  bookings: BookingModel;
  access: CareAccess;
  /** The member's PHQ-9 and GAD-7 results, oldest first (the measures module). */
  measuresOf(userId: string): Promise<M[]>;
  /** The member's scores of the spec's five tests, oldest first (the assessments module). */
  testScoresOf(userId: string): Promise<TestScoreView[]>;
  /** Writes one audit entry: this expert account read this booking's shared results. */
  recordRead(actorId: string, action: SharedRead, bookingId: string): Promise<void>;
}

export type SharedRead = 'readMemberMeasures' | 'readMemberTestScores';

export class ResultsSharingService<M> {
  constructor(private readonly deps: ResultsSharingDeps<M>) {}

  /** The member's choice, theirs alone; revocable at any time, granted only on a live booking. */
  async share(userId: string, reference: string, share: boolean): Promise<BookingDocument> {
    const booking = await this.deps.access.memberBooking(userId, reference);
    if (share && !SHAREABLE.includes(booking.status)) throw AppError.conflict(messages.shareClosedBooking);
    const updated = await this.deps.bookings.findOneAndUpdate(
      { _id: booking._id, userId },
      { $set: { resultsShared: share } },
      { returnDocument: 'after' },
    );
    if (!updated) throw AppError.notFound(messages.bookingNotFound);
    return updated;
  }

  /** The member's measures, for the expert of a booking that shares them (each read audited). */
  async memberMeasures(userId: string, reference: string): Promise<M[]> {
    const booking = await this.sharedBooking(userId, reference);
    await this.deps.recordRead(userId, 'readMemberMeasures', booking.id as string);
    return this.deps.measuresOf(booking.userId);
  }

  /** The member's spec-test scores (no answers, no AI text), on the same terms. */
  async memberTestScores(userId: string, reference: string): Promise<TestScoreView[]> {
    const booking = await this.sharedBooking(userId, reference);
    await this.deps.recordRead(userId, 'readMemberTestScores', booking.id as string);
    return this.deps.testScoresOf(booking.userId);
  }

  private async sharedBooking(userId: string, reference: string): Promise<BookingDocument> {
    const { booking } = await this.deps.access.expertBooking(userId, reference);
    if (!booking.resultsShared || !READABLE.includes(booking.status))
      throw AppError.forbidden(messages.resultsNotShared);
    return booking;
  }
}
