// audit_entries: every operator (and expert self-service) change, who made it, when, and the record
// before and after, so that a wrong edit can be seen and undone. Never health data: only directory
// entries and booking states are audited here.
//
// Append-only for the app (#33, docs/security.md 32): the model refuses every update and delete,
// and the one other write is the actor's pseudonym when their account is erased
// (pseudonymiseAuditActor), so an operator cannot erase what they did by erasing themselves.
import { createHmac } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';

export interface AuditRecord {
  actorId: string;
  actorEmail: string;
  /** The operation, e.g. updateExpert. */
  action: string;
  targetType: 'expert' | 'booking' | 'member' | 'crisisResource';
  targetId: string;
  /** JSON of the record before (null for a creation) and after the change. */
  before: string | null;
  after: string | null;
  createdAt: Date;
}

export type AuditModel = Model<AuditRecord>;

const auditSchema = new Schema<AuditRecord>(
  {
    actorId: { type: String, required: true },
    actorEmail: { type: String, required: true },
    action: { type: String, required: true },
    targetType: { type: String, enum: ['expert', 'booking', 'member', 'crisisResource'], required: true },
    targetId: { type: String, required: true },
    before: { type: String, default: null },
    after: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'audit_entries', versionKey: false },
);
auditSchema.index({ targetType: 1, targetId: 1, createdAt: -1 });
auditSchema.index({ actorId: 1 });

const APPEND_ONLY = 'audit_entries is append-only: entries are never updated or deleted';
const refuse = () => {
  throw new Error(APPEND_ONLY);
};
auditSchema.pre(
  [
    'updateOne',
    'updateMany',
    'findOneAndUpdate',
    'replaceOne',
    'findOneAndReplace',
    'deleteOne',
    'deleteMany',
    'findOneAndDelete',
  ],
  { query: true, document: true },
  refuse,
);
auditSchema.pre('bulkWrite', refuse);

/** The stable pseudonym of an erased actor: an HMAC of their id under the session secret. */
export function auditPseudonym(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`audit-actor:${userId}`).digest('hex');
}

/**
 * On erasure of the actor's account: their entries stay, the actor replaced by a pseudonym (the same
 * for all their entries, so an operator can still see that one person made them). The one write to
 * audit_entries that is not an insert, on the driver's collection (the model refuses updates).
 */
export async function pseudonymiseAuditActor(connection: Connection, secret: string, userId: string): Promise<void> {
  const db = connection.db;
  if (!db) throw new Error('database not connected');
  const pseudonym = auditPseudonym(secret, userId);
  await db
    .collection('audit_entries')
    .updateMany(
      { actorId: userId },
      { $set: { actorId: `erased:${pseudonym}`, actorEmail: `erased operator ${pseudonym.slice(0, 12)}…` } },
    );
}

export function auditModel(connection: Connection): AuditModel {
  return (
    (connection.models.AuditEntry as AuditModel | undefined) ?? connection.model<AuditRecord>('AuditEntry', auditSchema)
  );
}
