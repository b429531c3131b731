// sms_messages: every SMS, stored before it is sent. No health detail is ever in one (the texts of
// the `sms` namespace say only that something is waiting in MindCheck); the text itself is kept
// only in the development outbox (a verification code is a secret). Erased with the account.
import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';

/**
 * pending: stored, not yet handed over; sent: the provider took it; delivered / failed: its
 * delivery report said so; not_configured: SMS_PROVIDER is log or dev-outbox (nothing sent).
 */
export type SmsStatus = 'pending' | 'sent' | 'delivered' | 'failed' | 'not_configured';
export const SMS_STATUSES: readonly SmsStatus[] = ['pending', 'sent', 'delivered', 'failed', 'not_configured'];

export type SmsKind = 'verification' | 'appointmentReminder' | 'measureRequest' | 'newMessage' | 'stopped';
export const SMS_KINDS: readonly SmsKind[] = [
  'verification',
  'appointmentReminder',
  'measureRequest',
  'newMessage',
  'stopped',
];

export interface SmsMessageRecord {
  kind: SmsKind;
  /** E.164. */
  to: string;
  /** The member it was sent to (export, erasure). */
  userId?: string;
  /** Kept only in the development outbox. */
  text?: string;
  /** Makes a notice go once (booking and lead time, booking, message): a unique index. */
  dedupeKey?: string;
  status: SmsStatus;
  providerMessageId?: string;
  /** The provider's own words of its last report (e.g. "DND Active on Phone Number"), capped. */
  providerStatus?: string;
  /** Why sending failed (a short reason, never the number or the text). */
  lastError?: string;
  createdAt: Date;
  statusAt?: Date;
}

export type SmsMessageDocument = HydratedDocument<SmsMessageRecord>;
export type SmsMessageModel = Model<SmsMessageRecord>;

/** How long an SMS record is kept. */
export const SMS_RECORD_DAYS = 30;

const smsMessageSchema = new Schema<SmsMessageRecord>(
  {
    kind: { type: String, enum: SMS_KINDS, required: true },
    to: { type: String, required: true },
    userId: { type: String, index: true },
    text: String,
    dedupeKey: String,
    status: { type: String, enum: SMS_STATUSES, required: true },
    providerMessageId: String,
    providerStatus: String,
    lastError: String,
    createdAt: { type: Date, default: () => new Date() },
    statusAt: Date,
  },
  { collection: 'sms_messages', versionKey: false },
);
smsMessageSchema.index({ dedupeKey: 1 }, { unique: true, sparse: true, name: 'dedupeKey_unique' });
smsMessageSchema.index({ providerMessageId: 1 }, { sparse: true, name: 'providerMessageId' });
smsMessageSchema.index({ createdAt: 1 }, { expireAfterSeconds: SMS_RECORD_DAYS * 24 * 3600 });

export function smsMessageModel(connection: Connection): SmsMessageModel {
  return (
    (connection.models.SmsMessage as SmsMessageModel | undefined) ??
    connection.model<SmsMessageRecord>('SmsMessage', smsMessageSchema)
  );
}
