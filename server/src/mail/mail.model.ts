// mail_messages: every mail, stored before it is sent, so a refusal or a restart loses nothing.
import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';

/**
 * pending: waiting for its (next) attempt; sending: an instance is delivering it now (until
 * lockedUntil); sent; failed: refused for good, or out of attempts; expired: its link ran out
 * before it could be delivered; not_configured: no SMTP_URL (kept in the development outbox).
 */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'expired' | 'not_configured';

export interface MailMessageRecord {
  template: string;
  to: string;
  replyTo?: { name?: string; address: string };
  subject: string;
  /** Removed once a message carrying a one-time link has been delivered or has expired. */
  text?: string;
  html?: string;
  /** Files sent with it (an appointment's .ics); removed with the body. */
  attachments?: { filename: string; contentType: string; content: string }[];
  /** The member it concerns, when there is one (export and erasure). */
  userId?: string;
  /** It carries a one-time link: its body is not kept after delivery. */
  sensitive: boolean;
  status: MailStatus;
  attempts: number;
  /** Whether a failed attempt is tried again (the contact form tells its sender instead). */
  retry: boolean;
  nextAttemptAt?: Date;
  lockedUntil?: Date;
  /** When the message is no use any more (its link's expiry). */
  expiresAt?: Date;
  /** The mail server's reply code of the last failure; never its text (it may quote addresses). */
  lastError?: string;
  messageId?: string;
  createdAt: Date;
  sentAt?: Date;
}

export type MailMessageDocument = HydratedDocument<MailMessageRecord>;
export type MailMessageModel = Model<MailMessageRecord>;

/** How long a mail record is kept (its body is gone long before for one-time links). */
export const MAIL_RECORD_DAYS = 30;

const mailMessageSchema = new Schema<MailMessageRecord>(
  {
    template: { type: String, required: true },
    to: { type: String, required: true },
    replyTo: { type: { name: String, address: String }, _id: false },
    subject: { type: String, required: true },
    text: String,
    html: String,
    attachments: { type: [{ filename: String, contentType: String, content: String, _id: false }], default: undefined },
    userId: { type: String, index: true },
    sensitive: { type: Boolean, default: false },
    status: {
      type: String,
      enum: ['pending', 'sending', 'sent', 'failed', 'expired', 'not_configured'],
      required: true,
    },
    attempts: { type: Number, default: 0 },
    retry: { type: Boolean, default: true },
    nextAttemptAt: Date,
    lockedUntil: Date,
    expiresAt: Date,
    lastError: String,
    messageId: String,
    createdAt: { type: Date, default: () => new Date() },
    sentAt: Date,
  },
  { collection: 'mail_messages', versionKey: false },
);
mailMessageSchema.index({ status: 1, nextAttemptAt: 1 });
mailMessageSchema.index({ createdAt: 1 }, { expireAfterSeconds: MAIL_RECORD_DAYS * 24 * 3600 });

export function mailMessageModel(connection: Connection): MailMessageModel {
  return (
    (connection.models.MailMessage as MailMessageModel | undefined) ??
    connection.model<MailMessageRecord>('MailMessage', mailMessageSchema)
  );
}
