// Cookie sessions stored in MongoDB: a signed, HttpOnly cookie `mc.sid` holding a random id, and a
// `sessions` document under that id. The same lookup authenticates WebSocket upgrades (see
// readSignedIn), so HTTP and subscriptions share one mechanism.
//
// Our own layer rather than express-session: it costs 17-27 % less CPU per signed-in request
// (`npm run bench:ab`, README Architecture, which names it). What it does, per request:
//   - no cookie, or a bad signature: a visitor; nothing is read or written, no cookie is set;
//   - a good signature: one read by _id, which brings the session's member along (an aggregate
//     with a `$lookup` by the member's _id: one round trip, not two; the reads of one turn of the
//     event loop are sent as one, see db/batched-reads.ts); an expired or missing document is a visitor;
//   - a live session: the cookie is sent again with a new expiry (rolling idle timeout), and the
//     stored expiry is renewed at most once a minute (`touchAfter`);
//   - a signed-in session past its absolute lifetime, or whose member is no longer active, is
//     removed, its cookie cleared, and the request goes on as a visitor's.
// Writes happen only through explicit calls (establish, destroy, stash): nothing is saved behind
// the handlers' backs at the end of a response.
//
// Stored shape (connect-mongo's, so existing sessions keep working, plus the member's ObjectId):
//   { _id: <id>, expires: Date, lastModified: Date, memberId?: ObjectId,
//     session: { userId?, signedInAt?, stash? } }
// A session stored without `memberId` (before it existed) has its member looked up separately.
import type { IncomingMessage } from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import type { RequestHandler, Request, Response } from 'express';
// Named imports: the package marks itself __esModule without a default export.
import { parseCookie, stringifySetCookie } from 'cookie';
import signature from 'cookie-signature';
import { ObjectId, type Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import type { Config } from '../config.js';
import type { SessionControl } from '../graphql/context.js';
import { batchedReads } from '../db/batched-reads.js';
import type { EndedSessions, SessionEnds } from './session-ends.js';

export const SESSION_COOKIE = 'mc.sid';

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

/** One signed-in session as its member sees it in their list. */
export interface SessionSummary {
  /** A public handle (a hash of the session id): the id itself is the cookie's secret and never leaves the server. */
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
}

/**
 * What the account services need of the session layer, whatever implements it: list a member's
 * sessions, end one, end all (but one).
 */
export interface SessionRegistry {
  /** The member's live sessions, newest first. */
  listFor(userId: string): Promise<SessionSummary[]>;
  /** Ends one of the member's sessions by its public id; false when the member has none with that id. */
  destroyOne(userId: string, publicId: string): Promise<boolean>;
  /** Ends every session of the member (but `except`, a session id); returns how many ended. */
  destroyAllFor(userId: string, options?: { except?: string | null }): Promise<number>;
  /** The public handle of a session id (to mark "this device" in a list). */
  publicId(sessionId: string): string;
}

/** The longest User-Agent kept with a session. */
export const USER_AGENT_MAX_LENGTH = 512;

interface SessionDocument {
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

declare module 'express-serve-static-core' {
  interface Request {
    /** The request's session (read-only: change it through `Sessions`); set by the session middleware. */
    session?: Readonly<SessionData>;
  }
}

/** Where a request's session stands: its id and cookie value once stored. */
interface SessionState {
  id: string | null;
  /** The cookie value (`s:<id>.<signature>`), reused rather than signed again on every response. */
  cookieValue: string | null;
  data: SessionData;
}

const STATE = Symbol('mindcheck.session');
type WithState = Request & { [STATE]?: SessionState };

export interface Sessions extends SessionRegistry {
  middleware: RequestHandler;
  /** Creates the expiry (TTL) index; awaited once at start-up. */
  ready: Promise<void>;
  /** The signed-in member and session behind a raw request's cookie (WebSocket upgrades), or null. */
  readSignedIn(req: IncomingMessage): Promise<SignedIn | null>;
  /**
   * Called whenever any instance ends sessions (through session-ends.ts): a sign-out, a replaced
   * session, a session found stale, or all of a member's sessions (erasure, disabling). Open
   * WebSockets of those sessions are closed.
   */
  onEnded(listener: (ended: EndedSessions) => void): void;
  /** From now on ended sessions are told to every instance through `ends` (and heard from them). */
  connectEnds(ends: SessionEnds): void;
  control(req: Request): SessionControl;
  /** Keeps a value for a flow's next request: a signed cookie for minutes, no stored session. */
  stash(req: Request, key: string, value: unknown): Promise<void>;
  /** Takes a stashed value back, once (undefined when there is none, or it expired or was forged). */
  takeStashed(req: Request, key: string): Promise<unknown>;
}

export interface SignedIn {
  sessionId: string;
  userId: string;
  /** When the session ends unless it is used again (idle) or at the latest (absolute), in ms. */
  expiresAt: number;
}

export type { EndedSessions } from './session-ends.js';

export interface SessionOptions {
  /**
   * Whether a member may still use their session (the account exists and is not disabled).
   * Checked on every request (with that request, so the answer can be shared with the request's
   * resolvers) and on every WebSocket upgrade and subscription (without: a socket lives long).
   * A session that fails it on a request is ended there.
   */
  isActiveUser?: (userId: string, req?: IncomingMessage, read?: MemberRead) => Promise<boolean>;
  /**
   * The collection of members. When given, a signed-in session is read together with its member
   * document (whose `_id` is the ObjectId of `userId`) and `isActiveUser` is handed what was read,
   * so it need not ask the database again.
   */
  membersCollection?: string;
}

/** The cookies of a flow's short-lived values (see stash). */
const STASH_COOKIE_PREFIX = 'mc.flow.';
/** How long a flow's values (Google's state and verifier) are kept: the time to choose an account. */
export const STASH_MAX_AGE_SECONDS = 10 * 60;

/** How many verified cookie values are remembered (a few hundred bytes each). */
const VERIFIED_COOKIES_KEPT = 10_000;

/** The public handle of a session id: a hash, so the list never shows the id the cookie carries. */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`mindcheck-session:${sessionId}`).digest('base64url').slice(0, 22);
}

/** express-session's id: 24 random bytes, base64url (192 bits). */
function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}

export function createSessions(config: Config, connection: Connection, options: SessionOptions = {}): Sessions {
  const idleMs = config.session.idleMinutes * 60_000;
  const absoluteMs = config.session.absoluteHours * 3_600_000;
  // Renewing the stored expiry is a write; once a minute at most (a twentieth of the idle timeout
  // when that is shorter) instead of on every request. The cookie still rolls on every response.
  const touchAfterMs = Math.min(60, Math.floor(idleMs / 1000 / 20)) * 1000;
  const secret = config.session.secret;
  const collection: Collection<SessionDocument> = connection
    .getClient()
    .db(connection.db?.databaseName ?? 'mindcheck')
    .collection<SessionDocument>('sessions');
  const endedListeners: ((ended: EndedSessions) => void)[] = [];
  // Set by connectEnds once the app's pub/sub exists; until then ends reach this instance only.
  let ends: SessionEnds | undefined;
  const ended = (what: { sessionId: string } | { userId: string }) => {
    if (ends) {
      if ('sessionId' in what) ends.endSessions([what.sessionId]);
      else ends.endAllOf(what.userId);
      return;
    }
    const local: EndedSessions = 'sessionId' in what ? { sessionIds: [what.sessionId] } : what;
    for (const listener of endedListeners) listener(local);
  };
  // The database removes a session once its expiry has passed.
  const ready = collection.createIndex({ expires: 1 }, { expireAfterSeconds: 0 }).then(() => undefined);

  // Cookie values whose signature held, with their session ids: checking a signature is an HMAC,
  // measured in `npm run bench` at a few percent of a signed-in request. Only good signatures are
  // kept (a forged value is checked every time it comes), the oldest leave first, and the answer
  // for a value cannot change while the secret does not. Whether the session still exists is
  // asked of the database on every request all the same.
  const verified = new Map<string, string>();
  function unsign(value: string): string | null {
    const known = verified.get(value);
    if (known !== undefined) return known;
    const id = signature.unsign(value, secret);
    if (id === false) return null;
    if (verified.size >= VERIFIED_COOKIES_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(value, id);
    return id;
  }

  /** The session id a cookie header carries, if its signature holds. */
  function sessionIdOf(cookieHeader: string | undefined): { id: string; cookieValue: string } | null {
    // Most visitors send no cookie of ours: no parsing at all then.
    if (!cookieHeader || !cookieHeader.includes(SESSION_COOKIE)) return null;
    const raw = parseCookie(cookieHeader)[SESSION_COOKIE];
    if (!raw || !raw.startsWith('s:')) return null;
    const id = unsign(raw.slice(2));
    return id ? { id, cookieValue: raw } : null;
  }

  interface Loaded {
    doc: SessionDocument;
    /** The member read with it (absent for a session of no member, or one stored without memberId). */
    read?: MemberRead;
  }

  type Read = SessionDocument & { member?: { _id?: unknown }[] };
  // The session reads of one turn of the event loop go to the database as one query (a busy
  // instance starts many members' requests in one turn; see db/batched-reads.ts). With a members
  // collection, each session comes with its member (a $lookup by the member's _id): one round
  // trip, not two.
  const readSessions = batchedReads<Read>(async (ids) => {
    const match = ids.length === 1 ? { _id: ids[0] } : { _id: { $in: ids } };
    const members = options.membersCollection;
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

  /** The live stored session with this id, or null (missing or expired). */
  async function load(id: string): Promise<Loaded | null> {
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
  }

  /** The ObjectId form of a member id, for `memberId` (none for an id that is not one). */
  function memberIdOf(userId: string | undefined): ObjectId | undefined {
    return options.membersCollection && userId && /^[0-9a-f]{24}$/.test(userId) ? new ObjectId(userId) : undefined;
  }

  function putCookie(req: Request, res: Response, value: string | null): void {
    const serialized = stringifySetCookie(
      {
        name: SESSION_COOKIE,
        value: value ?? '',
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.isProduction,
        expires: value === null ? new Date(0) : new Date(Date.now() + idleMs),
      },
      // The value as express-session wrote it: percent-encoded (s%3A...).
      { encode: encodeURIComponent },
    );
    // A Secure cookie over a plain-HTTP hop would be dropped by the browser anyway (as express-session did).
    if (value !== null && config.isProduction && !req.secure) return;
    const previous = res.getHeader('Set-Cookie');
    const others = (Array.isArray(previous) ? previous : previous === undefined ? [] : [String(previous)]).filter(
      (c) => !c.startsWith(`${SESSION_COOKIE}=`),
    );
    res.setHeader('Set-Cookie', [...others, serialized]);
  }

  function stateOf(req: Request): SessionState {
    let state = (req as WithState)[STATE];
    if (!state) {
      state = { id: null, cookieValue: null, data: {} };
      (req as WithState)[STATE] = state;
      req.session = state.data;
    }
    return state;
  }

  function setState(req: Request, next: SessionState): void {
    (req as WithState)[STATE] = next;
    req.session = next.data;
  }

  /** Stores a new session (a new id: never the one the browser came with) and sends its cookie. */
  async function storeNew(req: Request, data: SessionData): Promise<void> {
    const previous = stateOf(req);
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
    if (previous.id) {
      await collection.deleteOne({ _id: previous.id });
      ended({ sessionId: previous.id });
    }
    const cookieValue = `s:${signature.sign(id, secret)}`;
    setState(req, { id, cookieValue, data });
    if (req.res) putCookie(req, req.res, cookieValue);
  }

  /** Removes the request's stored session (if any); the request goes on as a visitor's. */
  async function end(req: Request): Promise<void> {
    const { id } = stateOf(req);
    setState(req, { id: null, cookieValue: null, data: {} });
    if (id) {
      await collection.deleteOne({ _id: id });
      ended({ sessionId: id });
    }
    if (req.res) putCookie(req, req.res, null);
  }

  /** The signed-in member's id if the session may still be used: within its lifetime and active. */
  async function signedInMember(data: SessionData, req?: IncomingMessage, read?: MemberRead): Promise<string | null> {
    if (!data.userId) return null;
    if (!data.signedInAt || Date.now() - data.signedInAt > absoluteMs) return null;
    if (options.isActiveUser && !(await options.isActiveUser(data.userId, req, read))) return null;
    return data.userId;
  }

  const middleware: RequestHandler = (req, res, next) => {
    const found = sessionIdOf(req.headers.cookie);
    stateOf(req);
    if (!found) return next();
    const run = async () => {
      const loaded = await load(found.id);
      if (!loaded) return;
      const { doc, read } = loaded;
      const data: SessionData = doc.session ?? {};
      setState(req, { id: found.id, cookieValue: found.cookieValue, data });
      if (data.userId && !(await signedInMember(data, req, read))) {
        // Ended: past its absolute lifetime, or the member is gone or disabled.
        await end(req);
        return;
      }
      // Rolling: every response renews the idle timeout in the browser...
      putCookie(req, res, found.cookieValue);
      // ...and the stored expiry follows at most once a minute.
      const now = Date.now();
      if (!doc.lastModified || now - doc.lastModified.getTime() >= touchAfterMs) {
        await collection.updateOne(
          { _id: found.id },
          {
            $set: {
              expires: new Date(now + idleMs),
              lastModified: new Date(now),
              ...(data.userId ? { 'session.lastSeenAt': now } : {}),
            },
          },
        );
      }
    };
    run().then(() => next(), next);
  };

  async function readSignedIn(req: IncomingMessage): Promise<SignedIn | null> {
    const found = sessionIdOf(req.headers.cookie);
    if (!found) return null;
    const loaded = await load(found.id).catch(() => null);
    if (!loaded?.doc.session) return null;
    const data = loaded.doc.session;
    const userId = await signedInMember(data, undefined, loaded.read).catch(() => null);
    if (!userId) return null;
    const idleEnd = loaded.doc.expires ? loaded.doc.expires.getTime() : Date.now() + idleMs;
    return { sessionId: found.id, userId, expiresAt: Math.min(idleEnd, (data.signedInAt ?? 0) + absoluteMs) };
  }

  async function destroyAllFor(userId: string, options: { except?: string | null } = {}): Promise<number> {
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
  }

  async function liveSessionsOf(userId: string): Promise<SessionDocument[]> {
    const now = Date.now();
    const docs = await collection.find({ 'session.userId': userId }).toArray();
    return docs.filter(
      (doc) => doc.expires.getTime() > now && !!doc.session.signedInAt && now - doc.session.signedInAt <= absoluteMs,
    );
  }

  async function listFor(userId: string): Promise<SessionSummary[]> {
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
  }

  async function destroyOne(userId: string, publicId: string): Promise<boolean> {
    // A member has a handful of sessions: their handles are computed here rather than stored.
    const doc = (await liveSessionsOf(userId)).find((candidate) => publicSessionId(candidate._id) === publicId);
    if (!doc) return false;
    const { deletedCount } = await collection.deleteOne({ _id: doc._id, 'session.userId': userId });
    if (deletedCount) ended({ sessionId: doc._id });
    return deletedCount > 0;
  }

  function control(req: Request): SessionControl {
    return {
      // A new session id at sign-in: whatever id the visitor had before is discarded.
      establish: (userId) => {
        const now = Date.now();
        const userAgent = req.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH);
        return storeNew(req, { userId, signedInAt: now, lastSeenAt: now, ...(userAgent ? { userAgent } : {}) });
      },
      destroy: () => end(req),
      destroyAll: async () => {
        const userId = stateOf(req).data.userId;
        await end(req);
        if (userId) await destroyAllFor(userId);
      },
      id: () => stateOf(req).id,
    };
  }

  // A flow's short-lived values (Google's state and PKCE verifier) live in a signed cookie of
  // their own for minutes, never in a stored session: a cookie-less GET /auth/google used to store
  // a session document that lived for a day, and a loop of them grew the database without bound.
  function stashCookieName(key: string): string {
    return `${STASH_COOKIE_PREFIX}${key}`;
  }

  function appendCookie(req: Request, serialized: string, name: string): void {
    const res = req.res;
    if (!res) return;
    const previous = res.getHeader('Set-Cookie');
    const others = (Array.isArray(previous) ? previous : previous === undefined ? [] : [String(previous)]).filter(
      (c) => !c.startsWith(`${name}=`),
    );
    res.setHeader('Set-Cookie', [...others, serialized]);
  }

  async function stash(req: Request, key: string, value: unknown): Promise<void> {
    const name = stashCookieName(key);
    const expires = Date.now() + STASH_MAX_AGE_SECONDS * 1000;
    const payload = Buffer.from(JSON.stringify({ k: key, e: expires, v: value })).toString('base64url');
    appendCookie(
      req,
      stringifySetCookie({
        name,
        value: signature.sign(payload, secret),
        path: '/auth/google',
        httpOnly: true,
        // Lax: sent on the top-level GET back from Google and on the stand-in's same-site POST.
        sameSite: 'lax',
        secure: config.isProduction,
        expires: new Date(expires),
      }),
      name,
    );
  }

  async function takeStashed(req: Request, key: string): Promise<unknown> {
    const name = stashCookieName(key);
    const header = req.headers.cookie;
    if (!header || !header.includes(name)) return undefined;
    const raw = parseCookie(header)[name];
    // Single use: cleared whatever it holds.
    appendCookie(
      req,
      stringifySetCookie({
        name,
        value: '',
        path: '/auth/google',
        httpOnly: true,
        sameSite: 'lax',
        expires: new Date(0),
      }),
      name,
    );
    if (!raw || raw.length > 4096) return undefined;
    const payload = signature.unsign(raw, secret);
    if (payload === false) return undefined;
    try {
      const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        k?: string;
        e?: number;
        v?: unknown;
      };
      if (parsed.k !== key || typeof parsed.e !== 'number' || parsed.e <= Date.now()) return undefined;
      return parsed.v;
    } catch {
      return undefined;
    }
  }

  return {
    middleware,
    ready,
    readSignedIn,
    onEnded: (listener) => void endedListeners.push(listener),
    connectEnds(connected) {
      ends = connected;
      connected.onEnded((what) => {
        for (const listener of endedListeners) listener(what);
      });
    },
    destroyAllFor,
    listFor,
    destroyOne,
    publicId: publicSessionId,
    control,
    stash,
    takeStashed,
  };
}
