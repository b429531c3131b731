// The per-request side of the session layer (session.ts): the middleware that reads a request's
// session, the control resolvers use to start and end it, and the check of a WebSocket upgrade.
//   - no cookie, or a bad signature: a visitor; nothing is read or written, no cookie is set;
//   - a good signature: one read by _id, which brings the session's member along (session-store.ts);
//     an expired or missing document is a visitor;
//   - a live session: the cookie is sent again with a new expiry (rolling idle timeout), and the
//     stored expiry is renewed at most once a minute (`touchAfter`);
//   - a signed-in session past its absolute lifetime, or whose member is no longer active, is
//     removed, its cookie cleared, and the request goes on as a visitor's.
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Config } from '../config.js';
import type { SessionControl } from '../modules/sessions/session.ports.js';
import type { SessionCookies } from './session-cookie.js';
import type { MemberRead, SessionData, SessionStore } from './session-store.js';

/** The longest User-Agent kept with a session. */
export const USER_AGENT_MAX_LENGTH = 512;

export interface SignedIn {
  sessionId: string;
  userId: string;
  /** When the session ends unless it is used again (idle) or at the latest (absolute), in ms. */
  expiresAt: number;
}

/** Whether a member may still use their session (see SessionOptions.isActiveUser in session.ts). */
export type IsActiveUser = (userId: string, req?: IncomingMessage, read?: MemberRead) => Promise<boolean>;

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

export interface SessionRequests {
  middleware: RequestHandler;
  control(req: Request): SessionControl;
  /** The signed-in member and session behind a raw request's cookie (WebSocket upgrades), or null. */
  readSignedIn(req: IncomingMessage): Promise<SignedIn | null>;
}

export function sessionRequests(
  config: Config,
  store: SessionStore,
  cookies: SessionCookies,
  isActiveUser?: IsActiveUser,
): SessionRequests {
  const idleMs = config.session.idleMinutes * 60_000;
  const absoluteMs = config.session.absoluteHours * 3_600_000;

  /** Stores a new session (a new id: never the one the browser came with) and sends its cookie. */
  async function storeNew(req: Request, data: SessionData): Promise<void> {
    const id = await store.insert(data, stateOf(req).id);
    const cookieValue = cookies.sign(id);
    setState(req, { id, cookieValue, data });
    if (req.res) cookies.put(req, req.res, cookieValue);
  }

  /** Removes the request's stored session (if any); the request goes on as a visitor's. */
  async function end(req: Request): Promise<void> {
    const { id } = stateOf(req);
    setState(req, { id: null, cookieValue: null, data: {} });
    if (id) await store.remove(id);
    if (req.res) cookies.put(req, req.res, null);
  }

  /** The signed-in member's id if the session may still be used: within its lifetime and active. */
  async function signedInMember(data: SessionData, req?: IncomingMessage, read?: MemberRead): Promise<string | null> {
    if (!data.userId) return null;
    if (!data.signedInAt || Date.now() - data.signedInAt > absoluteMs) return null;
    if (isActiveUser && !(await isActiveUser(data.userId, req, read))) return null;
    return data.userId;
  }

  const middleware: RequestHandler = (req, res, next) => {
    const found = cookies.sessionIdOf(req.headers.cookie);
    stateOf(req);
    if (!found) return next();
    const run = async () => {
      const loaded = await store.load(found.id);
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
      cookies.put(req, res, found.cookieValue);
      // ...and the stored expiry follows at most once a minute.
      await store.touch(found.id, doc);
    };
    run().then(() => next(), next);
  };

  async function readSignedIn(req: IncomingMessage): Promise<SignedIn | null> {
    const found = cookies.sessionIdOf(req.headers.cookie);
    if (!found) return null;
    const loaded = await store.load(found.id).catch(() => null);
    if (!loaded?.doc.session) return null;
    const data = loaded.doc.session;
    const userId = await signedInMember(data, undefined, loaded.read).catch(() => null);
    if (!userId) return null;
    const idleEnd = loaded.doc.expires ? loaded.doc.expires.getTime() : Date.now() + idleMs;
    return { sessionId: found.id, userId, expiresAt: Math.min(idleEnd, (data.signedInAt ?? 0) + absoluteMs) };
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
        if (userId) await store.destroyAllFor(userId);
      },
      id: () => stateOf(req).id,
    };
  }

  return { middleware, control, readSignedIn };
}
