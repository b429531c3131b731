// contact_messages: every message from the contact form, stored before any mail is attempted, so
// that nothing a member wrote is lost when the mail server is down. `status` says what happened.
import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';

/** pending: stored, not yet mailed; sent; not_configured: no SMTP_URL, kept only; failed: the mail server refused or was unreachable. */
export type ContactMessageStatus = 'pending' | 'sent' | 'not_configured' | 'failed';

export interface ContactMessageRecord {
  name: string;
  email: string;
  message: string;
  /** The signed-in member who wrote it; absent for visitors. */
  userId?: string;
  status: ContactMessageStatus;
  /** Why delivery failed (the mail server's reply code), for support; never the message. */
  failureReason?: string;
  messageId?: string;
  createdAt: Date;
  sentAt?: Date;
}

export type ContactMessageDocument = HydratedDocument<ContactMessageRecord>;
export type ContactMessageModel = Model<ContactMessageRecord>;

const contactMessageSchema = new Schema<ContactMessageRecord>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    message: { type: String, required: true },
    userId: { type: String, index: true },
    status: { type: String, enum: ['pending', 'sent', 'not_configured', 'failed'], required: true },
    failureReason: String,
    messageId: String,
    createdAt: { type: Date, default: () => new Date() },
    sentAt: Date,
  },
  { collection: 'contact_messages', versionKey: false },
);

export function contactMessageModel(connection: Connection): ContactMessageModel {
  return (
    (connection.models.ContactMessage as ContactMessageModel | undefined) ??
    connection.model<ContactMessageRecord>('ContactMessage', contactMessageSchema)
  );
}
