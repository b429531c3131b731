// Cookie sessions: express-session with our MongoDB store (session-store.ts). A signed, HttpOnly
// cookie `mc.sid` holds a random id (24 bytes); the `sessions` document under that id holds the
// signed-in member. The same store authenticates WebSocket upgrades (readSignedIn), so HTTP and
// subscriptions share one mechanism. What a request sees:
//   - no cookie, or a bad signature: a visitor; nothing is written and no cookie is set
//     (saveUninitialized: false; the store keeps signed-in sessions only);
//   - a live session: read with its member in one round trip; the cookie rolls on every response
//     (rolling), the stored expiry at most once a minute (the store's renew);
//   - a session past its absolute lifetime, or whose member is gone or disabled: removed by the
//     store (every instance told, SECURITY.md 28), its cookie cleared, and the request goes on as
//     a visitor's.
// Sessions are written only by sign-in (`establish`, under a new id) and ended through `Sessions`.
import type { IncomingMessage } from 'node:http';
import { createHash } from 'node:crypto';
import type { RequestHandler, Request, Response } from 'express';
import session from 'express-session';
// Named imports: the package marks itself __esModule without a default export.
import { parseCookie, stringifySetCookie } from 'cookie';
import signature from 'cookie-signature';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import type { Config } from '../config.js';
import type { SessionControl } from '../graphql/context.js';
import { MongoSessionStore, type MemberRead, type SessionDocument } from './session-store.js';
import type { EndedSessions, SessionEnds } from './session-ends.js';

export const SESSION_COOKIE = 'mc.sid';
export type { MemberRead } from './session-store.js';

/** One signed-in session as its member sees it in their list. */
export interface SessionSummary {
  /** A public handle (a hash of the session id): the id itself is the cookie's secret and never leaves the server. */
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
}

/** What the account services need of the session layer: list a member's sessions, end one, end all (but one). */
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
   * The member if the account may still be used (it exists and is not disabled), else null.
   * Asked on every request and WebSocket check; `read` is the member document read with the
   * session, when it was. A session whose member is not active is ended at its request.
   */
  activeMember?: (userId: string, read?: MemberRead) => Promise<unknown>;
  /** Given the active member found with a request's session (so its resolvers need not ask again). */
  onMember?: (req: IncomingMessage, userId: string, member: unknown) => void;
  /** The collection of members: each session is then read together with its member. */
  membersCollection?: string;
}

/** The cookies of a flow's short-lived values (see stash). */
const STASH_COOKIE_PREFIX = 'mc.flow.';
/** How long a flow's values (Google's state and verifier) are kept: the time to choose an account. */
export const STASH_MAX_AGE_SECONDS = 10 * 60;

/** The public handle of a session id: a hash, so the list never shows the id the cookie carries. */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`mindcheck-session:${sessionId}`).digest('base64url').slice(0, 22);
}

export function createSessions(config: Config, connection: Connection, options: SessionOptions = {}): Sessions {
  const idleMs = config.session.idleMinutes * 60_000;
  const absoluteMs = config.session.absoluteHours * 3_600_000;
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

  const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction };
  const store = new MongoSessionStore({
    collection,
    idleMs,
    absoluteMs,
    // Renewing the stored expiry is a write: once a minute at most (a twentieth of the idle
    // timeout when that is shorter) instead of on every request.
    touchAfterMs: Math.min(60, Math.floor(idleMs / 1000 / 20)) * 1000,
    cookie,
    membersCollection: options.membersCollection,
    activeMember: options.activeMember,
    ended: (sessionId) => ended({ sessionId }),
  });
  const library = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { ...cookie, maxAge: idleMs },
  });

  /** Replaces any Set-Cookie of `name` with `serialized`. */
  function putCookie(res: Response, name: string, serialized: string | null): void {
    const previous = res.getHeader('Set-Cookie');
    const others = (Array.isArray(previous) ? previous : previous === undefined ? [] : [String(previous)]).filter(
      (c) => !c.startsWith(`${name}=`),
    );
    res.setHeader('Set-Cookie', serialized === null ? others : [...others, serialized]);
  }

  function clearSessionCookie(res: Response): void {
    putCookie(
      res,
      SESSION_COOKIE,
      stringifySetCookie({ name: SESSION_COOKIE, value: '', ...cookie, expires: new Date(0) }),
    );
  }

  const middleware: RequestHandler = (req, res, next) => {
    library(req, res, (err?: unknown) => {
      if (err) return next(err);
      const userId = req.session?.userId;
      if (userId) {
        const member = store.takeMember(req.sessionID);
        if (member !== undefined) options.onMember?.(req, userId, member);
        const renewing = store.renew(req.sessionID, req.session);
        if (renewing) return void renewing.then(() => next(), next);
      } else if (req.headers.cookie?.includes(SESSION_COOKIE) && parseCookie(req.headers.cookie)[SESSION_COOKIE]) {
        // A cookie of no live session (ended, expired, forged): cleared.
        clearSessionCookie(res);
      }
      next();
    });
  };

  /** The session id a cookie header carries, if its signature holds. */
  function sessionIdOf(cookieHeader: string | undefined): string | null {
    if (!cookieHeader || !cookieHeader.includes(SESSION_COOKIE)) return null;
    const raw = parseCookie(cookieHeader)[SESSION_COOKIE];
    if (!raw || !raw.startsWith('s:')) return null;
    return signature.unsign(raw.slice(2), secret) || null;
  }

  async function readSignedIn(req: IncomingMessage): Promise<SignedIn | null> {
    const id = sessionIdOf(req.headers.cookie);
    if (!id) return null;
    const found = await store.live(id, false).catch(() => null);
    if (!found) return null;
    const { session: data, expires } = found.doc;
    return { sessionId: id, userId: data.userId, expiresAt: Math.min(expires.getTime(), data.signedInAt + absoluteMs) };
  }

  /** Ends the request's session (if stored) and clears its cookie; the request goes on as a visitor's. */
  async function end(req: Request): Promise<void> {
    const current = req.session as (session.Session & Partial<session.SessionData>) | undefined;
    if (current?.userId) await new Promise<void>((resolve, reject) => current.destroy((e) => (e ? reject(e) : resolve())));
    if (req.res) clearSessionCookie(req.res);
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
      // A new session id at sign-in: whatever id the browser had before is discarded. A visitor's
      // session already has a fresh id (express-session never takes an unknown id from a cookie);
      // a signed-in one is regenerated (the old one destroyed, its sockets closed).
      establish: async (userId) => {
        let current = req.session as (session.Session & Partial<session.SessionData>) | undefined;
        if (!current) throw new Error('sign-in outside the session middleware');
        if (current.userId) {
          const previous = current;
          await new Promise<void>((resolve, reject) => previous.regenerate((e) => (e ? reject(e) : resolve())));
          current = req.session;
        }
        // The cookie of a stale session, cleared earlier in this request, gives way to the new one.
        if (req.res) putCookie(req.res, SESSION_COOKIE, null);
        const now = Date.now();
        const userAgent = req.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH);
        Object.assign(current, { userId, signedInAt: now, lastSeenAt: now, ...(userAgent ? { userAgent } : {}) });
        const fresh = current;
        await new Promise<void>((resolve, reject) => fresh.save((e) => (e ? reject(e) : resolve())));
      },
      destroy: () => end(req),
      destroyAll: async () => {
        const userId = req.session?.userId;
        await end(req);
        if (userId) await destroyAllFor(userId);
      },
      id: () => (req.session?.userId ? req.sessionID : null),
    };
  }

  // A flow's short-lived values (Google's state and PKCE verifier) live in a signed cookie of
  // their own for minutes, never in a stored session: a cookie-less GET /auth/google used to store
  // a session document that lived for a day, and a loop of them grew the database without bound.
  function stashCookieName(key: string): string {
    return `${STASH_COOKIE_PREFIX}${key}`;
  }

  function appendCookie(req: Request, serialized: string, name: string): void {
    if (req.res) putCookie(req.res, name, serialized);
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
