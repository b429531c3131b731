// Reminder data: the member's choices (notification_preferences), the retake reminders sent
// (retake_reminders: one per result, so each is sent once) and unsubscribe tokens (hashes only).
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface NotificationPreferencesDoc {
  _id: Types.ObjectId;
  userId: string;
  retakeReminders: boolean;
  appointmentReminders: boolean;
  /** #36: reminders by SMS (only ever on with a verified phone number). */
  sms?: boolean;
  updatedAt: Date;
}

export interface RetakeReminderDoc {
  _id: Types.ObjectId;
  userId: string;
  /** The result whose retake became available: the unique key that makes each reminder go once. */
  assessmentId: string;
  condition: string;
  /** sending: claimed; queued: handed to the mail module (which records its delivery); failed: no member. */
  status: 'sending' | 'queued' | 'failed';
  createdAt: Date;
  sentAt?: Date;
}

export interface UnsubscribeTokenDoc {
  _id: Types.ObjectId;
  userId: string;
  /** SHA-256 of the token: the token itself is never stored. */
  tokenHash: string;
  purpose: 'retake-reminders';
  expiresAt: Date;
}

const preferencesSchema = new Schema<NotificationPreferencesDoc>(
  {
    userId: { type: String, required: true },
    retakeReminders: { type: Boolean, required: true, default: false },
    appointmentReminders: { type: Boolean, required: true, default: true },
    sms: { type: Boolean, default: false },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'notification_preferences', versionKey: false },
);
preferencesSchema.index({ userId: 1 }, { unique: true, name: 'userId_unique' });
preferencesSchema.index({ retakeReminders: 1 }, { name: 'retakeReminders' });

const retakeReminderSchema = new Schema<RetakeReminderDoc>(
  {
    userId: { type: String, required: true },
    assessmentId: { type: String, required: true },
    condition: { type: String, required: true },
    status: { type: String, required: true, enum: ['sending', 'queued', 'failed'] },
    createdAt: { type: Date, required: true },
    sentAt: Date,
  },
  { collection: 'retake_reminders', versionKey: false },
);
retakeReminderSchema.index({ assessmentId: 1 }, { unique: true, name: 'assessmentId_unique' });
retakeReminderSchema.index({ userId: 1 }, { name: 'userId' });

const unsubscribeTokenSchema = new Schema<UnsubscribeTokenDoc>(
  {
    userId: { type: String, required: true },
    tokenHash: { type: String, required: true },
    purpose: { type: String, required: true, enum: ['retake-reminders'] },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'unsubscribe_tokens', versionKey: false },
);
unsubscribeTokenSchema.index({ tokenHash: 1 }, { unique: true, name: 'tokenHash_unique' });
unsubscribeTokenSchema.index({ userId: 1, purpose: 1 }, { name: 'userId_purpose' });
// Expired tokens go by themselves.
unsubscribeTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expiresAt_ttl' });

export interface ReminderModels {
  preferences: Model<NotificationPreferencesDoc>;
  retakeReminders: Model<RetakeReminderDoc>;
  unsubscribeTokens: Model<UnsubscribeTokenDoc>;
}

export function reminderModels(connection: Connection): ReminderModels {
  return {
    preferences:
      (connection.models.NotificationPreferences as Model<NotificationPreferencesDoc> | undefined) ??
      connection.model<NotificationPreferencesDoc>('NotificationPreferences', preferencesSchema),
    retakeReminders:
      (connection.models.RetakeReminder as Model<RetakeReminderDoc> | undefined) ??
      connection.model<RetakeReminderDoc>('RetakeReminder', retakeReminderSchema),
    unsubscribeTokens:
      (connection.models.UnsubscribeToken as Model<UnsubscribeTokenDoc> | undefined) ??
      connection.model<UnsubscribeTokenDoc>('UnsubscribeToken', unsubscribeTokenSchema),
  };
}
