// The operator console's operations (ADMIN, checked by @Authorized in the resolver and again here by
// the caller's role): the expert directory, bookings, contact messages, and the audit log every
// change writes. No GraphQL or HTTP here.
import { randomBytes } from 'node:crypto';
import { trusted } from 'mongoose';
import { expertInputSchema, type ExpertInputValues } from '@mindcheck/common';
import { initialsAvatar } from '../../content/index.js';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import { parseInput } from '../../validation.js';
import type { BookingDocument, BookingModel, BookingStatusValue } from '../booking/booking.model.js';
import type { ContactMessageModel, ContactMessageRecord } from '../contact/contact.model.js';
import type { DirectoryExpert, ExpertDirectory } from '../expert/expert.directory.js';
import type { ExpertModel, ExpertRecord } from '../expert/expert.model.js';
import type { AuditModel, AuditRecord } from './audit.model.js';
import type { RefundService } from '../booking/refund.service.js';
import type { Actor } from '../auth/actor.js';

export type { Actor };

const AVATAR_COLOUR = '#495057';
/** The console lists at most this many bookings and messages (newest first). */
export const ADMIN_LIST_LIMIT = 500;

export interface AdminServiceDeps {
  experts: ExpertModel;
  directory: ExpertDirectory;
  audit: AuditModel;
  bookings: BookingModel;
  refunds: RefundService;
  contactMessages: ContactMessageModel;
  now?: () => Date;
}

export class AdminService {
  constructor(private readonly deps: AdminServiceDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  listExperts(): readonly DirectoryExpert[] {
    return this.deps.directory.list();
  }

  async createExpert(actor: Actor, input: unknown): Promise<DirectoryExpert> {
    const values = parseInput(expertInputSchema, input);
    const now = this.now();
    const id = `${slug(values.name)}-${randomBytes(3).toString('hex')}`;
    const record: ExpertRecord = {
      _id: id,
      ...values,
      // Letters only reach the SVG (a name is free text).
      avatarUrl: initialsAvatar(values.name.replace(/[^\p{L}\s-]/gu, '') || '?', AVATAR_COLOUR),
      active: true,
      // After the seeded experts, in order of creation.
      position: now.getTime(),
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.experts.create(record);
    await this.audit(actor, 'createExpert', 'expert', id, null, record);
    return this.reloaded(id);
  }

  async updateExpert(actor: Actor, id: string, input: unknown): Promise<DirectoryExpert> {
    const values: ExpertInputValues = parseInput(expertInputSchema, input);
    return this.changeExpert(actor, 'updateExpert', id, values);
  }

  async setExpertActive(actor: Actor, id: string, active: boolean): Promise<DirectoryExpert> {
    return this.changeExpert(actor, 'setExpertActive', id, { active });
  }

  /** An expert's own change (expertise, location, contact), audited like an operator's. */
  async changeExpert(
    actor: Actor,
    action: string,
    id: string,
    changes: Partial<Omit<ExpertRecord, '_id' | 'createdAt' | 'position'>>,
  ): Promise<DirectoryExpert> {
    const before = await this.deps.experts
      .findOneAndUpdate(
        { _id: String(id) },
        { $set: { ...changes, updatedAt: this.now() } },
        { returnDocument: 'before' },
      )
      .lean<ExpertRecord>();
    if (!before) throw AppError.notFound(messages.expertNotFound);
    const after = await this.deps.experts.findById(String(id)).lean<ExpertRecord>();
    await this.audit(actor, action, 'expert', before._id, before, after);
    return this.reloaded(before._id);
  }

  async listBookings(status?: BookingStatusValue | null): Promise<BookingDocument[]> {
    return this.deps.bookings
      .find(status ? { status } : {})
      .sort({ createdAt: -1 })
      .limit(ADMIN_LIST_LIMIT);
  }

  /**
   * An operator refunds a paid booking in full: PAID -> CANCELLED (cancelledAt set, one
   * conditional update, so two operators at once refund once), then the refund machinery.
   * Anything but PAID is CONFLICT bookingNotRefundable.
   */
  async refundBooking(actor: Actor, reference: string): Promise<BookingDocument> {
    const booking =
      typeof reference === 'string' && reference.length <= 100 ? await this.deps.bookings.findOne({ reference }) : null;
    if (!booking) throw AppError.notFound(messages.bookingNotFound);
    const now = this.now();
    const cancelled = await this.deps.bookings.findOneAndUpdate(
      { _id: booking._id, status: 'PAID', refund: trusted({ $exists: false }) },
      // The appointment's slot (#23) is free again.
      { $set: { status: 'CANCELLED', cancelledAt: now, updatedAt: now }, $unset: { slotKey: '' } },
      { returnDocument: 'after' },
    );
    if (!cancelled) throw AppError.conflict(messages.bookingNotRefundable);
    const refunded = (await this.deps.refunds.requestFullRefund(cancelled.id as string, 'operator')) ?? cancelled;
    await this.audit(
      actor,
      'refundBooking',
      'booking',
      cancelled.id as string,
      auditedBooking(booking),
      auditedBooking(refunded),
    );
    return refunded;
  }

  async listContactMessages(): Promise<(ContactMessageRecord & { _id: unknown })[]> {
    return this.deps.contactMessages.find({}).sort({ createdAt: -1, _id: -1 }).limit(ADMIN_LIST_LIMIT).lean();
  }

  async auditLog(targetId: string): Promise<(AuditRecord & { _id: unknown })[]> {
    return this.deps.audit
      .find({ targetId: String(targetId) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(ADMIN_LIST_LIMIT)
      .lean();
  }

  async audit(
    actor: Actor,
    action: string,
    targetType: AuditRecord['targetType'],
    targetId: string,
    before: object | null,
    after: object | null,
  ): Promise<void> {
    await this.deps.audit.create({
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetType,
      targetId,
      before: before ? JSON.stringify(before) : null,
      after: after ? JSON.stringify(after) : null,
      createdAt: this.now(),
    });
  }

  private async reloaded(id: string): Promise<DirectoryExpert> {
    await this.deps.directory.changed();
    const expert = this.deps.directory.find(id);
    if (!expert) throw AppError.notFound(messages.expertNotFound);
    return expert;
  }
}

/** What the audit log keeps of a booking: its state, not the member (no personal data). */
function auditedBooking(b: BookingDocument): object {
  return {
    reference: b.reference,
    expertId: b.expertId,
    amount: b.amount,
    currency: b.currency,
    status: b.status,
    paidAt: b.paidAt ?? null,
    cancelledAt: b.cancelledAt ?? null,
    refund: b.refund ? { amount: b.refund.amount, status: b.refund.status, reason: b.refund.reason } : null,
  };
}

function slug(name: string): string {
  const base = name
    .slice(0, 100)
    .replace(/^Dr\.\s+/, '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-');
  // Runs of '-' were folded to one above, so at most one stands at each end.
  const trimmed = base.slice(base.startsWith('-') ? 1 : 0, base.endsWith('-') ? -1 : undefined).slice(0, 40);
  return trimmed || 'expert';
}
