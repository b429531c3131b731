// express-session's store for MindCheck: sessions in MongoDB, in connect-mongo's stored shape
// ({ _id, expires, lastModified, session }) plus the member's ObjectId, so that each session is
// read together with its member (a $lookup: one round trip, not two) and the reads of one turn of
// the event loop go as one query (db/batched-reads.ts, dataloader). It implements the documented
// Store interface (get, set, destroy); what connect-mongo does not do and we need:
//   - a session is live only within its absolute lifetime and while its member is active: `get`
//     ends any other (and tells every instance, SECURITY.md 28) and answers "none";
//   - only signed-in sessions are stored (a visitor's session is never written);
//   - the stored expiry is renewed at most once a minute (connect-mongo's touchAfter; see renew).
import { Store, type SessionData as StoredData } from 'express-session';
import { ObjectId, type Collection } from 'mongodb';
import { batchedReads } from '../db/batched-reads.js';

declare module 'express-session' {
  interface SessionData {
    userId: string;
    /** When this signed-in session began (ms), for the absolute lifetime. */
    signedInAt: number;
    /** The browser's User-Agent at sign-in (capped), for the member's list of sessions. */
    userAgent: string;
    /** When the stored session was last renewed (ms): at sign-in, then at most once a minute. */
    lastSeenAt: number;
  }
}

export interface SessionDocument {
  _id: string;
  expires: Date;
  lastModified?: Date;
  /** The signed-in member's _id (`session.userId` as an ObjectId), for reading both in one round trip. */
  memberId?: ObjectId;
  session: { userId?: string; signedInAt?: number; userAgent?: string; lastSeenAt?: number };
}

/** The member document read together with a session: null when there is none any more. */
export interface MemberRead {
  member: unknown;
}

export interface StoreOptions {
  collection: Collection<SessionDocument>;
  idleMs: number;
  absoluteMs: number;
  touchAfterMs: number;
  /** The cookie's options (the app's, never stored): httpOnly, sameSite, secure, path. */
  cookie: { path: string; httpOnly: boolean; sameSite: 'lax'; secure: boolean };
  /** The collection of members, to read each session with its member. */
  membersCollection?: string;
  /**
   * The member if the account may still be used (it exists and is not disabled), else null.
   * `read` is the member document read with the session, when it was.
   */
  activeMember?: (userId: string, read?: MemberRead) => Promise<unknown>;
  /** Told whenever sessions end here (every instance then closes their sockets). */
  ended: (sessionId: string) => void;
}

/** A live signed-in session as read, with its active member. */
export interface LiveSession {
  doc: SessionDocument & { session: { userId: string; signedInAt: number } };
  member: unknown;
}

type Callback<T = void> = (err?: unknown, value?: T) => void;

export class MongoSessionStore extends Store {
  private readonly read: (id: string) => Promise<(SessionDocument & { member?: unknown[] }) | undefined>;
  /** The member found by the last `get` of each session id, until the request takes it (see takeMember). */
  private readonly members = new Map<string, unknown>();

  constructor(private readonly options: StoreOptions) {
    super();
    const { collection, membersCollection } = options;
    this.read = batchedReads(async (ids) => {
      const match = ids.length === 1 ? { _id: ids[0] } : { _id: { $in: ids } };
      type Read = SessionDocument & { member?: unknown[] };
      const docs = membersCollection
        ? await collection
            .aggregate<Read>([
              { $match: match },
              ...(ids.length === 1 ? [{ $limit: 1 }] : []),
              { $lookup: { from: membersCollection, localField: 'memberId', foreignField: '_id', as: 'member' } },
            ])
            .toArray()
        : await collection.find(match).toArray();
      return new Map(docs.map((doc) => [doc._id, doc]));
    });
  }

  /** The ObjectId form of a member id, for `memberId` (none for an id that is not one). */
  memberIdOf(userId: string | undefined): ObjectId | undefined {
    return this.options.membersCollection && userId && /^[0-9a-f]{24}$/.test(userId) ? new ObjectId(userId) : undefined;
  }

  /**
   * The session with this id if it is live: stored, not expired, signed in within the absolute
   * lifetime, its member active. `endStale` removes one that is not (a request does; a WebSocket
   * check only reads).
   */
  async live(id: string, endStale: boolean): Promise<LiveSession | null> {
    const found = await this.read(id);
    if (!found || found.expires.getTime() <= Date.now()) return null;
    // Copies: two requests of one session in the same batch share what was read.
    const { member, ...rest } = found;
    const doc = { ...rest, session: { ...rest.session } };
    const { userId, signedInAt } = doc.session;
    let active: unknown = userId ? true : null;
    if (userId && (!signedInAt || Date.now() - signedInAt > this.options.absoluteMs)) active = null;
    else if (userId && this.options.activeMember) {
      // What was read stands for the session's member only when the ids agree (they are stored together).
      const read =
        member && doc.memberId instanceof ObjectId && doc.memberId.toHexString() === userId
          ? { member: member[0] ?? null }
          : undefined;
      active = await this.options.activeMember(userId, read);
    }
    if (active === null || active === undefined) {
      if (endStale) await this.destroyStored(id);
      return null;
    }
    return { doc: doc as LiveSession['doc'], member: active };
  }

  /** The member the last `get` of this session found; once (the request that asked takes it). */
  takeMember(id: string): unknown {
    const member = this.members.get(id);
    this.members.delete(id);
    return member;
  }

  private async destroyStored(id: string): Promise<void> {
    const { deletedCount } = await this.options.collection.deleteOne({ _id: id });
    if (deletedCount) this.options.ended(id);
  }

  override get(id: string, callback: Callback<StoredData | null>): void {
    this.live(id, true).then((found) => {
      if (!found) return callback(null, null);
      // express-session hands the request on as soon as this returns: the member is taken there.
      if (this.members.size > 10_000) this.members.clear();
      this.members.set(id, found.member);
      const { session, expires, lastModified } = found.doc;
      callback(null, {
        ...session,
        // The last renewal, which `renew` compares with (written with lastModified).
        lastSeenAt: lastModified?.getTime() ?? session.lastSeenAt ?? session.signedInAt,
        // The cookie is not stored: its options are the app's, its expiry the stored one.
        cookie: { ...this.options.cookie, originalMaxAge: this.options.idleMs, expires },
      } as StoredData);
    }, callback);
  }

  override set(id: string, data: StoredData, callback?: Callback): void {
    // Only a signed-in session is stored: nothing else needs one.
    if (!data.userId) {
      callback?.();
      return;
    }
    const now = Date.now();
    const { cookie: _cookie, ...session } = data;
    const memberId = this.memberIdOf(data.userId);
    this.options.collection
      .replaceOne(
        { _id: id },
        {
          expires: new Date(now + this.options.idleMs),
          lastModified: new Date(now),
          ...(memberId ? { memberId } : {}),
          session: { ...session, lastSeenAt: now },
        },
        { upsert: true },
      )
      .then(() => callback?.(), callback ?? (() => undefined));
  }

  override destroy(id: string, callback?: Callback): void {
    this.destroyStored(id).then(() => callback?.(), callback ?? (() => undefined));
  }

  /**
   * Renews the stored expiry of a session in use, at most once a minute (connect-mongo's
   * touchAfter); undefined when not due. Not the Store's optional `touch`: with one, express-session
   * holds back the last byte of every response until it answers (two writes per response, measured
   * in `npm run bench:ab`), so the session middleware calls this before the request goes on.
   */
  renew(id: string, data: Partial<StoredData>): Promise<unknown> | undefined {
    const now = Date.now();
    if (!data.userId || now - (data.lastSeenAt ?? 0) < this.options.touchAfterMs) return undefined;
    return this.options.collection.updateOne(
      { _id: id },
      {
        $set: {
          expires: new Date(now + this.options.idleMs),
          lastModified: new Date(now),
          'session.lastSeenAt': now,
        },
      },
    );
  }
}
