// The stored side of the session layer (session.ts): the `sessions` collection, read with its member
// in one round trip, and every way a session ends (each end told to the app's other instances).
//
// Stored shape (connect-mongo's, so existing sessions keep working, plus the member's ObjectId):
//   { _id: <id>, expires: Date, lastModified: Date, memberId?: ObjectId,
//     session: { userId?, signedInAt?, stash? } }
// A session stored without `memberId` (before it existed) has its member looked up separately.
import { createHash, randomBytes } from 'node:crypto';
import { ObjectId, type Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import type { Config } from '../config.js';
import { batchedReads } from '../db/batched-reads.js';
import type { SessionRegistry, SessionSummary } from '../modules/sessions/session.ports.js';
import type { EndedSessions, SessionEnds } from './session-ends.js';

/** What a session holds. */
export interface SessionData {
  userId?: string;
  /** When this signed-in session began, for the absolute lifetime. */
  signedInAt?: number;
  /** Short-lived values of a flow spanning two requests (Google sign-in's state and PKCE verifier). */
  stash?: Record<string, unknown>;
  /** The browser's User-Agent at sign-in (capped), for the member's list of sessions. */
  userAgent?: string;
  /** When the session was last used (ms), renewed with the stored expiry: at most once a minute. */
  lastSeenAt?: number;
}

export interface SessionDocument {
  _id: string;
  expires: Date;
  lastModified?: Date;
  /** The signed-in member's _id (`session.userId` as an ObjectId), for reading both in one round trip. */
  memberId?: ObjectId;
  session: SessionData;
}

/** The member document read together with a session: null when there is none any more. */
export interface MemberRead {
  member: unknown;
}

/** A live stored session, with the member read with it (absent for a session of no member, or one stored without memberId). */
export interface LoadedSession {
  doc: SessionDocument;
  read?: MemberRead;
}

export interface SessionStore extends SessionRegistry {
  /** Creates the expiry (TTL) index; awaited once at start-up. */
  ready: Promise<void>;
  /** The live stored session with this id, or null (missing or expired). */
  load(id: string): Promise<LoadedSession | null>;
  /** Stores a new session under a new id (ending `replaces`, the one the browser came with); returns the id. */
  insert(data: SessionData, replaces: string | null): Promise<string>;
  /** Removes a stored session and tells every instance it ended. */
  remove(id: string): Promise<void>;
  /** Renews the stored expiry (at most once a minute: `touchAfter`). */
  touch(id: string, doc: SessionDocument): Promise<void>;
  onEnded(listener: (ended: EndedSessions) => void): void;
  connectEnds(ends: SessionEnds): void;
}

/** The public handle of a session id: a hash, so the list never shows the id the cookie carries. */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`mindcheck-session:${sessionId}`).digest('base64url').slice(0, 22);
}

/** express-session's id: 24 random bytes, base64url (192 bits). */
function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}

type Read = SessionDocument & { member?: { _id?: unknown }[] };

/** How sessions end: told to this instance's listeners, or (once connected) to every instance. */
function sessionEndings() {
  const listeners: ((ended: EndedSessions) => void)[] = [];
  // Set by connectEnds once the app's pub/sub exists; until then ends reach this instance only.
  let ends: SessionEnds | undefined;
  return {
    ended(what: { sessionId: string } | { userId: string }): void {
      if (ends) {
        if ('sessionId' in what) ends.endSessions([what.sessionId]);
        else ends.endAllOf(what.userId);
        return;
      }
      const local: EndedSessions = 'sessionId' in what ? { sessionIds: [what.sessionId] } : what;
      for (const listener of listeners) listener(local);
    },
    onEnded: (listener: (ended: EndedSessions) => void) => void listeners.push(listener),
    connectEnds(connected: SessionEnds): void {
      ends = connected;
      connected.onEnded((what) => {
        for (const listener of listeners) listener(what);
      });
    },
  };
}

/** The session reads of one turn of the event loop as one query, each with its member when `members` is named. */
function sessionReader(collection: Collection<SessionDocument>, members: string | undefined) {
  // A busy instance starts many members' requests in one turn (see db/batched-reads.ts). With a
  // members collection, each session comes with its member (a $lookup by the member's _id): one
  // round trip, not two.
  const readSessions = batchedReads<Read>(async (ids) => {
    const match = ids.length === 1 ? { _id: ids[0] } : { _id: { $in: ids } };
    const docs: Read[] = members
      ? await collection
          .aggregate<Read>([
            { $match: match },
            ...(ids.length === 1 ? [{ $limit: 1 }] : []),
            { $lookup: { from: members, localField: 'memberId', foreignField: '_id', as: 'member' } },
          ])
          .toArray()
      : await collection.find(match).toArray();
    return new Map(docs.map((doc) => [doc._id, doc]));
  });
  return async (id: string): Promise<LoadedSession | null> => {
    const found = await readSessions(id);
    if (!found || (found.expires && found.expires.getTime() <= Date.now())) return null;
    // Copies: two requests of one session in the same batch share what was read.
    const { member, ...rest } = found;
    const doc: SessionDocument = { ...rest, session: { ...rest.session } };
    if (!member) return { doc };
    const userId = doc.session.userId;
    // What was read stands for the session's member only when the ids agree (they are stored together).
    const read =
      userId && doc.memberId instanceof ObjectId && doc.memberId.toHexString() === userId
        ? { member: member[0] ? { ...member[0] } : null }
        : undefined;
    return { doc, read };
  };
}

export function sessionStore(config: Config, connection: Connection, membersCollection?: string): SessionStore {
  const idleMs = config.session.idleMinutes * 60_000;
  const absoluteMs = config.session.absoluteHours * 3_600_000;
  // Renewing the stored expiry is a write; once a minute at most (a twentieth of the idle timeout
  // when that is shorter) instead of on every request. The cookie still rolls on every response.
  const touchAfterMs = Math.min(60, Math.floor(idleMs / 1000 / 20)) * 1000;
  const collection: Collection<SessionDocument> = connection
    .getClient()
    .db(connection.db?.databaseName ?? 'mindcheck')
    .collection<SessionDocument>('sessions');
  const { ended, onEnded, connectEnds } = sessionEndings();
  const registry = sessionRegistry(collection, absoluteMs, ended);

  /** The ObjectId form of a member id, for `memberId` (none for an id that is not one). */
  function memberIdOf(userId: string | undefined): ObjectId | undefined {
    return membersCollection && userId && /^[0-9a-f]{24}$/.test(userId) ? new ObjectId(userId) : undefined;
  }

  return {
    // The database removes a session once its expiry has passed.
    ready: collection.createIndex({ expires: 1 }, { expireAfterSeconds: 0 }).then(() => undefined),
    load: sessionReader(collection, membersCollection),
    async insert(data, replaces) {
      const id = newSessionId();
      const now = Date.now();
      const memberId = memberIdOf(data.userId);
      await collection.insertOne({
        _id: id,
        expires: new Date(now + idleMs),
        lastModified: new Date(now),
        ...(memberId ? { memberId } : {}),
        session: data,
      });
      if (replaces) {
        await collection.deleteOne({ _id: replaces });
        ended({ sessionId: replaces });
      }
      return id;
    },
    async remove(id) {
      await collection.deleteOne({ _id: id });
      ended({ sessionId: id });
    },
    async touch(id, doc) {
      const now = Date.now();
      if (doc.lastModified && now - doc.lastModified.getTime() < touchAfterMs) return;
      await collection.updateOne(
        { _id: id },
        {
          $set: {
            expires: new Date(now + idleMs),
            lastModified: new Date(now),
            ...(doc.session?.userId ? { 'session.lastSeenAt': now } : {}),
          },
        },
      );
    },
    onEnded,
    connectEnds,
    ...registry,
  };
}

/** A member's sessions: listed, one ended, all (but one) ended. */
function sessionRegistry(
  collection: Collection<SessionDocument>,
  absoluteMs: number,
  ended: (what: { sessionId: string } | { userId: string }) => void,
): SessionRegistry {
  async function liveSessionsOf(userId: string): Promise<SessionDocument[]> {
    const now = Date.now();
    const docs = await collection.find({ 'session.userId': userId }).toArray();
    return docs.filter(
      (doc) => doc.expires.getTime() > now && !!doc.session.signedInAt && now - doc.session.signedInAt <= absoluteMs,
    );
  }

  return {
    async destroyAllFor(userId, options = {}) {
      if (!options.except) {
        const { deletedCount } = await collection.deleteMany({ 'session.userId': userId });
        ended({ userId });
        return deletedCount;
      }
      // All but one: each ended session is named, so only its own sockets close.
      const others = await collection
        .find({ 'session.userId': userId, _id: { $ne: options.except } }, { projection: { _id: 1 } })
        .toArray();
      if (!others.length) return 0;
      const { deletedCount } = await collection.deleteMany({
        _id: { $in: others.map((doc) => doc._id) },
        'session.userId': userId,
      });
      for (const doc of others) ended({ sessionId: doc._id });
      return deletedCount;
    },
    async listFor(userId): Promise<SessionSummary[]> {
      return (await liveSessionsOf(userId))
        .map((doc) => {
          const createdAt = new Date(doc.session.signedInAt!);
          const lastSeen = doc.session.lastSeenAt ?? doc.lastModified?.getTime() ?? createdAt.getTime();
          return {
            id: publicSessionId(doc._id),
            createdAt,
            lastSeenAt: new Date(Math.max(lastSeen, createdAt.getTime())),
            userAgent: doc.session.userAgent ?? null,
          };
        })
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
    async destroyOne(userId, publicId) {
      // A member has a handful of sessions: their handles are computed here rather than stored.
      const doc = (await liveSessionsOf(userId)).find((candidate) => publicSessionId(candidate._id) === publicId);
      if (!doc) return false;
      const { deletedCount } = await collection.deleteOne({ _id: doc._id, 'session.userId': userId });
      if (deletedCount) ended({ sessionId: doc._id });
      return deletedCount > 0;
    },
    publicId: publicSessionId,
  };
}
