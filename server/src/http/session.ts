// Cookie sessions stored in MongoDB: a signed, HttpOnly cookie `mc.sid` holding a random id, and a
// `sessions` document under that id. The same lookup authenticates WebSocket upgrades (see
// readSignedIn), so HTTP and subscriptions share one mechanism. Three parts:
//   - session-cookie.ts: the session cookie and a flow's short-lived signed cookies;
//   - session-store.ts: the stored sessions (read with their member in one round trip), and how they end;
//   - session-middleware.ts: what happens per request (read, roll, end), and the resolvers' control.
//
// Our own layer rather than express-session: it costs 17-27 % less CPU per signed-in request
// (`npm run bench:ab`, docs/architecture.md, which names it). Writes happen only through explicit
// calls (establish, destroy, stash): nothing is saved behind the handlers' backs at the end of a response.
import type { IncomingMessage } from 'node:http';
import type { Connection } from 'mongoose';
import type { Config } from '../config.js';
import type { SessionRegistry } from '../modules/sessions/session.ports.js';
import { sessionCookies, type SessionCookies } from './session-cookie.js';
import { sessionStore, type MemberRead } from './session-store.js';
import { sessionRequests, type SessionRequests } from './session-middleware.js';
import type { EndedSessions, SessionEnds } from './session-ends.js';

export { SESSION_COOKIE, STASH_MAX_AGE_SECONDS } from './session-cookie.js';
export { publicSessionId, type MemberRead, type SessionData } from './session-store.js';
export { USER_AGENT_MAX_LENGTH, type SignedIn } from './session-middleware.js';
export type { EndedSessions } from './session-ends.js';

export interface Sessions extends SessionRegistry, SessionRequests, Pick<SessionCookies, 'stash' | 'takeStashed'> {
  /** Creates the expiry (TTL) index; awaited once at start-up. */
  ready: Promise<void>;
  /**
   * Called whenever any instance ends sessions (through session-ends.ts): a sign-out, a replaced
   * session, a session found stale, or all of a member's sessions (erasure, disabling). Open
   * WebSockets of those sessions are closed.
   */
  onEnded(listener: (ended: EndedSessions) => void): void;
  /** From now on ended sessions are told to every instance through `ends` (and heard from them). */
  connectEnds(ends: SessionEnds): void;
}

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

export function createSessions(config: Config, connection: Connection, options: SessionOptions = {}): Sessions {
  const cookies = sessionCookies(config);
  const store = sessionStore(config, connection, options.membersCollection);
  const requests = sessionRequests(config, store, cookies, options.isActiveUser);
  return {
    ...requests,
    ready: store.ready,
    onEnded: store.onEnded,
    connectEnds: store.connectEnds,
    destroyAllFor: store.destroyAllFor,
    listFor: store.listFor,
    destroyOne: store.destroyOne,
    publicId: store.publicId,
    stash: cookies.stash,
    takeStashed: cookies.takeStashed,
  };
}
