import { Schema, type Connection, type HydratedDocument, type Model, type Types } from 'mongoose';

export interface UserRecord {
  email: string;
  passwordHash?: string;
  googleId?: string;
  firstName?: string;
  lastName?: string;
  displayName?: string;
  age?: number;
  disabilities?: string;
  pastHealthIssues?: string;
  /** Digits kept as text: the spec stores a number, which would drop leading zeros. */
  phoneNumber?: string;
  /** #36: phoneNumber was confirmed with a code sent to it by SMS (cleared when the number changes). */
  phoneVerified?: boolean;
  photoURL?: string;
  /** 'expert': the account speaks for `expertId` (an accepted invitation). ADMIN comes from ADMIN_EMAILS, not from here. */
  role: 'user' | 'expert';
  expertId?: string;
  emailVerified: boolean;
  disabled: boolean;
  /** Why an operator disabled the account (their words; never shown to the member). */
  disabledReason?: string;
  /**
   * Bumped by every recovery step (password reset or change, signing out other devices, a
   * cancelled change of email, an operator disabling the account): account links issued before
   * carry the older number and are refused.
   */
  credentialVersion?: number;
  createdAt: Date;
  lastSignInAt?: Date;
  /** When the member accepted how MindCheck uses their answers; unset until then. */
  consentedAt?: Date;
  /** Whether their answers and messages may go to the AI service (false until they say so). */
  aiProcessing?: boolean;
  /** ISO 3166 alpha-2, for the crisis resources of their country. */
  country?: string;
  /** When the member was told their inactive account would be erased (HEALTH_DATA_RETENTION_MONTHS). */
  retentionNoticeAt?: Date;
  /** The member's language (issue #36): one of SUPPORTED_LOCALES; records from before it read as 'en'. */
  locale?: string;
}

export type UserDocument = HydratedDocument<UserRecord>;
export type UserModel = Model<UserRecord>;
/** A member as read for a request (a plain object, not a mongoose document): see AuthService.findActiveUser. */
export type UserSnapshot = UserRecord & { _id: Types.ObjectId };

const userSchema = new Schema<UserRecord>(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    passwordHash: { type: String },
    googleId: { type: String, unique: true, sparse: true },
    firstName: String,
    lastName: String,
    displayName: String,
    age: Number,
    disabilities: String,
    pastHealthIssues: String,
    phoneNumber: String,
    phoneVerified: { type: Boolean, default: false },
    photoURL: String,
    role: { type: String, enum: ['user', 'expert'], default: 'user', required: true },
    expertId: { type: String, index: true, sparse: true },
    emailVerified: { type: Boolean, default: false },
    disabled: { type: Boolean, default: false },
    disabledReason: String,
    credentialVersion: { type: Number, default: 0 },
    createdAt: { type: Date, default: () => new Date() },
    lastSignInAt: Date,
    consentedAt: Date,
    aiProcessing: { type: Boolean, default: false },
    country: String,
    retentionNoticeAt: Date,
    locale: { type: String, default: 'en' },
  },
  { collection: 'users', versionKey: false },
);

export function userModel(connection: Connection): UserModel {
  return (connection.models.User as UserModel | undefined) ?? connection.model<UserRecord>('User', userSchema);
}
