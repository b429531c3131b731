// One-time tokens (SECURITY.md 29): password reset, email verification, change of email; later
// invitations and unsubscribe links. 256 bits from the CSPRNG, sent once in a link and stored only
// as their SHA-256 (a random 256-bit value needs no slow hash: nothing can be guessed from it).
// Single use (taken with one atomic find-and-delete), short-lived (checked against the clock, and a
// TTL index clears the leftovers), and one live token per member and purpose: issuing a new one
// replaces the older in the same write (a unique index on member and purpose).
import { createHash, randomBytes } from 'node:crypto';
// sanitizeFilter is on (db/connection.ts): our own operators are marked trusted.
import { Schema, trusted, type Connection, type Model } from 'mongoose';

export type TokenPurpose =
  'password_reset' | 'email_verification' | 'email_change' | 'email_change_cancel' | 'expert_invitation';

/** What an account link is bound to when issued: it is refused once either has changed. */
export interface TokenBinding {
  /** The account's credential version (UserRecord.credentialVersion) when the link was asked for. */
  credentialVersion: number;
  /** The account's own address when the link was asked for. */
  accountEmail: string;
}

export interface OneTimeTokenRecord {
  /** SHA-256 of the token, base64url. */
  hash: string;
  purpose: TokenPurpose;
  userId: string;
  /** The address the link was sent to (and, for a change of email, the address it confirms). */
  email: string;
  /** Set on account links (email change, verification): see TokenBinding. */
  credentialVersion?: number;
  accountEmail?: string;
  expiresAt: Date;
  createdAt: Date;
}

export type OneTimeTokenModel = Model<OneTimeTokenRecord>;

const schema = new Schema<OneTimeTokenRecord>(
  {
    hash: { type: String, required: true, unique: true },
    purpose: {
      type: String,
      required: true,
      enum: ['password_reset', 'email_verification', 'email_change', 'email_change_cancel', 'expert_invitation'],
    },
    userId: { type: String, required: true },
    email: { type: String, required: true },
    credentialVersion: Number,
    accountEmail: String,
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'one_time_tokens', versionKey: false },
);
schema.index({ userId: 1, purpose: 1 }, { unique: true });
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function oneTimeTokenModel(connection: Connection): OneTimeTokenModel {
  return (
    (connection.models.OneTimeToken as OneTimeTokenModel | undefined) ??
    connection.model<OneTimeTokenRecord>('OneTimeToken', schema)
  );
}

/** 32 random bytes as base64url: 43 characters. */
const TOKEN_LENGTH = 43;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export class OneTimeTokens {
  constructor(
    private readonly tokens: OneTimeTokenModel,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Unique indexes first: they make "one live token per member and purpose" hold under races. */
  init(): Promise<void> {
    return this.tokens.init().then(() => undefined);
  }

  /** A new token for this member and purpose; any older one of the same purpose stops working. */
  async issue(
    purpose: TokenPurpose,
    userId: string,
    email: string,
    ttlMs: number,
    binding?: TokenBinding,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + ttlMs);
    await this.tokens.updateOne(
      { userId, purpose },
      binding
        ? { $set: { hash: hashOf(token), email, expiresAt, createdAt: now, ...binding } }
        : {
            $set: { hash: hashOf(token), email, expiresAt, createdAt: now },
            $unset: { credentialVersion: '', accountEmail: '' },
          },
      { upsert: true },
    );
    return { token, expiresAt };
  }

  /** Takes a live token of one of these purposes: the first caller gets its record, every later one null. */
  async consume(purposes: TokenPurpose[], token: string): Promise<OneTimeTokenRecord | null> {
    // The length is checked before the pattern runs: a long string costs nothing.
    if (typeof token !== 'string' || token.length !== TOKEN_LENGTH || !TOKEN_PATTERN.test(token)) return null;
    const record = await this.tokens
      .findOneAndDelete({
        hash: hashOf(token),
        purpose: trusted({ $in: purposes }),
        expiresAt: trusted({ $gt: this.now() }),
      })
      .lean();
    return record ?? null;
  }

  /**
   * Reads a live token without using it up: for a link whose use depends on who opens it (an
   * expert invitation accepted by the wrong account stays usable by the right one).
   */
  async peek(purposes: TokenPurpose[], token: string): Promise<OneTimeTokenRecord | null> {
    if (typeof token !== 'string' || token.length !== TOKEN_LENGTH || !TOKEN_PATTERN.test(token)) return null;
    const record = await this.tokens
      .findOne({ hash: hashOf(token), purpose: trusted({ $in: purposes }), expiresAt: trusted({ $gt: this.now() }) })
      .lean();
    return record ?? null;
  }

  /** Voids every live token of the member (of these purposes). */
  async voidAll(userId: string, purposes?: TokenPurpose[]): Promise<void> {
    await this.tokens.deleteMany({ userId, ...(purposes ? { purpose: trusted({ $in: purposes }) } : {}) });
  }
}
