// audit_entries: every operator (and expert self-service) change, who made it, when, and the record
// before and after, so that a wrong edit can be seen and undone. Never health data: only directory
// entries and booking states are audited here.
import { Schema, type Connection, type Model } from 'mongoose';

export interface AuditRecord {
  actorId: string;
  actorEmail: string;
  /** The operation, e.g. updateExpert. */
  action: string;
  targetType: 'expert' | 'booking' | 'crisisResource';
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
    targetType: { type: String, enum: ['expert', 'booking', 'crisisResource'], required: true },
    targetId: { type: String, required: true },
    before: { type: String, default: null },
    after: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'audit_entries', versionKey: false },
);
auditSchema.index({ targetType: 1, targetId: 1, createdAt: -1 });

export function auditModel(connection: Connection): AuditModel {
  return (
    (connection.models.AuditEntry as AuditModel | undefined) ?? connection.model<AuditRecord>('AuditEntry', auditSchema)
  );
}
